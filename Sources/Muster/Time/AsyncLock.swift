/// A lock held across suspension points, handed to waiters in the order they came: what keeps
/// two moves of one ``TestClock`` from interleaving.
final class AsyncLock: Sendable {
    private struct State {
        var isHeld = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Locked(State())

    /// Runs `body` holding the lock, waiting for it first if another task holds it.
    func withLock<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        await withCheckedContinuation { continuation in
            let acquired = state.withLock { state -> Bool in
                if state.isHeld {
                    state.waiters.append(continuation)
                    return false
                }
                state.isHeld = true
                return true
            }
            if acquired { continuation.resume() }
        }
        defer {
            let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
                guard !state.waiters.isEmpty else {
                    state.isHeld = false
                    return nil
                }
                return state.waiters.removeFirst()
            }
            next?.resume()
        }
        return try await body()
    }
}
