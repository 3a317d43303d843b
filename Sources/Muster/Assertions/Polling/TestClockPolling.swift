import Foundation

/// A poll on a ``TestClock``: the same checks, verdicts and endings as on any clock, with the
/// clock moved by the poll itself instead of waited for.
///
/// Before each check, the code under test runs until it has nothing left to run (as far as the
/// clock can see, see ``TestClock``), so a check never races it. After a check that leaves the
/// poll undecided, virtual time jumps to the later of the next check's time and the earliest
/// armed sleep, never past the deadline, waking the sleeps it passes in order, each given time
/// to run before the next: nothing that could change what a check sees happens between those
/// points. A poll of an hour of virtual time that nothing satisfies ends in a few checks.
///
/// A check itself is awaited in real time, bounded by the timeout and its grace (at least 5 s,
/// at most 60 s): a check that does not return is not waited for virtually, since its code may
/// wait on something the clock cannot move.
func pollOnTestClock<Outcome, Judged>(
    _ expression: PollExpression<Outcome>, on clock: TestClock, timing: PollTiming,
    isolation: isolated (any Actor)? = #isolation,
    judge: @escaping (Outcome, Duration) -> (CheckVerdict, Judged)
) async -> PollEnding<Judged> {
    countAssertion()
    let schedule = PollSchedule(start: clock.now, timing: timing)
    let checkLimit = max(min(timing.timeout + timing.grace, .seconds(60)), .seconds(5))
    var checks = 0
    var last: Judged?
    func cancelled() -> PollEnding<Judged> {
        .cancelled(last: last, checks: checks, elapsed: schedule.start.duration(to: clock.now))
    }
    let fromMainActor = isMainActor(isolation)
    clock.beginAttending()
    defer { clock.endAttending() }
    while true {
        if Task.isCancelled { return cancelled() }
        await ConcurrencyQuiescence.settled(passingMainQueue: fromMainActor)
        let started = clock.now
        guard let outcome = await checkOnce(expression, within: checkLimit) else {
            if Task.isCancelled { return cancelled() }
            return last.map { .windowEnded(last: $0, checks: checks) } ?? .didNotReturn
        }
        checks += 1
        let returned = clock.now
        let (verdict, judged) = judge(outcome, schedule.start.duration(to: returned))
        if verdict == .pending { last = judged }
        switch schedule.next(
            after: verdict, judged, checks: checks, started: started, now: returned)
        {
        case .end(let ending):
            return ending
        case .check(let next):
            let wakeUp =
                await clock.nextWakeUpOnceSettled(passingMainQueue: fromMainActor)
                ?? schedule.deadline
            await clock.move(
                to: min(max(wakeUp, next), schedule.deadline), passingMainQueue: fromMainActor)
        }
    }
}

/// One check, run on the expression's actor in a task of its own so that a check that does not
/// return within `limit` of real time can be abandoned (cancelled, its result dropped): `nil`
/// then, or when the waiting task is cancelled.
private func checkOnce<Outcome>(
    _ expression: PollExpression<Outcome>, within limit: Duration,
    isolation: isolated (any Actor)? = #isolation
) async -> Outcome? {
    let race = Race<Outcome?>()
    let check = Task { await evaluate(expression, on: expression.isolation, into: race) }
    let outcome = await race.wait(atMost: limit, else: { nil }, ifCancelled: { nil })
    check.cancel()
    return outcome
}

/// Runs the check on the expression's actor and hands its outcome to the race from there.
private func evaluate<Outcome>(
    _ expression: PollExpression<Outcome>, on actor: isolated (any Actor)?,
    into race: Race<Outcome?>
) async {
    let outcome = await expression.evaluate(actor)
    race.settle(outcome)
}
