import Foundation
import Muster
import XCTest

/// The trap matcher under XCTest, as an app's suite uses it: a trap that happens inside an
/// exclusive access, a lock or a burst of allocations, each followed by tests that use the
/// same things again. XCTest runs a class's tests in the order they are declared here.
final class TrapsXCTests: XCTestCase {
    private struct Cart {
        var items: [String] = []
        mutating func add(_ item: String, quantity: Int) {
            precondition(quantity > 0, "quantity must be positive")
            items += Array(repeating: item, count: quantity)
        }
    }

    private static let sharedLock = NSLock()
    nonisolated(unsafe) private static var sharedCart = Cart()

    func test1_trapInsideAMutatingCallOnACapturedVar() {
        var cart = Cart()
        expect { cart.add("mug", quantity: 0) }.to(traps(withMessage: "quantity must be positive"))
        cart.add("mug", quantity: 1)
        XCTAssertEqual(cart.items, ["mug"])
    }

    func test2_trapInsideAMutatingCallOnAStaticVar() {
        expect { Self.sharedCart.add("mug", quantity: -1) }.to(traps())
    }

    func test3_theStaticVarIsStillAccessible() {
        Self.sharedCart.add("cup", quantity: 2)
        XCTAssertEqual(Self.sharedCart.items, ["cup", "cup"])
    }

    func test4_trapWhileHoldingALock() {
        expect {
            Self.sharedLock.lock()
            _ = [Int]()[0]
        }.to(traps(withMessage: "Index out of range"))
    }

    func test5_theLockIsFree() {
        XCTAssertTrue(Self.sharedLock.try())
        Self.sharedLock.unlock()
    }

    func test6_trapInTheMiddleOfAllocating() {
        assertThat(
            (1...5_000).map { [UInt8](repeating: 0, count: $0) }[5_000], traps())
    }

    func test7_allocationStillWorks() {
        let blocks = (1...5_000).map { [UInt8](repeating: 1, count: $0) }
        XCTAssertEqual(blocks.map(\.count).reduce(0, +), 12_502_500)
    }

    func test8_failuresReachXCTest() {
        let failures = captureFailures { expect { 1 }.to(traps()) }
        XCTAssertEqual(failures.map(\.message), ["Expected a trap, but returned 1"])
    }
}
