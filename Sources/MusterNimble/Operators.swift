import Foundation
import Muster

// Nimble's operator forms of `expect`: `expect(x) == y`, `<`, `===`, `≈` and the rest. They live
// here, not in `import Muster`: an operator declared for any type joins the candidates of every
// comparison in a file that imports it. In `import Muster` they made ordinary code cost the
// constraint solver 12 % more (Benchmarks/TypeCheck/operator-cost.sh, 2026-11-27).

/// Approximately equal, for floating-point expectations: `expect(x) ≈ 0.3`.
infix operator ≈ : ComparisonPrecedence
/// A tolerance: `expect(x) ≈ 0.3 ± 0.01`.
infix operator ± : AdditionPrecedence

/// A value and the tolerance around it, written `value ± tolerance`.
///
/// ```swift
/// expect(reading) ≈ 20.0 ± 0.5
/// ```
public struct ApproximateValue<Value: FloatingPoint> {
    /// The value aimed at.
    public let value: Value
    /// The largest difference allowed, inclusive.
    public let tolerance: Value
}

/// Makes `value ± tolerance` for the `≈` operator.
///
/// ```swift
/// expect(reading) ≈ 20.0 ± 0.5
/// ```
public func ± <Value: FloatingPoint>(value: Value, tolerance: Value) -> ApproximateValue<Value> {
    ApproximateValue(value: value, tolerance: tolerance)
}

/// Makes `date ± seconds` for the `≈` and `==` operators on dates.
///
/// ```swift
/// expect(order.createdAt) ≈ now ± 1
/// ```
public func ± (value: Date, tolerance: TimeInterval) -> (expected: Date, delta: TimeInterval) {
    (value, tolerance)
}

extension Expectation {
    /// `expect(x) == nil` is `expect(x).to(beNil())`, for a value of any type. It takes the
    /// standard library's own type for a `nil` on the right, so that it wins over the standard
    /// library's optional comparison, which would compare the expectation and assert nothing.
    ///
    /// ```swift
    /// expect(cache["missing"]) == nil
    /// ```
    @inlinable
    public static func == (lhs: Expectation, rhs: _OptionalNilComparisonType) {
        lhs.to(beNil())
    }

    /// `expect(x) != nil` is `expect(x).toNot(beNil())`, for a value of any type.
    ///
    /// ```swift
    /// expect(session.user) != nil
    /// ```
    @inlinable
    public static func != (lhs: Expectation, rhs: _OptionalNilComparisonType) {
        lhs.toNot(beNil())
    }

    /// `expect(x) == y` is `expect(x).to(equal(y))`.
    ///
    /// ```swift
    /// expect(1 + 1) == 2
    /// ```
    @inlinable
    public static func == (lhs: Expectation, rhs: Value?) where Value: Equatable {
        lhs.to(equal(rhs))
    }

    /// `expect(x) != y` is `expect(x).toNot(equal(y))`.
    ///
    /// ```swift
    /// expect(status) != 500
    /// ```
    @inlinable
    public static func != (lhs: Expectation, rhs: Value?) where Value: Equatable {
        lhs.toNot(equal(rhs))
    }

    /// `expect(work()) == ()` is `expect(work()).to(beVoid())`.
    ///
    /// ```swift
    /// expect(logger.flush()) == ()
    /// ```
    public static func == (lhs: Expectation, rhs: ()) where Value == Void {
        lhs.to(beVoid())
    }

    /// `expect(work()) != ()` is `expect(work()).toNot(beVoid())`, which only `nil` passes.
    ///
    /// ```swift
    /// expect(cache.lastFlush) != ()
    /// ```
    public static func != (lhs: Expectation, rhs: ()) where Value == Void {
        lhs.toNot(beVoid())
    }

    /// `expect(x) < y` is `expect(x).to(beLessThan(y))`.
    ///
    /// ```swift
    /// expect(latency) < 100
    /// ```
    @inlinable
    public static func < (lhs: Expectation, rhs: Value) where Value: Comparable {
        lhs.to(lessThan(rhs))
    }

    /// `expect(x) <= y` is `expect(x).to(beLessThanOrEqualTo(y))`.
    ///
    /// ```swift
    /// expect(retries) <= 3
    /// ```
    @inlinable
    public static func <= (lhs: Expectation, rhs: Value) where Value: Comparable {
        lhs.to(lessThanOrEqualTo(rhs))
    }

    /// `expect(x) > y` is `expect(x).to(beGreaterThan(y))`.
    ///
    /// ```swift
    /// expect(3) > 2
    /// ```
    @inlinable
    public static func > (lhs: Expectation, rhs: Value) where Value: Comparable {
        lhs.to(greaterThan(rhs))
    }

    /// `expect(x) >= y` is `expect(x).to(beGreaterThanOrEqualTo(y))`.
    ///
    /// ```swift
    /// expect(balance) >= 0
    /// ```
    @inlinable
    public static func >= (lhs: Expectation, rhs: Value) where Value: Comparable {
        lhs.to(greaterThanOrEqualTo(rhs))
    }

    /// `expect(a) === b` is `expect(a).to(beIdenticalTo(b))`.
    ///
    /// ```swift
    /// expect(cache.shared) === cache.shared
    /// ```
    @inlinable
    public static func === (lhs: Expectation, rhs: Value?) where Value: AnyObject {
        lhs.to(beIdenticalTo(rhs))
    }

    /// `expect(a) !== b` is `expect(a).toNot(beIdenticalTo(b))`.
    ///
    /// ```swift
    /// expect(copy) !== original
    /// ```
    @inlinable
    public static func !== (lhs: Expectation, rhs: Value?) where Value: AnyObject {
        lhs.toNot(beIdenticalTo(rhs))
    }

    /// `expect(a) === b` for any objects, such as a value of a class-bound protocol type and a
    /// concrete object: `expect(a).to(beIdenticalTo(b))`.
    ///
    /// ```swift
    /// expect(view.delegate) === controller
    /// ```
    @_disfavoredOverload
    public static func === (lhs: Expectation, rhs: AnyObject?) where Value == AnyObject {
        lhs.to(beIdenticalTo(rhs))
    }

    /// `expect(a) !== b` for any objects: `expect(a).toNot(beIdenticalTo(b))`.
    ///
    /// ```swift
    /// expect(view.delegate) !== otherController
    /// ```
    @_disfavoredOverload
    public static func !== (lhs: Expectation, rhs: AnyObject?) where Value == AnyObject {
        lhs.toNot(beIdenticalTo(rhs))
    }

    /// `expect(x) ≈ y` is `expect(x).to(beCloseTo(y))`, within the default tolerance 0.0001.
    ///
    /// ```swift
    /// expect(0.1 + 0.2) ≈ 0.3
    /// ```
    public static func ≈ (lhs: Expectation, rhs: Value) where Value: FloatingPoint {
        lhs.to(closeTo(rhs, .defaultTolerance))
    }

    /// `expect(x) ≈ y ± d` is `expect(x).to(beCloseTo(y, within: d))`.
    ///
    /// ```swift
    /// expect(reading) ≈ 20.0 ± 0.5
    /// ```
    public static func ≈ (lhs: Expectation, rhs: ApproximateValue<Value>)
    where Value: FloatingPoint {
        lhs.to(closeTo(rhs.value, rhs.tolerance))
    }

    /// `expect(x) ≈ (y, d)` is `expect(x).to(beCloseTo(y, within: d))`, Nimble's tuple form.
    ///
    /// ```swift
    /// expect(reading) ≈ (20.0, 0.5)
    /// ```
    public static func ≈ (lhs: Expectation, rhs: (expected: Value, delta: Value))
    where Value: FloatingPoint {
        lhs.to(closeTo(rhs.expected, rhs.delta))
    }

    /// `expect(x) == y ± d` is `expect(x).to(beCloseTo(y, within: d))`, as in Nimble.
    ///
    /// ```swift
    /// expect(reading) == 20.0 ± 0.5
    /// ```
    public static func == (lhs: Expectation, rhs: ApproximateValue<Value>)
    where Value: FloatingPoint {
        lhs.to(closeTo(rhs.value, rhs.tolerance))
    }

    /// `expect(x) == (y, d)`, Nimble's other spelling of `expect(x) ≈ (y, d)`.
    ///
    /// ```swift
    /// expect(reading) == (20.0, 0.5)
    /// ```
    public static func == (lhs: Expectation, rhs: (expected: Value, delta: Value))
    where Value: FloatingPoint {
        lhs.to(closeTo(rhs.expected, rhs.delta))
    }

    /// `expect(xs) ≈ ys` is `expect(xs).to(beCloseTo(ys))`: the same count, and each value
    /// within the default tolerance 0.0001 of the expected one.
    ///
    /// ```swift
    /// expect([0.1 + 0.2, 1.0]) ≈ [0.3, 1.0]
    /// ```
    public static func ≈ <Element: FloatingPoint>(lhs: Expectation, rhs: [Element])
    where Value == [Element] {
        lhs.to(beCloseTo(rhs))
    }

    /// `expect(date) ≈ other` is `expect(date).to(beCloseTo(other))`, within 0.0001 seconds.
    ///
    /// ```swift
    /// expect(decoded.createdAt) ≈ original.createdAt
    /// ```
    public static func ≈ (lhs: Expectation, rhs: Date) where Value == Date {
        lhs.to(beCloseTo(rhs))
    }

    /// `expect(date) ≈ (other, seconds)`, or `≈ other ± seconds`, is
    /// `expect(date).to(beCloseTo(other, within: seconds))`.
    ///
    /// ```swift
    /// expect(order.createdAt) ≈ (now, 1)
    /// ```
    public static func ≈ (lhs: Expectation, rhs: (expected: Date, delta: TimeInterval))
    where Value == Date {
        lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
    }

    /// `expect(date) == other ± seconds` is `expect(date).to(beCloseTo(other, within: seconds))`,
    /// as in Nimble.
    ///
    /// ```swift
    /// expect(order.createdAt) == now ± 1
    /// ```
    public static func == (lhs: Expectation, rhs: (expected: Date, delta: TimeInterval))
    where Value == Date {
        lhs.to(beCloseTo(rhs.expected, within: rhs.delta))
    }
}

/// `expect(array) == [a, b]`, with the expected elements' type deciding the comparison, so that
/// `[String]` compares with `[lookup()]` where `lookup()` returns `String?`.
///
/// ```swift
/// expect(names) == [user.nickname]  // nickname: String?
/// ```
@_disfavoredOverload
public func == <Element: Equatable>(lhs: Expectation<[Element]>, rhs: [Element]?) {
    lhs.to(equal(rhs))
}

/// `expect(array) != [a, b]`, with the expected elements' type deciding the comparison.
///
/// ```swift
/// expect(names) != [user.nickname]
/// ```
@_disfavoredOverload
public func != <Element: Equatable>(lhs: Expectation<[Element]>, rhs: [Element]?) {
    lhs.toNot(equal(rhs))
}

/// `expect(dictionary) == [k: v]`, with the expected values' type deciding the comparison, so
/// that `[String: String]` compares with `["id": lookup()]` where `lookup()` returns `String?`.
///
/// ```swift
/// expect(headers) == ["Accept": request.acceptHeader]
/// ```
@_disfavoredOverload
public func == <Key: Hashable, Value: Equatable>(
    lhs: Expectation<[Key: Value]>, rhs: [Key: Value]?
) {
    lhs.to(equal(rhs))
}

/// `expect(dictionary) != [k: v]`, with the expected values' type deciding the comparison.
///
/// ```swift
/// expect(headers) != ["Accept": request.acceptHeader]
/// ```
@_disfavoredOverload
public func != <Key: Hashable, Value: Equatable>(
    lhs: Expectation<[Key: Value]>, rhs: [Key: Value]?
) {
    lhs.toNot(equal(rhs))
}
