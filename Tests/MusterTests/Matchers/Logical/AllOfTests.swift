import Foundation
import Muster
import Testing
import MusterTestSupport

@Suite struct AllOfTests {
    let positiveSmall: Matcher<Int> = allOf(
        Matcher("a positive number") { $0 > 0 }, Matcher("a number below 5") { $0 < 5 })

    @Test func matchesWhenEveryMatcherDoes() {
        #expect(positiveSmall.matches(3))
        #expect(!positiveSmall.matches(7))
        #expect(!positiveSmall.matches(-1))
    }

    @Test func descriptionAndMismatchNameTheFailingMatcher() {
        #expect(positiveSmall.description == "(a positive number and a number below 5)")
        #expect(mismatch(positiveSmall, 7) == "a number below 5: was 7")
        #expect(
            failureMessage { assertThat(7, positiveSmall) }
                == "Expected (a positive number and a number below 5), but a number below 5: was 7")
    }

    @Test func shortCircuits() {
        let calls = CallCounter()
        let counting = Matcher<Int>("counted") { _ in
            calls.increment()
            return true
        }
        _ = allOf(Matcher("never") { _ in false }, counting).match(1)
        #expect(calls.count == 0)
    }

    @Test func plainValuesAndOptionals() {
        #expect(allOf(3, Matcher("odd") { $0 % 2 == 1 }).matches(3))
        let absent: Int? = nil
        #expect(
            failureMessage { assertThat(absent, positiveSmall) }
                == "Expected (a positive number and a number below 5), but was nil")
    }

    @Test func emptyListMatchesEverything() {
        let none: Matcher<Int> = allOf([])
        #expect(none.matches(42))
        #expect(none.description == "()")
    }

    @Test func nested() {
        let matcher = not(allOf(1, 1))
        #expect(matcher.description == "not (1 and 1)")
        #expect(mismatch(matcher, 1) == "was 1")
    }
}

@Suite struct AllOfEveryFailingPartTests {
    @Test func theMismatchNamesEveryFailingPart() {
        #expect(
            failureMessage { assertThat(7, allOf(greaterThan(10), lessThan(5), greaterThan(0))) }
                == "Expected (a value greater than 10 and a value less than 5 and a value greater "
                + "than 0), but a value greater than 10: was 7; a value less than 5: was 7")
        #expect(
            mismatch(allOf(startsWith("x"), endsWith("y"), hasLength(3)), "abcd")
                == #"a string starting with "x": was "abcd"; a string ending with "y": was "abcd"; "#
                + #"a string with length 3: length was 4"#)
    }

    @Test func laterPartsRunOnceAndOnlyWhenTheFailureIsWritten() {
        let calls = CallCounter()
        let counting = Matcher<Int>("counted") { _ in
            calls.increment()
            return false
        }
        let matcher = allOf(Matcher("never") { _ in false }, counting)
        #expect(not(matcher).matches(1))
        #expect(calls.count == 0)
        let result = matcher.match(1)
        #expect(calls.count == 0)
        #expect(result.mismatchDescription == "never: was 1; counted: was 1")
        #expect(result.mismatchDescription == "never: was 1; counted: was 1")
        #expect(calls.count == 1)
    }

    @Test func aRepeatedPartIsNamedOnce() {
        #expect(mismatch(allOf(equalTo(3), equalTo(3)), 2) == "3: was 2")
    }

    @Test func oneMatcherIsThatMatcher() {
        #expect(allOf(equalTo(3)).description == "3")
        #expect(failureMessage { assertThat(4, allOf(equalTo(3))) } == "Expected 3, but was 4")
        #expect(failureMessage { assertThat(4, allOf(3)) } == "Expected 3, but was 4")
    }

    @Test func anUnusablePartStaysUnusable() {
        let matcher: Matcher<String> = allOf(matchesRegex("("), startsWith("x"))
        #expect(matcher.match("a").isUnusable)
        #expect(not(matcher).match("a").isUnusable)
    }

    @Test func nilAndEmptyInput() {
        let absent: Int? = nil
        #expect(
            failureMessage { assertThat(absent, allOf(greaterThan(1), lessThan(0))) }
                == "Expected (a value greater than 1 and a value less than 0), but was nil")
        #expect(
            mismatch(allOf(hasCount(1), hasItem(2)), [Int]())
                == "a collection with count 1: count was 0; a sequence containing 2: "
                + "had no such item in []")
    }
}
