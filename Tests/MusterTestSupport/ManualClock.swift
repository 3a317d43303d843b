import Foundation

// Shared by the test targets: a clock for testing polling without sleeping.

/// A clock whose time moves only when a test moves it, so polling can be tested to the exact
/// check without sleeping.
///
/// `drive(whenSleeping:_:)` runs an operation and, each time that many sleepers wait on the
/// clock, moves the time to the earliest of their deadlines. A poll has two sleepers between
/// checks (its watchdog and its pause), and one, the watchdog, while a check runs: driving at
/// two moves the time from pause to pause, and lets an expression that sleeps on the clock take
/// exactly as long as it says.
public final class ManualClock: Clock, @unchecked Sendable {
    public struct Instant: InstantProtocol {
        public var offset: Duration

        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct Watcher {
        let sleepers: Int
        let continuation: CheckedContinuation<Bool, Never>
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [Int: Sleeper] = [:]
    private var cancelledBeforeSleeping: Set<Int> = []
    private var nextID = 0
    private var watcher: Watcher?
    private var operationFinished = false

    /// A clock at time zero.
    public init() {}

    public var now: Instant { lock.withLock { current } }
    public var minimumResolution: Duration { .zero }

    /// The time since the clock was made.
    public var elapsed: Duration { now.offset }

    public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = lock.withLock {
            nextID += 1
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<Void, any Error>) in
                lock.withLock {
                    if cancelledBeforeSleeping.remove(id) != nil {
                        continuation.resume(throwing: CancellationError())
                    } else if deadline <= current {
                        continuation.resume()
                    } else {
                        sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                        notifyWatcher()
                    }
                }
            }
        } onCancel: {
            lock.withLock {
                if let sleeper = sleepers.removeValue(forKey: id) {
                    sleeper.continuation.resume(throwing: CancellationError())
                } else {
                    cancelledBeforeSleeping.insert(id)
                }
            }
        }
    }

    /// Moves the time forward, waking the sleepers whose deadlines it reaches.
    public func advance(by duration: Duration) {
        lock.withLock { moveTime(to: current.advanced(by: duration)) }
    }

    /// Runs `operation`, moving the time to the earliest deadline whenever `count` sleepers wait,
    /// until the operation returns.
    public func drive<Result: Sendable>(
        whenSleeping count: Int = 2, _ operation: @escaping @Sendable () async -> Result
    ) async -> Result {
        let task = Task {
            let result = await operation()
            self.lock.withLock {
                self.operationFinished = true
                self.notifyWatcher()
            }
            return result
        }
        while await waitForSleepers(count) { advanceToNextDeadline() }
        return await task.value
    }

    /// Returns once `count` sleepers wait, for tests that move the time themselves.
    public func untilSleeping(_ count: Int) async {
        _ = await waitForSleepers(count)
    }

    /// Moves the time to the earliest deadline a sleeper waits for.
    public func advanceToNextDeadline() {
        lock.withLock {
            if let earliest = sleepers.values.map(\.deadline).min() { moveTime(to: earliest) }
        }
    }

    /// `true` once `count` sleepers wait; `false` once the driven operation has finished.
    private func waitForSleepers(_ count: Int) async -> Bool {
        await withCheckedContinuation { continuation in
            lock.withLock {
                watcher = Watcher(sleepers: count, continuation: continuation)
                notifyWatcher()
            }
        }
    }

    /// Called with the lock held.
    private func notifyWatcher() {
        guard let watcher else { return }
        if operationFinished {
            self.watcher = nil
            watcher.continuation.resume(returning: false)
        } else if sleepers.count >= watcher.sleepers {
            self.watcher = nil
            watcher.continuation.resume(returning: true)
        }
    }

    /// Called with the lock held.
    private func moveTime(to instant: Instant) {
        current = max(current, instant)
        for (id, sleeper) in sleepers where sleeper.deadline <= current {
            sleepers.removeValue(forKey: id)
            sleeper.continuation.resume()
        }
    }
}
