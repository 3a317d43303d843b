/// Which polling assertion is being made, and so what a check means.
enum PollMode: Sendable {
    /// `toEventually`: passes at the first check that matches.
    case eventually
    /// `toEventuallyNot`: passes at the first check that does not match.
    case eventuallyNot
    /// `toNever`: fails at the first check that matches; passes when the window ends.
    case never
    /// `toAlways`: fails at the first check that does not match; passes when the window ends.
    case always

    /// The word that qualifies the expectation: `Expected eventually 5, but …`.
    var prefix: String {
        switch self {
        case .eventually: "eventually "
        case .eventuallyNot: "eventually not "
        case .never: "never "
        case .always: "always "
        }
    }

    /// Whether a failure shows the value (`was 5`) rather than the matcher's mismatch.
    var isNegated: Bool { self == .eventuallyNot || self == .never }

    /// Whether the poll passes when its window ends undecided.
    var passesWhenWindowEnds: Bool { self == .never || self == .always }

    /// What a check means for the poll, given whether the check held (the matcher's result, or
    /// its negation for `toEventuallyNot` and `toNever`).
    func verdict(holds: Bool) -> CheckVerdict {
        switch self {
        case .eventually, .eventuallyNot: holds ? .satisfied : .pending
        case .always, .never: holds ? .pending : .violated
        }
    }
}

/// One check: the value the expression produced, judged (negated for the negated modes).
struct JudgedOutcome {
    let verdict: MatchResult

    func describe(into text: inout Description) { verdict.describeMismatch(into: &text) }
}

/// A polling assertion about a matcher: judges each check, and composes the failure message.
struct PollingMatch<Value> {
    let matcher: Matcher<Value>
    let mode: PollMode

    /// An error the matcher does not examine, or a matcher that cannot judge the value, ends
    /// every kind of poll: polling on would only hide a bug in the expression or the matcher.
    func judge(_ outcome: Result<Value, any Error>) -> (CheckVerdict, JudgedOutcome) {
        let verdict = Muster.judge(matcher, outcome, negated: mode.isNegated)
        let judged = JudgedOutcome(verdict: verdict)
        if verdict.isUnusable { return (.violated, judged) }
        if case .failure = outcome, !matcher.examinesErrors { return (.violated, judged) }
        return (mode.verdict(holds: verdict.isMatch), judged)
    }

    /// The failure for how the poll ended, or `nil` when it passed. Composed like every other
    /// assertion's, so a long last value carries its full text (attached under Swift Testing).
    func failure(
        _ ending: PollEnding<JudgedOutcome>, timing: PollTiming, description: String?,
        site: CallSite
    ) -> Failure? {
        let mismatch: (inout Description) -> Void
        switch ending {
        case .satisfied:
            return nil
        case .violated(let judged, let checks, let elapsed):
            mismatch = { text in
                text.append("after \(elapsedText(elapsed)) (\(checksText(checks))) ")
                judged.describe(into: &text)
            }
        case .windowEnded(let last, let checks):
            if mode.passesWhenWindowEnds { return nil }
            mismatch = { text in
                text.append("after \(secondsText(timing.timeout)) (\(checksText(checks))) ")
                last.describe(into: &text)
            }
        case .didNotReturn:
            mismatch = { text in
                text.append("the expression did not return within \(secondsText(timing.timeout))")
            }
        case .cancelled(let last, let checks, let elapsed):
            mismatch = { text in
                text.append(
                    "polling was cancelled after \(elapsedText(elapsed)) (\(checksText(checks)))")
                if let last, !mode.passesWhenWindowEnds {
                    text.append("; last check: ")
                    last.describe(into: &text)
                }
            }
        }
        return Failure.compose(
            userMessage: description, prefix: mode.prefix, expectation: matcher.describe(into:),
            finding: mismatch, site: site)
    }

    /// The failure for timing values that cannot be used.
    func invalidTimingFailure(_ problem: String, description: String?, site: CallSite) -> Failure {
        Failure.compose(
            userMessage: description, prefix: mode.prefix, expectation: matcher.describe(into:),
            finding: { $0.append(problem) }, site: site)
    }
}
