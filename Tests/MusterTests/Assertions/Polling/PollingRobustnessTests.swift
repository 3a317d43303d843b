import Foundation
import Muster
import MusterTestSupport
import Testing

/// A matcher that examines thrown errors, as the error matchers do.
func threwOffline() -> Matcher<Int> {
    Matcher(
        describe: { $0.append("an offline error") },
        matchOutcome: { outcome in
            if case .failure(LoadError.offline) = outcome { return .match }
            return .mismatch("threw nothing")
        })
}

@Suite struct PollingErrorTests {
    @Test func aThrownErrorStopsThePollAtOnceAndIsReported() async {
        let clock = ManualClock()
        let counter = Counter()
        let failures = await pollingFailures(on: clock) {
            await expect { () async throws -> Int in
                if await counter.increment() == 3 { throw LoadError.offline }
                return 4
            }.toEventually(equalTo(5), clock: clock)
        }
        #expect(
            failures == [
                "Expected eventually 5, but after 0.02 s (3 checks) threw error LoadError.offline\n"
                    + "seen: 4 at 0.0 s, threw error LoadError.offline at 0.02 s"
            ])
        #expect(await counter.value == 3)
    }

    @Test func everyKindOfPollStopsAtAnError() async {
        let clock = ManualClock()
        @Sendable func load() throws -> Int { throw LoadError.offline }
        let failures = await pollingFailures(on: clock) {
            await expect { try load() }.toEventuallyNot(equalTo(5), clock: clock)
            await expect { try load() }.toNever(equalTo(5), clock: clock)
            await expect { try load() }.toAlways(equalTo(5), clock: clock)
        }
        #expect(
            failures == [
                "Expected eventually not 5, but after 0.0 s (1 check) threw error LoadError.offline",
                "Expected never 5, but after 0.0 s (1 check) threw error LoadError.offline",
                "Expected always 5, but after 0.0 s (1 check) threw error LoadError.offline",
            ])
    }

    @Test func aMatcherThatExaminesErrorsKeepsPollingUntilTheErrorComes() async {
        let clock = ManualClock()
        let counter = Counter()
        let failures = await pollingFailures(on: clock) {
            await expect { () async throws -> Int in
                if await counter.increment() >= 4 { throw LoadError.offline }
                return 1
            }.toEventually(threwOffline(), clock: clock)
            await expect { 1 }.toEventually(threwOffline(), timeout: .zero, clock: clock)
        }
        #expect(
            failures == [
                "Expected eventually an offline error, but after 0.0 s (1 check) threw nothing"
            ])
        #expect(await counter.value == 4)
    }
}

@Suite struct PollingCancellationTests {
    @Test func cancellingWhileItWaitsBetweenChecksStopsAndSaysSo() async {
        let clock = ManualClock()
        let poll = Task {
            await captureFailures { await expect { 4 }.toEventually(equalTo(5), clock: clock) }
                .map(\.message)
        }
        for _ in 0..<3 {
            await clock.untilSleeping(2)
            clock.advanceToNextDeadline()
        }
        await clock.untilSleeping(2)
        poll.cancel()
        #expect(
            await poll.value == [
                "Expected eventually 5, but polling was cancelled after 0.03 s (4 checks); last check: was 4"
            ])
    }

    @Test func cancellingWhileACheckRunsAbandonsIt() async {
        let clock = ManualClock()
        let poll = Task {
            await captureFailures {
                await expect { () async -> Int in
                    try? await clock.sleep(for: .seconds(3600))
                    return 5
                }.toNever(equalTo(5), clock: clock)
            }.map(\.message)
        }
        await clock.untilSleeping(2)
        poll.cancel()
        #expect(
            await poll.value == [
                "Expected never 5, but polling was cancelled after 0.0 s (0 checks)"
            ])
    }

    @Test func anAlreadyCancelledTaskDoesNotPoll() async {
        let counter = Counter()
        let poll = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await captureFailures {
                await expect { await counter.increment() }.toEventually(equalTo(5))
            }.map(\.message)
        }
        #expect(
            await poll.value == [
                "Expected eventually 5, but polling was cancelled after 0.0 s (0 checks)"
            ])
        #expect(await counter.value == 0)
    }

    // On a clock that never moves, only the cancellation can end the poll; the time limit turns
    // a poll it did not end into a failure rather than a hang.
    @Test(.timeLimit(.minutes(1))) func cancellationStopsALongPollPromptly() async {
        let clock = ManualClock()
        let poll = Task {
            await captureFailures {
                await expect { 4 }.toEventually(equalTo(5), timeout: .seconds(60), clock: clock)
            }
            .map(\.message)
        }
        try? await Task.sleep(for: .milliseconds(30))
        poll.cancel()
        let messages = await poll.value
        #expect(clock.elapsed == .zero)
        #expect(messages.count == 1)
        #expect(
            messages.first?.hasPrefix("Expected eventually 5, but polling was cancelled after ")
                == true)
    }
}

@Suite(.patientPolling) struct PollingConcurrencyTests {
    @Test func parallelPollsOnManualClocksKeepTheirOwnResults() async {
        await withTaskGroup(of: (Int, [String]).self) { group in
            for index in 0..<40 {
                group.addTask {
                    let clock = ManualClock()
                    let messages = await pollingFailures(on: clock) {
                        await expect { index }.toEventually(
                            equalTo(-1), timeout: .milliseconds(index), clock: clock)
                    }
                    return (index, messages)
                }
            }
            for await (index, messages) in group {
                let checks = index / 10 + (index % 10 == 0 ? 1 : 2)
                let expected =
                    "Expected eventually -1, but after \(Double(index) / 1000) s (\(checks == 1 ? "1 check" : "\(checks) checks")) was \(index)"
                #expect(messages == [expected])
            }
        }
    }

    @Test func parallelPollsOnTheRealClockAllSeeTheirValues() async {
        await withTaskGroup(of: [String].self) { group in
            for index in 0..<20 {
                group.addTask {
                    let box = Box(0)
                    let failures = await captureFailures {
                        Task {
                            try? await Task.sleep(for: .milliseconds(5 * index))
                            box.value = index + 1
                        }
                        await expect { box.value }.toEventually(
                            equalTo(index + 1), timeout: .seconds(10))
                        await expect { box.value }.toAlways(
                            equalTo(index + 1), until: .milliseconds(30))
                    }
                    return failures.map(\.message)
                }
            }
            for await messages in group { #expect(messages == []) }
        }
    }

    @Test @MainActor func theExpressionRunsOnTheCallersActor() async {
        let model = MainActorModel()
        Task { @MainActor in model.state = 3 }
        let failures = await captureFailures {
            await expect { () -> Int in
                MainActor.assertIsolated()
                return model.state
            }.toEventually(equalTo(3))
            await assertThat(
                eventually: {
                    MainActor.assertIsolated()
                    return model.state
                }, equalTo(3))
        }
        #expect(failures.isEmpty)
    }

    @Test func theExpressionRunsOnTheCallingActor() async {
        let account = Account()
        #expect(await account.pollOwnBalance() == [])
    }
}

@MainActor final class MainActorModel {
    var state = 0
}

actor Account {
    private var balance = 0

    func pollOwnBalance() async -> [String] {
        Task { self.deposit() }
        return await captureFailures {
            await expect { () -> Int in
                self.assertIsolated()
                return self.balance
            }.toEventually(equalTo(10))
        }.map(\.message)
    }

    private func deposit() { balance = 10 }
}

@Suite(.patientPolling) struct PollingRoutingTests {
    @Test func aFailureInsideTheExpressionReachesTheCaptureOfTheTest() async {
        let clock = ManualClock()
        let failures = await pollingFailures(on: clock) {
            await expect { () -> Int in
                assertThat(1, equalTo(2))
                return 5
            }.toEventually(equalTo(5), clock: clock)
        }
        #expect(failures == ["Expected 2, but was 1"])
    }

    @Test func aFailureInsideTheExpressionIsRecordedInTheRunningTest() async {
        await withKnownIssue {
            await expect { () -> Int in
                assertThat(1, equalTo(2))
                return 5
            }.toEventually(equalTo(5))
        } matching: { issue in
            issue.printedMessage == "Expected 2, but was 1"
        }
    }

    @Test func aPollingFailureIsRecordedInTheRunningTestAtTheCallersLine() async {
        let line = #line + 2
        await withKnownIssue {
            await expect { 4 }.toEventually(equalTo(5), timeout: .zero)
        } matching: { issue in
            issue.printedMessage == "Expected eventually 5, but after 0.0 s (1 check) was 4"
                && issue.sourceLocation?.line == line
        }
    }
}

@Suite(.patientPolling) struct SynchronousExpressionsInAsyncTests {
    @Test func aSynchronousClosurePollsWithAwait() async {
        let box = Box(0)
        Task {
            try? await Task.sleep(for: .milliseconds(20))
            box.value = 3
        }
        let failures = await captureFailures {
            await expect { box.value }.toEventually(equalTo(3))
            await expect(box.value).toAlways(equalTo(3), until: .milliseconds(20))
        }
        #expect(failures.map(\.message) == [])
    }

    @Test func aSynchronousExpectationStaysSynchronous() async {
        // No `await`: the one-shot verbs of a synchronous expectation stay synchronous in async code.
        let failures = captureFailures {
            expect(3).to(equalTo(4))
            expect { 3 }.toNot(equalTo(3))
        }
        #expect(failures.map(\.message) == ["Expected 4, but was 3", "Expected not 3, but was 3"])
    }
}
