// The protocols as SHOP_MOCKS=generated and SHOP_MOCKS=handwritten build them: plain
// protocols, the module depends on nothing of Muster.

/// Where products come from.
/// @mockable
public protocol Catalog: Sendable {
    func product(id: Int) async throws -> Product
    var currency: String { get }
}

/// Where orders go.
/// @mockable
public protocol OrderSink: Sendable {
    func place(_ products: [Product], totalCents: Int) async throws
}

