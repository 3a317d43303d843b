import Foundation
import Muster

/// Waits until `action` calls `done`, running the current run loop meanwhile; fails with
/// `Expected done to be called within <timeout>, but it was not called` if it does not.
///
/// For XCTest tests on the main thread. `done` may be called from any thread, once: calls after
/// the first, up to the end of the wait, fail it once with
/// `Expected done to be called once, but it was called 2 times`; a second call after the wait
/// has returned can reach no test, so it is recorded in the running runner outside any test,
/// as ``reportFailure(_:)`` says. Inside
/// async code, or off the main thread, it fails at once and names the async form,
/// `await waitUntil { done in … }`.
///
/// ```swift
/// waitUntil(timeout: .seconds(2)) { done in loader.load { _ in done() } }
/// ```
@available(*, noasync, message: "in async code, write await waitUntil { done in … }")
public func waitUntil(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    action: (@escaping @Sendable () -> Void) -> Void
) {
    countAssertion()
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if let failure = synchronousWaitFailure(
        verb: "waitUntil", asyncForm: "await waitUntil { done in … }", site: site)
    {
        return reportFailure(failure)
    }
    let timing = PollTiming(timeout: timeout, pollInterval: nil)
    let wait = WaitFailure("done to be called", within: timing.timeout, site: site)
    if let problem = timing.problem { return reportFailure(wait(problem)) }
    let start = ContinuousClock.now
    let calls = DoneCalls(site: site)
    action {
        // Wakes the main run loop, so that the wait ends now rather than at its next look.
        if calls.record() { DispatchQueue.main.async {} }
    }
    // A run-loop poll whose check is whether `done` was called; a call ends the wait between checks.
    let ending = pollOnRunLoop(timing: timing, from: start, isDone: calls.wereMade) { _ in
        (calls.wereMade() ? CheckVerdict.satisfied : .pending, ())
    }
    if let failure = calls.endWait() { reportFailure(failure) }
    if case .satisfied = ending { return }
    reportFailure(wait("it was not called"))
}
