/// The comparison fast path: how a matcher is held and applied so that a passing assertion
/// costs what the bare comparison costs.
///
/// Every matcher is one of two kinds (``Matcher/Kind``). A comparison with one value of the
/// subject's type (`equalTo`, `greaterThan`, a plain value) keeps the value, the relation and
/// its phrase in the matcher itself, so that in optimized code making and applying it allocates
/// nothing and folds down to the comparison and a branch; every other matcher keeps its
/// closures in one object. Each way of applying a matcher below switches on the kind once, for
/// the same reason: the passing path of a comparison then builds no result, no text and no
/// closure. `Benchmarks/run` counts the instructions this saves (callgrind); change this file
/// with those counts before and after.
extension Matcher {
    /// See ``kind``.
    @usableFromInline
    enum Kind {
        case comparison(Comparison)
        case closures(Closures)
    }

    /// How many differences a value has from the expected value of a matcher that compares
    /// by its own rules; `nil` for any other matcher.
    package var differenceCount: ((Subject) -> Int)? {
        if case .closures(let closures) = kind { return closures.differenceCount }
        return nil
    }

    /// The fields a matcher that compares by its own rules ignores; `nil` for any other matcher,
    /// or one that ignores none.
    package var omittedFields: OmittedFields? {
        if case .closures(let closures) = kind { return closures.omittedFields }
        return nil
    }

    /// A matcher that compares with an expected value by its own rules, and can say how many
    /// differences a value has from it: `differenceCount` runs only on a failure path.
    package init(
        describe: @escaping (inout Description) -> Void,
        differenceCount: @escaping (Subject) -> Int, omitting omitted: OmittedFields? = nil,
        match: @escaping (Subject) -> MatchResult
    ) {
        kind = .closures(
            Closures(
                describe: describe, judge: .values(match), nimbleForm: nil,
                differenceCount: differenceCount,
                omittedFields: omitted.flatMap { $0.isEmpty ? nil : $0 }))
        examinesErrors = false
        examinesTraps = false
        nilRule = .mismatch
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
        @usableFromInline let nimbleForm: (any ForeignMatcherForm<Subject>)?
        /// For a matcher that compares with an expected value by its own rules (field by
        /// field), how many differences a value has from it: what a collection matcher's
        /// failure uses to name the nearest item (see ``Matcher/differenceCount``).
        @usableFromInline let differenceCount: ((Subject) -> Int)?
        /// For such a matcher, the fields it ignores, which a collection matcher's failure leaves
        /// out of the items it shows.
        @usableFromInline let omittedFields: OmittedFields?

        @inlinable
        init(
            describe: @escaping (inout Description) -> Void, judge: Judge,
            nimbleForm: (any ForeignMatcherForm<Subject>)?, differenceCount: ((Subject) -> Int)?,
            omittedFields: OmittedFields? = nil
        ) {
            self.describe = describe
            self.judge = judge
            self.nimbleForm = nimbleForm
            self.differenceCount = differenceCount
            self.omittedFields = omittedFields
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

    /// For a matcher written with Nimble's API, its closure, which judges an ``Expression`` of
    /// the value, sees `nil` itself, and says what it expected each time it judges; its judge
    /// calls the same closure. Kept beside the judge rather than as a kind of judge, so that
    /// applying any matcher never asks which kind it is.
    @usableFromInline
    package var nimbleForm: (any ForeignMatcherForm<Subject>)? {
        if case .closures(let closures) = kind { return closures.nimbleForm }
        return nil
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
    package init(
        describe: @escaping (inout Description) -> Void, examinesErrors: Bool,
        examinesTraps: Bool, nimbleForm: (any ForeignMatcherForm<Subject>)?,
        matchOutcome: @escaping (Outcome) -> MatchResult
    ) {
        kind = .closures(
            Closures(
                describe: describe, judge: .outcomes(matchOutcome), nimbleForm: nimbleForm,
                differenceCount: nil))
        self.examinesErrors = examinesErrors
        self.examinesTraps = examinesTraps
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
    // Disfavored so that where `MusterHamcrest` adds SwiftHamcrest's `matches` returning its
    // result enum, `switch matcher.matches(x)` takes that one; an `if` still takes this one.
    @_disfavoredOverload
    @inlinable
    public func matches(_ subject: Subject) -> Bool {
        // A comparison answers without making the mismatch it would otherwise describe.
        switch kind {
        case .comparison(let (value, relation, _, _)): holds(relation, subject, value)
        case .closures(let closures): closures.match(subject).isMatch
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

    /// Whether a value stored `offset` bytes after an address matches, read in place as
    /// ``judgeInPlace(atOffset:)`` reads it: a stub asks only that, and a comparison that fails
    /// makes no mismatch.
    package func testInPlace(atOffset offset: Int) -> (UnsafeRawPointer) -> Bool {
        if case .comparison(let (value, relation, _, _)) = kind {
            return { address in
                holds(
                    relation, (address + offset).assumingMemoryBound(to: Subject.self).pointee,
                    value)
            }
        }
        let judge = valueJudge()
        return { judge(($0 + offset).assumingMemoryBound(to: Subject.self).pointee).isMatch }
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

/// The mismatch of a failed comparison, kept out of line: the passing path never needs it. Not
/// generic, so that the values are boxed on the failure path only: a generic function takes them
/// by address, and the optimizer then stores them on the passing path too.
@usableFromInline
func comparisonMismatch(_ actual: Any, _ value: Any, showsDifference: Bool) -> MatchResult {
    showsDifference ? .mismatch(expected: value, actual: actual) : .mismatch(was: actual)
}

/// A matcher written with another library's API, which judges `nil` itself and makes its own
/// matcher of optionals: the hook through which Nimble's custom-matcher API, a module of its
/// own (`MusterNimbleMatchers`), joins the core without the core knowing its types.
@usableFromInline
package protocol ForeignMatcherForm<Subject>: AnyObject, Sendable {
    associatedtype Subject

    /// What the matcher says it expects before it has judged a value.
    var describe: (inout Description) -> Void { get }

    /// The matcher's verdict on an absent value.
    func nilResult() -> MatchResult

    /// The matcher of optionals that reads the optional's value, `nil` included.
    func liftedToOptional(examinesErrors: Bool) -> Matcher<Subject?>
}
