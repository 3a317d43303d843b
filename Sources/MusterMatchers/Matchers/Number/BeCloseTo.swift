import Foundation

/// Nimble's `beCloseTo` for arrays: the same count, and each value within `tolerance` of the
/// expected one at its index (default 0.0001). The mismatch names every value that is too far
/// off.
///
/// ```swift
/// expect([1.0, 2.5]).to(beCloseTo([1.0001, 2.0], within: 0.001))
/// // Expected an array with each value within 0.001 of [1.0001, 2.0], but item 1: was 2.5, …
/// ```
public func beCloseTo<T: FloatingPoint>(_ expected: [T], within tolerance: T = .defaultTolerance)
    -> Matcher<[T]>
{
    Matcher(describe: {
        $0.append("an array with each value within \(value: tolerance) of \(value: expected)")
    }) { actual in
        guard actual.count == expected.count else {
            return .mismatch { description in
                description.append(actual.count == 1 ? "had 1 value" : "had \(actual.count) values")
                description.append(" instead of \(describing: expected.count): \(value: actual)")
            }
        }
        var failures = FailingItems()
        for (index, (value, target)) in zip(actual, expected).enumerated() {
            let result = closeTo(target, tolerance).match(value)
            if !result.isMatch { failures.record(result, at: index) }
        }
        return failures.result
    }.rejectingNil()
}

/// Nimble's `beCloseTo` for dates: no more than `tolerance` seconds apart (default 0.0001).
///
/// ```swift
/// expect(order.createdAt).to(beCloseTo(Date(), within: 1))
/// // Expected a date within 1.0 seconds of …, but was …, 2.0 seconds apart
/// ```
public func beCloseTo(_ expected: Date, within tolerance: TimeInterval = .defaultTolerance)
    -> Matcher<Date>
{
    dateCloseness(to: expected, within: tolerance) { $0 }
}

/// A matcher of dates of any representation (`Date`, `NSDate`) no more than `tolerance` seconds
/// from `expected`.
package func dateCloseness<Subject>(
    to expected: Date, within tolerance: TimeInterval, _ date: @escaping (Subject) -> Date
) -> Matcher<Subject> {
    Matcher(describe: {
        $0.append("a date within \(value: tolerance) seconds of \(value: expected)")
    }) { actual in
        let difference = abs(date(actual).timeIntervalSince(expected))
        return difference <= tolerance
            ? .match : .mismatch("was \(value: actual), \(value: difference) seconds apart")
    }.rejectingNil()
}

extension FloatingPoint {
    /// The tolerance `beCloseTo` and `≈` use when none is given: 0.0001, as in Nimble.
    @usableFromInline
    package static var defaultTolerance: Self { 1 / 10_000 }
}

/// Nimble's `beCloseTo` for Foundation numbers: the number's `doubleValue` within `tolerance` of
/// the expected one's (default 0.0001), bounds included.
///
/// ```swift
/// expect(reading as NSNumber).to(beCloseTo(20.0, within: 0.5))
/// ```
@_disfavoredOverload
public func beCloseTo(_ expected: NSNumber, within tolerance: Double = .defaultTolerance)
    -> Matcher<NSNumber>
{
    let matcher = closeTo(expected.doubleValue, tolerance)
    return Matcher(describe: matcher.describe(into:)) { matcher.match($0.doubleValue) }
        .rejectingNil()
}
