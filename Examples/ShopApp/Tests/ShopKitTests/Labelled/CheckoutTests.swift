import MusterMocks
import ShopKit
import Testing
import XCTest

@Suite struct CheckoutTests {
    @Test func placesTheOrderWithItsTotal() async throws {
        let catalog = CatalogMock()
        let orders = OrderSinkMock()
        given(catalog).product(id: 1).willReturn(Product(id: 1, name: "mug", cents: 450))
        given(catalog).currency.willReturn("EUR")

        let total = try await Checkout(catalog: catalog, orders: orders).buy([1])

        assertThat(total, equalTo("4.50 EUR"))
        verify(orders).place(hasCount(1), totalCents: 450)
    }

    @Test func anUnstubbedProductFailsTheTestAndSaysHowToStubIt() async throws {
        let failures = await captureFailures {
            _ = try? await Checkout(catalog: CatalogMock(), orders: OrderSinkMock()).buy([7])
        }
        assertThat(
            failures.map(\.message),
            contains(
                "Expected CatalogMock.product(id: 7) to be stubbed, but it was not, and Product "
                    + "has no default value; stub it: given(catalog).product(id: 7).willReturn(…), "
                    + "or make the mock with forwardingTo:"))
    }
}

final class CheckoutXCTests: XCTestCase {
    @MainActor func testPlacesTheOrder() async throws {
        let catalog = CatalogMock()
        let orders = OrderSinkMock()
        given(catalog).product(id: anything()).willAnswer { id in
            Product(id: id, name: "", cents: 100)
        }
        given(catalog).currency.willReturn("EUR")

        let checkout = Checkout(catalog: catalog, orders: orders)
        await expect { try await checkout.buy([1, 2]) }.to(equal("2.00 EUR"))
        verify(orders).place(hasCount(2), totalCents: 200)
    }
}

// What a team adds to a generated mock from its test target: a verification helper.
extension CatalogMock.Verifier {
    /// Verifies that the product `id` was looked up.
    func lookedUp(_ id: Int) { product(id: id) }
}

@Suite struct MockExtensionTests {
    @Test func aTestTargetExtendsTheGeneratedVerifier() async throws {
        let catalog = CatalogMock()
        given(catalog).product(id: 3).willReturn(Product(id: 3, name: "cup", cents: 300))
        _ = try await catalog.product(id: 3)
        verify(catalog).lookedUp(3)
    }
}
