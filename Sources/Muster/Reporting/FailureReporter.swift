/// Receives the failures of the assertions made in a scope.
///
/// Failures go, in order of preference, to the reporter installed for the current task with
/// `withFailureReporter(_:operation:)`, to a hook a compatibility module installs for the whole
/// process (`MusterHamcrest`'s `HamcrestReportFunction`, once set), to the running Swift Testing
/// test, to the running XCTest test; from a task that belongs to no test (a detached task, a
/// thread), to the runner that is running, which records it outside any test (Swift Testing) or
/// in the test case that is running (XCTest); and only where no runner runs, to standard error
/// with a failing exit status. The installed reporter is task-local, so tests running in
/// parallel never see each other's.
///
/// ```swift
/// let reporter = FailureReporter { failure in log.append(failure) }
/// withFailureReporter(reporter) { assertThat(3, greaterThan(5)) }
/// ```
public struct FailureReporter: Sendable {
    let receive: @Sendable (Failure) -> Void

    /// Creates a reporter that hands each failure to `receive`.
    ///
    /// ```swift
    /// FailureReporter { print($0) }
    /// ```
    public init(_ receive: @escaping @Sendable (Failure) -> Void) { self.receive = receive }

    @TaskLocal static var current: FailureReporter?

    /// A reporter for every failure of the process that no task-local one receives: set by a
    /// compatibility module whose users route failures through a global (SwiftHamcrest's
    /// `HamcrestReportFunction`). Read on the failure path only.
    package static let processRoute = Locked<FailureReporter?>(nil)
}

/// Runs `operation` with `reporter` receiving the failures of its assertions, in this task and
/// the child tasks it creates.
///
/// ```swift
/// withFailureReporter(FailureReporter { print($0) }) { assertThat(1, equalTo(2)) }
/// ```
@discardableResult
public func withFailureReporter<Result>(
    _ reporter: FailureReporter, operation: () throws -> Result
) rethrows -> Result {
    try FailureReporter.$current.withValue(reporter, operation: operation)
}

/// Runs the asynchronous `operation` with `reporter` receiving the failures of its assertions.
///
/// ```swift
/// await withFailureReporter(FailureReporter { print($0) }) { await check() }
/// ```
@discardableResult
public func withFailureReporter<Result>(
    _ reporter: FailureReporter, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    try await FailureReporter.$current.withValue(reporter, operation: operation)
}

/// Reports `failure` to whichever runner owns the current test (see ``FailureReporter``).
///
/// Custom assertion helpers use this to fail at their caller's location.
///
/// ```swift
/// reportFailure(Failure(message: "Expected a sorted array", site: site))
/// ```
public func reportFailure(_ failure: Failure) {
    var failure = failure.recordingExpectedValue().addingClues(Clue.current)
    if FailureSeverity.current == .warning { failure.severity = .warning }
    if !deliverToReporter(failure) { reportToRunners(failure) }
}

/// Reports a failure that stops the test (a requirement, a mock's call that can only throw)
/// and returns the error that stops it where the runner has one that it does not record again:
/// Swift Testing's failed requirement. `nil` where the caller throws its own error: under a
/// reporter, a route, XCTest or no runner.
package func reportStoppingFailure(_ failure: Failure) -> (any Error)? {
    let failure = failure.recordingExpectedValue().addingClues(Clue.current)
    // It takes the path every failure takes; the runners, reached directly or through a
    // process route that hands failures back, record it as a stop and leave the error here. A
    // reporter or a route that keeps it leaves nothing: the thrown error is the caller's.
    let stop = Locked<(any Error)?>(nil)
    StoppingFailure.$stop.withValue(stop) {
        if !deliverToReporter(failure) { reportToRunners(failure) }
    }
    return stop.withLock { $0 }
}

/// Where the runners leave the error that stops the test, while a stopping failure is reported.
private enum StoppingFailure {
    @TaskLocal static var stop: Locked<(any Error)?>?
}

/// Hands `failure` to the scope's reporter or the process's route, if there is one.
private func deliverToReporter(_ failure: Failure) -> Bool {
    if let reporter = FailureReporter.current {
        reporter.receive(failure)
    } else if let route = FailureReporter.processRoute.withLock({ $0 }) {
        route.receive(failure)
    } else {
        return false
    }
    return true
}

/// Records `failure` with the runner that owns the current test, past any reporter: where a
/// process-wide route (SwiftHamcrest's `HamcrestReportFunction`) hands failures back by default.
package func reportToRunners(_ failure: Failure) {
    // After the runner has it: XCTest names a test that began before Muster watched it then.
    defer { FailureOutputs.write(failure) }
    if let stopping = StoppingFailure.stop,
        let stop = TestRunners.recordStopInSwiftTesting(failure)
    {
        stopping.withLock { $0 = stop }
        return
    }
    if TestRunners.recordInSwiftTesting(failure) {
        return
    } else if TestRunners.recordInXCTest(failure) {
        return
    } else {
        TestRunners.recordOutsideTests(failure)
    }
}

/// Runs `body` and returns the failures its assertions produced instead of reporting them.
///
/// Safe when tests run in parallel: the capture belongs to the current task. A captured
/// failure is one the test expects, so recording mode (`MUSTER_RECORD=1`) rewrites no expected
/// value for it, unless `body` turns recording on itself.
///
/// ```swift
/// let failures = captureFailures { assertThat(3, greaterThan(5)) }
/// #expect(failures.map(\.message) == ["Expected a value greater than 5, but was 3"])
/// ```
public func captureFailures(_ body: () throws -> Void) rethrows -> [Failure] {
    let collected = Locked<[Failure]>([])
    try withFailureReporter(
        FailureReporter { failure in collected.withLock { $0.append(failure) } }
    ) {
        try RecordingScope.$current.withValue(false) { try body() }
    }
    return collected.withLock { $0 }
}

/// Runs the asynchronous `body` and returns the failures its assertions produced instead of
/// reporting them.
///
/// ```swift
/// let failures = await captureFailures { await assertThat(eventually: { 4 }, equalTo(5)) }
/// ```
public func captureFailures(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
) async rethrows -> [Failure] {
    let collected = Locked<[Failure]>([])
    try await withFailureReporter(
        FailureReporter { failure in collected.withLock { $0.append(failure) } }
    ) {
        try await RecordingScope.$current.withValue(false) { try await body() }
    }
    return collected.withLock { $0 }
}
