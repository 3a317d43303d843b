import Foundation
import MusterMockable

// An app team's own types: Equatable, and nothing Muster-specific declared on them.

struct Money: Equatable, Sendable, CustomStringConvertible {
    var cents: Int
    var description: String { "\(cents / 100).\(String(format: "%02d", cents % 100)) €" }
}

enum Category: Equatable, Hashable, Sendable { case kitchen, garden }

enum CartError: Error, Equatable { case empty, tooMany(Int) }

struct Address: Equatable, Sendable { var city: String }

struct Product: Equatable, Sendable {
    var name: String
    var price: Money
    var category: Category?
    var address: Address?
    var tags: [String] = []
    var itemCount: Int { tags.count }
}

struct Cart: Sendable {
    var lines: [Product] = []
    var total: Money { Money(cents: lines.reduce(0) { $0 + $1.price.cents }) }

    func checkout() throws -> Money {
        if lines.isEmpty { throw CartError.empty }
        if lines.count > 3 { throw CartError.tooMany(lines.count) }
        return total
    }
}

@Mockable
protocol PriceList: Sendable {
    func price(of category: Category) -> Money
    func record(_ money: Money, for category: Category)
    func quote(for category: Category) async throws -> Money
    func isOpen(on day: Int) -> Bool
    func currency() async -> String
}
