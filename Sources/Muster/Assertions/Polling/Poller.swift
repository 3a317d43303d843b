import Foundation

/// What one check concluded.
enum CheckVerdict {
    /// The poll has succeeded: stop and pass.
    case satisfied
    /// Nothing decided yet: check again after the poll interval.
    case pending
    /// The poll has failed: stop and report this check.
    case violated
}

/// How a poll ended. `Judged` is what a check produced and its failure message needs.
enum PollEnding<Judged> {
    case satisfied
    /// A check decided the poll had failed, `elapsed` after the start.
    case violated(Judged, checks: Int, elapsed: Duration)
    /// The deadline passed with the poll still undecided; `last` is the last check that returned.
    case windowEnded(last: Judged, checks: Int)
    /// No check returned before the deadline.
    case didNotReturn
    case cancelled(last: Judged?, checks: Int, elapsed: Duration)
}

/// The expression of a polling assertion, run for each check in a task of its own on the
/// caller's actor, so that the poll can abandon a check that does not return.
///
/// It is `@unchecked Sendable` because the closure it holds is run only on `isolation`, the
/// actor of the code that created it, one check at a time; a check the poll abandons is
/// cancelled and its result dropped.
struct PollExpression<Outcome>: @unchecked Sendable {
    let isolation: (any Actor)?
    /// Takes the actor as an isolated parameter, so that the closure runs on it: a closure
    /// without one is nonisolated, and if asynchronous would leave the actor to run.
    let evaluate: (isolated (any Actor)?) async -> Outcome

    func run() async -> Outcome {
        await evaluateOn(isolation, evaluate).value
    }
}

/// An outcome carried from the task that computed it to the poll, on the same actor.
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
/// Each check runs in a task of its own, raced against a watchdog that ends the poll
/// ``PollTiming/grace`` after the deadline, so an expression that hangs cannot hold it longer.
func poll<C: Clock, Outcome, Judged>(
    _ expression: PollExpression<Outcome>, on clock: C, timing: PollTiming,
    isolation: isolated (any Actor)? = #isolation,
    judge: (Outcome) -> (CheckVerdict, Judged)
) async -> PollEnding<Judged> where C.Duration == Duration {
    let start = clock.now
    let deadline = start.advanced(by: timing.timeout)
    let race = CheckRace<Outcome>()
    if Task.isCancelled { return .cancelled(last: nil, checks: 0, elapsed: .zero) }
    let watchdog = Task {
        do {
            try await clock.sleep(until: deadline.advanced(by: timing.grace), tolerance: nil)
            race.passCutoff()
        } catch {}
    }
    defer { watchdog.cancel() }

    var checks = 0
    var last: Judged?
    var check = 0
    while true {
        check += 1
        let checkStart = clock.now
        var evaluation: Task<Void, Never>?
        if race.begin(check) {
            evaluation = Task { [check] in race.deliver(await expression.run(), for: check) }
        }
        let wake = await withTaskCancellationHandler {
            await race.wait()
        } onCancel: {
            race.cancel()
        }
        switch wake {
        case .returned(let outcome):
            checks += 1
            let (verdict, judged) = judge(outcome)
            switch verdict {
            case .satisfied: return .satisfied
            case .violated:
                return .violated(judged, checks: checks, elapsed: start.duration(to: clock.now))
            case .pending: last = judged
            }
        case .cutoff:
            evaluation?.cancel()
            guard let last else { return .didNotReturn }
            return .windowEnded(last: last, checks: checks)
        case .cancelled:
            evaluation?.cancel()
            return .cancelled(last: last, checks: checks, elapsed: start.duration(to: clock.now))
        }
        let now = clock.now
        if now >= deadline, let last { return .windowEnded(last: last, checks: checks) }
        // Checks start one poll interval apart, so the time a check takes does not stretch the
        // gaps; a check that took longer than that is followed by a full interval's pause.
        var next = checkStart.advanced(by: timing.pollInterval)
        if next <= now { next = now.advanced(by: timing.pollInterval) }
        do {
            try await clock.sleep(until: min(next, deadline), tolerance: nil)
        } catch {
            return .cancelled(last: last, checks: checks, elapsed: start.duration(to: clock.now))
        }
    }
}

/// The meeting point of one check and what can end it first: its result, the watchdog, or
/// the cancellation of the polling task. Whichever comes first wakes the poll; the rest are
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
