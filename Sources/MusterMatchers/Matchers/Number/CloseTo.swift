import Foundation

/// Matches a floating-point number within `delta` of `value`, bounds included. NaN never
/// matches; an infinity matches only the same infinity.
///
/// ```swift
/// assertThat(2.0, closeTo(1.5, 0.25))
/// // Expected a numeric value within 0.25 of 1.5, but was 2.0, which differs by 0.5
/// ```
@inlinable
public func closeTo<T: FloatingPoint>(_ value: T, _ delta: T) -> Matcher<T> {
    Matcher("a numeric value within \(value: delta) of \(value: value)") { actual in
        let difference = (actual - value).magnitude
        // Equal values are settled without the difference: infinity minus infinity is NaN.
        if actual == value ? delta >= 0 : difference <= delta { return .match }
        return .mismatch { description in
            description.appendWas(actual)
            if !difference.isNaN {
                description.append(", which differs by ")
                description.appendValue(difference)
            }
        }
    }
}

/// Matches a `Decimal` within `delta` of `value`, bounds included. NaN never matches.
///
/// ```swift
/// assertThat(Decimal(string: "1.52")!, closeTo(Decimal(string: "1.5")!, Decimal(string: "0.01")!))
/// // Expected a numeric value within 0.01 of 1.5, but was 1.52, which differs by 0.02
/// ```
public func closeTo(_ value: Decimal, _ delta: Decimal) -> Matcher<Decimal> {
    Matcher("a numeric value within \(value: delta) of \(value: value)") { actual in
        // Decimal's NaN compares equal to, and less than, everything, so it is ruled out first.
        if actual.isNaN || value.isNaN || delta.isNaN { return .mismatch(was: actual) }
        let difference = (actual - value).magnitude
        if difference <= delta { return .match }
        return .mismatch("was \(value: actual), which differs by \(value: difference)")
    }
}

/// Matches a date no more than `delta` seconds from `value`, bounds included.
///
/// ```swift
/// assertThat(order.createdAt, closeTo(Date(), 0.5))
/// // Expected a date within 0.5 seconds of 2026-11-28 15:00:00 +0000, but was 2026-11-28 15:00:02 +0000, 2.0 seconds apart
/// ```
public func closeTo(_ value: Date, _ delta: TimeInterval) -> Matcher<Date> {
    Matcher("a date within \(value: delta) seconds of \(value: value)") { actual in
        let difference = abs(actual.timeIntervalSince(value))
        if difference <= delta { return .match }
        return .mismatch("was \(value: actual), \(value: difference) seconds apart")
    }
}
