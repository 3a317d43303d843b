/// A self-describing predicate on values of type `Subject`.
///
/// A matcher knows what it accepts (its description, a noun phrase such as
/// `a value greater than 5`) and, when a value does not match, why (its mismatch, a past-tense
/// clause such as `was 3`). Matchers are values: stateless, reusable, and safe to share
/// between tests and threads.
///
/// The common case for a custom matcher is one initializer call:
///
/// ```swift
/// func onASaturday() -> Matcher<Date> {
///     Matcher("a date falling on Saturday") { date in
///         Calendar(identifier: .gregorian).dateComponents(in: .gmt, from: date).weekday == 7
///     }
/// }
/// ```
///
/// A matcher is `Sendable` because it never mutates what it holds; the expected values it
/// captures are only read, so capture values that nothing else mutates while a test runs.
public struct Matcher<Subject>: @unchecked Sendable {
    /// What the matcher is: a comparison with one value of the subject's type (`equalTo`,
    /// `greaterThan`), held in the matcher itself rather than in closure contexts, or the
    /// closures of any other matcher, in one object. In optimized code making and applying a
    /// comparison allocates nothing and folds down to the bare comparison; in a debug build a
    /// comparison of a value without references, such as an `Int`, counts no reference when
    /// it is copied or dropped, and any other matcher counts one, whatever its closures
    /// captured.
    // An enum rather than two optionals: an optimized build copied an optional comparison
    // through the runtime's value witnesses wherever it was applied in a loop.
    @usableFromInline
    let kind: Kind

    /// Whether this matcher wants to see errors thrown while the actual value is computed,
    /// as the error matchers do. Other matchers never see them: the assertion reports the error.
    public let examinesErrors: Bool

    /// Whether the assertion must run the actual expression in a child process first, so that
    /// a trap (a failed precondition) there is handed to this matcher as ``CaughtTrap`` instead
    /// of crashing the test.
    public let examinesTraps: Bool

    /// Whether a `nil` actual fails this matcher whichever way it is asked, under `toNot` and
    /// `not` as under `to`: Nimble's rule for its value matchers (`equal`, `beGreaterThan`,
    /// `contain` …). Otherwise a `nil` actual is an ordinary mismatch, `was nil`, which negation
    /// turns into a pass: Hamcrest's rule, so `not(equalTo(3))` matches `nil`.
    /// See ``rejectingNil()``.
    public var rejectsNil: Bool { nilRule == .rejected }

    /// How this matcher judges a `nil` actual when it checks an optional.
    // Set by each initializer rather than by a default value, which an unoptimized client
    // computes by calling the property's initializer on every matcher it makes.
    @usableFromInline
    var nilRule: NilRule

    /// What evaluating the actual value produced: the value, or the error it threw.
    public typealias Outcome = Result<Subject, any Error>

    /// Creates a matcher from its description and a diagnosing match.
    ///
    /// ```swift
    /// Matcher(describe: { $0.append("an even number") }) { value in
    ///     value % 2 == 0 ? .match : .mismatch("was odd: \(value: value)")
    /// }
    /// ```
    @inlinable
    public init(
        describe: @escaping (inout Description) -> Void,
        match: @escaping (Subject) -> MatchResult
    ) {
        kind = .closures(
            Closures(
                describe: describe, judge: .values(match), nimbleForm: nil, differenceCount: nil))
        examinesErrors = false
        examinesTraps = false
        nilRule = .mismatch
    }

    /// Creates a matcher from a description and a diagnosing match that returns a
    /// ``MatchResult`` for each distinct reason a value can fail.
    ///
    /// ```swift
    /// Matcher("a non-empty name") { name in
    ///     name.isEmpty ? .mismatch("was empty") : .match
    /// }
    /// ```
    // Disfavored: a closure whose body returns `true` or `false` fits this form too, since a
    // Boolean literal makes a `MatchResult`; such a closure is the predicate form's.
    @_disfavoredOverload
    @inlinable
    public init(
        _ description: @autoclosure @escaping () -> Description,
        diagnosing match: @escaping (Subject) -> MatchResult
    ) {
        self.init(describe: { $0.append(description()) }) { subject in
            let result = match(subject)
            return result.isMatch ? result : result.orWas(subject)
        }
    }

    /// Refused: write `Matcher(Description(text)) { … }` for a description held in a string
    /// and a diagnosing match. A form that took the string would also take every interpolated
    /// literal (a string literal's default type wins a tie), showing its values unquoted.
    @available(
        *, unavailable,
        message:
            "a diagnosing matcher takes a Description: write Matcher(Description(text)) { … } for a description held in a String"
    )
    public init(_ description: String, _ match: @escaping (Subject) -> MatchResult) {
        fatalError("unavailable")
    }

    /// Creates a matcher from a description held in a string and a predicate; a value that
    /// fails it is reported as `was <value>`.
    ///
    /// ```swift
    /// let title = "a multiple of \(divisor)"
    /// Matcher<Int>(title) { $0.isMultiple(of: divisor) }
    /// ```
    @_disfavoredOverload
    @inlinable
    public init(_ description: String, _ predicate: @escaping (Subject) -> Bool) {
        self.init(Description(description), predicate)
    }

    /// Creates a matcher from a description and a predicate; a value that fails it is reported
    /// as `was <value>`.
    ///
    /// ```swift
    /// let even = Matcher<Int>("an even number") { $0 % 2 == 0 }
    /// ```
    @inlinable
    public init(
        _ description: @autoclosure @escaping () -> Description,
        _ predicate: @escaping (Subject) -> Bool
    ) {
        self.init(describe: { $0.append(description()) }) { subject in
            predicate(subject) ? .match : .mismatch(was: subject)
        }
    }

    /// Creates a matcher that judges the outcome of computing the actual value, errors included,
    /// as the error matchers do. With `examinesTraps`, the assertion runs the expression in a
    /// child process first, and a trap (a failed precondition) there arrives as
    /// `.failure(CaughtTrap(message:))`.
    ///
    /// ```swift
    /// Matcher<Int>(describe: { $0.append("an error") }, matchOutcome: { outcome in
    ///     if case .failure = outcome { .match } else { .mismatch("threw no error") }
    /// })
    /// ```
    @inlinable
    public init(
        describe: @escaping (inout Description) -> Void, examinesTraps: Bool = false,
        matchOutcome: @escaping (Outcome) -> MatchResult
    ) {
        self.init(
            describe: describe, examinesErrors: true, examinesTraps: examinesTraps,
            matchOutcome: matchOutcome)
    }

    /// Applies the matcher to a value.
    ///
    /// ```swift
    /// greaterThan(5).match(3).mismatchDescription  // "was 3"
    /// ```
    @_transparent
    public func match(_ subject: Subject) -> MatchResult {
        switch kind {
        case .comparison(let (value, relation, _, showsDifference)):
            holds(relation, subject, value)
                ? .match : comparisonMismatch(subject, value, showsDifference: showsDifference)
        case .closures(let closures): closures.match(subject)
        }
    }

    /// Applies the matcher to the outcome of computing a value, which may be an error.
    ///
    /// ```swift
    /// throwsError().match(outcome: .failure(ParseError.empty)).isMatch  // true
    /// ```
    @_transparent
    public func match(outcome: Outcome) -> MatchResult {
        switch kind {
        case .comparison(let (value, relation, _, showsDifference)):
            switch outcome {
            case .success(let subject):
                return holds(relation, subject, value)
                    ? .match : comparisonMismatch(subject, value, showsDifference: showsDifference)
            case .failure(let error): return .mismatch { $0.appendThrew(error) }
            }
        case .closures(let closures): return closures.match(outcome: outcome)
        }
    }

    /// Writes what this matcher accepts.
    ///
    /// ```swift
    /// matcher.describe(into: &description)
    /// ```
    public func describe(into description: inout Description) {
        switch kind {
        case .comparison(let comparison):
            comparison.phrase.describe(comparison.value, into: &description)
        case .closures(let closures):
            let start = description.text.utf8.count
            closures.describe(&description)
            // "Expected , but was 5" would leave the reader guessing what was wrong.
            if description.text.utf8.count == start {
                description.append(Self.undescribed)
            }
        }
    }

    /// What a matcher whose description is empty is called in messages.
    static var undescribed: String { "a value accepted by a matcher with no description" }

    /// Writes what this matcher accepts, as it said when it reached `result`: a matcher written
    /// with Nimble's API says what it expected only when it judges a value. Any other matcher,
    /// composites included, writes its ``describe(into:)`` words, whatever result it passed on.
    ///
    /// ```swift
    /// matcher.describe(into: &description, judging: result)
    /// ```
    public func describe(into description: inout Description, judging result: MatchResult) {
        if nimbleForm != nil, let judged = result.judgedDescription {
            return judged(&description)
        }
        describe(into: &description)
    }

    /// Returns a matcher that behaves like this one but describes itself differently.
    ///
    /// ```swift
    /// greaterThan(0).described("a positive number")
    /// ```
    public func described(_ description: @autoclosure @escaping () -> Description) -> Matcher {
        var described = Matcher(
            describe: { $0.append(description()) }, examinesErrors: examinesErrors,
            examinesTraps: examinesTraps, matchOutcome: match(outcome:))
        described.nilRule = nilRule
        return described
    }
}

extension Matcher: CustomStringConvertible {
    /// What this matcher accepts, as text: `a value greater than 5`.
    public var description: String {
        var description = Description()
        describe(into: &description)
        return description.text
    }
}
