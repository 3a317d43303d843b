import Foundation
import Muster
import Testing
import MusterTestSupport

@Suite struct ByteDifferenceTests {
    @Test func shortDataNamesTheFirstDifferingByte() {
        #expect(
            failureMessage { assertThat(Data([1, 2, 3, 4]), equalTo(Data([1, 2, 9, 4]))) }
                == "Expected 4 bytes: 01 02 09 04, but was 4 bytes: 01 02 03 04, which differed "
                + "at [2]: expected 09, was 03")
    }

    @Test func manyDifferingBytesAreCounted() {
        #expect(
            failureMessage { assertThat(Data([1, 2, 3]), equalTo(Data([9, 9, 9]))) }
                == "Expected 3 bytes: 09 09 09, but was 3 bytes: 01 02 03, which differed at "
                + "[0]: expected 09, was 01; 3 bytes differ")
    }

    @Test func dataOfAnotherSizeSaysBoth() {
        #expect(
            failureMessage { assertThat(Data([1, 2]), equalTo(Data([1, 2, 3]))) }
                == "Expected 3 bytes: 01 02 03, but was 2 bytes: 01 02, which differed at [2]: "
                + "expected 03, was no byte; 2 bytes instead of 3 bytes")
        #expect(
            failureMessage { assertThat(Data(), equalTo(Data([1]))) }
                == "Expected 1 byte: 01, but was 0 bytes, which differed at [0]: expected 01, "
                + "was no byte; 0 bytes instead of 1 byte")
    }

    @Test func longDataShowsTheBytesAroundTheDifference() {
        let expected = Data(repeating: 7, count: 300)
        var actual = expected
        actual[200] = 9
        let message = failureMessage { assertThat(actual, equalTo(expected)) }
        #expect(
            message.split(separator: "\n").dropFirst().joined(separator: "\n") == """
                  expected: … 07 07 07 07 07 07 07 07 07 07 07 07 07 07 07 07 07 …
                  actual:   … 07 07 07 07 07 07 07 07 09 07 07 07 07 07 07 07 07 …
                                                      ^
                """)
        #expect(message.hasPrefix("Expected 300 bytes: 07 07 "))
        #expect(
            message.split(separator: "\n")[0].hasSuffix(
                ", but differed at [200]: expected 07, was 09"))
    }

    @Test func dataInsideAValueIsComparedByByte() {
        struct Packet: Equatable {
            var id: Int
            var payload: Data
        }
        let expected = Packet(id: 1, payload: Data(repeating: 0, count: 100))
        var actual = expected
        actual.payload[99] = 1
        let lines = failureMessage { assertThat(actual, equalTo(expected)) }.split(separator: "\n")
        #expect(lines[0].hasSuffix("but differed at .payload[99]: expected 00, was 01"))
        #expect(lines[1] == "  expected: … 00 00 00 00 00 00 00 00 00")
        #expect(lines[2] == "  actual:   … 00 00 00 00 00 00 00 00 01")
    }

    @Test func equalDataHasNoDifference() {
        #expect(ValueDifference.all(between: Data([1, 2]), and: Data([1, 2])).isEmpty)
        #expect(failureMessages { assertThat(Data(), equalTo(Data())) }.isEmpty)
    }
}
