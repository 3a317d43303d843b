import Testing

@testable import Muster
@testable import MusterMatchers

/// Matchers that compare with one value (`equalTo`, the ordering comparisons, `equal`) keep that
/// value in the matcher rather than in closures; they must behave exactly like any other matcher.
@Suite struct ComparisonMatcherTests {
    struct ParseError: Error {}

    func parse(_ text: String) throws -> Int {
        guard let value = Int(text) else { throw ParseError() }
        return value
    }

    @Test func matchesAndDescribes() {
        #expect(equalTo(3).matches(3))
        #expect(!equalTo(3).matches(4))
        #expect(equalTo("a").description == "\"a\"")
        #expect(greaterThan(5).description == "a value greater than 5")
        #expect(mismatch(lessThanOrEqualTo(5), 7) == "was 7")
    }

    @Test func holdTheirValueAndNoClosures() {
        // The passing path's cost in a debug build rests on this: a comparison is copied and
        // dropped without counting a reference, and applied without a closure call.
        let comparisons: [Matcher<Int>] = [
            equalTo(3), equal(3), greaterThan(3), greaterThanOrEqualTo(3), lessThan(3),
            lessThanOrEqualTo(3),
        ]
        #expect(comparisons.map { $0.comparison?.value } == Array(repeating: 3, count: 6))
        #expect(comparisons.map { $0.nimbleForm == nil } == Array(repeating: true, count: 6))
        #expect(Matcher<Int>("an even number") { $0 % 2 == 0 }.comparison == nil)
        #expect(equalTo(3).described("three").comparison == nil)
    }

    @Test func describeThemselvesByTheirPhrase() {
        #expect(equalTo(3).description == "3")
        #expect(equal(3).description == "a value equal to 3")
        #expect(equal((1, "a")).description == "a value equal to (1, \"a\")")
        #expect(greaterThanOrEqualTo(3).description == "a value greater than or equal to 3")
        #expect(lessThan(3).description == "a value less than 3")
        #expect(lessThanOrEqualTo(3).description == "a value less than or equal to 3")
    }

    @Test func reportsAThrownError() throws {
        #expect(
            try failureMessage { assertThat(try parse("x"), equalTo(3)) }
                == "Expected 3, but threw error ParseError()")
    }

    @Test func keepsMatchingWhenRedescribed() {
        let three = equalTo(3).described("three")
        #expect(three.matches(3))
        #expect(failureMessage { assertThat(4, three) } == "Expected three, but was 4")
    }

    @Test func unwrapsOptionals() {
        let missing: Int? = nil
        #expect(failureMessage { assertThat(missing, equalTo(3)) } == "Expected 3, but was nil")
        #expect(
            failureMessage { expect(missing).to(equal(3)) }
                == "Expected a value equal to 3, but was nil (use beNil() to match nil)")
        #expect(failureMessages { expect(Int?.some(3)).to(equal(3)) } == [])
    }

    @Test func negates() {
        #expect(
            failureMessage { expect(2).toNot(beGreaterThan(1)) }
                == "Expected not a value greater than 1, but was 2")
        #expect(failureMessages { expect(1).toNot(beGreaterThan(1)) } == [])
    }

    @Test func composes() {
        #expect(
            failureMessage { assertThat(7, allOf(greaterThan(1), not(equalTo(7)))) }
                == "Expected (a value greater than 1 and not 7), but not 7: was 7")
        #expect(
            failureMessage { assertThat([1, 9], everyItem(lessThan(5))) }
                .hasSuffix("item 1: was 9"))
    }
}

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
