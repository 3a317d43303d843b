import Muster
import Testing

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
}
