import Foundation

/// The failure of a synchronous wait (`verb` names it) that cannot work here, or `nil`.
///
/// A synchronous wait lets other work proceed by running the current run loop, which works
/// on the main thread of an XCTest run. Inside async code, and in every Swift Testing test,
/// whose body runs in a task even when it is not `async`, it would hold the thread, and possibly
/// the actor, that the awaited work needs; off the main thread there is usually no run loop with
/// anything to run. All would only time out, so they fail at once instead.
func synchronousWaitFailure(
    verb: @autoclosure () -> String, asyncForm: @autoclosure () -> String, site: CallSite
) -> Failure? {
    let finding: String
    if TestRunners.isInSwiftTestingTest {
        finding =
            "it was called in a Swift Testing test, which runs in a task even when it is not "
            + "async, where running the run loop would block the work it waits for; write "
            + "\(asyncForm()) in an async test"
    } else if withUnsafeCurrentTask(body: { $0 != nil }) {
        finding =
            "it was called inside async code, where running the run loop would block the work "
            + "it waits for; write \(asyncForm())"
    } else if !Thread.isMainThread {
        finding =
            "it was called off the main thread, which has no run loop to run while it waits; "
            + "write \(asyncForm()) in an async test"
    } else {
        return nil
    }
    let verb = verb()
    return Failure.compose(
        expectation: { $0.append("\(verb) to be called on the main thread outside async code") },
        finding: { $0.append(finding) }, site: site)
}

/// A poll for synchronous code, at the times of ``PollSchedule`` on the continuous clock (the
/// run loop's own): each check runs on this thread, and until the next one is due the current
/// run loop runs, so that work on the main queue and the main run loop proceeds. `isDone` lets
/// the next check come early. `check` runs one check, and calls `returnedAt` as soon as its
/// expression has returned: that reads the time, and gives how long after the start it was.
func pollOnRunLoop<Judged>(
    timing: PollTiming, from start: ContinuousClock.Instant? = nil,
    isDone: () -> Bool = { false },
    check: (_ returnedAt: () -> Duration) -> (CheckVerdict, Judged)
) -> PollEnding<Judged> {
    let time = RunLoopPollTime.stepped.map(RunLoopPollTime.init) ?? RunLoopPollTime()
    let schedule = PollSchedule(start: start ?? time.now(), timing: timing)
    var checks = 0
    while true {
        let started = time.now()
        var returned = started
        let (verdict, judged) = check {
            returned = time.now()
            return schedule.start.duration(to: returned)
        }
        checks += 1
        switch schedule.next(
            after: verdict, judged, checks: checks, started: started, now: returned)
        {
        case .end(let ending): return ending
        case .check(let next): time.wait(next, isDone)
        }
    }
}

/// How a run-loop poll reads the time and waits: the continuous clock and the current run loop,
/// or, for a test, `SteppedTime`, which moves to each instant waited for at once, so that the
/// times in a message are exact.
struct RunLoopPollTime {
    let now: () -> ContinuousClock.Instant
    let wait: (ContinuousClock.Instant, _ isDone: () -> Bool) -> Void

    /// The time a test steps, in the polls it makes in this task.
    @TaskLocal static var stepped: SteppedTime?

    init() {
        let clock = ContinuousClock()
        now = { clock.now }
        wait = { runRunLoop(until: $0, clock: clock, isDone: $1) }
    }

    init(_ stepped: SteppedTime) {
        now = { stepped.now }
        wait = { deadline, _ in stepped.move(to: deadline) }
    }
}

/// A time for run-loop polls in tests: it starts now, and moves only when a poll waits, to the
/// instant it waits for.
final class SteppedTime: Sendable {
    private let instant = Locked(ContinuousClock.now)

    var now: ContinuousClock.Instant { instant.withLock { $0 } }

    func move(to deadline: ContinuousClock.Instant) {
        instant.withLock { $0 = max($0, deadline) }
    }
}

/// A polling assertion for synchronous code: `verb` and its `asyncForm` name it when it is
/// called where it cannot work.
func pollOnRunLoop<Subject>(
    _ check: PollingMatch<Subject>, _ expression: () -> Result<Subject, any Error>,
    timeout: Duration?, pollInterval: Duration?, verb: @autoclosure () -> String,
    asyncForm: @autoclosure () -> String
) {
    if let failure = runLoopPollFailure(
        check, expression, timeout: timeout, pollInterval: pollInterval, verb: verb(),
        asyncForm: asyncForm())
    {
        reportFailure(failure)
    }
}

/// The failure of a polling assertion or requirement for synchronous code, or `nil` when it
/// passed; `verb` and `asyncForm` are made only if it is called where it cannot work.
func runLoopPollFailure<Subject>(
    _ check: PollingMatch<Subject>, _ expression: () -> Result<Subject, any Error>,
    timeout: Duration?, pollInterval: Duration?, verb: @autoclosure () -> String,
    asyncForm: @autoclosure () -> String
) -> Failure? {
    countAssertion()
    if let failure = synchronousWaitFailure(verb: verb(), asyncForm: asyncForm(), site: check.site)
    {
        return failure
    }
    let timing = PollTiming(timeout: timeout, pollInterval: pollInterval)
    let run =
        timing.problem.map(PollRun.unusableTiming)
        ?? .ended(
            pollOnRunLoop(timing: timing) { returnedAt in
                let outcome = expression()
                return check.judge(outcome, seenAt: returnedAt())
            }, timing)
    return check.failure(run)
}

/// Runs the current run loop until `deadline` or until `isDone` says so.
private func runRunLoop(
    until deadline: ContinuousClock.Instant, clock: ContinuousClock, isDone: () -> Bool
) {
    while !isDone() {
        let remaining = clock.now.duration(to: deadline)
        if remaining <= .zero { return }
        let limit = Date(timeIntervalSinceNow: min(remaining, .milliseconds(10)) / .seconds(1))
        if !RunLoop.current.run(mode: .default, before: limit) {
            // Nothing is attached to this run loop, so it returns at once: wait a little instead
            // of spinning.
            Thread.sleep(forTimeInterval: min(remaining, .milliseconds(1)) / .seconds(1))
        }
    }
}
