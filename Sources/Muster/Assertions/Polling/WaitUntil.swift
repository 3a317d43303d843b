import Foundation

/// Waits until `action` calls `done`, running the current run loop meanwhile; fails with
/// `Expected done to be called within <timeout>, but it was not called` if it does not.
///
/// For XCTest tests on the main thread. `done` may be called from any thread, and more than
/// once (calls after the first are ignored). Inside async code, or off the main thread, it fails
/// at once and names the async form, `await waitUntil { done in … }`.
///
/// ```swift
/// waitUntil(timeout: .seconds(2)) { done in loader.load { _ in done() } }
/// ```
@available(*, noasync, message: "in async code, write await waitUntil { done in … }")
public func waitUntil(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    action: (@escaping @Sendable () -> Void) -> Void
) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if let failure = synchronousWaitFailure(
        verb: "waitUntil", asyncForm: "await waitUntil { done in … }", site: site)
    {
        return reportFailure(failure)
    }
    let timing = PollTiming(timeout: timeout, pollInterval: nil)
    let wait = WaitFailure.doneCalled(within: timing.timeout, site: site)
    if let problem = timing.problem { return reportFailure(wait(problem)) }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timing.timeout)
    let called = Locked(false)
    action {
        let isFirst = called.withLock { called in
            defer { called = true }
            return !called
        }
        // Wakes the main run loop, so that the wait ends now rather than at its next look.
        if isFirst { DispatchQueue.main.async {} }
    }
    runRunLoop(
        until: deadline, clock: clock, checkingEvery: timing.pollInterval,
        isDone: { called.withLock { $0 } })
    if !called.withLock({ $0 }) { reportFailure(wait("it was not called")) }
}

/// Waits until `action` calls `done`; fails with
/// `Expected done to be called within <timeout>, but it was not called` if it does not.
///
/// `action` runs in a task of its own on the caller's actor, so other work proceeds while it
/// waits; it is cancelled when the wait ends. `done` may be called from any thread or task, and
/// more than once (calls after the first are ignored).
///
/// ```swift
/// await waitUntil(timeout: .seconds(2)) { done in loader.load { _ in done() } }
/// ```
public func waitUntil(
    timeout: Duration? = nil, clock: (any Clock<Duration>)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    action: @escaping (@escaping @Sendable () -> Void) -> Void
) async {
    // The action runs on this actor, where it was given: see PollExpression.
    nonisolated(unsafe) let action = action
    await waitForDone(
        WaitAction(isolation: isolation) { _, done in action(done) }, timeout: timeout,
        clock: clock,
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The same, for an action that awaits before it calls `done`.
///
/// ```swift
/// await waitUntil { done in await server.start(); server.onRequest { _ in done() } }
/// ```
public func waitUntil(
    timeout: Duration? = nil, clock: (any Clock<Duration>)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    action: @escaping (@escaping @Sendable () -> Void) async -> Void
) async {
    nonisolated(unsafe) let action = action
    await waitForDone(
        WaitAction(isolation: isolation) { _, done in await action(done) }, timeout: timeout,
        clock: clock,
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

private func waitForDone(
    _ action: WaitAction, timeout: Duration?, clock: (any Clock<Duration>)?, site: CallSite,
    isolation: isolated (any Actor)? = #isolation
) async {
    let timing = PollTiming(timeout: timeout, pollInterval: nil)
    let wait = WaitFailure.doneCalled(within: timing.timeout, site: site)
    if let problem = timing.problem { return reportFailure(wait(problem)) }
    let clock: any Clock<Duration> = clock ?? ContinuousClock()
    let ending = await raceAgainstDeadline(on: clock, timeout: timing.timeout) { race in
        await action.perform { race.deliver((), for: 1) }
    }
    switch ending {
    case .finished: return
    case .timedOut: reportFailure(wait("it was not called"))
    case .cancelled(let elapsed):
        reportFailure(wait("the wait was cancelled after \(elapsedText(elapsed))"))
    }
}

/// Waits until `operation` returns; fails with
/// `Expected the closure to return within <timeout>, but it did not return` if it does not,
/// and names the error if it throws.
///
/// `operation` runs in a task of its own on the caller's actor, so a closure that hangs cannot
/// hold the test past the timeout; it is cancelled when the wait ends.
///
/// ```swift
/// await waitUntil(timeout: .seconds(2)) { try await server.start() }
/// ```
public func waitUntil(
    timeout: Duration? = nil, clock: (any Clock<Duration>)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ operation: @escaping () async throws -> Void
) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let timing = PollTiming(timeout: timeout, pollInterval: nil)
    let wait = WaitFailure.closureReturned(within: timing.timeout, site: site)
    if let problem = timing.problem { return reportFailure(wait(problem)) }
    nonisolated(unsafe) let operation = operation
    let expression = PollExpression<(any Error)?>(isolation: isolation) { _ in
        do {
            try await operation()
            return nil
        } catch {
            return error
        }
    }
    let clock: any Clock<Duration> = clock ?? ContinuousClock()
    let ending = await raceAgainstDeadline(on: clock, timeout: timing.timeout) { race in
        race.deliver(await expression.run(), for: 1)
    }
    switch ending {
    case .finished(nil): return
    case .finished(let error?):
        reportFailure(
            wait.failure { text in
                text.append("it ")
                text.appendThrew(error)
            })
    case .timedOut: reportFailure(wait("it did not return"))
    case .cancelled(let elapsed):
        reportFailure(wait("the wait was cancelled after \(elapsedText(elapsed))"))
    }
}

/// The failures of one `waitUntil`: what it waited for, and what happened instead.
struct WaitFailure {
    let expectation: String
    let site: CallSite

    static func doneCalled(within timeout: Duration, site: CallSite) -> WaitFailure {
        WaitFailure(expectation: "done to be called within \(secondsText(timeout))", site: site)
    }

    static func closureReturned(within timeout: Duration, site: CallSite) -> WaitFailure {
        WaitFailure(
            expectation: "the closure to return within \(secondsText(timeout))", site: site)
    }

    func callAsFunction(_ finding: String) -> Failure { failure { $0.append(finding) } }

    func failure(_ finding: FailureWriter) -> Failure {
        Failure.compose(expectation: { $0.append(expectation) }, finding: finding, site: site)
    }
}

/// A `waitUntil` action, run on the caller's actor; unchecked for the reason
/// ``PollExpression`` is, whose isolated parameter it has for the same reason.
struct WaitAction: @unchecked Sendable {
    let isolation: (any Actor)?
    let action: (isolated (any Actor)?, @escaping @Sendable () -> Void) async -> Void

    func perform(done: @escaping @Sendable () -> Void) async {
        await performOn(isolation, action, done)
    }
}

private func performOn(
    _ actor: isolated (any Actor)?,
    _ action: (isolated (any Actor)?, @escaping @Sendable () -> Void) async -> Void,
    _ done: @escaping @Sendable () -> Void
) async {
    await action(actor, done)
}

enum WaitEnding<Value> {
    case finished(Value)
    case timedOut
    case cancelled(elapsed: Duration)
}

/// Runs `start` in a task of its own and waits until it delivers to the race, the deadline
/// passes, or this task is cancelled; the task is cancelled when the wait ends.
func raceAgainstDeadline<C: Clock, Value>(
    on clock: C, timeout: Duration, isolation: isolated (any Actor)? = #isolation,
    _ start: @escaping @Sendable (CheckRace<Value>) async -> Void
) async -> WaitEnding<Value> where C.Duration == Duration {
    let begin = clock.now
    let race = CheckRace<Value>()
    guard race.begin(1), !Task.isCancelled else { return .cancelled(elapsed: .zero) }
    let timer = Task {
        do {
            try await clock.sleep(until: begin.advanced(by: timeout), tolerance: nil)
            race.passCutoff()
        } catch {}
    }
    let work = Task { await start(race) }
    let wake = await withTaskCancellationHandler {
        await race.wait()
    } onCancel: {
        race.cancel()
    }
    timer.cancel()
    work.cancel()
    switch wake {
    case .returned(let value): return .finished(value)
    case .cutoff: return .timedOut
    case .cancelled: return .cancelled(elapsed: begin.duration(to: clock.now))
    }
}
