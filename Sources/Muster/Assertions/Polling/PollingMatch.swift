// A polling assertion about a matcher: each check judged as the poll's mode reads it, and the
// failure composed once, from what the checks saw.

/// A polling assertion about a matcher: judges each check, and composes the failure.
package struct PollingMatch<Value> {
    let matcher: Matcher<Value>
    let mode: PollMode
    let description: String?
    package let site: CallSite
    /// What the checks saw, for the failure's `seen:` line; locked because a check the poll
    /// abandoned may still be judged while the failure is composed.
    private let history = Locked(PollHistory<Result<Value, any Error>>())
    private let sameOutcome = SameOutcome<Value>()

    package init(matcher: Matcher<Value>, mode: PollMode, description: String?, site: CallSite) {
        self.matcher = matcher
        self.mode = mode
        self.description = description
        self.site = site
    }

    /// A check is the matcher's result, negated for the negated modes. An error the matcher does
    /// not examine ends every kind of poll: polling on would only hide a bug in the expression.
    /// A result the matcher could not judge is a check that does not hold, so that a value that
    /// is `nil` at first (which Nimble's matchers cannot judge) may still arrive. The outcome
    /// joins the history, `seenAt` after the start of the poll.
    package func judge(_ outcome: Result<Value, any Error>, seenAt: Duration) -> (
        CheckVerdict, MatchResult
    ) {
        history.withLock { $0.record(outcome, at: seenAt, isSame: sameOutcome.callAsFunction) }
        let verdict = Muster.judge(matcher, outcome, negated: mode.isNegated)
        if case .failure = outcome, !matcher.examinesErrors { return (.violated, verdict) }
        return (mode.verdict(holds: verdict.isMatch), verdict)
    }

    /// The failure for how the poll went, or `nil` when it passed. Composed like every other
    /// assertion's, so a long last value carries its full text (attached under Swift Testing).
    package func failure(_ run: PollRun<MatchResult>) -> Failure? {
        var finding: (inout Description) -> Void
        // The check a failure reports, whose matcher may have said what it expected.
        var reported: MatchResult?
        switch run {
        case .unusableTiming(let problem):
            finding = { $0.append(problem) }
        case .ended(.satisfied, _):
            return nil
        case .ended(.violated(let judged, let checks, let elapsed), _):
            reported = judged
            finding = { text in
                text.append("after \(elapsedText(elapsed)) (\(checksText(checks))) ")
                judged.describeMismatch(into: &text)
                writeHistory(into: &text, throughCheck: checks)
            }
        case .ended(.windowEnded(let last, let checks), let timing):
            if mode.passesWhenWindowEnds { return nil }
            reported = last
            finding = { text in
                text.append("after \(secondsText(timing.timeout)) (\(checksText(checks))) ")
                last.describeMismatch(into: &text)
                writeHistory(into: &text, throughCheck: checks)
            }
        case .ended(.didNotReturn, let timing):
            finding = { text in
                text.append("the expression did not return within \(secondsText(timing.timeout))")
            }
        case .ended(.cancelled(let last, let checks, let elapsed), _):
            reported = mode.passesWhenWindowEnds ? nil : last
            finding = { text in
                text.append(
                    "polling was cancelled after \(elapsedText(elapsed)) (\(checksText(checks)))")
                if let last, !mode.passesWhenWindowEnds {
                    text.append("; last check: ")
                    last.describeMismatch(into: &text)
                }
                writeHistory(into: &text, throughCheck: checks)
            }
        }
        if case .ended(_, let timing) = run, let note = timing.testClockNote {
            finding = { [finding] text in
                finding(&text)
                text.append("\n" + note)
            }
        }
        return Failure.compose(
            userMessage: description, prefix: mode.rawValue,
            expectation: { [reported] text in
                if let reported {
                    matcher.describe(into: &text, judging: reported)
                } else {
                    matcher.describe(into: &text)
                }
            }, finding: finding, site: site)
    }

    /// The `seen:` line: what the checks up to `lastCheck` saw, when they did not all see the
    /// same. Written only for a failure, from the outcomes kept while polling.
    private func writeHistory(into text: inout Description, throughCheck lastCheck: Int) {
        let seen = history.withLock { $0 }
        seen.write(into: &text, throughCheck: lastCheck, describe: PollObservation.describe)
    }
}

/// Polls until `matcher`, in `mode`, decides: the failure, or `nil` when the poll passed, and
/// the outcome of the last check judged, which a requirement returns. `outcome` computes the
/// value once a check, on the caller's actor (see PollExpression).
func pollMatch<Value>(
    _ matcher: Matcher<Value>, _ mode: PollMode, description: String?, site: CallSite,
    timeout: Duration?, pollInterval: Duration?, clock: (any Clock<Duration>)?,
    isolation: isolated (any Actor)? = #isolation,
    outcome: @escaping (isolated (any Actor)?) async -> Result<Value, any Error>
) async -> (failure: Failure?, last: Result<Value, any Error>?) {
    let check = PollingMatch(matcher: matcher, mode: mode, description: description, site: site)
    let last = Locked<Result<Value, any Error>?>(nil)
    let run = await runPoll(
        PollExpression(isolation: isolation, evaluate: outcome), timeout: timeout,
        pollInterval: pollInterval, clock: clock
    ) { outcome, seenAt in
        last.withLock { $0 = outcome }
        return check.judge(outcome, seenAt: seenAt)
    }
    return (check.failure(run), last.withLock { $0 })
}
