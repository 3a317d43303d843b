import MusterMatchers

// Nimble's way to write a matcher, on Muster's `Matcher`: a closure that reads the value through
// an `Expression` and returns a `MatcherResult`. The matcher it makes is an ordinary Muster
// matcher (assertThat, expect, require, polling, allOf, not …); its `MatcherResult` is read as
// `MatcherResult.verdict(actual:describe:)` says, and its failures are written from the
// `ExpectationMessage` as that type's documentation shows.

extension Matcher {
    /// A matcher written with Nimble's API: `matcher` reads the value through the expression
    /// (`nil` included) and returns whether it matches and what a failure says.
    ///
    /// It judges `nil` too, and errors: `try expression.evaluate()` throws what computing the
    /// value threw, and an error the closure lets out fails the assertion under `to` and `toNot`
    /// (`…, but threw error …`). Where it must describe itself before it runs (inside
    /// ``allOf(_:)-([Matcher<T>])`` or ``not(_:)-(MatcherConvertible)``), its description is `to match`.
    ///
    /// ```swift
    /// func beEven() -> Matcher<Int> {
    ///     Matcher { expression in
    ///         let message = ExpectationMessage.expectedActualValueTo("be even")
    ///         guard let value = try expression.evaluate() else {
    ///             return MatcherResult(status: .fail, message: message.appendedBeNilHint())
    ///         }
    ///         return MatcherResult(bool: value % 2 == 0, message: message)
    ///     }
    /// }
    /// // expect(3).to(beEven()): Expected to be even, but was 3
    /// ```
    public init(_ matcher: @escaping (Expression<Subject>) throws -> MatcherResult) {
        self.init(describing: "match", matcher)
    }

    /// A matcher from a closure, described as `to <expectation>` before it has judged a value.
    init(
        describing expectation: String,
        _ closure: @escaping (Expression<Subject>) throws -> MatcherResult
    ) {
        self.init(
            describe: {
                $0.append("to ")
                $0.append(expectation)
            }, expression: closure, examinesErrors: true)
    }

    /// A matcher written with Nimble's API: `closure` judges an expression of the value, and
    /// `describe` says what the matcher expects before it has judged one.
    init(
        describe: @escaping (inout Description) -> Void,
        expression closure: @escaping (Expression<Subject>) throws -> MatcherResult,
        examinesErrors: Bool
    ) {
        self.init(
            describe: describe, examinesErrors: examinesErrors, examinesTraps: false,
            nimbleForm: NimbleForm(describe: describe, closure: closure)
        ) { outcome in
            Matcher.verdict(of: closure, describedBy: describe, on: outcome.map { $0 })
        }
    }

    /// Applies Nimble's `satisfies`: the result of this matcher for `expression`'s value.
    ///
    /// For a matcher written with Nimble's API, what its closure returns; for one of Muster's,
    /// its result, which fails with Muster's own words when returned unchanged from a matcher
    /// of yours. Throws what evaluating the expression throws, unless the matcher judges errors.
    ///
    /// ```swift
    /// Matcher<Person> { person in try equal("Bob").satisfies(person.cast { $0?.name }) }
    /// ```
    public func satisfies(_ expression: Expression<Subject>) throws -> MatcherResult {
        if let nimbleForm = nimbleMatcherForm { return try nimbleForm.closure(expression) }
        let result: MatchResult
        switch Result(catching: { try expression.evaluate() }) {
        case .success(.some(let value)): result = match(value)
        case .success(.none): result = nilResult
        case .failure(let error):
            guard examinesErrors else { throw error }
            result = match(outcome: .failure(error))
        }
        return MatcherResult(result) { describe(into: &$0, judging: result) }
    }

    /// This matcher, made to fail under `to` and `toNot` when the value is `nil`, with
    /// `(use beNil() to match nil)` after what it found. One of Muster's matchers becomes
    /// ``rejectingNil()``.
    ///
    /// ```swift
    /// let present = Matcher.simpleNilable("be cached") { _ in .matches }.requireNonNil
    /// ```
    public var requireNonNil: Matcher<Subject> {
        guard let nimbleForm = nimbleMatcherForm else { return rejectingNil() }
        let closure = nimbleForm.closure
        let requiring = Matcher(
            describe: nimbleForm.describe,
            expression: { expression in
                let result = try closure(expression)
                guard try expression.evaluate() == nil else { return result }
                return result.rejectingNil()
            }, examinesErrors: true)
        // Its closure decides about nil; composites (allOf, anyOf, not) read this rule instead.
        return requiring.withNilRule(.rejected)
    }

    /// A matcher whose closure gets the value and the message `expected to <message>` to
    /// return; `nil` fails under `to` and `toNot`, with a hint to use `beNil()`.
    ///
    /// ```swift
    /// func haveLength(_ length: Int) -> Matcher<String> {
    ///     Matcher.define("have length \(length)") { expression, message in
    ///         MatcherResult(bool: try expression.evaluate()?.count == length, message: message)
    ///     }
    /// }
    /// // expect("abc").to(haveLength(2)): Expected to have length 2, but was "abc"
    /// ```
    public static func define(
        _ message: String = "match",
        matcher: @escaping (Expression<Subject>, ExpectationMessage) throws -> MatcherResult
    ) -> Matcher<Subject> {
        defineNilable(message, matcher: matcher).requireNonNil
    }

    /// A matcher from a closure that returns the whole result; `nil` fails under `to` and
    /// `toNot`, with a hint to use `beNil()`.
    ///
    /// ```swift
    /// Matcher<Int>.define { expression in
    ///     MatcherResult(bool: try expression.evaluate() == 3, message: .expectedTo("be three"))
    /// }
    /// ```
    public static func define(
        matcher: @escaping (Expression<Subject>) throws -> MatcherResult
    ) -> Matcher<Subject> {
        Matcher(matcher).requireNonNil
    }

    /// Like ``define(_:matcher:)``, but the closure decides about `nil` too.
    ///
    /// ```swift
    /// Matcher<String>.defineNilable("be blank") { expression, message in
    ///     MatcherResult(bool: (try expression.evaluate() ?? "").isEmpty, message: message)
    /// }
    /// ```
    public static func defineNilable(
        _ message: String = "match",
        matcher: @escaping (Expression<Subject>, ExpectationMessage) throws -> MatcherResult
    ) -> Matcher<Subject> {
        Matcher(describing: message) { expression in
            try matcher(expression, .expectedActualValueTo(message))
        }
    }

    /// A matcher whose closure returns only a status; a failure reads
    /// `Expected to <message>, but was <actual>`, and `nil` fails under `to` and `toNot`.
    ///
    /// ```swift
    /// func beEven() -> Matcher<Int> {
    ///     Matcher.simple("be even") { expression in
    ///         guard let value = try expression.evaluate() else { return .fail }
    ///         return MatcherStatus(bool: value % 2 == 0)
    ///     }
    /// }
    /// // expect(3).to(beEven()): Expected to be even, but was 3
    /// ```
    public static func simple(
        _ message: String = "match",
        matcher: @escaping (Expression<Subject>) throws -> MatcherStatus
    ) -> Matcher<Subject> {
        simpleNilable(message, matcher: matcher).requireNonNil
    }

    /// Like ``simple(_:matcher:)``, but the closure decides about `nil` too.
    ///
    /// ```swift
    /// func beNilOrEmpty() -> Matcher<String> {
    ///     Matcher.simpleNilable("be nil or empty") { expression in
    ///         MatcherStatus(bool: try expression.evaluate()?.isEmpty ?? true)
    ///     }
    /// }
    /// ```
    public static func simpleNilable(
        _ message: String = "match",
        matcher: @escaping (Expression<Subject>) throws -> MatcherStatus
    ) -> Matcher<Subject> {
        Matcher(describing: message) { expression in
            MatcherResult(status: try matcher(expression), message: .expectedActualValueTo(message))
        }
    }

    /// What a closure written with Nimble's API concludes about `outcome`, as Muster's engine
    /// reads it. An error the closure lets out fails under `to` and `toNot`, as in Nimble:
    /// `threw error …`.
    @usableFromInline
    static func verdict(
        of closure: (Expression<Subject>) throws -> MatcherResult,
        describedBy describe: @escaping (inout Description) -> Void,
        on outcome: Result<Subject?, any Error>
    ) -> MatchResult {
        do {
            return try closure(Expression(outcome: outcome)).verdict(
                actual: outcome, describe: describe)
        } catch {
            return MatchResult(storage: .unusable { $0.appendThrew(error) })
        }
    }
}

/// A matcher written with Nimble's API, as its closure and the words it says before it has
/// judged a value: what `satisfies`, ``Matcher/requireNonNil`` and the optional and
/// asynchronous forms of the matcher need besides its body.
final class NimbleForm<Subject>: ForeignMatcherForm, @unchecked Sendable {
    let describe: (inout Description) -> Void
    let closure: (Expression<Subject>) throws -> MatcherResult

    init(
        describe: @escaping (inout Description) -> Void,
        closure: @escaping (Expression<Subject>) throws -> MatcherResult
    ) {
        self.describe = describe
        self.closure = closure
    }

    func nilResult() -> MatchResult {
        Matcher<Subject>.verdict(of: closure, describedBy: describe, on: .success(nil))
    }

    func liftedToOptional(examinesErrors: Bool) -> Matcher<Subject?> {
        let closure = closure
        return Matcher<Subject?>(
            describe: describe, expression: { try closure($0.cast { $0 ?? nil }) },
            examinesErrors: examinesErrors)
    }
}

extension Matcher {
    /// The form of a matcher written with Nimble's API, when it is one.
    var nimbleMatcherForm: NimbleForm<Subject>? { nimbleForm as? NimbleForm<Subject> }
}
