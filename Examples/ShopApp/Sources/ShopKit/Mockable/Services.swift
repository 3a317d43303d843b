// The protocols as SHOP_MOCKS=macro builds them: `@Mockable` writes their mocks here.
import MusterMockable

/// Where products come from.
@Mockable
public protocol Catalog: Sendable {
    func product(id: Int) async throws -> Product
    var currency: String { get }
}

/// Where orders go.
@Mockable
public protocol OrderSink: Sendable {
    func place(_ products: [Product], totalCents: Int) async throws
}

