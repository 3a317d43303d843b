import Foundation
import Muster
import Testing

/// Runs a backoff test, a stream test, two waits and a main-actor debounce many times at once,
/// each on its own test clock: what
/// `Scripts/stress-async` runs 10,000 times on a loaded machine (`MUSTER_STRESS_RUNS`), and the
/// suite and ThreadSanitizer a few hundred times; and the same runs as the cases of one
/// parameterized test, all started at once as Swift Testing starts them (`MUSTER_STRESS_AT_ONCE`,
/// 2,000 from the script, 200 in the suite).
@Suite struct DeterminismStressTests {
    private actor Service {
        let clock: TestClock
        private(set) var connected = false
        init(clock: TestClock) { self.clock = clock }

        func connect() async throws {
            var backoff = Duration.seconds(1)
            for _ in 0..<6 {
                try await clock.sleep(for: backoff)
                backoff *= 2
            }
            connected = true
        }
    }

    /// A poll of a 63 s backoff: passes, on virtual time, at exactly 63 s.
    private static func backoffRun() async -> String? {
        let failures = await captureFailures {
            await withTestClock { clock in
                let service = Service(clock: clock)
                let connecting = Task { try await service.connect() }
                await expect { await service.connected }.toEventually(
                    equalTo(true), timeout: .seconds(120))
                if clock.now != .init(offset: .seconds(63)) {
                    fail("connected at \(clock.now), not at 63 s")
                }
                _ = try? await connecting.value
            }
        }
        return failures.first?.message
    }

    /// A stream whose producer sleeps between elements, checked in full.
    private static func streamRun() async -> String? {
        let failures = await captureFailures {
            await withTestClock { clock in
                let ticks = AsyncStream<Int> { continuation in
                    let producer = Task {
                        for tick in 1...5 {
                            try await clock.sleep(for: .milliseconds(150 * tick))
                            continuation.yield(tick)
                        }
                        continuation.finish()
                    }
                    continuation.onTermination = { _ in producer.cancel() }
                }
                await assertThat(ticks, emits(1, 2, 3, 4, 5, then: .finishing))
            }
        }
        return failures.first?.message
    }

    /// Two waits on virtual time: for `done`, called by a task after 5 s of sleeps, and for a
    /// closure that sleeps 3 s; each ends at exactly that time, and `done` called once more after
    /// the first, on the main actor, fails the wait once.
    private static func waitRun() async -> String? {
        let failures = await captureFailures {
            await withTestClock { clock in
                await waitUntil(timeout: .seconds(60)) { done in
                    Task {
                        try await clock.sleep(for: .seconds(2))
                        try await clock.sleep(for: .seconds(3))
                        done()
                    }
                }
                if clock.now != .init(offset: .seconds(5)) {
                    fail("done at \(clock.now), not at 5 s")
                }
                await waitUntil(timeout: .seconds(60)) { try await clock.sleep(for: .seconds(3)) }
                if clock.now != .init(offset: .seconds(8)) {
                    fail("returned at \(clock.now), not at 8 s")
                }
            }
            let twice = await doneTwiceOnTheMainActor()
            if twice != ["Expected done to be called once, but it was called 2 times"] {
                fail("calling done twice gave \(twice)")
            }
        }
        return failures.first?.message
    }

    /// On the main actor the wait resumes only after the action, so both calls precede its end.
    @MainActor private static func doneTwiceOnTheMainActor() async -> [String] {
        await captureFailures {
            await waitUntil { done in
                done()
                done()
            }
        }.map(\.message)
    }

    /// A main-actor view model's debounce, in a task of its own on the main actor: seen by the
    /// clock's moves and by a poll on the main actor, without waiting for its sleep first.
    @MainActor private static func mainActorRun() async -> String? {
        let failures = await captureFailures {
            let clock = TestClock()
            let model = SearchModel(clock: clock)
            model.type("s")
            model.type("sw")
            await clock.advance(by: .milliseconds(300))
            if model.searches != ["sw"] { fail("after advance: \(model.searches)") }
            model.type("swift")
            await expect { model.searches }.toEventually(
                equalTo(["sw", "swift"]), timeout: .seconds(1), clock: clock)
            if clock.now != .init(offset: .milliseconds(600)) {
                fail("searched at \(clock.now), not at 0.6 s")
            }
        }
        return failures.first?.message
    }

    @Test func backoffStreamAndWaitRunsPassEveryTime() async {
        let runs = Int(ProcessInfo.processInfo.environment["MUSTER_STRESS_RUNS"] ?? "") ?? 200
        let failures = await withTaskGroup(of: String?.self) { group in
            var failures: [String] = []
            for run in 0..<runs {
                if run >= 16, case let failure?? = await group.next() { failures.append(failure) }
                group.addTask {
                    switch run % 4 {
                    case 0: await Self.backoffRun()
                    case 1: await Self.streamRun()
                    case 2: await Self.waitRun()
                    default: await Self.mainActorRun()
                    }
                }
            }
            for await failure in group { if let failure { failures.append(failure) } }
            return failures
        }
        #expect(failures.count == 0, "of \(runs) runs; the first: \(failures.first ?? "")")
    }

    static let atOnce =
        Int(ProcessInfo.processInfo.environment["MUSTER_STRESS_AT_ONCE"] ?? "") ?? 200

    @Test(.timeLimit(.minutes(1)), arguments: 0..<atOnce)
    func eachRunPassesAmongThousandsStartedAtOnce(_ run: Int) async {
        let failure: String? =
            switch run % 4 {
            case 0: await Self.backoffRun()
            case 1: await Self.streamRun()
            case 2: await Self.waitRun()
            default: await Self.mainActorRun()
            }
        #expect(failure == nil)
    }
}
