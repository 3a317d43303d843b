/// Runs one polling assertion and reports its failure at `site`.
func runPollingAssertion<Value>(
    _ check: PollingMatch<Value>, _ expression: PollExpression<Result<Value, any Error>>,
    timeout: Duration?, pollInterval: Duration?, clock: (any Clock<Duration>)?,
    description: String?, site: CallSite, isolation: isolated (any Actor)? = #isolation
) async {
    let run = await runPoll(
        expression, timeout: timeout, pollInterval: pollInterval, clock: clock
    ) {
        check.judge($0)
    }
    switch run {
    case .unusableTiming(let problem):
        reportFailure(check.invalidTimingFailure(problem, description: description, site: site))
    case .ended(let ending, let timing):
        if let failure = check.failure(ending, timing: timing, description: description, site: site)
        {
            reportFailure(failure)
        }
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
/// and polls `expression` on `clock` (a `ContinuousClock` unless given) until `judge` decides.
///
/// It is `package` so that the mocks' `eventually` polls with the same deadline, pauses,
/// watchdog and cancellation as `toEventually`, rather than with a loop of its own.
package func runPoll<Outcome, Judged>(
    _ expression: PollExpression<Outcome>, timeout: Duration?, pollInterval: Duration?,
    clock: (any Clock<Duration>)?, isolation: isolated (any Actor)? = #isolation,
    judge: @escaping (Outcome) -> (CheckVerdict, Judged)
) async -> PollRun<Judged> {
    let timing = PollTiming(timeout: timeout, pollInterval: pollInterval)
    if let problem = timing.problem { return .unusableTiming(problem) }
    let clock: any Clock<Duration> = clock ?? ContinuousClock()
    return .ended(await poll(expression, on: clock, timing: timing, judge: judge), timing)
}
