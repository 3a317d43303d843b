// A view model as the mode makes it: main-actor isolated without saying so, with a debounced
// search on an injected clock and a load that reports to analytics.
import Foundation

/// The shelf screen's state.
public final class ShelfModel {
    public private(set) var products: [String] = []
    public private(set) var isLoading = false
    public private(set) var results: [String] = []
    public private(set) var error: String?
    private let catalog: any Catalog
    private let analytics: any Analytics
    private let clock: any Clock<Duration>
    private var search: Task<Void, Never>?

    public init(catalog: any Catalog, analytics: any Analytics, clock: any Clock<Duration>) {
        self.catalog = catalog
        self.analytics = analytics
        self.clock = clock
    }

    /// Loads the products, showing the spinner while the call is under way.
    public func load() async {
        isLoading = true
        defer { isLoading = false }
        do {
            products = try await catalog.products()
            analytics.track("shelf_loaded:\(products.count)")
        } catch {
            self.error = "\(error)"
        }
    }

    /// Searches 300 ms after the last keystroke.
    public func type(_ query: String) {
        search?.cancel()
        search = Task {
            do { try await clock.sleep(for: .milliseconds(300)) } catch { return }
            results = products.filter { $0.contains(query) }
        }
    }

    /// Each update of the shelf's title, as a stream.
    public func titles(_ titles: [String]) -> AsyncStream<String> {
        AsyncStream { continuation in
            for title in titles { continuation.yield(title) }
            continuation.finish()
        }
    }
}

/// Uploads with a backoff of 1, 2, 4 … seconds, off the main actor.
public actor Uploader {
    private let clock: any Clock<Duration>
    private let send: @Sendable (Data) async throws -> Void
    public private(set) var attempts = 0

    public init(clock: any Clock<Duration>, send: @escaping @Sendable (Data) async throws -> Void) {
        self.clock = clock
        self.send = send
    }

    /// Sends `data`, trying up to `limit` times.
    public func upload(_ data: Data, limit: Int = 6) async throws {
        var delay = Duration.seconds(1)
        while true {
            attempts += 1
            do { return try await send(data) } catch  where attempts < limit {
                try await clock.sleep(for: delay)
                delay *= 2
            }
        }
    }
}
