import Foundation

// Clocks beside `TestClock` for code that takes a `Clock<Duration>`: one whose sleeps end at
// once, one that fails a test that sleeps on it, one that erases another's type, and a timer on
// any of them.

/// A clock whose sleeps return at once, moving its time to their deadline: for a test that
/// wants the code's waits skipped, not controlled (a ``TestClock`` controls them).
///
/// A cancelled task's sleep throws `CancellationError`, as every clock's does.
///
/// ```swift
/// let clock = ImmediateClock()
/// let service = RetryingService(transport: transport, clock: clock)
/// try await service.connect()  // a backoff of 63 s, at once
/// clock.now  // 63.0 s
/// ```
public final class ImmediateClock: Clock, Sendable {
    /// A point in an immediate clock's time: how long after the clock's start.
    public typealias Instant = OffsetInstant<ImmediateClock>

    private let time: Locked<Instant>

    /// A clock at `now`, zero unless given.
    ///
    /// ```swift
    /// let clock = ImmediateClock()
    /// ```
    public init(now: Instant = Instant(offset: .zero)) { time = Locked(now) }

    /// The clock's time: the latest deadline slept until.
    ///
    /// ```swift
    /// clock.now  // 0.0 s
    /// ```
    public var now: Instant { time.withLock { $0 } }

    /// Zero: every sleep ends at its exact deadline.
    public var minimumResolution: Duration { .zero }

    /// Moves the clock to `deadline`, unless it is there already, and returns after letting other
    /// tasks run; throws `CancellationError` when the task is cancelled.
    ///
    /// ```swift
    /// try await clock.sleep(until: clock.now.advanced(by: .seconds(2)))
    /// ```
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        time.withLock { $0 = max($0, deadline) }
        // Other tasks run between the sleeps of a loop, as they would while it slept.
        await Task.yield()
        try Task.checkCancellation()
    }
}
