import Foundation
import Muster
import MusterTestSupport
import Testing

@Suite struct WaitUntilTests {
    // On a clock that never moves, only `done` can end a wait; the time limit turns a wait it
    // did not end into a failure rather than a hang.
    @Test(.timeLimit(.minutes(1))) func endsWhenDoneIsCalledFromAnywhere() async {
        let clock = ManualClock()
        let failures = await captureFailures {
            await waitUntil(clock: clock) { done in done() }
            await waitUntil(clock: clock) { done in DispatchQueue.global().async { done() } }
            await waitUntil(clock: clock) { done in Thread.detachNewThread { done() } }
            await waitUntil(clock: clock) { done in Task.detached { done() } }
            await waitUntil(clock: clock) { done in
                await Task.yield()
                done()
            }
        }
        #expect(failures.map(\.message) == [])
        #expect(clock.elapsed == .zero)
    }

    // On the main actor, the wait resumes only once the action, or the main-queue block, is
    // through, so every call below comes before the wait ends.
    @Test(.patientPolling) @MainActor func callingDoneAgainFailsOnceSayingHowOften() async {
        let failures = await captureFailures {
            await waitUntil { done in
                done()
                done()
            }
            await waitUntil { done in
                await Task.yield()
                done()
                done()
                done()
            }
            await waitUntil { done in
                DispatchQueue.main.async {
                    done()
                    done()
                }
            }
            await waitUntil { done in DispatchQueue.concurrentPerform(iterations: 8) { _ in done() }
            }
        }
        #expect(
            failures.map(\.message) == [
                "Expected done to be called once, but it was called 2 times",
                "Expected done to be called once, but it was called 3 times",
                "Expected done to be called once, but it was called 2 times",
                "Expected done to be called once, but it was called 8 times",
            ])
    }

    @Test @MainActor func callingDoneAgainIsReportedAtTheWaitUntil() async {
        let failures = await captureFailures {
            await waitUntil { done in
                done()
                done()
            }
        }
        let line: UInt = #line - 5
        #expect(failures.map(\.site.line) == [line])
    }

    #if !os(Windows)
        @Test func aSecondCallAfterTheWaitGoesToStandardErrorWhereNoRunnerRuns() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                ignoreTestRunnersInThisProcess()
                let escaped = Box<(@Sendable () -> Void)?>(nil)
                await waitUntil { done in
                    escaped.value = done
                    done()
                }
                escaped.value?()
                escaped.value?()  // Reported once, with the second.
            }
            let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(standardError.components(separatedBy: "Muster failure at").count == 2)
            #expect(
                standardError.hasSuffix(
                    ": Expected done to be called once, but it was called 2 times\n(the second call came after waitUntil had returned, so no test could receive it)\n"
                ))
        }
    #endif

    @Test func failsWhenDoneIsNotCalledByTheTimeout() async {
        let clock = ManualClock()
        let failures = await pollingFailures(on: clock, whenSleeping: 1) {
            await waitUntil(clock: clock) { _ in }
            await waitUntil(timeout: .milliseconds(250), clock: clock) { _ in await Task.yield() }
        }
        #expect(
            failures == [
                "Expected done to be called within 1.0 s, but it was not called",
                "Expected done to be called within 0.25 s, but it was not called",
            ])
        #expect(clock.elapsed == .milliseconds(1250))
    }

    @Test func anActionThatHangsStillTimesOutAndIsCancelled() async {
        let clock = ManualClock()
        let cancelled = Box(false)
        let failures = await pollingFailures(on: clock) {
            await waitUntil(timeout: .milliseconds(100), clock: clock) { _ in
                do { try await clock.sleep(for: .seconds(3600)) } catch { cancelled.value = true }
            }
        }
        #expect(failures == ["Expected done to be called within 0.1 s, but it was not called"])
        try? await Task.sleep(for: .milliseconds(1))
        await waitUntil { done in
            Task {
                while !cancelled.value { await Task.yield() }
                done()
            }
        }
    }

    @Test func usesTheScopesTimeout() async {
        let clock = ManualClock()
        let failures = await pollingFailures(on: clock, whenSleeping: 1) {
            await withPollingDefaults(timeout: .milliseconds(30)) {
                await waitUntil(clock: clock) { _ in }
            }
        }
        #expect(failures == ["Expected done to be called within 0.03 s, but it was not called"])
    }

    @Test func cancellationEndsTheWaitAndSaysSo() async {
        let clock = ManualClock()
        let waiting = Task {
            await captureFailures { await waitUntil(clock: clock) { _ in } }.map(\.message)
        }
        await clock.untilSleeping(1)
        clock.advance(by: .milliseconds(300))
        waiting.cancel()
        #expect(
            await waiting.value == [
                "Expected done to be called within 1.0 s, but the wait was cancelled after 0.3 s"
            ])
    }

    @Test func reportsAtTheCallersLine() async {
        let failures = await captureFailures { await waitUntil(timeout: .zero) { _ in } }
        let line: UInt = #line - 1
        #expect(failures.map(\.site.line) == [line])
    }
}

@Suite struct WaitUntilClosureTests {
    @Test(.patientPolling) func endsWhenTheClosureReturns() async {
        let counter = Counter()
        let failures = await captureFailures {
            await waitUntil { _ = await counter.increment() }
            await waitUntil(timeout: .seconds(5)) { try await Task.sleep(for: .milliseconds(5)) }
        }
        #expect(failures.map(\.message) == [])
        #expect(await counter.value == 1)
    }

    @Test func failsWhenTheClosureDoesNotReturnInTime() async {
        let clock = ManualClock()
        let failures = await pollingFailures(on: clock) {
            await waitUntil(timeout: .milliseconds(500), clock: clock) {
                try await clock.sleep(for: .seconds(3600))
            }
        }
        #expect(failures == ["Expected the closure to return within 0.5 s, but it did not return"])
        #expect(clock.elapsed == .milliseconds(500))
    }

    @Test func namesTheErrorTheClosureThrows() async {
        let failures = await captureFailures {
            await waitUntil { throw LoadError.offline }
        }
        #expect(
            failures.map(\.message) == [
                "Expected the closure to return within 1.0 s, but it threw error LoadError.offline"
            ])
    }

    @Test func cancellationEndsTheWaitAndSaysSo() async {
        let clock = ManualClock()
        let waiting = Task {
            await captureFailures {
                await waitUntil(clock: clock) { try await clock.sleep(for: .seconds(3600)) }
            }.map(\.message)
        }
        await clock.untilSleeping(2)
        waiting.cancel()
        #expect(
            await waiting.value == [
                "Expected the closure to return within 1.0 s, but the wait was cancelled after 0.0 s"
            ])
    }

    @Test(.patientPolling) @MainActor func runsOnTheCallersActor() async {
        let failures = await captureFailures {
            await waitUntil { MainActor.assertIsolated() }
            await waitUntil { done in
                MainActor.assertIsolated()
                done()
            }
            await waitUntil { done in
                await Task.yield()
                MainActor.assertIsolated()
                done()
            }
        }
        #expect(failures.map(\.message) == [])
    }
}
