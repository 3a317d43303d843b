import ShopKit

struct ShelfCatalog: Catalog {
    let currency = "EUR"
    func product(id: Int) async throws -> Product {
        Product(id: id, name: "item \(id)", cents: 250 * id)
    }
}

struct PrintedOrders: OrderSink {
    func place(_ products: [Product], totalCents: Int) async throws {
        print("placed \(products.count) products")
    }
}

let checkout = Checkout(catalog: ShelfCatalog(), orders: PrintedOrders())
print(try await checkout.buy([1, 2]))
