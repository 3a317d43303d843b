import MusterMocks
import ShopKit
import Testing
import XCTest

@Suite struct CheckoutTests {
    @Test func placesTheOrderWithItsTotal() async throws {
        let catalog = CatalogMock()
        let orders = OrderSinkMock()
        given(catalog).product(1).willReturn(Product(id: 1, name: "mug", cents: 450))
        given(catalog).currencyGetter().willReturn("EUR")

        let total = try await Checkout(catalog: catalog, orders: orders).buy([1])

        assertThat(total, equalTo("4.50 EUR"))
        verify(orders).place(hasCount(1), 450)
    }
}

final class CheckoutXCTests: XCTestCase {
    @MainActor func testPlacesTheOrder() async throws {
        let catalog = CatalogMock()
        let orders = OrderSinkMock()
        given(catalog).product(anything()).willAnswer { id in
            Product(id: id, name: "", cents: 100)
        }
        given(catalog).currencyGetter().willReturn("EUR")

        let checkout = Checkout(catalog: catalog, orders: orders)
        await expect { try await checkout.buy([1, 2]) }.to(equal("2.00 EUR"))
        verify(orders).place(hasCount(2), 200)
    }
}
