import Muster
import Testing
import MusterTestSupport

@Suite struct BooleansTests {
    private struct Toggle { var isOn: Bool }

    @Test func isTrueMatchesTrueOnly() {
        #expect(isTrue().matches(true))
        #expect(!isTrue().matches(false))
    }

    @Test func isFalseMatchesFalseOnly() {
        #expect(isFalse().matches(false))
        #expect(!isFalse().matches(true))
    }

    @Test func descriptions() {
        #expect(isTrue().description == "true")
        #expect(isFalse().description == "false")
    }

    @Test func mismatchShowsTheValue() {
        #expect(mismatch(isTrue(), false) == "was false")
        #expect(mismatch(isFalse(), true) == "was true")
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat([1].isEmpty, isTrue()) } == "Expected true, but was false")
        #expect(
            failureMessage { assertThat([Int]().isEmpty, isFalse()) }
                == "Expected false, but was true")
    }

    @Test func optionalSubject() {
        let absent: Bool? = nil
        let present: Bool? = true
        #expect(failureMessages { assertThat(present, isTrue()) } == [])
        #expect(failureMessage { assertThat(absent, isTrue()) } == "Expected true, but was nil")
        #expect(failureMessage { assertThat(absent, isFalse()) } == "Expected false, but was nil")
    }

    @Test func emptyCollectionQuestions() {
        #expect(isTrue().matches("".isEmpty))
        #expect(isFalse().matches([Int]().contains(1)))
    }

    @Test func insideOtherMatchers() {
        #expect(
            failureMessage { assertThat(true, not(isTrue())) } == "Expected not true, but was true")
        #expect(
            failureMessage { assertThat(Toggle(isOn: false), hasProperty(\.isOn, isTrue())) }
                == "Expected a value with isOn true, but isOn was false")
        #expect(failureMessages { assertThat(false, anyOf(isTrue(), isFalse())) } == [])
        #expect(
            failureMessage { assertThat(true, allOf(isTrue(), isFalse())) }
                == "Expected (true and false), but false: was true")
    }
}
