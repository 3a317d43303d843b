import Foundation
import Muster
import Testing

/// Values appended from several tasks.
private final class Appended: Sendable {
    let values = Locked<[Int]>([])
    func append(_ value: Int) { values.withLock { $0.append(value) } }
    var all: [Int] { values.withLock { $0 } }
}

/// A service that retries with a backoff of 1, 2, 4 … 32 s, as app code writes it.
actor RetryingService {
    let clock: any Clock<Duration>
    private(set) var attempts = 0
    private(set) var connected = false
    let failuresBeforeSuccess: Int

    init(clock: any Clock<Duration>, failuresBeforeSuccess: Int) {
        self.clock = clock
        self.failuresBeforeSuccess = failuresBeforeSuccess
    }

    func connect() async throws {
        var backoff = Duration.seconds(1)
        while true {
            attempts += 1
            if attempts > failuresBeforeSuccess { return connected = true }
            try await clock.sleep(for: backoff)
            backoff *= 2
        }
    }
}

/// A model that starts its own task, as view models do.
private final class RefreshingModel: Sendable {
    let clock: TestClock
    let refreshes = Locked(0)

    init(clock: TestClock) { self.clock = clock }

    func start() {
        Task {
            while !Task.isCancelled {
                try await clock.sleep(for: .seconds(30))
                refreshes.withLock { $0 += 1 }
            }
        }
    }
}

@Suite struct TestClockTests {
    @Test func sleepsWakeInOrderOfDeadlineWhenTheClockPassesThem() async throws {
        let clock = TestClock()
        let woken = Appended()
        async let late: Void = {
            try await clock.sleep(for: .seconds(2))
            woken.append(2)
        }()
        async let early: Void = {
            try await clock.sleep(for: .seconds(1))
            woken.append(1)
        }()
        await clock.waitForSleepers(2)
        #expect(clock.scheduledWakeUps == [.init(offset: .seconds(1)), .init(offset: .seconds(2))])
        await clock.advance(by: .milliseconds(1500))
        #expect(woken.all == [1])
        #expect(clock.now == .init(offset: .milliseconds(1500)))
        await clock.advance(by: .seconds(1))
        #expect(woken.all == [1, 2])
        _ = try await (late, early)
    }

    @Test func runWakesEveryBackoffUntilNobodySleeps() async throws {
        let clock = TestClock()
        let service = RetryingService(clock: clock, failuresBeforeSuccess: 6)
        async let connecting: Void = service.connect()
        await clock.run()
        try await connecting
        #expect(await service.attempts == 7)
        #expect(clock.now == .init(offset: .seconds(63)))
    }

    @Test func aModelsOwnTaskIsSeenBeforeTimeMoves() async {
        let clock = TestClock()
        let model = RefreshingModel(clock: clock)
        model.start()
        await clock.waitForSleepers()
        await clock.advance(by: .seconds(90))
        #expect(model.refreshes.withLock { $0 } == 3)
        #expect(clock.scheduledWakeUps == [.init(offset: .seconds(120))])
    }

    @MainActor @Test func aMainActorModelsTaskIsSeenBeforeTimeMoves() async {
        let clock = TestClock()
        let model = SearchModel(clock: clock)
        model.type("s")
        model.type("sw")
        await clock.advance(by: .milliseconds(299))
        #expect(model.searches == [])
        await clock.advance(by: .milliseconds(1))
        #expect(model.searches == ["sw"])
        model.type("swift")
        await clock.run()
        #expect(model.searches == ["sw", "swift"])
        #expect(clock.now == .init(offset: .milliseconds(600)))
    }

    @MainActor @Test func aPollOnTheMainActorSeesItsModelsTask() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                let model = SearchModel(clock: clock)
                model.type("sw")
                await expect { model.searches }.toEventually(equalTo(["sw"]), timeout: .seconds(1))
                #expect(clock.now == .init(offset: .milliseconds(300)))
                model.type("swift")
                await waitUntil(timeout: .seconds(1)) { done in
                    Task { @MainActor in
                        while model.searches.count < 2 {
                            try await clock.sleep(for: .milliseconds(100))
                        }
                        done()
                    }
                }
            }
        }
        #expect(failures.map(\.message) == [])
    }

    @Test func movingBackwardsIsAFailureAndTheClockStays() async {
        let clock = TestClock()
        await clock.advance(by: .seconds(5))
        let failures = await captureFailures {
            await clock.advance(by: .seconds(-1))
            await clock.advance(to: .init(offset: .seconds(2)))
        }
        #expect(
            failures.map(\.message) == [
                "Expected a test clock to move forward, but advance(by:) was given -1.0 s; "
                    + "a test clock never goes back",
                "Expected a test clock to move forward, but advance(to:) was given 2.0 s, "
                    + "before its time 5.0 s; a test clock never goes back",
            ])
        #expect(clock.now == .init(offset: .seconds(5)))
    }

    @Test func aSleepThatNeverComesIsAFailureThatSaysWhatWasArmed() async {
        let clock = TestClock()
        let failures = await captureFailures {
            await clock.waitForSleepers(timeout: .milliseconds(20))
        }
        #expect(
            failures.map(\.message) == [
                "Expected 1 sleep on the test clock within 0.02 s, but none was armed"
            ])
    }

    @Test func aRepeatingTimerStopsRunAtItsLimit() async {
        let clock = TestClock()
        let model = RefreshingModel(clock: clock)
        model.start()
        let failures = await captureFailures { await clock.run(limit: 5) }
        #expect(
            failures.map(\.message) == [
                "Expected nobody to sleep on the test clock after run(), but after 5 wake-ups "
                    + "from 0.0 s to 150.0 s a sleep was still armed until 180.0 s: code that "
                    + "sleeps again each time it wakes (a repeating timer) never lets run() "
                    + "finish; advance(by:) instead"
            ])
    }

    @Test func aClockSharedByTasksRunningAtOnceOnlyMovesForward() async {
        let clock = TestClock()
        let woken = Appended()
        let sleepers = (1...8).map { second in
            Task {
                try await clock.sleep(for: .seconds(second))
                woken.append(second)
            }
        }
        await clock.waitForSleepers(8)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 { group.addTask { await clock.advance(by: .seconds(1)) } }
        }
        #expect(clock.now == .init(offset: .seconds(8)))
        #expect(woken.all == Array(1...8))
        for sleeper in sleepers { _ = try? await sleeper.value }
    }

    @Test func aCancelledSleeperThrowsAndLeavesTheClock() async {
        let clock = TestClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        await clock.waitForSleepers()
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.scheduledWakeUps == [])
    }
}
