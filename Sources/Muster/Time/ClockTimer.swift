import Foundation

// A timer on any clock of `Duration`: the ticks a repeating refresh waits for.

extension Clock where Duration == Swift.Duration {
    /// The instants of a timer that fires every `interval` on this clock, the first one interval
    /// from the start of iteration: what a repeating refresh is written with, and what a
    /// ``TestClock`` moves through as it moves any other sleep.
    ///
    /// Each instant is the deadline of its tick, so a late tick does not shift the next; a
    /// cancelled task's iteration ends. An interval that is not positive ends it at once.
    ///
    /// ```swift
    /// for await _ in clock.timer(interval: .seconds(30)) { await model.refresh() }
    /// ```
    public func timer(interval: Duration) -> ClockTimer<Self> {
        ClockTimer(clock: self, interval: interval)
    }
}

/// The ticks of `clock.timer(interval:)`: the instants at which the timer fired.
///
/// ```swift
/// var ticks = clock.timer(interval: .seconds(1)).makeAsyncIterator()
/// await ticks.next()  // 1.0 s
/// ```
public struct ClockTimer<Base: Clock>: AsyncSequence, Sendable where Base.Duration == Duration {
    let clock: Base
    let interval: Duration

    /// Reads the ticks, one sleep each.
    ///
    /// ```swift
    /// var ticks = clock.timer(interval: .seconds(1)).makeAsyncIterator()
    /// ```
    public func makeAsyncIterator() -> Iterator { Iterator(clock: clock, interval: interval) }

    /// Sleeps until each tick and returns its instant.
    ///
    /// ```swift
    /// let tick = await ticks.next()
    /// ```
    public struct Iterator: AsyncIteratorProtocol {
        let clock: Base
        let interval: Duration
        var last: Base.Instant?

        /// The next tick, once the clock reaches it; `nil` once the task is cancelled.
        ///
        /// ```swift
        /// await ticks.next()  // 2.0 s
        /// ```
        public mutating func next() async -> Base.Instant? {
            guard interval > .zero else { return nil }
            let deadline = (last ?? clock.now).advanced(by: interval)
            do { try await clock.sleep(until: deadline, tolerance: nil) } catch { return nil }
            last = deadline
            return deadline
        }
    }
}
