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

    /// See ``kind``.
    @usableFromInline
    enum Kind {
        case comparison(Comparison)
        case closures(Closures)
    }

    /// The comparison this matcher makes; `nil` for any other matcher.
    @usableFromInline
    var comparison: Comparison? {
        if case .comparison(let comparison) = kind { return comparison }
        return nil
    }

    /// A comparison matcher's parts: a tuple, which an optimized build takes apart where the
    /// matcher is made and applied (a struct there stays in memory and is tested at run time).
    /// The phrase is a metatype, and so, in a debug build, is the relation (see
    /// ``HeldRelation``): neither needs a closure context, and making a comparison allocates
    /// nothing in any build. A value that fails is reported as `was <value>`, or, for an
    /// equality, by how it differs from the expected value.
    @usableFromInline
    typealias Comparison = (
        value: Subject, relation: HeldRelation<Subject>, phrase: any ComparisonPhrase.Type,
        showsDifference: Bool
    )

    /// The closures of a matcher that is not a comparison.
    @usableFromInline
    final class Closures {
        @usableFromInline let describe: (inout Description) -> Void
        @usableFromInline let judge: Judge
        /// For a matcher written with Nimble's API, its closure (see ``Matcher/nimbleForm``).
        @usableFromInline let nimbleForm: NimbleForm<Subject>?

        @inlinable
        init(
            describe: @escaping (inout Description) -> Void, judge: Judge,
            nimbleForm: NimbleForm<Subject>?
        ) {
            self.describe = describe
            self.judge = judge
            self.nimbleForm = nimbleForm
        }
    }

    /// How a matcher that is not a comparison judges.
    @usableFromInline
    enum Judge {
        /// A closure that judges the outcome of computing the value, errors included.
        case outcomes((Outcome) -> MatchResult)
        /// A closure for a matcher that judges values only (a thrown error is a mismatch), kept
        /// apart so that it can be called without wrapping the value in an ``Outcome``: mocks
        /// judge recorded arguments through it.
        case values((Subject) -> MatchResult)
    }

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

    /// For a matcher written with Nimble's API, its closure, which judges an ``Expression`` of
    /// the value, sees `nil` itself, and says what it expected each time it judges; its judge
    /// calls the same closure. Kept beside the judge rather than as a kind of judge, so that
    /// applying any matcher never asks which kind it is.
    @usableFromInline
    var nimbleForm: NimbleForm<Subject>? {
        if case .closures(let closures) = kind { return closures.nimbleForm }
        return nil
    }

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
        kind = .closures(Closures(describe: describe, judge: .values(match), nimbleForm: nil))
        examinesErrors = false
        examinesTraps = false
        nilRule = .mismatch
    }

    /// A matcher that compares the subject with `value` by `relation`, described by `phrase`;
    /// see ``Comparison``.
    @usableFromInline @_transparent
    init<R: Relation>(
        comparingWith value: Subject, by relation: R.Type, phrase: any ComparisonPhrase.Type,
        showsDifference: Bool = false, rejectsNil: Bool = false
    ) where R.Subject == Subject {
        kind = .comparison((value, held(relation), phrase, showsDifference))
        examinesErrors = false
        examinesTraps = false
        nilRule = rejectsNil ? .rejected : .mismatch
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

    /// A matcher that judges outcomes and says which of them it examines; the combinators
    /// (`not`, `allOf`, `described`) pass on what their matchers examine.
    @inlinable
    init(
        describe: @escaping (inout Description) -> Void, examinesErrors: Bool,
        examinesTraps: Bool = false, matchOutcome: @escaping (Outcome) -> MatchResult
    ) {
        self.init(
            describe: describe, examinesErrors: examinesErrors, examinesTraps: examinesTraps,
            nimbleForm: nil, matchOutcome: matchOutcome)
    }

    /// The same, for a matcher written with Nimble's API when `nimbleForm` is set.
    @inlinable
    init(
        describe: @escaping (inout Description) -> Void, examinesErrors: Bool,
        examinesTraps: Bool, nimbleForm: NimbleForm<Subject>?,
        matchOutcome: @escaping (Outcome) -> MatchResult
    ) {
        kind = .closures(
            Closures(describe: describe, judge: .outcomes(matchOutcome), nimbleForm: nimbleForm))
        self.examinesErrors = examinesErrors
        self.examinesTraps = examinesTraps
        nilRule = .mismatch
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

    /// The result of applying the matcher to `outcome` when it is not a match, or `nil` when it
    /// is. An assertion's passing path asks this rather than ``match(outcome:)``: a comparison
    /// then makes no result at all when it holds, and the optimizer is left with the comparison
    /// and a branch (a result made on both paths must be destroyed on both).
    @usableFromInline @_transparent
    package func failingResult(of outcome: Outcome) -> MatchResult? {
        if case .comparison(let (value, relation, _, showsDifference)) = kind,
            case .success(let subject) = outcome
        {
            return holds(relation, subject, value)
                ? nil : comparisonMismatch(subject, value, showsDifference: showsDifference)
        }
        let result = match(outcome: outcome)
        return result.isMatch ? nil : result
    }

    /// `failingResult(of: .success(subject))`, for an assertion that has the value itself: an
    /// unoptimized build then copies no outcome around it.
    @usableFromInline @_transparent
    package func failingResult(ofValue subject: Subject) -> MatchResult? {
        switch kind {
        case .comparison(let (value, relation, _, showsDifference)):
            return holds(relation, subject, value)
                ? nil : comparisonMismatch(subject, value, showsDifference: showsDifference)
        case .closures(let closures):
            let result = closures.match(subject)
            return result.isMatch ? nil : result
        }
    }

    /// `true` when `subject` matches.
    ///
    /// ```swift
    /// greaterThan(5).matches(7)  // true
    /// ```
    @inlinable
    public func matches(_ subject: Subject) -> Bool {
        // A comparison answers without making the mismatch it would otherwise describe.
        switch kind {
        case .comparison(let (value, relation, _, _)): holds(relation, subject, value)
        case .closures(let closures): closures.match(subject).isMatch
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

    /// Whether a value matches, as one closure taken apart from the matcher once, for code
    /// generic over the subject that asks many times; see ``valueJudge()``.
    package func valueTest() -> (Subject) -> Bool {
        // A comparison answers without making the mismatch its judge would.
        if case .comparison(let (value, relation, _, _)) = kind {
            return { holds(relation, $0, value) }
        }
        let judge = valueJudge()
        return { judge($0).isMatch }
    }

    /// This matcher's judgement of a value, as one closure taken apart from the matcher once:
    /// calling it from code that is generic over the subject (a mock's verification) looks up
    /// no type metadata, where ``match(_:)`` would, on every call.
    package func valueJudge() -> (Subject) -> MatchResult {
        switch kind {
        case .comparison(let (value, relation, _, showsDifference)):
            // Captures the parts, not the matcher: reading a captured generic matcher would look
            // up its type metadata on every call.
            return { subject in
                if holds(relation, subject, value) { return .match }
                return showsDifference
                    ? .mismatch(expected: value, actual: subject) : .mismatch(was: subject)
            }
        case .closures(let closures):
            switch closures.judge {
            case .values(let match): return match
            case .outcomes(let evaluate): return { evaluate(.success($0)) }
            }
        }
    }

    /// This matcher's judgement of a value stored `offset` bytes after an address, read in
    /// place: a mock's verification judges each recorded argument where the call packed it, and
    /// no argument is copied (an object's would be retained and released). A comparison is
    /// judged without the second closure call its ``valueJudge()`` would make.
    package func judgeInPlace(atOffset offset: Int) -> (UnsafeRawPointer) -> MatchResult {
        if case .comparison(let (value, relation, _, showsDifference)) = kind {
            return { address in
                let subject = (address + offset).assumingMemoryBound(to: Subject.self)
                if holds(relation, subject.pointee, value) { return .match }
                return comparisonMismatch(subject.pointee, value, showsDifference: showsDifference)
            }
        }
        let judge = valueJudge()
        return { judge(($0 + offset).assumingMemoryBound(to: Subject.self).pointee) }
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

extension Matcher.Closures {
    /// The closures' result for `subject`.
    @usableFromInline @_transparent
    func match(_ subject: Subject) -> MatchResult {
        switch judge {
        case .values(let match): match(subject)
        case .outcomes(let evaluate): evaluate(.success(subject))
        }
    }

    /// The closures' result for `outcome`; an error is a mismatch for a judge of values.
    @usableFromInline @_transparent
    func match(outcome: Matcher.Outcome) -> MatchResult {
        switch judge {
        case .outcomes(let evaluate): return evaluate(outcome)
        case .values(let match):
            switch outcome {
            case .success(let subject): return match(subject)
            case .failure(let error): return .mismatch { $0.appendThrew(error) }
            }
        }
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

extension Description {
    /// Appends the mismatch for an actual value whose computation threw: `threw error <error>`.
    ///
    /// ```swift
    /// description.appendThrew(ParseError.empty)  // threw error ParseError.empty
    /// ```
    public mutating func appendThrew(_ error: any Error) {
        if let trap = error as? CaughtTrap {
            append("trapped")
            if !trap.message.isEmpty {
                append(" with message ")
                appendValue(trap.message)
            }
            return
        }
        if let end = error as? ChildProcessEnd { return append(end.description) }
        append("threw error ")
        append(ValueRenderer.renderError(error))
    }
}

/// The mismatch of a failed comparison, kept out of line: the passing path never needs it. Not
/// generic, so that the values are boxed on the failure path only: a generic function takes them
/// by address, and the optimizer then stores them on the passing path too.
@usableFromInline
func comparisonMismatch(_ actual: Any, _ value: Any, showsDifference: Bool) -> MatchResult {
    showsDifference ? .mismatch(expected: value, actual: actual) : .mismatch(was: actual)
}
