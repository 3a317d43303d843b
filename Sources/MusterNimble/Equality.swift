import Foundation
import Muster

// Nimble's other forms of `equal`: a dictionary written with optional values, `["id": lookup()]`
// where `lookup()` returns `String?`, against one without them; an expected value taken as it
// is, so that `.init(…)` is looked up on the value's type; and `beCloseTo` for `NSDate`. They
// live here rather than in `import Muster`: each is one more overload for the type checker to
// weigh at every call of its name, for forms only suites written for Nimble use.

/// Nimble's `equal` of a dictionary with optional values: the actual dictionary has the same
/// keys and, for each, the value given. A `nil` value is one no dictionary of non-optional
/// values has, so such an expectation never matches.
///
/// ```swift
/// expect(headers).to(equal(["Accept": request.acceptHeader]))  // acceptHeader: String?
/// ```
public func equal<Key: Hashable, Value: Equatable>(_ expected: [Key: Value?]) -> Matcher<
    [Key: Value]
> {
    let present = expected.compactMapValues { $0 }
    guard present.count == expected.count else {
        return Matcher("a value equal to \(value: expected)") { _ in false }.rejectingNil()
    }
    return equal(present)
}

/// Nimble's `equal` taking the expected value as it is: the same as the optional form, for an
/// implicit member such as `.init(id: 3)`, which would otherwise be looked up on `Optional`.
///
/// ```swift
/// expect(state).to(equal(.init(page: 1)))
/// ```
public func equal<T: Equatable>(_ expected: T) -> Matcher<T> {
    Muster.equal(expected as T?)
}

/// Nimble's `beCloseTo` for `NSDate`: no more than `tolerance` seconds apart (default 0.0001).
///
/// ```swift
/// expect(record.modified).to(beCloseTo(NSDate(), within: 1))
/// ```
public func beCloseTo(_ expected: NSDate, within tolerance: TimeInterval = .defaultTolerance)
    -> Matcher<NSDate>
{
    dateCloseness(to: expected as Date, within: tolerance) { $0 as Date }
}
