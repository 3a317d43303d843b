import Muster
import Testing
import MusterTestSupport

@Suite struct AnyOfTests {
    @Test func matchesWhenAnyMatcherDoes() {
        let matcher: Matcher<Int> = anyOf(1, 5)
        #expect(matcher.matches(1))
        #expect(matcher.matches(5))
        #expect(!matcher.matches(3))
    }

    @Test func descriptionAndMismatch() {
        let matcher: Matcher<Int> = anyOf(1, 5)
        #expect(matcher.description == "(1 or 5)")
        #expect(mismatch(matcher, 3) == "was 3")
        #expect(failureMessage { assertThat(3, anyOf(1, 5)) } == "Expected (1 or 5), but was 3")
    }

    @Test func distinctMismatchesAreEachNamed() {
        struct User {
            var name: String
            var age: Int
        }
        let matcher = anyOf(hasProperty(\User.name, "Joe"), hasProperty(\User.age, 30))
        #expect(
            mismatch(matcher, User(name: "Bob", age: 20))
                == #"a value with name "Joe": name was "Bob"; a value with age 30: age was 20"#)
    }

    @Test func shortCircuits() {
        let calls = CallCounter()
        let counting = Matcher<Int>("counted") { _ in
            calls.increment()
            return true
        }
        _ = anyOf(Matcher("always") { _ in true }, counting).match(1)
        #expect(calls.count == 0)
    }

    @Test func anAlternativeThatCannotJudgeLeavesTheWholeUnjudged() {
        let matcher: Matcher<String> = anyOf(matchesRegex("("), startsWith("x"))
        #expect(matcher.match("a").isUnusable)
        #expect(not(matcher).match("a").isUnusable)
        #expect(matcher.match("xy").isMatch)
        #expect(
            failureMessages { expect("a").toNot(satisfyAnyOf(matchesRegex("("), equal("b"))) } == [
                #"Expected not (a string matching /(/ or a value equal to "b"), but a string matching /(/: could not use the pattern "(" as a regular expression: expected ')'; a value equal to "b": was "a""#
            ])
        #expect(failureMessages { assertThat("a", not(anyOf(equalTo("b"), equalTo("c")))) } == [])
    }

    @Test func optionalAndEmpty() {
        let absent: Int? = nil
        #expect(
            failureMessage { assertThat(absent, anyOf(1, 2)) } == "Expected (1 or 2), but was nil")
        let none: Matcher<Int> = anyOf([])
        #expect(!none.matches(1))
        #expect(mismatch(none, 1) == "matched nothing")
    }

    @Test func nested() {
        let matcher: Matcher<Int> = allOf(anyOf(1, 2), not(2))
        #expect(matcher.description == "((1 or 2) and not 2)")
        #expect(mismatch(matcher, 2) == "not 2: was 2")
    }
}
