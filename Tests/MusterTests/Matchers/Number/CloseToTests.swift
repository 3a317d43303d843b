import Foundation
import Muster
import Testing
import MusterTestSupport

@Suite struct CloseToTests {
    private struct Reading { var value: Double }

    @Test func matchesWithinTheDeltaBoundsIncluded() {
        #expect(closeTo(1.5, 0.01).matches(1.5))
        #expect(closeTo(1.5, 0.01).matches(1.505))
        #expect(closeTo(1.5, 0.01).matches(1.495))
        #expect(closeTo(1.0, 0.5).matches(1.5))
        #expect(closeTo(1.0, 0.5).matches(0.5))
        #expect(closeTo(0.3, 0.0).matches(0.3))
    }

    @Test func doesNotMatchOutsideTheDelta() {
        #expect(!closeTo(1.5, 0.01).matches(1.52))
        #expect(!closeTo(1.5, 0.01).matches(1.48))
        #expect(!closeTo(1.0, 0.5).matches(1.5000001))
    }

    @Test func description() {
        #expect(closeTo(1.5, 0.01).description == "a numeric value within 0.01 of 1.5")
        #expect(
            closeTo(0.1 + 0.2, 1e-20).description
                == "a numeric value within 1e-20 of 0.30000000000000004")
    }

    @Test func mismatchNamesTheValueAndTheDifferenceAtFullPrecision() {
        #expect(
            mismatch(closeTo(1.5, 0.01), 1.52) == "was 1.52, which differs by 0.020000000000000018")
        #expect(mismatch(closeTo(2.0, 0.5), 1.0) == "was 1.0, which differs by 1.0")
    }

    @Test func zeroPointOnePlusZeroPointTwoIsShownAtFullPrecision() {
        #expect(!closeTo(0.3, 0.0).matches(0.1 + 0.2))
        #expect(closeTo(0.3, 1e-15).matches(0.1 + 0.2))
        #expect(
            failureMessage { assertThat(0.1 + 0.2, closeTo(0.3, 0.0)) }
                == "Expected a numeric value within 0.0 of 0.3, but was 0.30000000000000004, "
                + "which differs by 5.551115123125783e-17")
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat(1.52, closeTo(1.5, 0.01)) }
                == "Expected a numeric value within 0.01 of 1.5, but was 1.52, "
                + "which differs by 0.020000000000000018")
    }

    @Test func integerLiteralsTakeTheSubjectType() {
        #expect(failureMessages { assertThat(2.5, closeTo(2, 1)) } == [])
        #expect(
            failureMessage { assertThat(3.5, closeTo(2, 1)) }
                == "Expected a numeric value within 1.0 of 2.0, but was 3.5, which differs by 1.5")
    }

    @Test func worksForFloat() {
        let value: Float = 1.25
        #expect(closeTo(Float(1.0), 0.25).matches(value))
        #expect(mismatch(closeTo(Float(1.0), 0.125), value) == "was 1.25, which differs by 0.25")
    }

    @Test func notANumberNeverMatches() {
        #expect(mismatch(closeTo(1.5, 0.01), .nan) == "was nan")
        #expect(mismatch(closeTo(.nan, 0.01), 1.5) == "was 1.5")
        #expect(mismatch(closeTo(1.5, .nan), 1.5) == "was 1.5, which differs by 0.0")
        #expect(
            failureMessage { assertThat(Double.nan, closeTo(1.5, 0.01)) }
                == "Expected a numeric value within 0.01 of 1.5, but was nan")
    }

    @Test func infinityMatchesOnlyTheSameInfinity() {
        #expect(closeTo(Double.infinity, 0.01).matches(.infinity))
        #expect(
            mismatch(closeTo(Double.infinity, 0.01), -.infinity) == "was -inf, which differs by inf"
        )
        #expect(mismatch(closeTo(1.0, 0.01), .infinity) == "was inf, which differs by inf")
    }

    @Test func negativeDeltaMatchesNothing() {
        #expect(mismatch(closeTo(1.0, -0.5), 1.0) == "was 1.0, which differs by 0.0")
    }

    @Test func decimalComparesExactly() {
        let value = Decimal(string: "1.5")!
        let delta = Decimal(string: "0.01")!
        #expect(closeTo(value, delta).matches(Decimal(string: "1.51")!))
        #expect(closeTo(value, delta).matches(Decimal(string: "1.49")!))
        #expect(!closeTo(value, delta).matches(Decimal(string: "1.5100000000000001")!))
        #expect(closeTo(value, delta).description == "a numeric value within 0.01 of 1.5")
        #expect(
            mismatch(closeTo(value, delta), Decimal(string: "1.52")!)
                == "was 1.52, which differs by 0.02"
        )
        #expect(
            failureMessage { assertThat(Decimal(string: "1.48")!, closeTo(value, delta)) }
                == "Expected a numeric value within 0.01 of 1.5, "
                + "but was 1.48, which differs by 0.02"
        )
    }

    @Test func decimalNotANumberNeverMatches() {
        let one = Decimal(1)
        #expect(mismatch(closeTo(one, one), .nan) == "was NaN")
        #expect(mismatch(closeTo(.nan, one), one) == "was 1")
        #expect(mismatch(closeTo(one, .nan), one) == "was 1")
    }

    @Test func decimalFromLiterals() {
        let matcher: Matcher<Decimal> = closeTo(2, 0.5)
        #expect(matcher.matches(Decimal(string: "2.5")!))
        #expect(mismatch(matcher, 3) == "was 3, which differs by 1")
    }

    @Test func optionalSubject() {
        let present: Double? = 1.505
        let absent: Double? = nil
        #expect(failureMessages { assertThat(present, closeTo(1.5, 0.01)) } == [])
        #expect(
            failureMessage { assertThat(absent, closeTo(1.5, 0.01)) }
                == "Expected a numeric value within 0.01 of 1.5, but was nil")
        let absentDecimal: Decimal? = nil
        #expect(
            failureMessage { assertThat(absentDecimal, closeTo(Decimal(1), Decimal(1))) }
                == "Expected a numeric value within 1 of 1, but was nil")
    }

    @Test func zeroValues() {
        #expect(closeTo(0.0, 0.0).matches(0.0))
        #expect(closeTo(0.0, 0.0).matches(-0.0))
        #expect(mismatch(closeTo(0.0, 0.0), 1e-300) == "was 1e-300, which differs by 1e-300")
    }

    @Test func insideOtherMatchers() {
        let negated = not(closeTo(1.5, 0.01))
        #expect(negated.description == "not a numeric value within 0.01 of 1.5")
        #expect(mismatch(negated, 1.5) == "was 1.5")
        #expect(
            failureMessage { assertThat(1.5, not(closeTo(1.5, 0.01))) }
                == "Expected not a numeric value within 0.01 of 1.5, but was 1.5")
        #expect(
            failureMessage {
                assertThat(Reading(value: 3.0), hasProperty(\.value, closeTo(1.5, 0.5)))
            }
                == "Expected a value with value a numeric value within 0.5 of 1.5, "
                + "but value was 3.0, which differs by 1.5")
        #expect(
            mismatch(allOf(closeTo(1.0, 1.0), closeTo(2.0, 0.5)), 1.0)
                == "a numeric value within 0.5 of 2.0: was 1.0, which differs by 1.0")
    }
}

@Suite struct CloseToDateTests {
    let noon = Date(timeIntervalSinceReferenceDate: 43_200)

    @Test func matchesWithinTheDeltaBoundsIncluded() {
        #expect(mismatch(closeTo(noon, 0.5), noon.addingTimeInterval(0.5)) == nil)
        #expect(mismatch(closeTo(noon, 0.5), noon.addingTimeInterval(-0.25)) == nil)
    }

    @Test func descriptionAndMismatch() {
        #expect(
            failureMessage { assertThat(noon.addingTimeInterval(2), closeTo(noon, 0.5)) }
                == "Expected a date within 0.5 seconds of 2001-01-01 12:00:00 +0000, but was "
                + "2001-01-01 12:00:02 +0000, 2.0 seconds apart")
    }

    @Test func nilAndComposition() {
        let missing: Date? = nil
        #expect(
            failureMessage { assertThat(missing, closeTo(noon, 1)) }
                == "Expected a date within 1.0 seconds of 2001-01-01 12:00:00 +0000, but was nil")
        #expect(
            failureMessages {
                assertThat(noon, not(closeTo(noon.addingTimeInterval(10), 1)))
                assertThat([noon], hasItem(closeTo(noon, 0.001)))
            } == [])
    }
}
