import Foundation
import Muster

/// The messages of the failures `body` produces, captured instead of reported.
func failureMessages(_ body: () throws -> Void) rethrows -> [String] {
    try captureFailures(body).map(\.message)
}

/// The one failure message `body` produces, or a note saying how many there were.
func failureMessage(_ body: () throws -> Void) rethrows -> String {
    let messages = try failureMessages(body)
    return messages.count == 1 ? messages[0] : "\(messages.count) failures: \(messages)"
}

/// The text of a matcher's mismatch for `value`, or `nil` when it matches.
func mismatch<T>(_ matcher: Matcher<T>, _ value: T) -> String? {
    matcher.match(value).mismatchDescription
}

/// Runs `body` on a thread of its own, with a main thread's stack, and awaits its result without
/// holding one of the test run's few shared threads meanwhile: for tests that block on purpose
/// or compute for long, which would otherwise starve the tests that wait on clocks.
func onAThreadOfItsOwn<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        let thread = Thread { continuation.resume(returning: body()) }
        thread.stackSize = 8 << 20
        thread.start()
    }
}

/// A message with the wall time a test clock's note measured replaced by `…`: it varies from
/// run to run, where everything else the note says does not.
func withWallTimeElided(_ message: String) -> String {
    message.replacing(/[0-9.]+ s of wall time/, with: "… of wall time")
}
