// The app's services, as an app module in approachable-concurrency mode declares them: with no
// isolation written, each protocol is main-actor isolated, and so are the mocks made of it.
import MusterMockable

/// Where analytics events go; its mock is written as source by the `GenerateMocks` build
/// plugin of each test target.
/// @mockable
public protocol Analytics {
    func track(_ event: String)
    var sessionID: String { get }
    func flush() async throws -> Int
}

/// Where products come from; its mock is written by `@Mockable`.
@Mockable
public protocol Catalog {
    func products() async throws -> [String]
    func price(of product: String) -> Int
    var title: String { get set }
}

/// A protocol whose one member is main-actor isolated in any mode.
@Mockable
public protocol Refreshing {
    @MainActor func refresh() async
}

/// A protocol written for any isolation: nonisolated and `Sendable`, as a library writes it.
/// @mockable
public nonisolated protocol PriceFeed: Sendable {
    func latest(for product: String) async throws -> Int
}

/// The catalog the app ships.
public final class ShopCatalog: Catalog {
    public var title = "Spring"
    public init() {}
    public func products() async throws -> [String] { ["apple", "pear"] }
    public func price(of product: String) -> Int { product.count * 10 }
}

/// The analytics the app ships.
public final class ConsoleAnalytics: Analytics {
    public private(set) var events: [String] = []
    public let sessionID = "console"
    public init() {}
    public func track(_ event: String) { events.append(event) }
    public func flush() async throws -> Int {
        defer { events = [] }
        return events.count
    }
}
