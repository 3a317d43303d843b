import Foundation
import Muster

// Nimble's operator forms on an asynchronous expectation: `await expect { … } == y`. Each awaits
// the value once, on the caller's actor (`nonisolated(nonsending)`), so an expression that
// reads actor state needs no hop and sends nothing across.

extension AsyncExpectation {
    /// `await expect { … } == nil` is `await expect { … }.to(beNil())`, for a value of any type.
    ///
    /// ```swift
    /// await expect { await cache.entry("missing") } == nil
    /// ```
    public static nonisolated(nonsending) func == (
        lhs: AsyncExpectation, rhs: _OptionalNilComparisonType
    ) async {
        await lhs.to(beNil())
    }

    /// `await expect { … } != nil` is `await expect { … }.toNot(beNil())`.
    ///
    /// ```swift
    /// await expect { await session.user } != nil
    /// ```
    public static nonisolated(nonsending) func != (
        lhs: AsyncExpectation, rhs: _OptionalNilComparisonType
    ) async {
        await lhs.toNot(beNil())
    }

    /// `await expect { … } == y` is `await expect { … }.to(equal(y))`.
    ///
    /// ```swift
    /// await expect { await counter.value } == 3
    /// ```
    public static nonisolated(nonsending) func == (lhs: AsyncExpectation, rhs: Value?) async
    where Value: Equatable {
        await lhs.to(equal(rhs))
    }

    /// `await expect { … } != y` is `await expect { … }.toNot(equal(y))`.
    ///
    /// ```swift
    /// await expect { await response.status } != 500
    /// ```
    public static nonisolated(nonsending) func != (lhs: AsyncExpectation, rhs: Value?) async
    where Value: Equatable {
        await lhs.toNot(equal(rhs))
    }

    /// `await expect { … } < y` is `await expect { … }.to(beLessThan(y))`.
    ///
    /// ```swift
    /// await expect { await monitor.latency } < 100
    /// ```
    public static nonisolated(nonsending) func < (lhs: AsyncExpectation, rhs: Value) async
    where Value: Comparable {
        await lhs.to(lessThan(rhs))
    }

    /// `await expect { … } <= y` is `await expect { … }.to(beLessThanOrEqualTo(y))`.
    ///
    /// ```swift
    /// await expect { await queue.count } <= 10
    /// ```
    public static nonisolated(nonsending) func <= (lhs: AsyncExpectation, rhs: Value) async
    where Value: Comparable {
        await lhs.to(lessThanOrEqualTo(rhs))
    }

    /// `await expect { … } > y` is `await expect { … }.to(beGreaterThan(y))`.
    ///
    /// ```swift
    /// await expect { await feed.items.count } > 0
    /// ```
    public static nonisolated(nonsending) func > (lhs: AsyncExpectation, rhs: Value) async
    where Value: Comparable {
        await lhs.to(greaterThan(rhs))
    }

    /// `await expect { … } >= y` is `await expect { … }.to(beGreaterThanOrEqualTo(y))`.
    ///
    /// ```swift
    /// await expect { await account.balance } >= 0
    /// ```
    public static nonisolated(nonsending) func >= (lhs: AsyncExpectation, rhs: Value) async
    where Value: Comparable {
        await lhs.to(greaterThanOrEqualTo(rhs))
    }

    /// `await expect { … } === object` is `await expect { … }.to(beIdenticalTo(object))`.
    ///
    /// ```swift
    /// await expect { await registry.current } === session
    /// ```
    public static nonisolated(nonsending) func === (lhs: AsyncExpectation, rhs: Value?) async
    where Value: AnyObject {
        await lhs.to(beIdenticalTo(rhs))
    }

    /// `await expect { … } !== object` is `await expect { … }.toNot(beIdenticalTo(object))`.
    ///
    /// ```swift
    /// await expect { await registry.current } !== staleSession
    /// ```
    public static nonisolated(nonsending) func !== (lhs: AsyncExpectation, rhs: Value?) async
    where Value: AnyObject {
        await lhs.toNot(beIdenticalTo(rhs))
    }

    /// `await expect { … } ≈ y` is `await expect { … }.to(beCloseTo(y))`, within Nimble's
    /// default tolerance.
    ///
    /// ```swift
    /// await expect { await sensor.reading } ≈ 20.0
    /// ```
    public static nonisolated(nonsending) func ≈ (lhs: AsyncExpectation, rhs: Value) async
    where Value: FloatingPoint {
        await lhs.to(closeTo(rhs, .defaultTolerance))
    }

    /// `await expect { … } ≈ y ± d` is `await expect { … }.to(beCloseTo(y, within: d))`.
    ///
    /// ```swift
    /// await expect { await sensor.reading } ≈ 20.0 ± 0.5
    /// ```
    public static nonisolated(nonsending) func ≈ (
        lhs: AsyncExpectation, rhs: ApproximateValue<Value>
    ) async where Value: FloatingPoint {
        await lhs.to(closeTo(rhs.value, rhs.tolerance))
    }

    /// `await expect { … } == y ± d`, Nimble's other spelling of `≈`.
    ///
    /// ```swift
    /// await expect { await sensor.reading } == 20.0 ± 0.5
    /// ```
    public static nonisolated(nonsending) func == (
        lhs: AsyncExpectation, rhs: ApproximateValue<Value>
    ) async where Value: FloatingPoint {
        await lhs.to(closeTo(rhs.value, rhs.tolerance))
    }
}
