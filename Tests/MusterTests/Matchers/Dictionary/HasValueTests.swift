import Muster
import Testing
import MusterTestSupport

@Suite struct HasValueTests {
    @Test func matchesAValue() {
        #expect(hasValue(1).matches(["a": 1]))
        #expect(hasValue(greaterThan(2)).matches(["a": 1, "b": 3]))
        #expect(!hasValue(2).matches(["a": 1]))
    }

    @Test func description() {
        let plain: Matcher<[String: Int]> = hasValue(1)
        #expect(plain.description == "a dictionary with value 1")
        let matcher: Matcher<[String: Int]> = hasValue(greaterThan(2))
        #expect(matcher.description == "a dictionary with value greater than 2")
    }

    @Test func mismatchListsTheValues() {
        #expect(mismatch(hasValue(1), ["b": 3, "a": 2]) == "had no value 1 among [2, 3]")
        #expect(mismatch(hasValue("x"), [1: "b", 2: "a"]) == #"had no value "x" among ["a", "b"]"#)
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat(["a": 2, "b": 3], hasValue(1)) }
                == "Expected a dictionary with value 1, but had no value 1 among [2, 3]")
    }

    @Test func optionalSubject() {
        let absent: [String: Int]? = nil
        #expect(
            failureMessage { assertThat(absent, hasValue(1)) }
                == "Expected a dictionary with value 1, but was nil")
    }

    @Test func emptyInput() {
        #expect(mismatch(hasValue(1), [String: Int]()) == "was [:]")
    }

    @Test func insideAnotherMatcher() {
        let negated: Matcher<[String: Int]> = not(hasValue(1))
        #expect(negated.description == "not a dictionary with value 1")
        #expect(mismatch(negated, ["a": 1]) == #"was ["a": 1]"#)

        let nested: Matcher<[String: [Int]]> = hasValue(containsInAnyOrder(1, 2))
        #expect(nested.matches(["a": [2, 1]]))
        #expect(
            failureMessage { assertThat(["a": [1]], nested) }
                == "Expected a dictionary with value a sequence containing [1, 2] in any order, but had no value a sequence containing [1, 2] in any order among [[1]]"
        )
    }
}
