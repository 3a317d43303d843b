import Foundation
import MusterNimble
@_exported import MusterTestSupport

/// The messages of the failures the asynchronous `body` produces.
func asyncFailureMessages(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
) async rethrows -> [String] {
    try await captureFailures(body).map(\.message)
}

/// Counts calls, from any task.
final class CallCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func add() { lock.withLock { count += 1 } }
}

/// A value that takes `await` to read, counting its reads: what an asynchronous expectation's
/// expression reads.
actor Store {
    private let stored: Int?
    private(set) var reads = 0
    init(_ value: Int?) { stored = value }
    func value() -> Int? {
        reads += 1
        return stored
    }
}
