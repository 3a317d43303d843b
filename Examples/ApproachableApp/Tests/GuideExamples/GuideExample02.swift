// Extracted from skills/muster/SKILL.md by Scripts/extract-guide-examples: edit the guide.
import Foundation
import Muster
import Testing

actor GuideRetrier {
    let clock: any Clock<Duration>
    private(set) var attempts = 0
    init(clock: any Clock<Duration>) { self.clock = clock }

    /// Fails `failures` times, sleeping 1, 2, 4 … s after each, then succeeds.
    func connect(failingTimes failures: Int) async throws {
        var backoff = Duration.seconds(1)
        while attempts < failures {
            attempts += 1
            try await clock.sleep(for: backoff)
            backoff *= 2
        }
        attempts += 1
    }
}

@Suite(.pollingDefaults(timeout: .seconds(5))) struct GuideAsyncTests {
    @Test func pollsAndWaits() async {
        let retrier = GuideRetrier(clock: ContinuousClock())
        Task { try await retrier.connect(failingTimes: 0) }
        await expect { await retrier.attempts }.toEventually(equalTo(1))
        await assertThat(eventually: { await retrier.attempts }, equalTo(1), timeout: .seconds(2))
        await expect { await retrier.attempts }.toNever(greaterThan(1), until: .milliseconds(50))
        await assertThat({ await retrier.attempts }, 1)  // read once
        await waitUntil(timeout: .seconds(2)) { done in DispatchQueue.global().async { done() } }
    }

    @Test func streams() async {
        let (updates, continuation) = AsyncStream<String>.makeStream()
        for state in ["loading", "loaded"] { continuation.yield(state) }
        continuation.finish()
        await assertThat(updates, emits("loading", "loaded", then: .finishing))
        let (numbers, feed) = AsyncStream<Int>.makeStream()
        for number in [1, 5] { feed.yield(number) }
        feed.finish()
        await observe(numbers) { stream in
            await stream.expectNext(1)
            await stream.expectNext(greaterThan(2))
            await stream.expectFinished()
        }
    }

    @Test func aTestClockMovesOnlyWhenTold() async throws {
        let clock = TestClock()
        let retrier = GuideRetrier(clock: clock)
        async let connecting: Void = retrier.connect(failingTimes: 3)  // start it; await it later
        await clock.waitForSleepers()  // the first sleep is armed
        await clock.advance(by: .seconds(1))
        await assertThat({ await retrier.attempts }, 2)
        await clock.run()  // wakes each sleep until nobody sleeps: 2 + 4 s more, in milliseconds
        try await connecting
        await assertThat({ await retrier.attempts }, 4)
        assertThat(clock.now.offset, Duration.seconds(7))
    }

    @Test func pollsMoveATestClockThemselves() async {
        await withTestClock { clock in
            let retrier = GuideRetrier(clock: clock)
            Task { try await retrier.connect(failingTimes: 5) }  // 31 s of backoff
            await expect { await retrier.attempts }.toEventually(equalTo(6), timeout: .seconds(60))
        }
    }
}
