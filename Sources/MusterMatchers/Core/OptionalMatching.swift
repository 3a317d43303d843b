// A matcher of `Wrapped` applied to a `Wrapped?`: `nil` is a mismatch that says `was nil`, unless
// the matcher judges `nil` itself.

extension Matcher {
    /// Applies a matcher of `Wrapped` to an optional: `nil` is a mismatch (`was nil`), unless
    /// the matcher ``rejectsNil`` or judges `nil` itself, as one written with Nimble's API does.
    ///
    /// Assertions do this for you; use it when composing, for example over `[Int?]`.
    ///
    /// ```swift
    /// let present = Matcher<Int?>(unwrapping: greaterThan(3))
    /// ```
    @inlinable
    public init<Wrapped>(unwrapping matcher: Matcher<Wrapped>) where Subject == Wrapped? {
        if let nimbleForm = matcher.nimbleForm {
            // Still a matcher that sees nil and says what it expected: it reads the optional's
            // value, `nil` included.
            self = nimbleForm.liftedToOptional(examinesErrors: matcher.examinesErrors)
            return
        }
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

/// What follows `was nil` when a matcher fails on `nil` under `to` and `toNot` alike.
@usableFromInline
package let beNilHint = " (use beNil() to match nil)"

/// How a matcher of `T` judges a `nil` actual when it checks a `T?`.
@usableFromInline
package enum NilRule: Sendable {
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
    /// ``rejectsNil``; a match for the negation of a matcher whose `nil` is a mismatch; or, for
    /// a matcher written with Nimble's API, what its closure concludes about `nil`.
    @inlinable
    package var nilResult: MatchResult {
        // A matcher of an optional (`nilValue()` as a `Matcher<Int?>`) judges the absent value
        // itself: Swift turns a closure's `nil` into the outer `nil` of `Int??`, so the two
        // levels are one value to the reader.
        if let optional = Subject.self as? any OptionalValue.Type {
            return match(optional.absent as! Subject)
        }
        if let nimbleForm { return nimbleForm.nilResult() }
        switch nilRule {
        case .mismatch: return .mismatch(was: nil)
        case .rejected: return .unusable("was nil\(describing: beNilHint)")
        case .match: return .match
        }
    }

    /// This matcher with `rule` for a `nil` actual, for the combinators.
    @inlinable
    package func withNilRule(_ rule: NilRule) -> Matcher {
        var matcher = self
        matcher.nilRule = rule
        return matcher
    }
}

extension Matcher {
    /// Returns a matcher that behaves like this one but fails on a `nil` actual under negation
    /// too, with a hint to use `beNil()`: Nimble's rule for its value matchers.
    ///
    /// ```swift
    /// expect(Int?.none).toNot(greaterThan(3).rejectingNil())
    /// // Expected not a value greater than 3, but was nil (use beNil() to match nil)
    /// ```
    @inlinable
    public func rejectingNil() -> Matcher {
        var rejecting = self
        rejecting.nilRule = .rejected
        return rejecting
    }
}
