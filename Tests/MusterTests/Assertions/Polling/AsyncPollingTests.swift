import Muster
import Testing

/// A value that changes while a poll watches it.
actor Counter {
    private(set) var value = 0
    func increment() -> Int {
        value += 1
        return value
    }
    func set(_ newValue: Int) { value = newValue }
}

/// The failure messages of a polling `body` driven on `clock`.
func pollingFailures(
    on clock: ManualClock, whenSleeping sleepers: Int = 2,
    _ body: @escaping @Sendable () async -> Void
) async -> [String] {
    await clock.drive(whenSleeping: sleepers) { await captureFailures { await body() }.map(\.message) }
}

@Suite struct AsyncPollingTests {
    @Test func toEventuallyPassesAtTheFirstMatchingCheck() async {
        let clock = ManualClock()
        let counter = Counter()
        let failures = await pollingFailures(on: clock) {
            await expect { await counter.increment() }.toEventually(equalTo(5), clock: clock)
        }
        #expect(failures == [])
        #expect(await counter.value == 5)
        #expect(clock.elapsed == .milliseconds(40))
    }

    @Test func toEventuallyFailsAfterTheTimeoutWithTheCountAndLastValue() async {
        let clock = ManualClock()
        let failures = await pollingFailures(on: clock) {
            await expect { 4 }.toEventually(equalTo(5), clock: clock)
        }
        #expect(failures == ["Expected eventually 5, but after 1.0 s (101 checks) was 4"])
        #expect(clock.elapsed == .seconds(1))
    }
}
