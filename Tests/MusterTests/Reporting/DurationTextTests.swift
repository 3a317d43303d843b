import Muster
import Testing

@Suite struct DurationTextTests {
    @Test func secondsKeepAsManyDecimalsAsTheValueNeedsAndAtLeastOne() {
        #expect(secondsText(.seconds(1)) == "1.0 s")
        #expect(secondsText(.milliseconds(250)) == "0.25 s")
        #expect(secondsText(.microseconds(500)) == "0.0005 s")
        #expect(secondsText(.zero) == "0.0 s")
    }

    @Test func secondsRoundBelowAMicrosecondAndKeepTheSignOfANegativeValue() {
        #expect(secondsText(.nanoseconds(1_499)) == "0.000001 s")
        #expect(secondsText(.nanoseconds(400)) == "0.0 s")
        #expect(secondsText(.milliseconds(-1_500)) == "-1.5 s")
    }

    @Test func aHugeDurationIsWholeSecondsWithoutOverflow() {
        #expect(secondsText(.seconds(Int64.max)) == "\(Int64.max).0 s")
    }

    @Test func elapsedTimesRoundToMillisecondsAndNeverGoBelowZero() {
        #expect(elapsedText(.microseconds(41_600)) == "0.042 s")
        #expect(elapsedText(.microseconds(400)) == "0.0 s")
        #expect(elapsedText(.milliseconds(-3)) == "0.0 s")
    }

    @Test func checksAreCountedInWords() {
        #expect(checksText(1) == "1 check")
        #expect(checksText(0) == "0 checks")
        #expect(checksText(101) == "101 checks")
    }
}
