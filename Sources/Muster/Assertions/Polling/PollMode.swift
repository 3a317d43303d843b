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

    /// An error that the matcher does not examine ends every kind of poll: it is a bug in the
    /// expression, not a value that is not there yet, and polling on would hide it.
    func verdict(isMatch: Bool, isUnexaminedError: Bool) -> CheckVerdict {
        if isUnexaminedError { return .violated }
        switch self {
        case .eventually: return isMatch ? .satisfied : .pending
        case .eventuallyNot: return isMatch ? .pending : .satisfied
        case .never: return isMatch ? .violated : .pending
        case .always: return isMatch ? .pending : .violated
        }
    }
}

/// One check of a matcher against the value the expression produced.
struct JudgedOutcome<Value> {
    let outcome: Result<Value, any Error>
    let result: MatchResult

    /// The clause a failure ends with: the value for negated modes, the mismatch otherwise.
    func describe(negated: Bool, into text: inout Description) {
        guard negated else { return result.describeMismatch(into: &text) }
        switch outcome {
        case .success(let value): text.appendWas(value)
        case .failure(let error): text.appendThrew(error)
        }
    }
}

/// A polling assertion about a matcher: judges each check, and composes the failure message.
struct PollingMatch<Value> {
    let matcher: Matcher<Value>
    let mode: PollMode

    func judge(_ outcome: Result<Value, any Error>) -> (CheckVerdict, JudgedOutcome<Value>) {
        let result = matcher.match(outcome: outcome)
        let verdict = mode.verdict(
            isMatch: result.isMatch, isUnexaminedError: isUnexaminedError(outcome, matcher))
        return (verdict, JudgedOutcome(outcome: outcome, result: result))
    }

    /// The failure for how the poll ended, or `nil` when it passed. Composed like every other
    /// assertion's, so a long last value carries its full text (attached under Swift Testing).
    func failure(
        _ ending: PollEnding<JudgedOutcome<Value>>, timing: PollTiming, description: String?,
        site: CallSite
    ) -> Failure? {
        let negated = mode.isNegated
        let mismatch: (inout Description) -> Void
        switch ending {
        case .satisfied:
            return nil
        case .violated(let judged, let checks, let elapsed):
            mismatch = { text in
                text.append("after \(elapsedText(elapsed)) (\(checksText(checks))) ")
                judged.describe(negated: negated, into: &text)
            }
        case .windowEnded(let last, let checks):
            if mode.passesWhenWindowEnds { return nil }
            mismatch = { text in
                text.append("after \(secondsText(timing.timeout)) (\(checksText(checks))) ")
                last.describe(negated: negated, into: &text)
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
                    last.describe(negated: negated, into: &text)
                }
            }
        }
        return Failure.compose(
            userMessage: description, prefix: mode.prefix, describe: matcher.describe(into:),
            mismatch: mismatch, site: site)
    }

    /// The failure for timing values that cannot be used.
    func invalidTimingFailure(_ problem: String, description: String?, site: CallSite) -> Failure {
        Failure.compose(
            userMessage: description, prefix: mode.prefix, describe: matcher.describe(into:),
            mismatch: { $0.append(problem) }, site: site)
    }
}
