import MusterMocks

// How late a gate's wait for a call that never comes fails, on the real clock: the issue's
// bound is 25 ms past the timeout. Nimble has no mocks.

protocol Feed: Sendable {
    func items() async -> [Int]
}

final class FeedMock: Feed, Mock, Sendable {
    let musterRecorder = CallRecorder()
    let itemsCall = Member<[Int]>("items()")
    func items() async -> [Int] { await call(itemsCall) }
}

func runGateBenchmarks() async {
    let feed = FeedMock()
    let late = await overshoot(runs: 20, timeout: .milliseconds(100)) {
        _ = await captureFailures {
            await given(feed).itemsCall().holdingCalls { gate in
                _ = try? await gate.nextCall(timeout: .milliseconds(100))
            }
        }
    }
    report(
        "\nA gate's call that never comes: past the 100 ms timeout, nextCall fails (target ≤ 25 ms)",
        muster: late, nimble: nil)
}
