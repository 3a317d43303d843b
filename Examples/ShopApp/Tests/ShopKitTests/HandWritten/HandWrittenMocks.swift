import MusterMocks
import ShopKit

// The mocks as a team writes them by hand (SHOP_MOCKS=handwritten): a recorder, a member per
// requirement, and each call forwarded; `verify` and `given` reach the members by name and take
// the arguments without labels.

final class CatalogMock: Catalog, Mock {
    let musterRecorder = CallRecorder()
    let product = Member<Int, Product>("product(id:)")
    let currencyGetter = Member<String>("currency")

    func product(id: Int) async throws -> Product { try await callThrowing(product, id) }
    var currency: String { call(currencyGetter) }
}

final class OrderSinkMock: OrderSink, Mock {
    let musterRecorder = CallRecorder()
    let place = Member<[Product], Int, Void>("place(_ products:totalCents:)")

    func place(_ products: [Product], totalCents: Int) async throws {
        try await callThrowing(place, products, totalCents)
    }
}
