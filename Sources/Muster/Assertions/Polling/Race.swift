import Foundation

// A wait that the first of several events ends: what lets a poll, a stream's step and a test
// clock's wait end at their deadline even when the code they wait on never returns. It
// guarantees that the wait is woken exactly once, by the first event, and that later events
// are ignored.

/// Where a wait and what can end it meet: the first to settle it wakes the wait, and the rest
/// are ignored. A poll races its checks against its watchdog and its task's cancellation.
///
/// Unchecked because a value only passes from the task that settles the race, done with it, to
/// the one that waits, on the same actor.
final class Race<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var waiter: CheckedContinuation<Value, Never>?
    private var settled: Value?
    private var isOver = false

    /// Whether something has settled the race.
    var isSettled: Bool { lock.withLock { isOver } }

    /// Suspends until the race is settled; cancelling the waiting task settles it with
    /// `cancelled()`.
    func wait(ifCancelled cancelled: @escaping @Sendable () -> Value) async -> Value {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                lock.withLock {
                    if let settled { return continuation.resume(returning: settled) }
                    waiter = continuation
                }
            }
        } onCancel: {
            settle(cancelled())
        }
    }

    /// Suspends as ``wait(ifCancelled:)`` does, for at most `limit` of real time, after which the
    /// race is settled with `timedOut()`: the bound of every wait that the code it waits for may
    /// never end. A dispatch timer rather than a task, since some waits come once per element of
    /// a fast stream, and a timer costs a fraction of a task's start and cancellation.
    func wait(
        atMost limit: Duration, else timedOut: @escaping @Sendable () -> Value,
        ifCancelled cancelled: @escaping @Sendable () -> Value
    ) async -> Value {
        let timer = DispatchWorkItem { [self] in settle(timedOut()) }
        let (seconds, attoseconds) = limit.components
        // Beyond 2^30 s (34 years) a wait is as good as unbounded.
        let nanoseconds =
            Int(min(seconds, 1 << 30)) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        DispatchQueue.global().asyncAfter(
            deadline: .now() + .nanoseconds(nanoseconds), execute: timer)
        let value = await wait(ifCancelled: cancelled)
        timer.cancel()
        return value
    }

    /// Settles the race unless something else did first. `value` is made only then, under the
    /// lock, so that it says how things stood when it won.
    func settle(_ value: @autoclosure () -> Value) {
        lock.withLock {
            guard !isOver else { return }
            isOver = true
            let value = value()
            settled = value
            waiter?.resume(returning: value)
        }
    }
}
