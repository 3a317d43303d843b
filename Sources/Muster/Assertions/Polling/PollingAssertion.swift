/// Runs one polling assertion and reports its failure at `site`.
func runPollingAssertion<Value>(
    _ check: PollingMatch<Value>, _ expression: PollExpression<Result<Value, any Error>>,
    timeout: Duration?, pollInterval: Duration?, clock: (any Clock<Duration>)?,
    description: String?, site: CallSite, isolation: isolated (any Actor)? = #isolation
) async {
    let timing = PollTiming(timeout: timeout, pollInterval: pollInterval)
    if let problem = timing.problem {
        let message = check.invalidTimingMessage(problem, description: description)
        return reportFailure(Failure(message: message, site: site))
    }
    let clock: any Clock<Duration> = clock ?? ContinuousClock()
    let ending = await poll(expression, on: clock, timing: timing) {
        check.judge($0)
    }
    if let message = check.failureMessage(ending, timing: timing, description: description) {
        reportFailure(Failure(message: message, site: site))
    }
}
