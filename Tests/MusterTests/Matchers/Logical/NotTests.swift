import Muster
import Testing
import MusterTestSupport

@Suite struct NotTests {
    enum ParseError: Error { case empty }
    static func parse(_ text: String) throws -> Int {
        guard let value = Int(text) else { throw ParseError.empty }
        return value
    }

    @Test func invertsTheMatcher() {
        #expect(not(3).matches(4))
        #expect(!not(3).matches(3))
        #expect(not(3).description == "not 3")
        #expect(mismatch(not(3), 3) == "was 3")
        #expect(failureMessage { assertThat("a", not("a")) } == #"Expected not "a", but was "a""#)
    }

    @Test func anErrorIsNotADifferentValue() throws {
        #expect(
            try failureMessage { assertThat(try Self.parse(""), not(3)) }
                == "Expected not 3, but threw error ParseError.empty")
    }

    @Test func optionalAndEmpty() {
        let absent: String? = nil
        // Hamcrest's rule: nil is not "a", so not("a") matches it.
        #expect(failureMessages { assertThat(absent, not("a")) } == [])
        #expect(
            failureMessage { assertThat(absent, not(not("a"))) }
                == #"Expected not not "a", but was nil"#)
        #expect(not("").matches("a"))
        #expect(mismatch(not(""), "") == #"was """#)
    }

    @Test func doubleNegation() {
        #expect(not(not(3)).matches(3))
        #expect(not(not(3)).description == "not not 3")
        #expect(mismatch(not(not(3)), 4) == "was 4")
    }

    @Test func isNotIsOCHamcrestsNameForNot() {
        #expect(isNot(3).matches(4))
        #expect(!isNot(equalTo(3)).matches(3))
        #expect(isNot(3).description == "not 3")
        #expect(mismatch(isNot(3), 3) == "was 3")
        #expect(failureMessage { assertThat(5, isNot(5)) } == "Expected not 5, but was 5")
        // Hamcrest's nil rule: nil is not 3.
        #expect(failureMessages { assertThat(nil as Int?, isNot(3)) } == [])
        #expect(
            failureMessages { assertThat("", isNot(isEmptyString())) } == [
                #"Expected not an empty string, but was """#
            ])
        #expect(
            failureMessages { assertThat([1], allOf(isNot(empty()), isNot(hasCountOf(2)))) } == [])
    }
}
