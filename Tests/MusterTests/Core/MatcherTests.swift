import Testing

@testable import Muster
@testable import MusterMatchers
@testable import MusterNimbleMatchers
import MusterTestSupport

/// Matchers made with `init(describe:examinesTraps:matchOutcome:)` judge the whole outcome,
/// errors included, and only those made with `examinesTraps: true` get traps.
@Suite struct OutcomeMatcherTests {
    struct Offline: Error {}

    let offline = Matcher<Int>(
        describe: { $0.append("an offline error") },
        matchOutcome: { outcome in
            if case .failure(is Offline) = outcome { return .match }
            return .mismatch("was not offline")
        })

    @Test func seesThrownErrors() {
        #expect(offline.examinesErrors)
        #expect(!offline.examinesTraps)
        #expect(offline.match(outcome: .failure(Offline())).isMatch)
        #expect(offline.match(3).mismatchDescription == "was not offline")
        #expect(
            failureMessages { expect { () throws -> Int in throw Offline() }.to(offline) } == [])
        #expect(
            failureMessage { expect { 3 }.to(offline) }
                == "Expected an offline error, but was not offline")
    }

    @Test func seesTrapsWhenAskedTo() {
        let trapping = Matcher<Void>(describe: { $0.append("a trap") }, examinesTraps: true) {
            outcome in
            if case .failure(is CaughtTrap) = outcome { return .match }
            return .mismatch("did not trap")
        }
        #expect(trapping.examinesErrors)
        #expect(trapping.examinesTraps)
        #expect(failureMessages { expect { fatalError("stop") }.to(trapping) } == [])
        #expect(failureMessage { expect {}.to(trapping) } == "Expected a trap, but did not trap")
    }

    @Test func keepsWhatItExaminesWhenRedescribed() {
        let redescribed = offline.described("a network failure")
        #expect(redescribed.examinesErrors)
        #expect(
            failureMessage { expect { 3 }.to(redescribed) }
                == "Expected a network failure, but was not offline")
    }
}

/// What a matcher of values does with `nil`, and how a matcher describes itself given a result.
@Suite struct MatcherNilAndJudgedDescriptionTests {
    @Test func nilIsWasNilUnlessTheMatcherJudgesItItself() {
        #expect(greaterThan(5).nilResult.mismatchDescription == "was nil")
        #expect(!greaterThan(5).nilResult.isUnusable)
        let judgesNil = Matcher<Int> { expression in
            MatcherResult(bool: try expression.evaluate() == nil, message: .expectedTo("be absent"))
        }
        #expect(judgesNil.nilResult.isMatch)
        #expect(Matcher<Int?>(unwrapping: judgesNil).match(nil).isMatch)
        #expect(!Matcher<Int?>(unwrapping: judgesNil).match(3).isMatch)
    }

    @Test func aMatcherOfAnOptionalJudgesAnAbsentValueAsItsOwnNil() {
        // Swift turns `{ () -> Int? in nil }` given as `() -> Int??` into the outer nil.
        #expect((nilValue() as Matcher<Int?>).nilResult.isMatch)
        #expect(Matcher<Int??>(unwrapping: nilValue()).match(nil).isMatch)
        #expect(
            Matcher<Int??>(unwrapping: equalTo(3) as Matcher<Int?>).match(nil)
                .mismatchDescription == "was nil")
        #expect(failureMessages { expect { () -> Int? in nil }.to(nilValue()) } == [])
        #expect(
            failureMessage { expect { () -> Int? in nil }.toNot(nilValue()) }
                == "Expected not nil, but was nil")
    }

    @Test func onlyTheMatcherThatJudgedSaysWhatItExpectedInItsOwnWords() {
        let even = Matcher<Int>.define("be even") { expression, message in
            MatcherResult(bool: try expression.evaluate()! % 2 == 0, message: message)
        }
        func described(_ matcher: Matcher<Int>, _ value: Int) -> String {
            var text = Description()
            matcher.describe(into: &text, judging: matcher.match(value))
            return text.text
        }
        #expect(described(even, 3) == "to be even")
        #expect(described(not(even), 4) == "not to be even")
        #expect(described(greaterThan(5), 3) == "a value greater than 5")
        let judgedBySomeoneElse = MatchResult.mismatch(was: 3).judged(as: { $0.append("other") })
        var text = Description()
        greaterThan(5).describe(into: &text, judging: judgedBySomeoneElse)
        #expect(text.text == "a value greater than 5")
    }
}

@Suite struct MatcherFromAStringDescriptionTests {
    @Test func predicate() {
        let divisor = 3
        let title = "a multiple of " + String(divisor)
        let matcher = Matcher<Int>(title) { $0.isMultiple(of: divisor) }
        #expect(matcher.description == "a multiple of 3")
        #expect(matcher.matches(9))
        #expect(failureMessage { assertThat(4, matcher) } == "Expected a multiple of 3, but was 4")
    }

    @Test func diagnosingMatch() {
        let limit = 3
        let title = "a name of at most " + String(limit) + " characters"
        let matcher = Matcher<String>(Description(title)) { name in
            name.count <= limit ? .match : .mismatch("was " + String(name.count) + " long")
        }
        #expect(matcher.matches("Jo"))
        #expect(
            failureMessage { assertThat("Joanna", matcher) }
                == #"Expected a name of at most 3 characters, but was 6 long (value: "Joanna")"#)
        let untold = Matcher<String>(Description(title)) { name in MatchResult(name.count <= limit)
        }
        #expect(mismatch(untold, "Joanna") == #"was "Joanna""#)
    }

    @Test func aClosureOfSeveralStatementsReturningABooleanIsAPredicate() {
        let matcher = Matcher<Int>("positive") { value in
            let positive = value > 0
            return positive
        }
        let literal = Matcher<Int>("anything") { _ in
            _ = 1
            return true
        }
        #expect(matcher.matches(1))
        #expect(literal.matches(-1))
        #expect(mismatch(matcher, -1) == "was -1")
    }

    @Test func optionalAndEmptyInput() {
        let title = String()
        let matcher = Matcher<String>(title) { !$0.isEmpty }
        #expect(mismatch(matcher, "") == #"was """#)
        #expect(
            failureMessage { assertThat(String?.none, matcher) }
                == "Expected a value accepted by a matcher with no description, but was nil")
    }
}
