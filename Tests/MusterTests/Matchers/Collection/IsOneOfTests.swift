import Muster
import Testing
import MusterTestSupport

@Suite struct IsOneOfTests {
    @Test func matchesOneOfTheValues() {
        #expect(isOneOf(1, 2, 3).matches(3))
        #expect(isOneOf("apple", "orange").matches("apple"))
        #expect(!isOneOf(1, 2).matches(4))
    }

    @Test func description() {
        #expect(isOneOf(1, 2, 3).description == "one of [1, 2, 3]")
        #expect(isOneOf("a\n").description == #"one of ["a\n"]"#)
    }

    @Test func mismatchShowsTheValue() {
        #expect(mismatch(isOneOf(1, 2), 4) == "was 4")
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat("pear", isOneOf("apple", "orange")) }
                == #"Expected one of ["apple", "orange"], but was "pear""#)
    }

    @Test func optionalSubject() {
        let absent: String? = nil
        #expect(
            failureMessage { assertThat(absent, isOneOf("a")) }
                == #"Expected one of ["a"], but was nil"#)
    }

    @Test func noValues() {
        let nothing: Matcher<Int> = isOneOf()
        #expect(nothing.description == "one of []")
        #expect(mismatch(nothing, 1) == "was 1")
    }

    @Test func insideAnotherMatcher() {
        #expect(not(isOneOf(1, 2)).matches(3))
        #expect(mismatch(not(isOneOf(1, 2)), 1) == "was 1")
        let nested: Matcher<[String: Int]> = hasEntry("a", isOneOf(1, 2))
        #expect(mismatch(nested, ["a": 3]) == #"["a"]: was 3"#)
    }
}
