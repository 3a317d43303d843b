import Foundation
import MusterTestSupport
import Testing

@testable import Muster

/// A value the poll sees change with the time on `clock`: `values[n]` from `n` steps of `step`.
private func changing<Value: Sendable>(
    _ values: [Value], every step: Duration, on clock: ManualClock
) -> @Sendable () -> Value {
    { values[min(Int(clock.elapsed / step), values.count - 1)] }
}

private enum Light: Equatable { case red, amber, green }

/// A value whose type has no `==`: the poll compares it by structure.
private struct Reading {
    var celsius: Int
}

/// An error whose type has no `==`.
private struct StatusError: Error {
    let code: Int
}

@Suite struct PollHistoryTests {
    // MARK: The seen line

    @Test func aValueThatChangedButNeverArrived() async {
        let clock = ManualClock()
        let value = changing([0, 1], every: .milliseconds(400), on: clock)
        let failures = await pollingFailures(on: clock) {
            await expect { value() }.toEventually(equalTo(2), clock: clock)
        }
        #expect(
            failures == [
                "Expected eventually 2, but after 1.0 s (101 checks) was 1\n"
                    + "seen: 0 at 0.0 s, 1 at 0.4 s"
            ])
    }

    @Test func oneValueThroughoutAddsNoLine() async {
        let clock = ManualClock()
        let failures = await pollingFailures(on: clock) {
            await expect { 4 }.toEventually(equalTo(5), clock: clock)
        }
        #expect(failures == ["Expected eventually 5, but after 1.0 s (101 checks) was 4"])
    }

    @Test func valuesThatComeBackAreSeenAgain() async {
        let clock = ManualClock()
        let value = changing(
            [Light.red, .red, .amber, .red, .red], every: .milliseconds(100), on: clock)
        let failures = await pollingFailures(on: clock) {
            await expect { value() }.toEventually(
                equalTo(.green), timeout: .milliseconds(500), clock: clock)
        }
        #expect(
            failures == [
                "Expected eventually .green, but after 0.5 s (51 checks) was .red\n"
                    + "seen: .red at 0.0 s, .amber at 0.2 s, .red at 0.3 s"
            ])
    }

    @Test func manyValuesShowTheFirstAndLastFewAndCountTheRest() async {
        let clock = ManualClock()
        let counter = Counter()
        let failures = await pollingFailures(on: clock) {
            await expect { await counter.increment() }.toEventually(equalTo(0), clock: clock)
        }
        #expect(
            failures == [
                "Expected eventually 0, but after 1.0 s (101 checks) was 101\n"
                    + "seen: 1 at 0.0 s, 2 at 0.01 s, 3 at 0.02 s, … 95 more …, "
                    + "99 at 0.98 s, 100 at 0.99 s, 101 at 1.0 s"
            ])
    }

    @Test func longValuesAreShortInTheLineAndTheMessageKeepsItsBound() async {
        let clock = ManualClock()
        let value = changing(
            [String(repeating: "a", count: 5_000), String(repeating: "b", count: 5_000)],
            every: .milliseconds(100), on: clock)
        let failures = await clock.drive {
            await withFailureMessageLimit(600) {
                await captureFailures {
                    await expect { value() }.toEventually(
                        equalTo("c"), timeout: .milliseconds(200), clock: clock)
                }
            }
        }
        let message = failures.first?.message ?? ""
        #expect(message.utf8.count <= 600)
        let seen = message.split(separator: "\n").last.map(String.init) ?? ""
        #expect(seen.hasPrefix("seen: \"aaaa"))
        #expect(seen.contains(" at 0.0 s, \"bbbb"))
        #expect(seen.hasSuffix(" at 0.1 s"))
        #expect(seen.utf8.count < 300)
    }

    // MARK: Errors

    @Test func anErrorThatEndsThePollIsItsLastObservation() async {
        let clock = ManualClock()
        let failures = await pollingFailures(on: clock) {
            await expect { () throws -> Int in
                if clock.elapsed >= .milliseconds(200) { throw LoadError.offline }
                return clock.elapsed >= .milliseconds(100) ? 1 : 0
            }.toEventually(equalTo(5), clock: clock)
        }
        #expect(
            failures == [
                "Expected eventually 5, but after 0.2 s (21 checks) threw error "
                    + "LoadError.offline\n"
                    + "seen: 0 at 0.0 s, 1 at 0.1 s, threw error LoadError.offline at 0.2 s"
            ])
    }

    @Test func errorsAMatcherExaminesAreObservationsLikeValues() async {
        let clock = ManualClock()
        let failures = await pollingFailures(on: clock) {
            await expect { () throws -> Int in
                switch clock.elapsed {
                case ..<Duration.milliseconds(100): return 0
                case ..<Duration.milliseconds(300): throw StatusError(code: 500)
                default: throw StatusError(code: 503)
                }
            }.toEventually(
                throwsError(LoadError.offline), timeout: .milliseconds(400), clock: clock)
        }
        #expect(
            failures == [
                "Expected eventually the error LoadError.offline, but after 0.4 s (41 checks) "
                    + "threw error StatusError(code: 503)\n"
                    + "seen: 0 at 0.0 s, threw error StatusError(code: 500) at 0.1 s, "
                    + "threw error StatusError(code: 503) at 0.3 s"
            ])
    }

    // MARK: Types

    @Test func valuesWithoutEqualityAreComparedByStructure() async {
        let clock = ManualClock()
        let value = changing(
            [Reading(celsius: 20), Reading(celsius: 21)], every: .milliseconds(300), on: clock)
        let failures = await pollingFailures(on: clock) {
            await expect { value() }.toEventually(
                hasFeature("celsius", equalTo(25)) { $0.celsius }, timeout: .milliseconds(500),
                clock: clock)
        }
        #expect(
            failures == [
                "Expected eventually a value with celsius 25, but after 0.5 s (51 checks) "
                    + "celsius was 21\n"
                    + "seen: Reading(celsius: 20) at 0.0 s, Reading(celsius: 21) at 0.3 s"
            ])
    }

    @Test func oneObjectThroughoutIsOneObservation() async {
        let clock = ManualClock()
        let counter = Counter()
        let failures = await pollingFailures(on: clock) {
            await expect { counter }.toEventually(
                Matcher<Counter>("a counter at 5") { _ in false }, timeout: .milliseconds(50),
                clock: clock)
        }
        #expect(failures.count == 1)
        #expect(failures.first?.contains("\nseen:") == false)
    }

    // MARK: toNever and toAlways

    @Test func toAlwaysShowsTheValuesUpToTheCheckThatFailed() async {
        let clock = ManualClock()
        let value = changing([0, 1, 2, 3, 4], every: .milliseconds(100), on: clock)
        let failures = await pollingFailures(on: clock) {
            await expect { value() }.toAlways(lessThan(3), clock: clock)
        }
        #expect(
            failures == [
                "Expected always a value less than 3, but after 0.3 s (31 checks) was 3\n"
                    + "seen: 0 at 0.0 s, 1 at 0.1 s, 2 at 0.2 s, 3 at 0.3 s"
            ])
    }

    @Test func toNeverShowsTheValuesUpToTheCheckThatFailed() async {
        let clock = ManualClock()
        let value = changing(["idle", "saving", "failed"], every: .milliseconds(250), on: clock)
        let failures = await pollingFailures(on: clock) {
            await expect { value() }.toNever(equalTo("failed"), clock: clock)
        }
        #expect(
            failures == [
                #"Expected never "failed", but after 0.5 s (51 checks) was "failed""# + "\n"
                    + #"seen: "idle" at 0.0 s, "saving" at 0.25 s, "failed" at 0.5 s"#
            ])
    }

    // MARK: The other spellings

    @Test func assertThatAndRequireTellTheSameStory() async throws {
        /// The failures of a poll of a value that is 0, then 1 from 0.4 s, on a clock of its own.
        func story(
            _ poll: @escaping @Sendable (ManualClock, @escaping @Sendable () -> Int) async -> Void
        ) async -> [String] {
            let clock = ManualClock()
            let value = changing([0, 1], every: .milliseconds(400), on: clock)
            return await pollingFailures(on: clock) { await poll(clock, value) }
        }
        let failures =
            await story { clock, value in
                await assertThat(eventually: { value() }, equalTo(2), clock: clock)
            }
            + story { clock, value in
                _ = try? await require { value() }.toEventually(equalTo(2), clock: clock)
            }
            + story { clock, value in
                await expect { value() }.toEventually(greaterThan(1), clock: clock)
            }
        let seen = "after 1.0 s (101 checks) was 1\nseen: 0 at 0.0 s, 1 at 0.4 s"
        #expect(
            failures == [
                "Expected eventually 2, but " + seen,
                "Expected eventually 2, but " + seen,
                "Expected eventually a value greater than 1, but " + seen,
            ])
    }

    @Test func aCancelledPollTellsItsStorySoFar() async {
        let clock = ManualClock()
        let counter = Counter()
        let poll = Task {
            await captureFailures {
                await expect { await counter.increment() }.toEventually(equalTo(0), clock: clock)
            }.map(\.message)
        }
        for _ in 0..<3 {
            await clock.untilSleeping(2)
            clock.advanceToNextDeadline()
        }
        await clock.untilSleeping(2)
        poll.cancel()
        #expect(
            await poll.value == [
                "Expected eventually 0, but polling was cancelled after 0.03 s (4 checks); "
                    + "last check: was 4\nseen: 1 at 0.0 s, 2 at 0.01 s, 3 at 0.02 s, 4 at 0.03 s"
            ])
    }

    // MARK: Recording

    @Test func recordingKeepsTheFirstAndLastFewChanges() {
        var history = PollHistory<Int>()
        for check in 0..<20 {
            history.record(check / 2, at: .milliseconds(10 * check), isSame: ==)
        }
        var text = Description("Expected …")
        history.write(into: &text, throughCheck: 20) { "\($0)" }
        #expect(
            text.text
                == "Expected …\nseen: 0 at 0.0 s, 1 at 0.02 s, 2 at 0.04 s, … 4 more …, "
                + "7 at 0.14 s, 8 at 0.16 s, 9 at 0.18 s")
    }

    @Test func aCheckAfterTheEndOfThePollIsNotPartOfItsStory() {
        var history = PollHistory<Int>()
        history.record(0, at: .zero, isSame: ==)
        history.record(1, at: .milliseconds(10), isSame: ==)
        history.record(2, at: .milliseconds(20), isSame: ==)
        var text = Description()
        history.write(into: &text, throughCheck: 2) { "\($0)" }
        #expect(text.text == "\nseen: 0 at 0.0 s, 1 at 0.01 s")
        var first = Description()
        history.write(into: &first, throughCheck: 1) { "\($0)" }
        #expect(first.text == "")
    }

    @Test func entriesThatReadAlikeAreOne() {
        var history = PollHistory<Double>()
        history.record(.nan, at: .zero) { $0 == $1 }
        history.record(.nan, at: .milliseconds(10)) { $0 == $1 }
        var text = Description()
        history.write(into: &text, throughCheck: 2) { "\($0)" }
        #expect(text.text == "")
    }
}
