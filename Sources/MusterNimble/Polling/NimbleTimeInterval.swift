import Dispatch
import Foundation

/// Nimble's name for the time a poll takes: in Muster it is `Duration`, so that Nimble's
/// spellings and Muster's are one type and the polling verbs need no second set of overloads.
///
/// What Nimble suites write compiles unchanged: `.seconds(2)`, `.milliseconds(50)`,
/// `.microseconds(…)`, `.nanoseconds(…)`, comparisons, and the conversions Muster adds as
/// Nimble has them: `timeInterval`, `dispatchTimeInterval` and `nanoseconds` on `Duration`,
/// `nimbleInterval` on `TimeInterval`, and `Date.advanced(by:)`. A `switch` over Nimble's enum
/// cases does not, and `description` is `Duration`'s (`1.0 seconds`).
///
/// ```swift
/// let patience: NimbleTimeInterval = .seconds(2)
/// expect(box.value).toEventually(equal(3), timeout: patience, pollInterval: .milliseconds(50))
/// ```
public typealias NimbleTimeInterval = Duration

extension Duration {
    /// The duration in seconds, as Foundation counts time.
    ///
    /// ```swift
    /// Duration.milliseconds(1500).timeInterval  // 1.5
    /// ```
    public var timeInterval: TimeInterval { self / .seconds(1) }

    /// The duration in whole nanoseconds, rounded to the nearest; a negative duration counts as
    /// zero, and one longer than `Int64.max` nanoseconds (about 292 years) as that many.
    ///
    /// ```swift
    /// try await Task.sleep(nanoseconds: Duration.milliseconds(5).nanoseconds)  // 5_000_000
    /// ```
    public var nanoseconds: UInt64 {
        let count = wholeNanoseconds
        return count < 0 ? 0 : UInt64(count)
    }

    /// The duration as Dispatch counts time, in the largest unit that holds it whole (rounded
    /// to nanoseconds, and limited to what `Int` holds).
    ///
    /// ```swift
    /// DispatchQueue.main.asyncAfter(deadline: .now() + Duration.milliseconds(20).dispatchTimeInterval) { … }
    /// ```
    public var dispatchTimeInterval: DispatchTimeInterval {
        let count = wholeNanoseconds
        if count % 1_000_000_000 == 0 { return .seconds(Int(clamping: count / 1_000_000_000)) }
        if count % 1_000_000 == 0 { return .milliseconds(Int(clamping: count / 1_000_000)) }
        if count % 1000 == 0 { return .microseconds(Int(clamping: count / 1000)) }
        return .nanoseconds(Int(clamping: count))
    }

    /// Nanoseconds rounded to the nearest, within `Int64`'s range.
    private var wholeNanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let rounded = (attoseconds + (attoseconds < 0 ? -500_000_000 : 500_000_000)) / 1_000_000_000
        let (scaled, overflowed) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        let (count, overflowedAgain) = scaled.addingReportingOverflow(rounded)
        if overflowed || overflowedAgain { return seconds < 0 ? .min : .max }
        return count
    }
}

extension Double {
    /// These seconds as a ``NimbleTimeInterval``, which is a `Duration`: Nimble's conversion
    /// from `TimeInterval`.
    ///
    /// ```swift
    /// let timeout = TimeInterval(2.5).nimbleInterval  // Duration.seconds(2.5)
    /// ```
    public var nimbleInterval: NimbleTimeInterval { .seconds(self) }
}

extension Date {
    /// The date `duration` later (earlier, if negative): Nimble's `advanced(by:)` for a
    /// ``NimbleTimeInterval``.
    ///
    /// ```swift
    /// let deadline = Date().advanced(by: .seconds(2))
    /// ```
    public func advanced(by duration: Duration) -> Date {
        addingTimeInterval(duration.timeInterval)
    }
}
