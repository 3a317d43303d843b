import Foundation
import MusterMocks
import Testing

/// Runs gate tests many times at once: what `Scripts/stress-async` runs 10,000 times on a
/// loaded machine (`MUSTER_STRESS_RUNS`), and the suite and ThreadSanitizer a few hundred
/// times. Nothing sleeps: each run waits only for the held call, and on a test clock for
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

    @Test func gateRunsPassEveryTime() async {
        let runs = Int(ProcessInfo.processInfo.environment["MUSTER_STRESS_RUNS"] ?? "") ?? 200
        let failures = await withTaskGroup(of: String?.self) { group in
            var failures: [String] = []
            for run in 0..<runs {
                if run >= 16, case let failure?? = await group.next() { failures.append(failure) }
                group.addTask {
                    run.isMultiple(of: 2)
                        ? await Self.loadingStateRun(run) : await Self.debouncedRun()
                }
            }
            for await failure in group { if let failure { failures.append(failure) } }
            return failures
        }
        #expect(failures.count == 0, "of \(runs) runs; the first: \(failures.first ?? "")")
    }
}
