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

/// An uploader that retries on its clock and gives up after its attempts, as app code writes it.
private actor Uploader {
    enum UploadError: Error { case gaveUp(attempts: Int) }
    let clock: any Clock<Duration>
    init(clock: any Clock<Duration>) { self.clock = clock }

    func upload() async throws -> Int {
        for _ in 1...3 { try await clock.sleep(for: .seconds(8)) }
        throw UploadError.gaveUp(attempts: 3)
    }
}

/// A scope's clock that nothing moves while the test awaits code asleep on it: found within the
/// polling timeout, the sleeps cancelled so that the test goes on, one failure at the awaiting
/// line.
@Suite struct TestClockStallTests {
    static let stalled = stalled(for: "0.05 s")

    static func stalled(for idle: String) -> String {
        "Expected the test clock to be moved while the test awaits code that sleeps on it, but "
            + "nothing moved it for \(idle), with 1 sleep armed (until 8.0 s); it was cancelled so "
            + "that the test goes on. A test clock moves only when told: start the code with async "
            + "let or a Task, then await clock.run() or clock.advance(by:), or await a poll such as "
            + "toEventually, which moves the clock"
    }

    @Test func anAssertionAwaitingCodeAsleepOnTheClockFailsAtItsLineInsteadOfHanging() async {
        var line: UInt = 0
        let failures = await captureFailures {
            await withPollingDefaults(timeout: .milliseconds(50)) {
                await withTestClock { clock in
                    let uploader = Uploader(clock: clock)
                    line = #line + 1
                    await assertThrows({ try await uploader.upload() }, Uploader.UploadError.self)
                }
            }
        }
        #expect(failures.map(\.site.line) == [line])
        #expect(failures.map(\.message) == [Self.stalled])
    }

    @Test func everyAwaitingVerbReportsTheStallAsItsOnlyFailure() async throws {
        let messages = await stallMessages {
            await withPollingDefaults(timeout: .milliseconds(50)) {
                await withTestClock { clock in
                    let uploader = Uploader(clock: clock)
                    await assertThat({ try await uploader.upload() }, equalTo(1))
                    await expect { try await uploader.upload() }.to(equal(1))
                    let required = try? await require { try await uploader.upload() }.to(equal(1))
                    #expect(required == nil)
                }
            }
        }
        #expect(messages == [Self.stalled, Self.stalled, Self.stalled])
    }

    /// Sixty times the polling timeout: only an assertion says that the test is waiting rather
    /// than held up by the machine's load.
    @Test func aBareAwaitFailsAtTheScopesLineAfterSixtyTimesThePollingTimeout() async {
        let line = #line + 3
        let failures = await captureFailures {
            await withPollingDefaults(timeout: .milliseconds(10)) {
                let error = await withTestClock { clock -> (any Error)? in
                    let uploader = Uploader(clock: clock)
                    let uploading = Task { try await uploader.upload() }
                    return await uploading.result.failure
                }
                #expect(error is CancellationError)
            }
        }
        #expect(failures.map(\.site.line) == [UInt(line)])
        #expect(failures.map(\.message) == [Self.stalled(for: "0.6 s")])
    }

    @Test func aClockThatTheTestMovesIsNeverStalled() async {
        let messages = await stallMessages {
            await withPollingDefaults(timeout: .seconds(1)) {
                await withTestClock { clock in
                    let uploader = Uploader(clock: clock)
                    let outcome = Task { try await uploader.upload() }
                    // Attended: waiting for the sleep, then moving past it.
                    await clock.waitForSleepers()
                    await Task.yield()
                    await clock.run()
                    let failure = await outcome.result.failure
                    #expect(failure is Uploader.UploadError)
                    // A poll moves the clock too.
                    let later = clock.now.advanced(by: .seconds(5))
                    Task { try await clock.sleep(until: later) }
                    await clock.waitForSleepers()
                    await expect { clock.now }.toEventually(equal(later), timeout: .seconds(10))
                }
            }
        }
        #expect(messages == [])
    }

    @Test func aWaitForASleepThatComesLateIsNotAStall() async {
        let messages = await stallMessages {
            await withPollingDefaults(timeout: .milliseconds(50)) {
                await withTestClock { clock in
                    let first = Task { try await clock.sleep(for: .seconds(1)) }
                    let second = Task {
                        try await Task.sleep(for: .milliseconds(150))
                        try await clock.sleep(for: .seconds(2))
                    }
                    await clock.waitForSleepers(2, timeout: .seconds(30))
                    await clock.run()
                    #expect(await first.result.failure == nil)
                    #expect(await second.result.failure == nil)
                }
            }
        }
        #expect(messages == [])
    }

    @Test func manySleepsAreListedUpToFive() async {
        let messages = await stallMessages {
            await withPollingDefaults(timeout: .milliseconds(50)) {
                await withTestClock { clock in
                    let sleepers = (1...7).map { seconds in
                        Task { try await clock.sleep(for: .seconds(seconds)) }
                    }
                    await clock.waitForSleepers(7)
                    await assertThat({ await sleepers[6].result.failure }, nilValue())
                }
            }
        }
        let expected = """
            Expected the test clock to be moved while the test awaits code that sleeps on it, but \
            nothing moved it for 0.05 s, with 7 sleeps armed (until 1.0 s, 2.0 s, 3.0 s, 4.0 s, \
            5.0 s, …); they were cancelled so that the test goes on.
            """
        let shown = messages.map { String($0.prefix(expected.count)) }
        #expect(shown == [expected])
    }
}

private func stallMessages(
    isolation: isolated (any Actor)? = #isolation, _ body: () async -> Void
) async -> [String] {
    await captureFailures(body).map(\.message)
}

extension Result {
    fileprivate var failure: Failure? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}
