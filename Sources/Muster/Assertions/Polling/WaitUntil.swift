import Foundation

/// Waits until `action` calls `done`; fails with
/// `Expected done to be called within <timeout>, but it was not called` if it does not.
///
/// `action` runs in a task of its own on the caller's actor, so other work proceeds while it
/// waits; it is cancelled when the wait ends. `done` may be called from any thread or task,
/// once: calls after the first, up to the end of the wait, fail it once with
/// `Expected done to be called once, but it was called 3 times`. A second call after the wait
/// has returned can reach no test, so it is recorded in the running runner outside any test,
/// as ``reportFailure(_:)`` says.
///
/// ```swift
/// await waitUntil(timeout: .seconds(2)) { done in loader.load { _ in done() } }
/// ```
public func waitUntil(
    timeout: Duration? = nil, clock: (any Clock<Duration>)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    action: @escaping (@escaping @Sendable () -> Void) -> Void
) async {
    // The action runs on this actor, where it was given: see PollExpression.
    nonisolated(unsafe) let action = action
    await waitUntilCalled(
        timeout: timeout, clock: clock,
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { _, done in action(done) }
}

/// The same, for an action that awaits before it calls `done`.
///
/// ```swift
/// await waitUntil { done in await server.start(); server.onRequest { _ in done() } }
/// ```
public func waitUntil(
    timeout: Duration? = nil, clock: (any Clock<Duration>)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    action: @escaping (@escaping @Sendable () -> Void) async -> Void
) async {
    nonisolated(unsafe) let action = action
    await waitUntilCalled(
        timeout: timeout, clock: clock,
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { _, done in await action(done) }
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
    let check = PollExpression<(any Error)?>(isolation: isolation) { _ in
        do { try await operation() } catch { return error }
        return nil
    }
    await waitForCheck(
        check, awaiting: "the closure to return", missed: "it did not return", timeout: timeout,
        clock: clock, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
}

/// Waits until `action` calls `done`: a poll of one check, which runs the action and then waits
/// for the poll to end. `done` ends the poll itself, from wherever it is called, whether or not
/// the action has returned; the action is cancelled when the poll ends.
private func waitUntilCalled(
    timeout: Duration?, clock: (any Clock<Duration>)?, site: CallSite,
    isolation: isolated (any Actor)? = #isolation,
    action: @escaping (isolated (any Actor)?, @escaping @Sendable () -> Void) async -> Void
) async {
    nonisolated(unsafe) let action = action
    let race = Race<PollEnding<(any Error)?>>()
    let calls = DoneCalls(site: site)
    let check = PollExpression<(any Error)?>(isolation: isolation) { actor in
        await action(actor) { if calls.record() { race.settle(.satisfied) } }
        await Race<Void>().wait(ifCancelled: {})  // Until the poll is over, which cancels this.
        return nil
    }
    await waitForCheck(
        check, race: race, awaiting: "done to be called", missed: "it was not called",
        timeout: timeout, clock: clock, site: site)
    if let failure = calls.endWait() { reportFailure(failure) }
}

/// Runs the one check of a `waitUntil`, a poll whose check decides the wait as soon as it
/// returns: it passes unless the check returns an error. The timeout is the whole wait's, so
/// the watchdog ends it at the deadline, without the grace a poll gives its last check.
private func waitForCheck(
    _ check: PollExpression<(any Error)?>, race: Race<PollEnding<(any Error)?>> = Race(),
    awaiting awaited: String, missed: String, timeout: Duration?, clock: (any Clock<Duration>)?,
    site: CallSite,
    isolation: isolated (any Actor)? = #isolation
) async {
    let (timeout, finding) = await runWait(
        check, race: race, missed: { $0.append(missed) }, timeout: timeout, clock: clock)
    if let finding { reportFailure(WaitFailure(awaited, within: timeout, site: site)(finding)) }
}

/// Waits until `arm`'s signal is given, from anywhere, once armed: `nil` then; otherwise what
/// happened instead, after "but" (what `missed` writes at the timeout, then what a test clock
/// saw). The
/// timeout and clock are the polling defaults' unless given, so that on a ``TestClock`` a
/// signal that cannot come is known at once, in virtual time.
package func waitForSignal(
    missed: @escaping FailureWriter, timeout: Duration?, clock: (any Clock<Duration>)?,
    isolation: isolated (any Actor)? = #isolation,
    arm: (@escaping @Sendable () -> Void) -> Void
) async -> (timeout: Duration, finding: FailureWriter?) {
    let race = Race<PollEnding<(any Error)?>>()
    arm { race.settle(.satisfied) }
    let check = PollExpression<(any Error)?>(isolation: isolation) { _ in
        await Race<Void>().wait(ifCancelled: {})  // Until the wait is over, which cancels this.
        return nil
    }
    return await runWait(check, race: race, missed: missed, timeout: timeout, clock: clock)
}

/// The wait of `waitForCheck` and `waitForSignal`: the timeout in force, and what ended the
/// wait when it was not the check passing or the race being settled.
private func runWait(
    _ check: PollExpression<(any Error)?>, race: Race<PollEnding<(any Error)?>>,
    missed: @escaping FailureWriter, timeout: Duration?, clock: (any Clock<Duration>)?,
    isolation: isolated (any Actor)? = #isolation
) async -> (timeout: Duration, finding: FailureWriter?) {
    var timing = PollTiming(timeout: timeout, pollInterval: nil)
    if let problem = timing.problem { return (timing.timeout, { $0.append(problem) }) }
    timing.grace = .zero
    let clock: any Clock<Duration> = clock ?? TestClock.current ?? ContinuousClock()
    let wallStart = ContinuousClock.now
    let driver = (clock as? TestClock).map { testClock in
        Task { await testClock.drive(until: race) }
    }
    let ending = await poll(check, on: clock, timing: timing, race: race) { error, _ in
        (error == nil ? CheckVerdict.satisfied : .violated, error)
    }
    driver?.cancel()
    switch ending {
    case .satisfied: return (timing.timeout, nil)
    case .violated(let error, _, _):
        return (
            timing.timeout,
            { text in
                text.append("it ")
                if let error { text.appendThrew(error) }
            }
        )
    case .windowEnded, .didNotReturn:
        guard let testClock = clock as? TestClock else {
            return (timing.timeout, missed)
        }
        let note = testClockNote(testClock, wallTime: wallStart.duration(to: ContinuousClock.now))
        return (
            timing.timeout,
            { text in
                missed(&text)
                text.append("\n" + note)
            }
        )
    case .cancelled(_, _, let elapsed):
        return (
            timing.timeout, { $0.append("the wait was cancelled after \(elapsedText(elapsed))") }
        )
    }
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
