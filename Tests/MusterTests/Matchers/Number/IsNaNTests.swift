import Muster
import Testing
import MusterTestSupport

@Suite struct IsNaNTests {
    private struct Measurement { var value: Double }

    @Test func matchesNotANumber() {
        #expect((isNaN() as Matcher<Double>).matches(.nan))
        #expect((isNaN() as Matcher<Double>).matches(0.0 / 0.0))
        #expect((isNaN() as Matcher<Float>).matches(.nan))
        #expect((isNaN() as Matcher<Double>).matches(.signalingNaN))
    }

    @Test func doesNotMatchNumbers() {
        #expect(!(isNaN() as Matcher<Double>).matches(1.0))
        #expect(!(isNaN() as Matcher<Double>).matches(.infinity))
    }

    @Test func description() {
        #expect((isNaN() as Matcher<Double>).description == "NaN")
    }

    @Test func mismatchShowsTheValue() {
        #expect(mismatch(isNaN(), 0.1 + 0.2) == "was 0.30000000000000004")
        #expect(mismatch(isNaN(), -Double.infinity) == "was -inf")
    }

    @Test func failureText() {
        #expect(failureMessage { assertThat(1.5, isNaN()) } == "Expected NaN, but was 1.5")
    }

    @Test func optionalSubject() {
        let present: Double? = .nan
        let absent: Double? = nil
        #expect(failureMessages { assertThat(present, isNaN()) } == [])
        #expect(failureMessage { assertThat(absent, isNaN()) } == "Expected NaN, but was nil")
    }

    @Test func zero() {
        #expect(mismatch(isNaN(), 0.0) == "was 0.0")
        #expect(mismatch(isNaN(), -0.0) == "was -0.0")
    }

    @Test func insideOtherMatchers() {
        #expect(failureMessages { assertThat(1.0, not(isNaN())) } == [])
        #expect(
            failureMessage { assertThat(Double.nan, not(isNaN())) }
                == "Expected not NaN, but was nan")
        #expect(
            failureMessage { assertThat(Measurement(value: 2.0), hasProperty(\.value, isNaN())) }
                == "Expected a value with value NaN, but value was 2.0")
        #expect(
            failureMessage { assertThat(2.0, anyOf(isNaN(), greaterThan(3.0))) }
                == "Expected (NaN or a value greater than 3.0), but was 2.0")
    }
}
