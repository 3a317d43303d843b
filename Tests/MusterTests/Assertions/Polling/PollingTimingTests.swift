import Foundation
import Muster
import MusterTestSupport
import Testing

@Suite struct PollTimingTests {
    @Test func timesAreWrittenWithTheDecimalsTheyNeed() async {
        let clock = ManualClock()
        let failures = await pollingFailures(on: clock) {
            await expect { 4 }.toEventually(
                equalTo(5), timeout: .microseconds(1500), pollInterval: .seconds(1), clock: clock)
            await expect { 4 }.toEventually(
                equalTo(5), timeout: .seconds(2), pollInterval: .seconds(1), clock: clock)
        }
        #expect(
            failures == [
                "Expected eventually 5, but after 0.0015 s (2 checks) was 4",
                "Expected eventually 5, but after 2.0 s (3 checks) was 4",
            ])
    }

    @Test func unusableTimingFailsAtOnce() async {
        let failures = await captureFailures {
            await expect { 4 }.toEventually(equalTo(5), pollInterval: .zero)
            await expect { 4 }.toNever(equalTo(5), until: .seconds(-1))
            await assertThat(eventually: { 4 }, equalTo(5), pollInterval: .milliseconds(-5))
        }
        #expect(
            failures.map(\.message) == [
                "Expected eventually 5, but pollInterval was 0.0 s; it must be more than zero",
                "Expected never 5, but timeout was -1.0 s; it must be zero or more",
                "Expected eventually 5, but pollInterval was -0.005 s; it must be more than zero",
            ])
    }
}

@Suite struct PollingDeadlineTests {
    @Test func theTimeTheExpressionTakesCountsAgainstTheTimeout() async {
        let clock = ManualClock()
        let failures = await pollingFailures(on: clock) {
            await expect {
                try? await clock.sleep(for: .milliseconds(100))
                return 4
            }.toEventually(equalTo(5), clock: clock)
        }
        // Checks start every 110 ms; the tenth, started at 990 ms, is abandoned 25 ms after the
        // deadline, half of the larger of 5 % of the timeout and one poll interval.
        #expect(failures == ["Expected eventually 5, but after 1.0 s (9 checks) was 4"])
        #expect(clock.elapsed == .milliseconds(1025))
    }

    @Test func aNeverOverASlowExpressionEndsAtItsDeadline() async {
        let clock = ManualClock()
        let counter = Counter()
        let failures = await pollingFailures(on: clock) {
            await expect {
                try? await clock.sleep(for: .milliseconds(100))
                return await counter.increment()
            }.toNever(equalTo(0), clock: clock)
        }
        #expect(failures == [])
        #expect(clock.elapsed <= .milliseconds(1050))
    }

    @Test func anExpressionThatDoesNotReturnFailsAtTheDeadline() async {
        let clock = ManualClock()
        let failures = await pollingFailures(on: clock) {
            await expect { () async -> Int in
                try? await clock.sleep(for: .seconds(3600))
                return 5
            }.toEventually(equalTo(5), clock: clock)
            await expect { () async -> Int in
                try? await clock.sleep(for: .seconds(3600))
                return 5
            }.toNever(equalTo(5), until: .milliseconds(200), clock: clock)
        }
        #expect(
            failures == [
                "Expected eventually 5, but the expression did not return within 1.0 s",
                "Expected never 5, but the expression did not return within 0.2 s",
            ])
        #expect(clock.elapsed == .milliseconds(1025 + 205))
    }

    @Test func anExpressionThatIgnoresCancellationStillTimesOut() async {
        let stuck = StuckCalls()
        let started = ContinuousClock.now
        let failures = await captureFailures {
            await expect { await stuck.hang() }.toEventually(
                equalTo(5), timeout: .milliseconds(50))
        }
        stuck.releaseAll(returning: 5)
        #expect(
            failures.map(\.message) == [
                "Expected eventually 5, but the expression did not return within 0.05 s"
            ])
        #expect(
            ContinuousClock.now - started < .seconds(60),
            "a hang would never end; the bound only has to be finite")
    }

    @Test func aPollWokenLateByABusyMachineStillMakesItsLastCheck() async {
        let clock = ManualClock()
        let box = Box(0)
        let poll = Task {
            await captureFailures {
                await expect { box.value }.toEventually(equalTo(1), clock: clock)
            }.map(\.message)
        }
        // The pause after the first check, and the watchdog.
        await clock.untilSleeping(2)
        box.value = 1
        // Both wake far past the deadline at once, as on a machine too busy to run them.
        clock.advance(by: .seconds(5))
        #expect(await poll.value == [])
    }

    @Test func aCheckStartedLateByABusyMachineHasTheGraceToo() async {
        let clock = ManualClock()
        let box = Box(0)
        let poll = Task {
            await captureFailures {
                await expect { () async -> Int in
                    if box.value == 1 { try? await clock.sleep(for: .seconds(3600)) }
                    return box.value
                }.toEventually(equalTo(2), clock: clock)
            }.map(\.message)
        }
        await clock.untilSleeping(2)
        box.value = 1
        clock.advance(by: .seconds(5))
        // The late check hangs: the watchdog and the check sleep, and the check is abandoned
        // 25 ms after it started.
        await clock.untilSleeping(2)
        clock.advanceToNextDeadline()
        #expect(await poll.value == ["Expected eventually 2, but after 1.0 s (1 check) was 0"])
        #expect(clock.elapsed == .milliseconds(5025))
    }

    @Test func aHangAfterSomeChecksEndsTheWindowWithTheChecksThatReturned() async {
        let clock = ManualClock()
        let counter = Counter()
        let failures = await pollingFailures(on: clock) {
            await expect {
                let check = await counter.increment()
                if check == 3 { try? await clock.sleep(for: .seconds(3600)) }
                return check
            }.toEventually(equalTo(0), clock: clock)
        }
        // The story ends with the checks that returned.
        #expect(
            failures == [
                "Expected eventually 0, but after 1.0 s (2 checks) was 2\n"
                    + "seen: 1 at 0.0 s, 2 at 0.01 s"
            ])
    }
}

/// Calls that never return until released, and ignore cancellation meanwhile.
final class StuckCalls: @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [CheckedContinuation<Int, Never>] = []
    private var released: Int?

    func hang() async -> Int {
        await withCheckedContinuation { continuation in
            let value = lock.withLock {
                if released == nil { waiting.append(continuation) }
                return released
            }
            if let value { continuation.resume(returning: value) }
        }
    }

    func releaseAll(returning value: Int) {
        let continuations = lock.withLock {
            released = value
            defer { waiting = [] }
            return waiting
        }
        for continuation in continuations { continuation.resume(returning: value) }
    }
}
