// Matchers written the way a Nimble 14 suite writes its own (the examples of Nimble's guide to
// writing matchers), used through every kind of Muster assertion. No Foundation here: its
// `Expression` type would make the closures' parameter type ambiguous.

import MusterTestSupport
import MusterNimble
import Testing

@testable import Muster
@testable import MusterMatchers
@testable import MusterNimbleMatchers

// MARK: - A suite's own matchers

/// `Matcher.simple`: a status only; nil fails under `to` and `toNot`.
private func beEven() -> Matcher<Int> {
    Matcher.simple("be even") { actualExpression in
        guard let actual = try actualExpression.evaluate() else { return .fail }
        return MatcherStatus(bool: actual % 2 == 0)
    }
}

/// The full form, with the parameter's type written out as Nimble's guide shows it.
private func equalNumber(_ expectedValue: Int?) -> Matcher<Int> {
    Matcher { (actualExpression: Expression<Int>) throws -> MatcherResult in
        let message = ExpectationMessage.expectedActualValueTo("equal <\(expectedValue ?? 0)>")
        if let actualValue = try actualExpression.evaluate() {
            return MatcherResult(bool: actualValue == expectedValue!, message: message)
        } else {
            return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        }
    }
}

/// `Matcher.define` with the message it builds.
private func haveLength(_ length: Int) -> Matcher<String> {
    Matcher.define("have length \(length)") { actualExpression, message in
        let actual = try actualExpression.evaluate()
        return MatcherResult(bool: actual?.count == length, message: message)
    }
}

/// `Matcher.simpleNilable`: the closure decides about nil.
private func beNilOrEmpty() -> Matcher<String> {
    Matcher.simpleNilable("be nil or empty") { actualExpression in
        MatcherStatus(bool: try actualExpression.evaluate()?.isEmpty ?? true)
    }
}

/// A custom actual value, and `.fail` with a free-form message.
private func haveCount(_ expected: Int) -> Matcher<[Int]> {
    Matcher.define { actualExpression in
        guard let actual = try actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: .fail("expected an array, got nil"))
        }
        return MatcherResult(
            bool: actual.count == expected,
            message: .expectedCustomValueTo(
                "have \(expected) elements", actual: "<\(actual.count)> elements"))
    }
}

private struct Port: Equatable { var number: Int }

/// `.fail` for a value the matcher refuses to judge, and details under a mismatch.
private func beAPrivilegedPort() -> Matcher<Port> {
    Matcher.define("be a privileged port") { actualExpression, message in
        guard let port = try actualExpression.evaluate() else {
            return MatcherResult(status: .fail, message: message)
        }
        if port.number < 0 {
            return MatcherResult(status: .fail, message: .fail("ports are never negative"))
        }
        return MatcherResult(
            bool: port.number < 1024,
            message: message.appended(details: "privileged ports are those below 1024"))
    }
}

private enum FetchError: Error { case offline }

private func load(_ value: Int) throws -> Int {
    if value < 0 { throw FetchError.offline }
    return value
}

/// A matcher about errors, which catches what `evaluate()` throws.
private func throwAnError() -> Matcher<Int> {
    Matcher { actualExpression in
        let message = ExpectationMessage.expectedTo("throw an error")
        do {
            _ = try actualExpression.evaluate()
            return MatcherResult(bool: false, message: message)
        } catch {
            return MatcherResult(bool: true, message: message)
        }
    }
}

private struct Person { var name: String }

/// A matcher that hands the value, cast, to one of Muster's matchers.
private func haveName(_ name: String) -> Matcher<Person> {
    Matcher { actualExpression in
        try equal(name).satisfies(actualExpression.cast { $0?.name })
    }
}

// MARK: - Tests

@Suite struct NimbleCustomMatcherTests {
    @Test func matchesAndFailsWithItsMessageAsMusterWritesIt() {
        expect(4).to(beEven())
        expect(3).toNot(beEven())
        #expect(failureMessage { expect(3).to(beEven()) } == "Expected to be even, but was 3")
        #expect(
            failureMessage { expect(4).toNot(beEven()) } == "Expected not to be even, but was 4")
        #expect(
            failureMessage { expect(4).notTo(beEven()) } == "Expected not to be even, but was 4")
    }

    @Test func saysWhatItExpectedWhenItJudged() {
        expect(3).to(equalNumber(3))
        #expect(
            failureMessage { expect(2).to(equalNumber(3)) } == "Expected to equal <3>, but was 2")
        #expect(
            failureMessage { expect(3).toNot(equalNumber(3)) }
                == "Expected not to equal <3>, but was 3")
        #expect(
            failureMessage { expect("abc").to(haveLength(2)) }
                == "Expected to have length 2, but was \"abc\"")
    }

    @Test func failsOnNilUnderToAndToNotWithTheHint() {
        let missing: Int? = nil
        #expect(
            failureMessage { expect(missing).to(beEven()) }
                == "Expected to be even, but was nil (use beNil() to match nil)")
        #expect(
            failureMessage { expect(missing).toNot(beEven()) }
                == "Expected not to be even, but was nil (use beNil() to match nil)")
        #expect(
            failureMessage { expect(missing).toNot(equalNumber(3)) }
                == "Expected not to equal <3>, but was nil (use beNil() to match nil)")
        let absent: String? = nil
        #expect(
            failureMessage { expect(absent).toNot(haveLength(2)) }
                == "Expected not to have length 2, but was nil (use beNil() to match nil)")
    }

    @Test func aNilableMatcherJudgesNilItself() {
        let missing: String? = nil
        expect(missing).to(beNilOrEmpty())
        expect("").to(beNilOrEmpty())
        expect("a").toNot(beNilOrEmpty())
        #expect(
            failureMessage { expect(missing).toNot(beNilOrEmpty()) }
                == "Expected not to be nil or empty, but was nil")
        #expect(
            failureMessage { expect("a").to(beNilOrEmpty()) }
                == "Expected to be nil or empty, but was \"a\"")
    }

    @Test func aCustomActualValueIsWhatWasGot() {
        #expect(
            failureMessage { expect([1, 2]).to(haveCount(3)) }
                == "Expected to have 3 elements, but got <2> elements")
        let missing: [Int]? = nil
        #expect(
            failureMessage { expect(missing).to(haveCount(3)) }
                == "Expected to match, but expected an array, got nil (use beNil() to match nil)")
    }

    @Test func failFailsUnderToNotTooAndNamesWhatWasFound() {
        let negative = Port(number: -1)
        #expect(
            failureMessage { expect(negative).to(beAPrivilegedPort()) }
                == "Expected to be a privileged port, but ports are never negative")
        #expect(
            failureMessage { expect(negative).toNot(beAPrivilegedPort()) }
                == "Expected not to be a privileged port, but ports are never negative")
    }

    @Test func detailsFollowOnTheNextLine() {
        #expect(
            failureMessage { expect(Port(number: 8080)).to(beAPrivilegedPort()) }
                == """
                Expected to be a privileged port, but was Port(number: 8080)
                privileged ports are those below 1024
                """)
    }

    @Test func anErrorFromTheExpressionFailsBothWays() throws {
        #expect(
            failureMessage { expect { try load(-1) }.to(beEven()) }
                == "Expected to be even, but threw error FetchError.offline")
        #expect(
            failureMessage { expect { try load(-1) }.toNot(beEven()) }
                == "Expected not to be even, but threw error FetchError.offline")
        #expect(
            try failureMessage { assertThat(try load(-1), equalNumber(3)) }
                == "Expected to match, but threw error FetchError.offline")
    }

    @Test func aMatcherThatCatchesTheErrorJudgesIt() {
        expect { try load(-1) }.to(throwAnError())
        expect { try load(1) }.toNot(throwAnError())
        #expect(
            failureMessage { expect { try load(-1) }.toNot(throwAnError()) }
                == "Expected not to throw an error, but threw error FetchError.offline")
        #expect(
            failureMessage { expect { try load(2) }.to(throwAnError()) }
                == "Expected to throw an error, but was 2")
    }

    @Test func worksWithAssertThat() {
        assertThat(4, beEven())
        #expect(failureMessage { assertThat(3, beEven()) } == "Expected to be even, but was 3")
        let missing: Int? = nil
        #expect(
            failureMessage { assertThat(missing, beEven()) }
                == "Expected to be even, but was nil (use beNil() to match nil)")
    }

    @Test func worksWithRequire() throws {
        #expect(try require(4).to(beEven()) == 4)
        var thrown = false
        let message = failureMessage {
            do { _ = try require(3).to(beEven()) } catch { thrown = true }
        }
        #expect(thrown)
        #expect(message == "Expected to be even, but was 3")
        let missing: Int? = nil
        #expect(
            failureMessage { _ = try? require(missing).toNot(beEven()) }
                == "Expected not to be even, but was nil (use beNil() to match nil)")
    }

    @Test func worksInsideComposites() {
        expect(4).to(allOf(beEven(), greaterThan(3)))
        expect(3).to(not(beEven()))
        #expect(
            failureMessage { expect(3).to(allOf(beEven(), greaterThan(1))) }
                == "Expected (to be even and a value greater than 1), but to be even: was 3")
        #expect(
            failureMessage { expect(4).to(not(beEven())) } == "Expected not to be even, but was 4")
        #expect(
            failureMessage { expect(5).to(anyOf(beEven(), equal(6))) }
                == "Expected (to be even or a value equal to 6), but was 5")
        // Before it runs, a matcher written with `Matcher { … }` can only say `to match`.
        #expect(
            failureMessage { expect(2).to(allOf(equalNumber(3), greaterThan(1))) }
                == "Expected (to match and a value greater than 1), but to match: was 2")
        #expect(
            failureMessage { expect(3).to(not(equalNumber(3))) }
                == "Expected not to match, but was 3")
        // A matcher that requires a value makes a composite of it fail on nil both ways too.
        let missing: Int? = nil
        #expect(
            failureMessage { expect(missing).toNot(allOf(beEven(), greaterThan(1))) }
                == "Expected not (to be even and a value greater than 1), but was nil (use beNil() to match nil)"
        )
    }

    @Test func handsTheValueToOneOfMustersMatchers() {
        expect(Person(name: "Bob")).to(haveName("Bob"))
        #expect(
            failureMessage { expect(Person(name: "Alice")).to(haveName("Bob")) }
                == "Expected a value equal to \"Bob\", but was \"Alice\"")
        #expect(
            failureMessage { expect(Person(name: "Bob")).toNot(haveName("Bob")) }
                == "Expected not a value equal to \"Bob\", but was Person(name: \"Bob\")")
    }

    @Test func computesTheValueOnceHoweverOftenTheMatcherEvaluatesIt() {
        let twice = Matcher<Int> { actualExpression in
            let first = try actualExpression.evaluate()
            let second = try actualExpression.evaluate()
            return MatcherResult(bool: first == second, message: .expectedTo("stay the same"))
        }
        var computed = 0
        expect { () -> Int in
            computed += 1
            return computed
        }.to(twice)
        #expect(computed == 1)
    }

    @Test func describesItselfBeforeJudgingByItsMessage() {
        #expect(beEven().description == "to be even")
        #expect(haveLength(2).description == "to have length 2")
        #expect(equalNumber(3).description == "to match")
        #expect(Matcher<Int>.simple { _ in .matches }.description == "to match")
    }

    @Test func satisfiesReturnsWhatTheClosureReturned() throws {
        let result = try equalNumber(3).satisfies(Expression(expression: { 2 }))
        #expect(result.status == .doesNotMatch)
        #expect(result.message == .expectedActualValueTo("equal <3>"))
        #expect(try beEven().satisfies(Expression(expression: { nil })).status == .fail)
    }

    @Test func satisfiesOnOneOfMustersMatchersGivesItsResult() throws {
        let failed = try greaterThan(5).satisfies(Expression(expression: { 3 }))
        #expect(failed.status == .doesNotMatch)
        #expect(
            failed.message
                == .appends(.expectedTo("be a value greater than 5"), ", but was 3"))
        #expect(try greaterThan(5).satisfies(Expression(expression: { 7 })).status == .matches)
        #expect(
            throws: FetchError.offline,
            performing: { try greaterThan(5).satisfies(Expression(expression: { try load(-1) })) })
    }

    @Test func requireNonNilMakesAnyMatcherFailOnNil() {
        let missing: Int? = nil
        #expect(
            failureMessage { expect(missing).toNot(greaterThan(5).requireNonNil) }
                == "Expected not a value greater than 5, but was nil (use beNil() to match nil)")
        #expect(
            failureMessage { expect(3).to(greaterThan(5).requireNonNil) }
                == "Expected a value greater than 5, but was 3")
    }
}

@Suite struct NimbleCustomMatcherPollingTests {
    @Test func pollsUntilItMatches() async {
        let clock = ManualClock()
        let value = Locked<Int?>(nil)
        let failures = await clock.drive(whenSleeping: 2) {
            await captureFailures {
                await expect { () -> Int? in
                    value.withLock { current in
                        // nil first, then odd, then even: a rejected value does not end the poll.
                        current = current.map { $0 + 1 } ?? 1
                        return current == 1 ? nil : current
                    }
                }.toEventually(beEven(), clock: clock)
            }.map(\.message)
        }
        #expect(failures == [])
        #expect(value.withLock { $0 } == 2)
    }

    @Test func failsWithTheLastValueAndWhatTheMatcherExpected() async {
        let clock = ManualClock()
        let failures = await clock.drive(whenSleeping: 2) {
            await captureFailures {
                await expect { 2 }.toEventually(equalNumber(3), clock: clock)
                await expect { 4 }.toNever(beEven(), clock: clock)
            }.map(\.message)
        }
        #expect(
            failures == [
                "Expected eventually to equal <3>, but after 1.0 s (101 checks) was 2",
                "Expected never to be even, but after 0.0 s (1 check) was 4",
            ])
    }

    /// Nimble stops at once; Muster looks past a check that fails both ways until the deadline.
    @Test func anErrorTheMatcherLetsOutFailsThePoll() async {
        let clock = ManualClock()
        let failures = await clock.drive(whenSleeping: 2) {
            await captureFailures {
                await expect { try load(-1) }.toEventually(beEven(), clock: clock)
            }.map(\.message)
        }
        #expect(
            failures == [
                "Expected eventually to be even, but after 1.0 s (101 checks) threw error FetchError.offline"
            ])
    }
}
