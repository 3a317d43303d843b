extension Matcher {
    /// Applies a matcher of `Wrapped` to an optional: `nil` is a mismatch (`was nil`).
    ///
    /// Assertions do this for you; use it when composing, for example over `[Int?]`.
    ///
    /// ```swift
    /// let present = Matcher<Int?>(unwrapping: greaterThan(3))
    /// ```
    @inlinable
    public init<Wrapped>(unwrapping matcher: Matcher<Wrapped>) where Subject == Wrapped? {
        self.init(
            describe: matcher.describe(into:), examinesErrors: matcher.examinesErrors,
            examinesTraps: matcher.examinesTraps
        ) {
            outcome in
            switch outcome {
            case .success(.some(let value)): matcher.match(value)
            case .success(.none): matcher.nilResult
            case .failure(let error): matcher.match(outcome: .failure(error))
            }
        }
    }
}

/// How a matcher of `T` judges a `nil` actual when it checks a `T?`.
@usableFromInline
enum NilRule: Sendable {
    /// `was nil`, a mismatch that negation turns into a pass: Hamcrest's rule.
    case mismatch
    /// A failure whichever way the matcher is asked: Nimble's rule for its value matchers.
    case rejected
    /// A match: the negation of a matcher whose rule is `mismatch`.
    case match

    /// The rule of `not(matcher)`, by the negation rule.
    @usableFromInline
    var negated: NilRule {
        switch self {
        case .mismatch: .match
        case .match: .mismatch
        case .rejected: .rejected
        }
    }

    /// The rule of matchers that must all hold (`allOf`): the first that does not decides.
    static func all(_ rules: some Sequence<NilRule>) -> NilRule {
        rules.first { $0 != .match } ?? .match
    }

    /// The rule of matchers of which one must hold (`anyOf`): any match decides, then any
    /// rejection.
    static func any(_ rules: some Sequence<NilRule>) -> NilRule {
        var result = NilRule.mismatch
        for rule in rules {
            if rule == .match { return .match }
            if rule == .rejected { result = .rejected }
        }
        return result
    }
}

extension Matcher {
    /// What this matcher makes of a `nil` actual when it checks an optional: `was nil`; a
    /// failure that negation keeps (``MatchResult/unusable(_:)``) for a matcher that
    /// ``rejectsNil``; or a match for the negation of a matcher whose `nil` is a mismatch.
    @inlinable
    var nilResult: MatchResult {
        switch nilRule {
        case .mismatch: .mismatch(was: nil)
        case .rejected: .unusable("was nil (use beNil() to match nil)")
        case .match: .match
        }
    }

    /// This matcher with `rule` for a `nil` actual, for the combinators.
    @inlinable
    func withNilRule(_ rule: NilRule) -> Matcher {
        var matcher = self
        matcher.nilRule = rule
        return matcher
    }
}
