import Foundation
import Muster
import Testing

@Suite struct AnyClockTests {
    @Test func itsTimeCountsFromWhenItWasMadeOnTheClockItWraps() async {
        let base = TestClock(now: .init(offset: .seconds(100)))
        let clock = AnyClock(base)
        #expect(clock.now == .init(offset: .zero))
        let woke = Task { try await clock.sleep(for: .seconds(5)) }
        await base.waitForSleepers()
        #expect(base.scheduledWakeUps == [.init(offset: .seconds(105))])
        await base.advance(by: .seconds(5))
        #expect(await woke.result.isSuccess)
        #expect(clock.now == .init(offset: .seconds(5)))
        #expect(clock.now.description == "5.0 s")
        #expect(clock.minimumResolution == .zero)
    }

    @Test func aTestClockInsideIsMovedByPollsAsAnyOther() async {
        let base = TestClock()
        let clock = AnyClock(base)
        let ticked = Locked(false)
        Task {
            try await clock.sleep(for: .seconds(3600))
            ticked.withLock { $0 = true }
        }
        await expect { ticked.withLock { $0 } }.toEventually(
            equal(true), timeout: .seconds(7200), clock: base)
        #expect(base.now == .init(offset: .seconds(3600)))
    }

    @Test func aContinuousClockInside() async throws {
        let clock = AnyClock(ContinuousClock())
        let before = clock.now
        try await clock.sleep(for: .milliseconds(10))
        #expect(before.duration(to: clock.now) >= .milliseconds(10))
    }
}

extension Result {
    fileprivate var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}
