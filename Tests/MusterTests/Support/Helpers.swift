import Foundation
import Muster

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
