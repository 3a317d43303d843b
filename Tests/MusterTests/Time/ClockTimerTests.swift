import Foundation
import Muster
import Testing

@Suite struct ClockTimerTests {
    @Test func ticksAtEachIntervalOnATestClock() async {
        let clock = TestClock()
        let ticks = Task {
            var seen: [TestClock.Instant] = []
            for await tick in clock.timer(interval: .seconds(30)) {
                seen.append(tick)
                if seen.count == 3 { break }
            }
            return seen
        }
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(95))
        #expect(
            await ticks.value == [
                .init(offset: .seconds(30)), .init(offset: .seconds(60)),
                .init(offset: .seconds(90)),
            ])
    }

    @Test func aLateTickDoesNotShiftTheNext() async {
        let clock = ImmediateClock()
        var ticks = clock.timer(interval: .seconds(2)).makeAsyncIterator()
        #expect(await ticks.next() == .init(offset: .seconds(2)))
        try? await clock.sleep(until: .init(offset: .seconds(3)))
        #expect(await ticks.next() == .init(offset: .seconds(4)))
    }

    @Test func cancellationOrAnIntervalNotPositiveEndsIt() async {
        var none = ImmediateClock().timer(interval: .zero).makeAsyncIterator()
        #expect(await none.next() == nil)
        let clock = TestClock()
        let ticking = Task {
            var count = 0
            for await _ in clock.timer(interval: .seconds(1)) { count += 1 }
            return count
        }
        await clock.waitForSleepers()
        ticking.cancel()
        #expect(await ticking.value == 0)
    }
}
