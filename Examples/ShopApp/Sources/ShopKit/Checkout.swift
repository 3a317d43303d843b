import Foundation

/// A product and its price in cents.
public struct Product: Equatable, Sendable {
    public let id: Int
    public let name: String
    public let cents: Int

    public init(id: Int, name: String, cents: Int) {
        self.id = id
        self.name = name
        self.cents = cents
    }
}

/// Totals a basket and places the order.
public struct Checkout: Sendable {
    let catalog: any Catalog
    let orders: any OrderSink

    public init(catalog: any Catalog, orders: any OrderSink) {
        self.catalog = catalog
        self.orders = orders
    }

    /// Places an order for `ids` and returns its total, formatted.
    public func buy(_ ids: [Int]) async throws -> String {
        var products: [Product] = []
        for id in ids { products.append(try await catalog.product(id: id)) }
        let total = products.map(\.cents).reduce(0, +)
        try await orders.place(products, totalCents: total)
        return "\(total / 100).\(String(format: "%02d", total % 100)) \(catalog.currency)"
    }
}
