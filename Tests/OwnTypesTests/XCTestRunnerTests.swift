import Muster
import MusterMocks
import XCTest

/// The same plain values under XCTest, including a main-actor async test.
final class PlainValuesUnderXCTest: XCTestCase {
    func testPlainValues() {
        let cart = Cart(lines: [mug])
        assertThat(cart.total, Money(cents: 400))
        expect(cart.total).to(Money(cents: 400))
        assertThat(cart.lines, hasItem(mug))
        assertThat(mug, hasProperty(\.category, .kitchen))
    }

    func testFailuresReadAsEqualToWould() {
        let messages = captureFailures {
            assertThat(Cart().total, Money(cents: 400))
        }.map(\.message)
        XCTAssertEqual(messages, ["Expected 4.00 €, but was 0.00 €"])
    }

    @MainActor
    func testMainActorAsync() async throws {
        let model = CartModel()
        await model.add(mug)
        await expect { await model.total }.to(Money(cents: 400))
        let total = try require(model.cart.total).to(Money(cents: 400))
        XCTAssertEqual(total, Money(cents: 400))
    }
}

@MainActor
final class CartModel {
    var cart = Cart()
    var total: Money { get async { cart.total } }
    func add(_ product: Product) async { cart.lines.append(product) }
}
