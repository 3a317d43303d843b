import MusterTestSupport
import MusterNimble
import Testing

@testable import Muster
@testable import MusterMatchers
@testable import MusterNimbleMatchers

/// The polling verbs with an AsyncMatcher: each check computes the value and awaits the verdict.
@Suite struct AsyncMatcherPollingTests {
    @Test func pollsAnAsynchronousExpressionUntilTheVerdictHolds() async {
        let clock = ManualClock()
        let recorder = CallRecorder<Int>()
        let failures = await clock.drive(whenSleeping: 2) {
            await captureFailures {
                await expect {
                    await recorder.record(call: 1)
                    return recorder
                }.toEventually(beCalled(times: 3), clock: clock)
            }.map(\.message)
        }
        #expect(failures == [])
        #expect(await recorder.calls.count == 3)
    }

    @Test func everyVerbOfBothExpectations() async {
        let clock = ManualClock()
        let failures = await clock.drive(whenSleeping: 2) {
            await captureFailures {
                await expect { 1 }.toEventuallyNot(asyncBeLessThan(0), clock: clock)
                await expect { 1 }.toNotEventually(asyncBeLessThan(0), clock: clock)
                await expect { 1 }.toNever(
                    asyncBeLessThan(0), until: .milliseconds(20), clock: clock)
                await expect { 1 }.neverTo(
                    asyncBeLessThan(0), until: .milliseconds(20), clock: clock)
                await expect { 1 }.toAlways(
                    asyncBeLessThan(2), until: .milliseconds(20), clock: clock)
                await expect { 1 }.alwaysTo(
                    asyncBeLessThan(2), until: .milliseconds(20), clock: clock)
                await expect(1).toEventually(asyncBeLessThan(2), clock: clock)
                await expect(1).toEventuallyNot(asyncBeLessThan(0), clock: clock)
                await expect(1).toNotEventually(asyncBeLessThan(0), clock: clock)
                await expect(1).toNever(
                    asyncBeLessThan(0), until: .milliseconds(20), clock: clock)
                await expect(1).neverTo(
                    asyncBeLessThan(0), until: .milliseconds(20), clock: clock)
                await expect(1).toAlways(
                    asyncBeLessThan(2), until: .milliseconds(20), clock: clock)
                await expect(1).alwaysTo(
                    asyncBeLessThan(2), until: .milliseconds(20), clock: clock)
            }.map(\.message)
        }
        #expect(failures == [])
    }

    @Test func failsWithWhatTheMatcherExpectedAndTheLastValue() async {
        let clock = ManualClock()
        let failures = await clock.drive(whenSleeping: 2) {
            await captureFailures {
                await expect { 4 }.toEventually(asyncBeLessThan(3), clock: clock)
                await expect(2).toNever(asyncBeLessThan(3), clock: clock)
                await expect { 2 }.toEventuallyNot(asyncBeLessThan(3), clock: clock)
                await expect(4).toAlways(asyncBeLessThan(3), clock: clock)
            }.map(\.message)
        }
        #expect(
            failures == [
                "Expected eventually to be less than <3>, but after 1.0 s (101 checks) was 4",
                "Expected never to be less than <3>, but after 0.0 s (1 check) was 2",
                "Expected eventually not to be less than <3>, but after 1.0 s (101 checks) was 2",
                "Expected always to be less than <3>, but after 0.0 s (1 check) was 4",
            ])
    }

    @Test func aRejectedValueDoesNotEndThePoll() async {
        let clock = ManualClock()
        let recorder = CallRecorder<Int>()
        let present = Locked(false)
        let failures = await clock.drive(whenSleeping: 2) {
            await captureFailures {
                await expect { () -> CallRecorder<Int>? in
                    // nil at the first check: `.fail`, which a poll looks past.
                    present.withLock { was in
                        defer { was = true }
                        return was ? recorder : nil
                    }
                }.toEventually(beCalled(times: 0), clock: clock)
            }.map(\.message)
        }
        #expect(failures == [])
    }
}
