import Foundation

/// The failure of a synchronous wait (`verb` names it) that cannot work here, or `nil`.
///
/// A synchronous wait lets other work proceed by running the current run loop, which works
/// on the main thread of an XCTest run. Inside async code it would hold the thread, and
/// possibly the actor, that the awaited work needs; off the main thread there is usually no run
/// loop with anything to run. Both would only time out, so they fail at once instead.
func synchronousWaitFailure(verb: String, asyncForm: String, site: CallSite) -> Failure? {
    let finding: String
    if withUnsafeCurrentTask(body: { $0 != nil }) {
        finding =
            "it was called inside async code, where running the run loop would block the work "
            + "it waits for; write \(asyncForm)"
    } else if !Thread.isMainThread {
        finding =
            "it was called off the main thread, which has no run loop to run while it waits; "
            + "write \(asyncForm) in an async test"
    } else {
        return nil
    }
    return Failure.compose(
        expectation: { $0.append("\(verb) to be called on the main thread outside async code") },
        finding: { $0.append(finding) }, site: site)
}

/// Runs the current run loop until `deadline` or until `isDone` says so, so that work scheduled
/// on the main queue and the main run loop proceeds while a synchronous assertion waits.
func runRunLoop(
    until deadline: ContinuousClock.Instant, clock: ContinuousClock,
    checkingEvery slice: Duration = .milliseconds(10), isDone: () -> Bool = { false }
) {
    while !isDone() {
        let remaining = clock.now.duration(to: deadline)
        if remaining <= .zero { return }
        let limit = Date(timeIntervalSinceNow: min(remaining, slice).timeInterval)
        if !RunLoop.current.run(mode: .default, before: limit) {
            // Nothing is attached to this run loop, so it returns at once: wait a little instead
            // of spinning.
            Thread.sleep(forTimeInterval: min(remaining, .milliseconds(1)).timeInterval)
        }
    }
}

extension Duration {
    var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}

/// A polling assertion for synchronous code: each check runs on this thread, and between
/// checks the run loop runs. The clock is the continuous clock, as the run loop's own.
func pollOnRunLoop<Value>(
    _ check: PollingMatch<Value>, _ expression: () -> Result<Value, any Error>,
    timeout: Duration?, pollInterval: Duration?, description: String?, site: CallSite,
    verb: String, asyncForm: String
) {
    if let failure = synchronousWaitFailure(verb: verb, asyncForm: asyncForm, site: site) {
        return reportFailure(failure)
    }
    let timing = PollTiming(timeout: timeout, pollInterval: pollInterval)
    if let problem = timing.problem {
        return reportFailure(
            check.invalidTimingFailure(problem, description: description, site: site))
    }
    let clock = ContinuousClock()
    let start = clock.now
    let deadline = start.advanced(by: timing.timeout)
    var checks = 0
    var ending: PollEnding<JudgedOutcome>
    while true {
        checks += 1
        let checkStart = clock.now
        let (verdict, judged) = check.judge(expression())
        if verdict == .satisfied {
            ending = .satisfied
            break
        }
        if verdict == .violated {
            ending = .violated(judged, checks: checks, elapsed: start.duration(to: clock.now))
            break
        }
        let now = clock.now
        if now >= deadline {
            ending = .windowEnded(last: judged, checks: checks)
            break
        }
        var next = checkStart.advanced(by: timing.pollInterval)
        if next <= now { next = now.advanced(by: timing.pollInterval) }
        runRunLoop(until: min(next, deadline), clock: clock)
    }
    if let failure = check.failure(ending, timing: timing, description: description, site: site) {
        reportFailure(failure)
    }
}
