import Foundation
import Muster
import Testing

/// `assertChange`: the change an operation makes, exactly, located field by field.
@Suite struct AssertChangeTests {
    private final class Cart {
        var count = 1
        var total = 400
        var updatedAt = Date(timeIntervalSince1970: 0)
        func add(_ price: Int) {
            count += 1
            total += price
        }
        func addStamping(_ price: Int) {
            add(price)
            updatedAt = Date(timeIntervalSince1970: 60)
        }
    }

    /// Not `Equatable`: compared field by field.
    private struct Snapshot {
        var count: Int
        var total: Int
        var updatedAt: Date
    }

    private static func snapshot(_ cart: Cart) -> Snapshot {
        Snapshot(count: cart.count, total: cart.total, updatedAt: cart.updatedAt)
    }

    @Test func theChangeDescribedPasses() {
        let cart = Cart()
        let failures = captureFailures {
            assertChange(of: Self.snapshot(cart), by: { cart.add(400) }) {
                $0.count = 2
                $0.total = 800
            }
        }
        #expect(failures.isEmpty)
    }

    @Test func fieldsLeftOutAndComparisonOptions() {
        let cart = Cart()
        let failures = captureFailures {
            assertChange(
                of: Self.snapshot(cart), by: { cart.addStamping(300) }, ignoring: [\.updatedAt]
            ) {
                $0.count = 2
                $0.total = 700
            }
            assertChange(
                of: Self.snapshot(cart), by: { cart.addStamping(1) },
                comparing: .fieldByField(ignoringFieldsNamed: ["updatedAt"])
            ) {
                $0.count = 3
                $0.total = 701
            }
            assertChange(
                of: Self.snapshot(cart), by: { cart.addStamping(0) }, ignoring: [\.updatedAt]
            ) {
                $0.count = 5
            }
        }
        #expect(
            failures.map(\.message) == [
                "Expected the change to give Snapshot(count: 5, total: 701) compared field by "
                    + "field ignoring \\.updatedAt, "
                    + "but differed at .count: expected 5, was 4"
            ])
    }

    @Test func aFieldThatChangedOtherwiseOrTooIsNamed() {
        let cart = Cart()
        let failures = captureFailures {
            assertChange(of: Self.snapshot(cart), by: { cart.addStamping(300) }) {
                $0.count = 2
                $0.total = 800
            }
        }
        #expect(
            failures.map(\.message) == [
                """
                Expected the change to give Snapshot(count: 2, total: 800, updatedAt: \
                1970-01-01 00:00:00 +0000) compared field by field, but differed at .total, \
                .updatedAt:
                  .total: expected 800, was 700
                  .updatedAt: expected 1970-01-01 00:00:00 +0000, was 1970-01-01 00:01:00 +0000, \
                1 minute later
                """
            ])
    }

    @Test func nothingChangedFails() {
        let cart = Cart()
        let failures = captureFailures {
            assertChange(of: cart.count, by: {}, message: "adding nothing") { _ in }
        }
        #expect(
            failures.map(\.message) == ["adding nothing\nExpected a change, but nothing changed"])
    }

    @Test func anErrorIsAFailureNamingIt() {
        struct Offline: Error {}
        let failures = captureFailures {
            assertChange(of: 1, by: { throw Offline() }) { $0 = 2 }
        }
        #expect(failures.map(\.message) == ["Expected a change, but threw error Offline()"])
    }

    @Test func anActorsStateChangesAsDescribed() async {
        actor Counter {
            var value = 0
            func bump(by step: Int) { value += step }
        }
        let counter = Counter()
        let failures = await captureFailures {
            await assertChange(of: { await counter.value }, by: { await counter.bump(by: 2) }) {
                $0 = 2
            }
            await assertChange(of: { await counter.value }, by: { await counter.bump(by: 2) }) {
                $0 += 3
            }
        }
        #expect(
            failures.map(\.message) == [
                "Expected the change to give 5 compared field by field, but was 4"
            ])
    }
}
