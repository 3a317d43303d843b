// Nimble's names for Muster's equality, identity, comparison and closeness matchers, so that a
// Nimble suite moves over by changing its import. Each is a forward to the matcher it names;
// Nimble names that need code of their own (`equal`, `beIdenticalTo`, `beCloseTo` for arrays
// and dates) live with their families.

/// Nimble's `be`: ``beIdenticalTo(_:)->Matcher<T>``.
///
/// ```swift
/// expect(session).to(be(Session.shared))
/// ```
public func be<T: AnyObject>(_ expected: T?) -> Matcher<T> { beIdenticalTo(expected) }

/// Nimble's `be` for any objects: ``beIdenticalTo(_:)->Matcher<AnyObject>``.
///
/// ```swift
/// expect(view.delegate).to(be(controller))
/// ```
@_disfavoredOverload
public func be(_ expected: AnyObject?) -> Matcher<AnyObject> { beIdenticalTo(expected) }

/// Nimble's `beGreaterThan`: ``greaterThan(_:)``.
///
/// ```swift
/// expect(score).to(beGreaterThan(10))
/// ```
@inlinable
public func beGreaterThan<T: Comparable>(_ value: T) -> Matcher<T> {
    greaterThan(value).rejectingNil()
}

/// Nimble's `beGreaterThanOrEqualTo`: ``greaterThanOrEqualTo(_:)``.
///
/// ```swift
/// expect(balance).to(beGreaterThanOrEqualTo(0))
/// ```
@inlinable
public func beGreaterThanOrEqualTo<T: Comparable>(_ value: T) -> Matcher<T> {
    greaterThanOrEqualTo(value).rejectingNil()
}

/// Nimble's `beLessThan`: ``lessThan(_:)``.
///
/// ```swift
/// expect(latency).to(beLessThan(100))
/// ```
@inlinable
public func beLessThan<T: Comparable>(_ value: T) -> Matcher<T> { lessThan(value).rejectingNil() }

/// Nimble's `beLessThanOrEqualTo`: ``lessThanOrEqualTo(_:)``.
///
/// ```swift
/// expect(retries).to(beLessThanOrEqualTo(3))
/// ```
@inlinable
public func beLessThanOrEqualTo<T: Comparable>(_ value: T) -> Matcher<T> {
    lessThanOrEqualTo(value).rejectingNil()
}

/// Nimble's `beCloseTo`: ``closeTo(_:_:)-(T,T)``, with a default tolerance of 0.0001. Muster's
/// tolerance is inclusive; Nimble's is strict for single values.
///
/// ```swift
/// expect(1.2).to(beCloseTo(1.1, within: 0.1))
/// ```
public func beCloseTo<T: FloatingPoint>(_ expected: T, within tolerance: T = .defaultTolerance)
    -> Matcher<T>
{
    closeTo(expected, tolerance).rejectingNil()
}

/// Nimble's `beWithin`: ``inRange(_:)-(Range<T>)``.
///
/// ```swift
/// expect(age).to(beWithin(0..<150))
/// ```
public func beWithin<T: Comparable>(_ range: Range<T>) -> Matcher<T> {
    inRange(range).rejectingNil()
}

/// Nimble's `beWithin` for a closed range: ``inRange(_:)-(ClosedRange<T>)``.
///
/// ```swift
/// expect(percent).to(beWithin(0...100))
/// ```
public func beWithin<T: Comparable>(_ range: ClosedRange<T>) -> Matcher<T> {
    inRange(range).rejectingNil()
}

/// Nimble's spelling of ``equalTo(_:ignoring:_:comparing:)``: matches a value equal to
/// `expected` field by field, leaving out the fields the key paths name; `nil` fails it under
/// `to` and `toNot` alike.
///
/// ```swift
/// expect(order).to(equal(expected, ignoring: \.id, \.updatedAt))
/// ```
public func equal<T>(
    _ expected: T, ignoring keyPath: PartialKeyPath<T>, _ moreKeyPaths: PartialKeyPath<T>...,
    comparing comparison: RecursiveComparison<T> = .fieldByField
) -> Matcher<T> {
    fieldByFieldMatcher(expected, ignoring: [keyPath] + moreKeyPaths, comparison).rejectingNil()
}

/// Nimble's spelling of ``equalTo(_:comparing:)``: matches a value equal to `expected` field by
/// field, tuned by `comparison`; `nil` fails it under `to` and `toNot` alike.
///
/// ```swift
/// expect(reading).to(equal(expected, comparing: .fieldByField(tolerance: 0.001)))
/// ```
public func equal<T>(_ expected: T, comparing comparison: RecursiveComparison<T>) -> Matcher<T> {
    fieldByFieldMatcher(expected, ignoring: [], comparison).rejectingNil()
}
