import Foundation

// The instants of Muster's clocks: a duration from the clock's start, one type per clock.

/// A point in the time of a clock of Muster's (``TestClock``, ``ImmediateClock``,
/// ``UnimplementedClock``, ``AnyClock``): how long after the clock's start. `Clock` makes each
/// clock's instants a type of their own, so that one clock's deadline is not given to another.
///
/// ```swift
/// let deadline = TestClock.Instant(offset: .seconds(5))
/// ```
public struct OffsetInstant<Owner>: InstantProtocol, Sendable, CustomStringConvertible {
    /// The time since the clock's start.
    public var offset: Duration

    /// An instant `offset` after the start of a clock.
    ///
    /// ```swift
    /// let deadline = TestClock.Instant(offset: .seconds(5))
    /// ```
    public init(offset: Duration) { self.offset = offset }

    /// This instant moved by `duration`.
    ///
    /// ```swift
    /// clock.now.advanced(by: .seconds(1))
    /// ```
    public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }

    /// The time from this instant to `other`.
    ///
    /// ```swift
    /// start.duration(to: clock.now)  // 3.0 seconds
    /// ```
    public func duration(to other: Self) -> Duration { other.offset - offset }

    /// Whether `lhs` comes before `rhs`.
    ///
    /// ```swift
    /// clock.now < deadline
    /// ```
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }

    /// The time since the clock's start, in seconds: `3.5 s`.
    public var description: String { secondsText(offset) }
}
