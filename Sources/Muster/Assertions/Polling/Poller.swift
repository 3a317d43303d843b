import Foundation

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

    func run() async -> Outcome {
        await evaluateOn(isolation, evaluate).value
    }
}

/// A value carried from the task that made it to the code that waits for it, on the same
/// actor, which is done with it by the time it is carried.
struct Carried<Value>: @unchecked Sendable {
    let value: Value
}

private func evaluateOn<Outcome>(
    _ actor: isolated (any Actor)?, _ evaluate: (isolated (any Actor)?) async -> Outcome
) async -> Carried<Outcome> {
    Carried(value: await evaluate(actor))
}

/// Polls `expression` on `clock` until `judge` decides, the deadline passes, or the task is
/// cancelled.
///
/// The deadline is `timeout` after the start on `clock`, so the time the expression takes counts.
/// The first check runs at once; while the poll is undecided, checks start one poll interval
/// apart (or one interval after a check that took longer), never past the deadline, so there is
/// always a check at the deadline.
///
/// The checks run in a task of their own, raced against a watchdog that ends the poll
/// ``PollTiming/grace`` after the deadline, so an expression that hangs cannot hold it longer.
/// One task for the whole poll, rather than one per check, keeps each check to a single
/// wake-up, which is what detection latency and CPU time are made of.
func poll<C: Clock, Outcome, Judged>(
    _ expression: PollExpression<Outcome>, on clock: C, timing: PollTiming,
    isolation: isolated (any Actor)? = #isolation,
    judge: @escaping (Outcome) -> (CheckVerdict, Judged)
) async -> PollEnding<Judged> where C.Duration == Duration {
    let start = clock.now
    if Task.isCancelled { return .cancelled(last: nil, checks: 0, elapsed: .zero) }
    let race = PollRace<Judged>()
    let watchdog = Task {
        do {
            try await clock.sleep(
                until: start.advanced(by: timing.timeout + timing.grace), tolerance: nil)
            race.passCutoff()
        } catch {}
    }
    let checks = PollChecks(
        expression: expression, judge: Carried(value: judge), race: race, timing: timing)
    let loop = Task { await checks.run(on: expression.isolation, clock: clock, start: start) }
    let wake = await withTaskCancellationHandler {
        await race.wait()
    } onCancel: {
        race.cancel()
    }
    watchdog.cancel()
    loop.cancel()
    switch wake {
    case .ended(let ending):
        return ending
    case .cutoff(let last?, let count):
        return .windowEnded(last: last, checks: count)
    case .cutoff(nil, _):
        return .didNotReturn
    case .cancelled(let last, let count):
        return .cancelled(last: last, checks: count, elapsed: start.duration(to: clock.now))
    }
}

/// The loop of checks of one poll, which runs on the caller's actor in a task of its own.
struct PollChecks<Outcome, Judged>: Sendable {
    let expression: PollExpression<Outcome>
    let judge: Carried<(Outcome) -> (CheckVerdict, Judged)>
    let race: PollRace<Judged>
    let timing: PollTiming

    func run<C: Clock>(on actor: isolated (any Actor)?, clock: C, start: C.Instant) async
    where C.Duration == Duration {
        let deadline = start.advanced(by: timing.timeout)
        var checks = 0
        while true {
            let checkStart = clock.now
            let outcome = await expression.evaluate(actor)
            // Cancelled means the poll is over and no longer waits for this check.
            if Task.isCancelled { return }
            checks += 1
            let (verdict, judged) = judge.value(outcome)
            switch verdict {
            case .satisfied:
                return race.end(.satisfied)
            case .violated:
                let elapsed = start.duration(to: clock.now)
                return race.end(.violated(judged, checks: checks, elapsed: elapsed))
            case .pending:
                race.record(judged, checks: checks)
            }
            let now = clock.now
            if now >= deadline { return race.end(.windowEnded(last: judged, checks: checks)) }
            // Checks start one poll interval apart, so the time a check takes does not stretch
            // the gaps; a check that took longer than that is followed by a full interval's pause.
            var next = checkStart.advanced(by: timing.pollInterval)
            if next <= now { next = now.advanced(by: timing.pollInterval) }
            do {
                try await clock.sleep(until: min(next, deadline), tolerance: nil)
            } catch {
                return
            }
        }
    }
}

/// Where a poll and what can end it meet: the checks' verdict, the watchdog, or the cancellation
/// of the polling task. The first to arrive wakes the poll; the rest are ignored.
final class PollRace<Judged>: @unchecked Sendable {
    /// Unchecked because a judged check passes from the checks' task, done with it, to the
    /// poll, on the same actor.
    enum Wake: @unchecked Sendable {
        case ended(PollEnding<Judged>)
        case cutoff(last: Judged?, checks: Int)
        case cancelled(last: Judged?, checks: Int)
    }

    private let lock = NSLock()
    private var waiter: CheckedContinuation<Wake, Never>?
    private var decided: Wake?
    private var isOver = false
    private var last: Judged?
    private var checks = 0

    /// Suspends until the poll is decided.
    func wait() async -> Wake {
        await withCheckedContinuation { continuation in
            lock.withLock {
                if let decided {
                    continuation.resume(returning: decided)
                } else {
                    waiter = continuation
                }
            }
        }
    }

    /// Keeps the latest check that left the poll undecided, for a poll that the watchdog or a
    /// cancellation ends.
    func record(_ judged: Judged, checks: Int) {
        lock.withLock {
            last = judged
            self.checks = checks
        }
    }

    func end(_ ending: PollEnding<Judged>) {
        lock.withLock { decide(.ended(ending)) }
    }

    func passCutoff() {
        lock.withLock { decide(.cutoff(last: last, checks: checks)) }
    }

    func cancel() {
        lock.withLock { decide(.cancelled(last: last, checks: checks)) }
    }

    /// Called with the lock held.
    private func decide(_ wake: Wake) {
        guard !isOver else { return }
        isOver = true
        if let waiter {
            self.waiter = nil
            waiter.resume(returning: wake)
        } else {
            decided = wake
        }
    }
}

/// The meeting point of a wait and what can end it first: the awaited work, the deadline, or
/// the cancellation of the waiting task. Whichever comes first wakes the wait; the rest are
/// ignored.
final class CheckRace<Outcome>: @unchecked Sendable {
    /// Unchecked because an outcome only passes from the check's task, which has finished
    /// with it, to the poll, on the same actor.
    enum Wake: @unchecked Sendable {
        case returned(Outcome)
        case cutoff
        case cancelled
    }

    private let lock = NSLock()
    private var waiter: CheckedContinuation<Wake, Never>?
    private var decided: Wake?
    private var active = 0
    private var cutoffPassed = false
    private var isCancelled = false

    /// Starts check number `check`; `false` when the poll is already over and the check must
    /// not run.
    func begin(_ check: Int) -> Bool {
        lock.withLock {
            active = check
            decided = nil
            if isCancelled {
                decide(.cancelled)
            } else if cutoffPassed {
                decide(.cutoff)
            }
            return active != 0
        }
    }

    /// Suspends until the current check is decided.
    func wait() async -> Wake {
        await withCheckedContinuation { continuation in
            lock.withLock {
                if let decided {
                    self.decided = nil
                    continuation.resume(returning: decided)
                } else {
                    waiter = continuation
                }
            }
        }
    }

    func deliver(_ outcome: Outcome, for check: Int) {
        lock.withLock {
            if check == active { decide(.returned(outcome)) }
        }
    }

    func passCutoff() {
        lock.withLock {
            cutoffPassed = true
            decide(.cutoff)
        }
    }

    func cancel() {
        lock.withLock {
            isCancelled = true
            decide(.cancelled)
        }
    }

    /// Called with the lock held; does nothing when no check is running.
    private func decide(_ wake: Wake) {
        guard active != 0 else { return }
        active = 0
        if let waiter {
            self.waiter = nil
            waiter.resume(returning: wake)
        } else {
            decided = wake
        }
    }
}
