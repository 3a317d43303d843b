import Dispatch
import Foundation
import MusterNimble
import MusterTestSupport
import Testing

@Suite struct NimbleTimeIntervalTests {
    @Test func nimblesSpellingsAreDurations() {
        let second: NimbleTimeInterval = .seconds(1)
        #expect(second == Duration.seconds(1))
        #expect(NimbleTimeInterval.milliseconds(1500) == .seconds(1.5))
        #expect(NimbleTimeInterval.microseconds(5) == .nanoseconds(5000))
        #expect(NimbleTimeInterval.seconds(1) > .milliseconds(999))
    }

    @Test func convertsToFoundationsSeconds() {
        #expect(NimbleTimeInterval.milliseconds(1500).timeInterval == 1.5)
        #expect(NimbleTimeInterval.seconds(-2).timeInterval == -2)
        #expect(TimeInterval(2.5).nimbleInterval == .milliseconds(2500))
        #expect(
            Date(timeIntervalSince1970: 10).advanced(by: .milliseconds(1500))
                == Date(timeIntervalSince1970: 11.5))
        #expect(Date(timeIntervalSince1970: 10).advanced(by: 2) == Date(timeIntervalSince1970: 12))
    }

    @Test func convertsToDispatchInTheLargestWholeUnit() {
        let intervals: [NimbleTimeInterval] = [
            .seconds(2), .milliseconds(1500), .microseconds(5), .nanoseconds(7), .seconds(0.1),
            .zero,
        ]
        #expect(
            intervals.map { "\($0.dispatchTimeInterval)" } == [
                "seconds(2)", "milliseconds(1500)", "microseconds(5)", "nanoseconds(7)",
                "milliseconds(100)", "seconds(0)",
            ])
        #expect(NimbleTimeInterval.seconds(2).dispatchTimeInterval == .seconds(2))
    }

    @Test func nanosecondsAreRoundedAndKeptInRange() {
        #expect(NimbleTimeInterval.milliseconds(5).nanoseconds == 5_000_000)
        #expect(NimbleTimeInterval.seconds(0.1).nanoseconds == 100_000_000)
        #expect(Duration(secondsComponent: 0, attosecondsComponent: 1_600_000_000).nanoseconds == 2)
        #expect(NimbleTimeInterval.seconds(-1).nanoseconds == 0)
        #expect(NimbleTimeInterval.seconds(Int64.max).nanoseconds == UInt64(Int64.max))
    }

    @Test func thePollingVerbsTakeThem() async {
        let clock = ManualClock()
        let timeout: NimbleTimeInterval = .milliseconds(300)
        let pollInterval: NimbleTimeInterval = .milliseconds(100)
        let polls = await pollingFailures(on: clock) {
            await expect { 4 }.toEventually(
                equal(5), timeout: timeout, pollInterval: pollInterval, clock: clock)
            await expect { 4 }.toNever(
                equal(5), until: timeout, pollInterval: pollInterval, clock: clock)
            await expect { 4 }.toAlways(
                equal(4), until: .milliseconds(200), pollInterval: .milliseconds(50), clock: clock)
        }
        #expect(
            polls == ["Expected eventually a value equal to 5, but after 0.3 s (4 checks) was 4"])
        #expect(clock.elapsed == .milliseconds(800))
        let waitClock = ManualClock()  // A clock drives one operation.
        let waits = await pollingFailures(on: waitClock, whenSleeping: 1) {
            await waitUntil(timeout: timeout, clock: waitClock) { _ in }
        }
        #expect(waits == ["Expected done to be called within 0.3 s, but it was not called"])
    }
}
