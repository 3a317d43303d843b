import Foundation

/// A clock of `Duration` whose type is erased: for an API that needs one concrete clock type
/// (a stored property of a generic type, a `some Clock` that must be the same in tests and in
/// the app) where the app passes a `ContinuousClock` and the test a ``TestClock``.
///
/// Its instants count from when it was made: ``now`` starts at zero, whatever the clock it
/// wraps, and a sleep until an instant sleeps on that clock until the same moment.
///
/// ```swift
/// let clock = AnyClock(TestClock())
/// let poller = Poller(clock: clock)  // Poller<AnyClock>, in the app Poller(clock: AnyClock(.continuous))
/// ```
public struct AnyClock: Clock, Sendable {
    /// A point in the clock's time: how long after the clock was made.
    public typealias Instant = OffsetInstant<AnyClock>

    private let elapsed: @Sendable () -> Duration
    private let sleepFor: @Sendable (Duration, Duration?) async throws -> Void
    private let resolution: Duration

    /// Wraps `clock`, from its time now.
    ///
    /// ```swift
    /// let clock = AnyClock(ContinuousClock())
    /// ```
    public init<Base: Clock<Duration>>(_ clock: Base) {
        let start = clock.now
        elapsed = { start.duration(to: clock.now) }
        sleepFor = { offset, tolerance in
            try await clock.sleep(until: start.advanced(by: offset), tolerance: tolerance)
        }
        resolution = clock.minimumResolution
    }

    /// The time since the clock was made, on the clock it wraps.
    ///
    /// ```swift
    /// clock.now  // 0.0 s
    /// ```
    public var now: Instant { Instant(offset: elapsed()) }

    /// The wrapped clock's.
    public var minimumResolution: Duration { resolution }

    /// Sleeps on the wrapped clock until the moment `deadline` names.
    ///
    /// ```swift
    /// try await clock.sleep(until: clock.now.advanced(by: .seconds(2)))
    /// ```
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await sleepFor(deadline.offset, tolerance)
    }
}
