// The one rule of negation, which `not`, `toNot` and the negated polls share, so that each says
// "Expected not …, but was …" alike.

extension MatchResult {
    /// The result of "not <matcher>", given this result of the matcher on `outcome`: the one rule
    /// of negation, which `not(_:)`, `toNot`, `notTo`, the negated polling verbs and anything
    /// else that negates apply.
    ///
    /// - A match becomes a mismatch that shows the value: `was 5`, or `threw error …`.
    /// - A mismatch becomes a match.
    /// - An ``unusable(_:)`` result stays as it is: a matcher that could not judge the value
    ///   (an invalid pattern, say) says nothing about it either way. A `nil` actual is such a
    ///   result for a matcher that ``Matcher/rejectsNil`` (Nimble's value matchers), and an
    ///   ordinary `was nil` mismatch otherwise (Hamcrest's).
    /// - An error the matcher does not examine (see ``Matcher/examinesErrors``) stays a failure:
    ///   "threw" is not "a different value".
    ///
    /// ```swift
    /// let result = equalTo(5).match(5).negated(for: .success(5), examinesErrors: false)
    /// result.mismatchDescription  // "was 5"
    /// ```
    @inlinable
    public func negated<Subject>(for outcome: Result<Subject, any Error>, examinesErrors: Bool)
        -> MatchResult
    {
        // What the matcher said it expected holds for its negation too: `toNot` adds the "not".
        if case .failure(let error) = outcome, !examinesErrors {
            return MatchResult.mismatch { $0.appendThrew(error) }.judged(as: judgedDescription)
        }
        switch storage {
        case .unusable, .judgedUnusable: return self
        case .mismatch: return .match
        case .match: return .mismatch { $0.appendOutcome(outcome) }
        case .judgedMismatch(_, let judged):
            return MatchResult(storage: .judgedMatch(judged: judged))
        case .judgedMatch(let judged):
            return MatchResult(
                storage: .judgedMismatch({ $0.appendOutcome(outcome) }, judged: judged))
        }
    }
}

extension Description {
    /// Appends what computing a value produced: `was <value>`, or `threw error <error>`.
    ///
    /// ```swift
    /// description.appendOutcome(Result<Int, any Error>.success(5))  // was 5
    /// ```
    public mutating func appendOutcome<Subject>(_ outcome: Result<Subject, any Error>) {
        switch outcome {
        case .success(let value): appendWas(value)
        case .failure(let error): appendThrew(error)
        }
    }
}
