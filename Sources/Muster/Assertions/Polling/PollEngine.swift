import Foundation

// The polling engine: one check at a time, on the clock a poll is given (a test clock moves
// itself, see TestClockPolling.swift), until a check decides or the deadline passes. What it
// guarantees: a check that never returns still ends the poll at its deadline (the check races
// the deadline, see Race.swift); a cancelled poll ends at once; checks never overlap; the
// ending says which of these it was, for the message.

/// What one check concluded.
package enum CheckVerdict {
    /// The poll has succeeded: stop and pass.
    case satisfied
    /// Nothing decided yet: check again after the poll interval.
    case pending
    /// The poll has failed: stop and report this check.
    case violated
}

/// How a poll ended. `Judged` is what a check produced and its failure message needs.
package enum PollEnding<Judged> {
    case satisfied
    /// A check decided the poll had failed, `elapsed` after the start.
    case violated(Judged, checks: Int, elapsed: Duration)
    /// The deadline passed with the poll still undecided; `last` is the last check that returned.
    case windowEnded(last: Judged, checks: Int)
    /// No check returned before the deadline.
    case didNotReturn
    case cancelled(last: Judged?, checks: Int, elapsed: Duration)
}

/// The expression of a polling assertion, run on the caller's actor by a task of its own, so
/// that the poll can abandon a check that does not return.
///
/// It is `@unchecked Sendable` because the closure it holds is run only on `isolation`, the
/// actor of the code that created it, one check at a time, while that code waits; a check the
/// poll abandons is cancelled and its result dropped.
package struct PollExpression<Outcome>: @unchecked Sendable {
    let isolation: (any Actor)?
    /// Takes the actor as an isolated parameter, so that the closure runs on it: a closure
    /// without one is nonisolated, and if asynchronous would leave the actor to run.
    let evaluate: (isolated (any Actor)?) async -> Outcome

    package init(
        isolation: (any Actor)?, evaluate: @escaping (isolated (any Actor)?) async -> Outcome
    ) {
        self.isolation = isolation
        self.evaluate = evaluate
    }
}

/// How ``runPoll(_:timeout:pollInterval:clock:isolation:judge:)`` went.
package enum PollRun<Judged> {
    /// The timing cannot be used; the problem is the clause after "but":
    /// `pollInterval was 0.0 s; it must be more than zero`.
    case unusableTiming(String)
    /// The poll ran and ended so, with this timing.
    case ended(PollEnding<Judged>, PollTiming)
}

/// The part every polling assertion shares, whatever it checks and however it words a failure:
/// resolves the timing against ``PollingDefaults/current``, refuses timing that cannot work,
/// and polls `expression` on `clock` (unless given, the ``TestClock`` of an enclosing
/// ``withTestClock(isolation:fileID:filePath:line:column:_:)``, else a `ContinuousClock`) until `judge` decides.
/// `judge` gets each check's outcome and how long after the start of the poll the check
/// returned, which a failure's history of what the poll saw shows.
///
/// It is `package` so that the mocks' `eventually` polls with the same deadline, pauses,
/// watchdog and cancellation as `toEventually`, rather than with a loop of its own.
package func runPoll<Outcome, Judged>(
    _ expression: PollExpression<Outcome>, timeout: Duration?, pollInterval: Duration?,
    clock: (any Clock<Duration>)?, isolation: isolated (any Actor)? = #isolation,
    judge: @escaping (Outcome, Duration) -> (CheckVerdict, Judged)
) async -> PollRun<Judged> {
    let timing = PollTiming(timeout: timeout, pollInterval: pollInterval)
    if let problem = timing.problem { return .unusableTiming(problem) }
    let clock: any Clock<Duration> = clock ?? TestClock.current ?? ContinuousClock()
    if let testClock = clock as? TestClock {
        let wallStart = ContinuousClock.now
        let ending = await pollOnTestClock(expression, on: testClock, timing: timing, judge: judge)
        var timing = timing
        timing.testClockNote = testClockNote(
            testClock, wallTime: wallStart.duration(to: ContinuousClock.now))
        return .ended(ending, timing)
    }
    return .ended(await poll(expression, on: clock, timing: timing, judge: judge), timing)
}

/// Polls `expression` on `clock` until `judge` decides, the deadline passes, or the task is
/// cancelled, at the times of ``PollSchedule``.
///
/// The checks run in a task of their own, raced against a watchdog that ends the poll when a
/// check is still running ``PollTiming/grace`` after the deadline (or after it started, if
/// later), so an expression that hangs cannot hold it longer. A loop that is merely late,
/// because the machine is too busy to wake it on time, is not a hang: the watchdog leaves it its
/// last check, so that a value that did arrive in time is not failed for the scheduler's delay.
/// One task for the whole poll, rather than one per check, keeps each check to a single
/// wake-up, which is what detection latency and CPU time are made of.
///
/// `race` is where the poll ends; a caller that passes its own can end it from elsewhere too.
func poll<C: Clock, Outcome, Judged>(
    _ expression: PollExpression<Outcome>, on clock: C, timing: PollTiming,
    race: Race<PollEnding<Judged>> = Race(), isolation: isolated (any Actor)? = #isolation,
    judge: @escaping (Outcome, Duration) -> (CheckVerdict, Judged)
) async -> PollEnding<Judged> where C.Duration == Duration {
    countAssertion()
    let schedule = PollSchedule(start: clock.now, timing: timing)
    if Task.isCancelled { return .cancelled(last: nil, checks: 0, elapsed: .zero) }
    // The checks that left the poll undecided, for a poll that the watchdog or a cancellation
    // ends, and whether one is running now.
    let progress = Locked(PollProgress<Judged, C.Instant>())
    let watchdog = Task {
        var alarm = schedule.deadline.advanced(by: timing.grace)
        do {
            while true {
                try await clock.sleep(until: alarm, tolerance: nil)
                let now = clock.now
                let ending: PollEnding<Judged>? = progress.withLock { progress in
                    guard let started = progress.checkStarted else {
                        // Not the grace alone, which is zero for a waitUntil.
                        alarm = now.advanced(by: max(timing.grace, timing.pollInterval))
                        return nil
                    }
                    // A check that started late has the grace too.
                    if now < started.advanced(by: timing.grace) {
                        alarm = started.advanced(by: timing.grace)
                        return nil
                    }
                    return progress.last.map { .windowEnded(last: $0, checks: progress.checks) }
                        ?? .didNotReturn
                }
                if let ending { return race.settle(ending) }
            }
        } catch {}
    }
    // Run only by the checks' task, on the caller's actor: see PollExpression.
    nonisolated(unsafe) let judge = judge
    let loop = Task {
        await runChecks(
            expression, on: expression.isolation, judge: judge, race: race, progress: progress,
            clock: clock, schedule: schedule)
    }
    let ending = await race.wait {
        progress.withLock {
            .cancelled(
                last: $0.last, checks: $0.checks, elapsed: schedule.start.duration(to: clock.now))
        }
    }
    watchdog.cancel()
    loop.cancel()
    return ending
}

/// What the watchdog and a cancellation of a poll need to know of its checks so far.
private struct PollProgress<Judged, Instant> {
    /// The last check that left the poll undecided.
    var last: Judged?
    var checks = 0
    /// When the check that has not returned yet started.
    var checkStarted: Instant?
}

/// The loop of checks of one poll, which runs on the caller's actor in a task of its own.
private func runChecks<C: Clock, Outcome, Judged>(
    _ expression: PollExpression<Outcome>, on actor: isolated (any Actor)?,
    judge: (Outcome, Duration) -> (CheckVerdict, Judged), race: Race<PollEnding<Judged>>,
    progress: Locked<PollProgress<Judged, C.Instant>>, clock: C, schedule: PollSchedule<C.Instant>
) async where C.Duration == Duration {
    var checks = 0
    while true {
        let started = clock.now
        progress.withLock { $0.checkStarted = started }
        let outcome = await expression.evaluate(actor)
        // Cancelled means the poll is over and no longer waits for this check.
        if Task.isCancelled { return }
        checks += 1
        let returned = clock.now
        let (verdict, judged) = judge(outcome, schedule.start.duration(to: returned))
        progress.withLock { progress in
            progress.checkStarted = nil
            if verdict == .pending { (progress.last, progress.checks) = (judged, checks) }
        }
        switch schedule.next(
            after: verdict, judged, checks: checks, started: started, now: returned)
        {
        case .end(let ending):
            return race.settle(ending)
        case .check(let next):
            do { try await clock.sleep(until: next, tolerance: nil) } catch { return }
        }
    }
}

/// When the checks of a poll run, for the async loop and the run-loop one alike: the first at
/// once; while the poll is undecided, the next one poll interval after the last one started
/// (or a full interval after a check that took longer, so that a slow expression still leaves
/// gaps), never past the deadline, so that there is always a check at the deadline.
package struct PollSchedule<Instant: InstantProtocol>: Sendable where Instant.Duration == Duration {
    package let start: Instant
    let timing: PollTiming

    package init(start: Instant, timing: PollTiming) {
        self.start = start
        self.timing = timing
    }

    /// `timeout` after the start, so that the time the expression takes counts.
    var deadline: Instant { start.advanced(by: timing.timeout) }

    package enum Step<Judged> {
        case end(PollEnding<Judged>)
        /// Start the next check at this instant.
        case check(at: Instant)
    }

    /// What follows check number `checks`, which started at `started` and concluded `verdict`.
    package func next<Judged>(
        after verdict: CheckVerdict, _ judged: Judged, checks: Int, started: Instant, now: Instant
    ) -> Step<Judged> {
        switch verdict {
        case .satisfied: return .end(.satisfied)
        case .violated:
            return .end(.violated(judged, checks: checks, elapsed: start.duration(to: now)))
        case .pending:
            if now >= deadline { return .end(.windowEnded(last: judged, checks: checks)) }
            var next = started.advanced(by: timing.pollInterval)
            if next <= now { next = now.advanced(by: timing.pollInterval) }
            return .check(at: min(next, deadline))
        }
    }
}
