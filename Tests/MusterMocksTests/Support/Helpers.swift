import Foundation
import Muster
import MusterTestSupport

/// The messages of the failures `body` produces, captured instead of reported.
func failureMessages(_ body: () throws -> Void) rethrows -> [String] {
    try captureFailures(body).map(\.message)
}

/// The one failure message `body` produces, or a note saying how many there were.
func failureMessage(_ body: () throws -> Void) rethrows -> String {
    let messages = try failureMessages(body)
    return messages.count == 1 ? messages[0] : "\(messages.count) failures: \(messages)"
}

/// The messages of the failures the asynchronous `body` produces, captured instead of reported.
func failureMessages(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
) async rethrows -> [String] {
    try await captureFailures(body).map(\.message)
}

/// The failures of `body`, run while `clock` moves on whenever the poll waits for it.
func eventualFailures(
    on clock: ManualClock, _ body: @escaping @Sendable () async -> Void
) async -> [Failure] {
    await clock.drive { await captureFailures { await body() } }
}

/// A value that tasks and threads share, behind a lock.
final class Box<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
