import Foundation
import MusterMocks
import Testing

/// Runs gate tests, and a spy that outlives its test, many times at once: what
/// `Scripts/stress-async` runs 10,000 times on a loaded machine (`MUSTER_STRESS_RUNS`), and the
/// suite and ThreadSanitizer a few hundred times. Nothing sleeps: each run waits only for the held call, and on a test clock for
/// virtual time.
@Suite struct GateStressTests {
    /// A loading state seen while the call is held, then the value it was resumed with.
    private static func loadingStateRun(_ run: Int) async -> String? {
        let failures = await captureFailures { () async -> Void in
            let catalog = CatalogMock()
            let model = await ShelfModel(catalog: catalog)
            try? await given(catalog).productsCall().holdingCalls { gate in
                let loading = Task { await model.load() }
                let call = try await gate.nextCall(timeout: .seconds(60))
                if await !model.isLoading { fail("not loading while the call was held") }
                call.resume(returning: ["run \(run)"])
                await loading.value
            }
            if await model.products != ["run \(run)"] { fail("products were not set") }
            verify(catalog).productsCall()
        }
        return failures.first?.message
    }

    /// A call that comes after a debounce on a test clock, held, resumed with an error.
    private static func debouncedRun() async -> String? {
        let failures = await captureFailures {
            await withTestClock { clock in
                let catalog = CatalogMock()
                try? await given(catalog).price(anything()).holdingCalls { gate in
                    let search = Task {
                        try await clock.sleep(for: .milliseconds(300))
                        return try await catalog.price(of: "apple")
                    }
                    let call = try await gate.nextCall(timeout: .seconds(5))
                    if clock.now != .init(offset: .milliseconds(300)) {
                        fail("the call arrived at \(clock.now), not at 300 ms")
                    }
                    call.resume(throwing: NetworkError.offline)
                    do {
                        _ = try await search.value
                        fail("the search did not throw")
                    } catch {
                        if error as? NetworkError != .offline { fail("threw \(error)") }
                    }
                }
            }
        }
        return failures.first?.message
    }

    /// A spy whose test ends while tasks still call it: every call is recorded, none made
    /// before the end fails, each made after it fails once with the same text, and one racing
    /// the end does either.
    private static func spyOutlivingItsTestRun(in test: Test) async -> String? {
        final class Made: @unchecked Sendable {
            var spy: Spy<Int, Void>?
            var racing: [Task<Void, Never>] = []
        }
        let made = Made()
        let failures = await captureFailures { () async -> Void in
            let trait: MusterTrait = .spiesEndWithTest
            try? await trait.provideScope(for: test, testCase: nil) {
                let tick = Spy<Int, Void>("tick")
                for value in 0..<10 { tick(value) }
                made.racing = (10..<25).map { value in Task { tick(value) } }
                made.spy = tick
            }
            guard let tick = made.spy else { return fail("no spy was made") }
            for value in 25..<40 { tick(value) }
            for task in made.racing { await task.value }
        }
        func late(_ value: Int) -> String {
            "Expected tick(\(value)) to be called before its test, "
                + "\(test.displayName ?? test.name), ended, but it was called after"
        }
        let messages = failures.map { $0.message }
        if made.spy?.musterRecorder.calls.count != 40 { return "a call was lost" }
        guard Set(messages).count == messages.count,
            Set(messages).isSubset(of: (10..<40).map(late)),
            Set((25..<40).map(late)).isSubset(of: messages)
        else { return "late calls failed as \(messages)" }
        return nil
    }

    @Test func gateRunsPassEveryTime() async {
        let runs = Int(ProcessInfo.processInfo.environment["MUSTER_STRESS_RUNS"] ?? "") ?? 200
        guard let test = Test.current else { return }
        let failures = await withTaskGroup(of: String?.self) { group in
            var failures: [String] = []
            for run in 0..<runs {
                if run >= 16, case let failure?? = await group.next() { failures.append(failure) }
                group.addTask {
                    switch run % 3 {
                    case 0: await Self.loadingStateRun(run)
                    case 1: await Self.debouncedRun()
                    default: await Self.spyOutlivingItsTestRun(in: test)
                    }
                }
            }
            for await failure in group { if let failure { failures.append(failure) } }
            return failures
        }
        #expect(failures.count == 0, "of \(runs) runs; the first: \(failures.first ?? "")")
    }
}
