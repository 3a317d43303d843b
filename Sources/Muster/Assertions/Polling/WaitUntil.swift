import Foundation

/// Waits until `action` calls `done`; fails with
/// `Expected done to be called within <timeout>, but it was not called` if it does not.
///
/// `action` runs in a task of its own on the caller's actor, so other work proceeds while it
/// waits, and may await before it calls `done`; it is cancelled when the wait ends. `done` may
/// be called from any thread or task, once: calls after the first, up to the end of the wait,
/// fail it once with `Expected done to be called once, but it was called 3 times`. A second
/// call after the wait has returned can reach no test, so it is recorded in the running runner
/// outside any test, as ``reportFailure(_:)`` says.
///
/// ```swift
/// await waitUntil(timeout: .seconds(2)) { done in loader.load { _ in done() } }
/// ```
public func waitUntil(
    timeout: Duration? = nil, clock: (any Clock<Duration>)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    action: @escaping (@escaping @Sendable () -> Void) async -> Void
) async {
    // The action runs on this actor, where it was given: see PollExpression.
    nonisolated(unsafe) let action = action
    await waitForDone(
        timeout: timeout, clock: clock,
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { _, done in await action(done) }
}

/// The same, for an action that does not await: the overload that wins over Nimble's
/// run-loop `waitUntil` in async code, with `import MusterNimble`.
public func waitUntil(
    timeout: Duration? = nil, clock: (any Clock<Duration>)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    action: @escaping (@escaping @Sendable () -> Void) -> Void
) async {
    nonisolated(unsafe) let action = action
    await waitForDone(
        timeout: timeout, clock: clock,
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { _, done in action(done) }
}

/// The wait of both: `done`'s first call ends it; the others fail once, at its end.
private func waitForDone(
    timeout: Duration?, clock: (any Clock<Duration>)?, site: CallSite,
    isolation: isolated (any Actor)? = #isolation,
    action: @escaping (isolated (any Actor)?, _ done: @escaping @Sendable () -> Void) async -> Void
) async {
    nonisolated(unsafe) let action = action
    let calls = DoneCalls(site: site)
    let (timeout, finding) = await runWait(
        missed: { $0.append("it was not called") }, timeout: timeout, clock: clock
    ) { actor, signal in
        await action(actor) { if calls.record() { signal() } }
        return nil
    }
    if let finding {
        reportFailure(WaitFailure("done to be called", within: timeout, site: site)(finding))
    }
    if let failure = calls.endWait() { reportFailure(failure) }
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
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ operation: @escaping () async throws -> Void
) async {
    nonisolated(unsafe) let operation = operation
    let (timeout, finding) = await runWait(
        missed: { $0.append("it did not return") }, timeout: timeout, clock: clock,
        untilSignal: false
    ) { _, _ in
        do { try await operation() } catch { return error }
        return nil
    }
    guard let finding else { return }
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    reportFailure(WaitFailure("the closure to return", within: timeout, site: site)(finding))
}

/// Waits until `arm`'s signal is given, from anywhere, once armed: `nil` then; otherwise what
/// happened instead, after "but" (what `missed` writes at the timeout, then what a test clock
/// saw). The timeout and clock are the polling defaults' unless given, so that on a
/// ``TestClock`` a signal that cannot come is known at once, in virtual time.
package func waitForSignal(
    missed: @escaping FailureWriter, timeout: Duration?, clock: (any Clock<Duration>)?,
    isolation: isolated (any Actor)? = #isolation,
    arm: (@escaping @Sendable () -> Void) -> Void
) async -> (timeout: Duration, finding: FailureWriter?) {
    let race = Race<PollEnding<(any Error)?>>()
    arm { race.settle(.satisfied) }
    return await runWait(race: race, missed: missed, timeout: timeout, clock: clock) { _, _ in nil }
}

/// The engine of every wait, a poll of one check: the check runs `action` on the caller's actor
/// in a task of its own, which may signal the wait's end from anywhere; then, `untilSignal`,
/// waits for the signal, or else ends the wait as the action returned, passing unless with an
/// error. The timeout is the whole wait's, so the watchdog ends it at the deadline, without the
/// grace a poll gives its last check; the action is cancelled when the wait ends. Returns the
/// timeout in force, and what ended the wait when it did not pass.
private func runWait(
    race: Race<PollEnding<(any Error)?>> = Race(), missed: @escaping FailureWriter,
    timeout: Duration?, clock: (any Clock<Duration>)?, untilSignal: Bool = true,
    isolation: isolated (any Actor)? = #isolation,
    action:
        @escaping (isolated (any Actor)?, _ signal: @escaping @Sendable () -> Void) async
        -> (any Error)?
) async -> (timeout: Duration, finding: FailureWriter?) {
    nonisolated(unsafe) let action = action
    var timing = PollTiming(timeout: timeout, pollInterval: nil)
    if let problem = timing.problem { return (timing.timeout, { $0.append(problem) }) }
    timing.grace = .zero
    let check = PollExpression<(any Error)?>(isolation: isolation) { actor in
        let error = await action(actor) { race.settle(.satisfied) }
        guard untilSignal else { return error }
        await Race<Void>().wait(ifCancelled: {})  // Until the wait is over, which cancels this.
        return nil
    }
    let clock: any Clock<Duration> = clock ?? TestClock.current ?? ContinuousClock()
    let wallStart = ContinuousClock.now
    let fromMainActor = isMainActor(isolation)
    let driver = (clock as? TestClock).map { testClock in
        Task { await testClock.drive(until: race, passingMainQueue: fromMainActor) }
    }
    let ending = await poll(check, on: clock, timing: timing, race: race) { error, _ in
        (error == nil ? CheckVerdict.satisfied : .violated, error)
    }
    driver?.cancel()
    let finding: FailureWriter?
    switch ending {
    case .satisfied: finding = nil
    case .violated(let error, _, _):
        finding = { text in
            text.append("it ")
            if let error { text.appendThrew(error) }
        }
    case .windowEnded, .didNotReturn:
        guard let testClock = clock as? TestClock else {
            finding = missed
            break
        }
        let note = testClockNote(testClock, wallTime: wallStart.duration(to: ContinuousClock.now))
        finding = { text in
            missed(&text)
            text.append("\n" + note)
        }
    case .cancelled(_, _, let elapsed):
        finding = { $0.append("the wait was cancelled after \(elapsedText(elapsed))") }
    }
    return (timing.timeout, finding)
}

/// The failures of one `waitUntil`: what it waited for, and what happened instead.
package struct WaitFailure {
    /// `done to be called within 1.0 s`.
    let expectation: String
    package let site: CallSite

    package init(_ awaited: String, within timeout: Duration, site: CallSite) {
        expectation = "\(awaited) within \(secondsText(timeout))"
        self.site = site
    }

    package func callAsFunction(_ finding: String) -> Failure { self { $0.append(finding) } }

    package func callAsFunction(_ finding: FailureWriter) -> Failure {
        Failure.compose(expectation: { $0.append(expectation) }, finding: finding, site: site)
    }
}

/// The calls of one `waitUntil`'s `done`, which may come from any thread: the first ends the
/// wait, and any other is a mistake, reported once however many there are.
///
/// Calls made by the end of the wait are counted and reported there, at the `waitUntil`, to the
/// test. One made after it can reach no test: the second call overall is recorded outside any
/// test, as a failure relayed too late is.
package final class DoneCalls: Sendable {
    private let state = Locked((calls: 0, waitEnded: false))
    private let site: CallSite

    package init(site: CallSite) { self.site = site }

    /// Counts a call; whether it is the first.
    package func record() -> Bool {
        let (calls, waitEnded) = state.withLock { state in
            state.calls += 1
            return (state.calls, state.waitEnded)
        }
        if waitEnded, calls == 2 {
            TestRunners.recordOutsideTests(
                failure(calls: calls).restated(
                    note: "\n(the second call came after waitUntil had returned, "
                        + "so no test could receive it)"))
        }
        return calls == 1
    }

    /// Whether `done` was called.
    package func wereMade() -> Bool { state.withLock { $0.calls > 0 } }

    /// Marks the end of the wait; the failure for the calls made by then, if more than one.
    package func endWait() -> Failure? {
        let calls = state.withLock { state in
            state.waitEnded = true
            return state.calls
        }
        return calls > 1 ? failure(calls: calls) : nil
    }

    private func failure(calls: Int) -> Failure {
        Failure.compose(
            expectation: { $0.append("done to be called once") },
            finding: { $0.append("it was called \(calls) times") }, site: site)
    }
}
