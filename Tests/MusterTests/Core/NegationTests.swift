import MusterTestSupport
import Testing

@testable import Muster
@testable import MusterMatchers

@Suite struct NegationTests {
    struct Broken: Error {}

    let five: Result<Int, any Error> = .success(5)
    let thrown: Result<Int, any Error> = .failure(Broken())

    @Test func aMatchBecomesAMismatchThatShowsTheValue() {
        let negated = equalTo(5).match(5).negated(for: five, examinesErrors: false)
        #expect(!negated.isMatch)
        #expect(negated.mismatchDescription == "was 5")
    }

    @Test func aMismatchBecomesAMatch() {
        let negated = equalTo(4).match(5).negated(for: five, examinesErrors: false)
        #expect(negated.isMatch)
        #expect(negated.mismatchDescription == nil)
    }

    @Test func anUnusableResultStaysUnusable() {
        let unusable = MatchResult.unusable("could not use the pattern")
        let negated = unusable.negated(for: five, examinesErrors: false)
        #expect(negated.isUnusable)
        #expect(negated.mismatchDescription == "could not use the pattern")
    }

    @Test func anErrorTheMatcherDoesNotExamineStaysAFailure() {
        let result = equalTo(5).match(outcome: thrown)
        let negated = result.negated(for: thrown, examinesErrors: false)
        #expect(!negated.isMatch)
        #expect(negated.mismatchDescription == "threw error Broken()")
    }

    @Test func anErrorMatcherIsNegatedLikeAnyOther() {
        let matched = throwsError().match(outcome: thrown).negated(
            for: thrown, examinesErrors: true)
        #expect(matched.mismatchDescription == "threw error Broken()")
        let unmatched = throwsError().match(outcome: five).negated(
            for: five, examinesErrors: true)
        #expect(unmatched.isMatch)
    }

    @Test func aCaughtTrapReadsTrapped() {
        let trapped: Result<Void, any Error> = .failure(CaughtTrap())
        let negated = MatchResult.match.negated(for: trapped, examinesErrors: true)
        #expect(negated.mismatchDescription == "trapped")
    }

    @Test func nilIsShownAsNil() {
        let none: Result<Int?, any Error> = .success(nil)
        #expect(
            MatchResult.match.negated(for: none, examinesErrors: false).mismatchDescription
                == "was nil")
    }

    /// `not(…)`, `toNot`, `require(…).toNot` and the negated polling verbs all follow the rule.
    @Test func everyNegationFollowsTheRule() async throws {
        #expect(failureMessage { assertThat(5, not(equalTo(5))) } == "Expected not 5, but was 5")
        #expect(failureMessage { expect(5).toNot(equalTo(5)) } == "Expected not 5, but was 5")
        #expect(
            failureMessage { _ = try? require(5).toNot(equalTo(5)) }
                == "Expected not 5, but was 5")
        let polled = await captureFailures {
            await expect { 5 }.toNever(equalTo(5), clock: ManualClock())
        }
        #expect(polled.map(\.message) == ["Expected never 5, but after 0.0 s (1 check) was 5"])
        let invalid = containsMatch("(")
        #expect(
            failureMessage { assertThat("x", not(invalid)) }
                == #"Expected not a string containing a match for /(/, but could not use the pattern "(" as a regular expression: expected ')'"#
        )
        #expect(
            failureMessage { expect("x").toNot(invalid) }
                == #"Expected not a string containing a match for /(/, but could not use the pattern "(" as a regular expression: expected ')'"#
        )
    }

    @Test func whatTheMatcherSaidItExpectedHoldsForTheNegation() {
        let expecting: (inout Description) -> Void = { $0.append("to be even") }
        func judged(_ result: MatchResult, _ outcome: Result<Int, any Error>) -> String? {
            var text = Description()
            result.judged(as: expecting).negated(for: outcome, examinesErrors: false)
                .judgedDescription?(&text)
            return text.text
        }
        #expect(judged(.match, five) == "to be even")
        #expect(judged(.mismatch(was: 5), five) == "to be even")
        #expect(judged(.mismatch(was: 5), thrown) == "to be even")
    }

    @Test func describesAnOutcome() {
        var text = Description()
        text.appendOutcome(five)
        text.append("; ")
        text.appendOutcome(thrown)
        #expect(text.text == "was 5; threw error Broken()")
    }

    /// Nimble's names fail a `nil` actual both ways; Hamcrest's let negation pass it.
    @Test func theNilRuleOfEachFamily() {
        let absent: Int? = nil
        let hint = "was nil (use beNil() to match nil)"
        #expect(
            failureMessage { expect(absent).to(beGreaterThan(3)) }
                == "Expected a value greater than 3, but \(hint)")
        #expect(
            failureMessage { expect(absent).toNot(beGreaterThan(3)) }
                == "Expected not a value greater than 3, but \(hint)")
        #expect(failureMessages { expect(absent).toNot(greaterThan(3)) } == [])
        #expect(failureMessages { assertThat(absent, not(greaterThan(3))) } == [])
        #expect(
            failureMessage { assertThat(absent, not(not(greaterThan(3)))) }
                == "Expected not not a value greater than 3, but was nil")
        #expect(
            failureMessage { assertThat(absent, not(beGreaterThan(3))) }
                == "Expected not a value greater than 3, but \(hint)")
        #expect(
            failureMessages { assertThat(absent, anyOf(greaterThan(5), not(lessThan(3)))) } == [])
        #expect(
            failureMessage { assertThat(absent, allOf(not(greaterThan(5)), lessThan(3))) }
                == "Expected (not a value greater than 5 and a value less than 3), but was nil")
        #expect(failureMessages { expect(absent).to(beNil()) } == [])
        let even = Matcher<Int>("an even number") { $0 % 2 == 0 }
        #expect(!even.rejectsNil)
        #expect(even.rejectingNil().rejectsNil)
        #expect(even.rejectingNil().described("even").rejectsNil)
        #expect(failureMessages { expect(absent).toNot(even) } == [])
        #expect(
            failureMessage { expect(absent).toNot(even.rejectingNil()) }
                == "Expected not an even number, but \(hint)")
        #expect(
            failureMessage { assertThat(absent, even.rejectingNil()) }
                == "Expected an even number, but \(hint)")
    }
}
