import MusterMatchers

/// A matcher that ``Matcher`` and ``AsyncMatcher`` both are: what Nimble's combinators of
/// asynchronous matchers (`satisfyAllOf`, `satisfyAnyOf`, `map`) take.
///
/// ```swift
/// expect { await model.count }.to(satisfyAllOf(beGreaterThan(0), beStored()))
/// ```
public protocol AsyncableMatcher<Value> {
    /// The type of value the matcher judges.
    associatedtype Value

    /// The result of this matcher for `expression`'s value.
    ///
    /// ```swift
    /// let result = try await matcher.satisfies(actualExpression)
    /// ```
    func satisfies(_ expression: AsyncExpression<Value>) async throws -> MatcherResult
}

extension Matcher: AsyncableMatcher {
    /// Applies this matcher to the value of an asynchronous expression.
    ///
    /// ```swift
    /// try await equal(3).satisfies(actualExpression)
    /// ```
    public func satisfies(_ expression: AsyncExpression<Subject>) async throws -> MatcherResult {
        try satisfies(await expression.toSynchronousExpression())
    }
}

/// A matcher whose judgement awaits: Nimble's `AsyncMatcher`, for values that take `await` to
/// look at (an actor's state, say).
///
/// Assertions apply it with `await`: `await expect(…).to(…)`, `toEventually` and the other
/// polling verbs, and `try await require(…).to(…)`. It judges as a ``Matcher`` does, `nil` and
/// errors included, and fails with the same kind of message.
///
/// ```swift
/// func beCalled(with argument: Int) -> AsyncMatcher<CallRecorder> {
///     AsyncMatcher { expression in
///         let message = ExpectationMessage.expectedActualValueTo("be called with \(argument)")
///         guard let recorder = try await expression.evaluate() else {
///             return MatcherResult(status: .fail, message: message.appendedBeNilHint())
///         }
///         return MatcherResult(bool: await recorder.calls.contains(argument), message: message)
///     }
/// }
/// ```
public struct AsyncMatcher<Subject>: AsyncableMatcher, @unchecked Sendable {
    @usableFromInline
    enum Body {
        /// Muster's way: a verdict on what computing the value produced, `nil` included.
        case outcomes((Result<Subject?, any Error>) async -> MatchResult)
        /// Nimble's way: a closure that reads the value through an ``AsyncExpression``.
        case expression((AsyncExpression<Subject>) async throws -> MatcherResult)
    }

    let body: Body
    let describeClosure: (inout Description) -> Void
    /// Whether the matcher's results say what it expected; see
    /// ``Matcher/describe(into:judging:)``.
    let restatesDescription: Bool

    /// Whether this matcher wants to see errors thrown while the actual value is computed; see
    /// ``Matcher/examinesErrors``.
    public let examinesErrors: Bool

    /// A matcher written with Nimble's API: `matcher` reads the value through the expression
    /// (`nil` included) and returns whether it matches and what a failure says, as for
    /// ``Matcher/init(_:)``.
    ///
    /// ```swift
    /// AsyncMatcher<Recorder> { expression in
    ///     let calls = try await expression.evaluate()?.calls ?? []
    ///     return MatcherResult(bool: !calls.isEmpty, message: .expectedTo("be called"))
    /// }
    /// ```
    public init(_ matcher: @escaping (AsyncExpression<Subject>) async throws -> MatcherResult) {
        self.init(describing: "match", matcher)
    }

    /// A matcher from a closure, described as `to <expectation>` before it has judged a value.
    init(
        describing expectation: String,
        _ closure: @escaping (AsyncExpression<Subject>) async throws -> MatcherResult
    ) {
        self.init(
            describe: {
                $0.append("to ")
                $0.append(expectation)
            }, closure)
    }

    /// A matcher from a closure, described by `describe` before it has judged a value.
    init(
        describe: @escaping (inout Description) -> Void,
        _ closure: @escaping (AsyncExpression<Subject>) async throws -> MatcherResult
    ) {
        body = .expression(closure)
        describeClosure = describe
        restatesDescription = true
        examinesErrors = true
    }

    /// One of Muster's asynchronous matchers: a description and a verdict on each outcome,
    /// `nil` included.
    init(
        describe: @escaping (inout Description) -> Void, examinesErrors: Bool = false,
        restatesDescription: Bool = false,
        matchOutcome: @escaping (Result<Subject?, any Error>) async -> MatchResult
    ) {
        body = .outcomes(matchOutcome)
        describeClosure = describe
        self.restatesDescription = restatesDescription
        self.examinesErrors = examinesErrors
    }

    /// One of Muster's asynchronous matchers that judges values only: `nil` is `was nil` and an
    /// error is a failure the matcher does not examine, as for a ``Matcher``.
    init(
        describe: @escaping (inout Description) -> Void,
        match: @escaping (Subject) async -> MatchResult
    ) {
        self.init(describe: describe) { outcome in
            switch outcome {
            case .success(.some(let value)): await match(value)
            case .success(.none): .mismatch(was: nil)
            case .failure(let error): .mismatch { $0.appendThrew(error) }
            }
        }
    }

    /// `matcher`, judging as it does.
    init(_ matcher: Matcher<Subject>) {
        let restates = matcher.nimbleForm != nil
        self.init(
            describe: matcher.describe(into:), examinesErrors: matcher.examinesErrors,
            restatesDescription: restates
        ) { outcome in
            switch outcome {
            case .success(.some(let value)): matcher.match(value)
            case .success(.none): matcher.nilResult
            case .failure(let error): matcher.match(outcome: .failure(error))
            }
        }
    }

    /// Any matcher that can judge asynchronously, as an ``AsyncMatcher``: Muster's own judge as
    /// they do; any other through its `satisfies(_:)`.
    init(_ matcher: any AsyncableMatcher<Subject>) {
        switch matcher {
        case let matcher as AsyncMatcher<Subject>: self = matcher
        case let matcher as Matcher<Subject>: self.init(matcher)
        default: self.init(describing: "match") { try await matcher.satisfies($0) }
        }
    }

    /// Applies Nimble's `satisfies`: the result of this matcher for `expression`'s value.
    ///
    /// ```swift
    /// let result = try await beCalled(with: 3).satisfies(actualExpression)
    /// ```
    public func satisfies(_ expression: AsyncExpression<Subject>) async throws -> MatcherResult {
        switch body {
        case .expression(let closure):
            return try await closure(expression)
        case .outcomes(let matchOutcome):
            let outcome: Result<Subject?, any Error>
            do { outcome = .success(try await expression.evaluate()) } catch {
                guard examinesErrors else { throw error }
                outcome = .failure(error)
            }
            let result = await matchOutcome(outcome)
            return MatcherResult(result) { describe(into: &$0, judging: result) }
        }
    }

    /// This matcher's verdict on what computing the value produced, `nil` included.
    func match(outcome: Result<Subject?, any Error>) async -> MatchResult {
        switch body {
        case .outcomes(let matchOutcome):
            return await matchOutcome(outcome)
        case .expression(let closure):
            do {
                return try await closure(AsyncExpression(outcome: outcome)).verdict(
                    actual: outcome, describe: describeClosure)
            } catch {
                return MatchResult(storage: .unusable { $0.appendThrew(error) })
            }
        }
    }

    /// Writes what this matcher accepts.
    ///
    /// ```swift
    /// beCalled(with: 3).describe(into: &description)  // to be called with 3
    /// ```
    public func describe(into description: inout Description) {
        describeClosure(&description)
    }

    /// Writes what this matcher accepts, as it said when it reached `result`; see
    /// ``Matcher/describe(into:judging:)``.
    ///
    /// ```swift
    /// matcher.describe(into: &description, judging: result)
    /// ```
    public func describe(into description: inout Description, judging result: MatchResult) {
        if restatesDescription, let judged = result.judgedDescription {
            return judged(&description)
        }
        describe(into: &description)
    }
}

extension AsyncMatcher: CustomStringConvertible {
    /// What this matcher accepts, as text: `to be called with 3`.
    public var description: String {
        var description = Description()
        describe(into: &description)
        return description.text
    }
}

extension Description {
    /// Appends the descriptions of asynchronous matchers in parentheses, separated:
    /// `(to be called with 3 and to be called with 4)`.
    mutating func appendList<Subject>(of matchers: [AsyncMatcher<Subject>], separator: String) {
        append("(")
        for (index, matcher) in matchers.enumerated() {
            if index > 0 { append(separator) }
            matcher.describe(into: &self)
        }
        append(")")
    }
}

extension AsyncMatcher {
    /// This matcher, made to fail under `to` and `toNot` when the value is `nil`, with
    /// `(use beNil() to match nil)` after what it found.
    ///
    /// ```swift
    /// let present = AsyncMatcher<Recorder>.simpleNilable { _ in .matches }.requireNonNil
    /// ```
    public var requireNonNil: AsyncMatcher<Subject> {
        AsyncMatcher(describe: describeClosure) { expression in
            let result = try await satisfies(expression)
            guard try await expression.evaluate() == nil else { return result }
            return result.rejectingNil()
        }
    }

    /// An asynchronous matcher whose closure gets the value and the message
    /// `expected to <message>` to return; `nil` fails under `to` and `toNot`. See
    /// ``Matcher/define(_:matcher:)``.
    ///
    /// ```swift
    /// AsyncMatcher<Recorder>.define("be called") { expression, message in
    ///     let calls = await (try expression.evaluate()?.calls ?? [])
    ///     return MatcherResult(bool: !calls.isEmpty, message: message)
    /// }
    /// ```
    public static func define(
        _ message: String = "match",
        matcher:
            @escaping (AsyncExpression<Subject>, ExpectationMessage) async throws ->
            MatcherResult
    ) -> AsyncMatcher<Subject> {
        defineNilable(message, matcher: matcher).requireNonNil
    }

    /// An asynchronous matcher from a closure that returns the whole result; `nil` fails under
    /// `to` and `toNot`.
    ///
    /// ```swift
    /// AsyncMatcher<Recorder>.define { expression in … }
    /// ```
    public static func define(
        matcher: @escaping (AsyncExpression<Subject>) async throws -> MatcherResult
    ) -> AsyncMatcher<Subject> {
        AsyncMatcher(matcher).requireNonNil
    }

    /// Like ``define(_:matcher:)``, but the closure decides about `nil` too.
    ///
    /// ```swift
    /// AsyncMatcher<Recorder>.defineNilable("be idle") { expression, message in … }
    /// ```
    public static func defineNilable(
        _ message: String = "match",
        matcher:
            @escaping (AsyncExpression<Subject>, ExpectationMessage) async throws ->
            MatcherResult
    ) -> AsyncMatcher<Subject> {
        AsyncMatcher(describing: message) { expression in
            try await matcher(expression, .expectedActualValueTo(message))
        }
    }

    /// An asynchronous matcher whose closure returns only a status; `nil` fails under `to` and
    /// `toNot`. See ``Matcher/simple(_:matcher:)``.
    ///
    /// ```swift
    /// AsyncMatcher<Recorder>.simple("be called") { expression in
    ///     MatcherStatus(bool: await (try expression.evaluate()?.calls ?? []).count > 0)
    /// }
    /// ```
    public static func simple(
        _ message: String = "match",
        matcher: @escaping (AsyncExpression<Subject>) async throws -> MatcherStatus
    ) -> AsyncMatcher<Subject> {
        simpleNilable(message, matcher: matcher).requireNonNil
    }

    /// Like ``simple(_:matcher:)``, but the closure decides about `nil` too.
    ///
    /// ```swift
    /// AsyncMatcher<Recorder>.simpleNilable("be idle") { expression in
    ///     MatcherStatus(bool: await try expression.evaluate()?.calls.isEmpty ?? true)
    /// }
    /// ```
    public static func simpleNilable(
        _ message: String = "match",
        matcher: @escaping (AsyncExpression<Subject>) async throws -> MatcherStatus
    ) -> AsyncMatcher<Subject> {
        AsyncMatcher(describing: message) { expression in
            MatcherResult(
                status: try await matcher(expression), message: .expectedActualValueTo(message))
        }
    }
}

/// Nimble's older name for ``AsyncMatcher``.
///
/// ```swift
/// let matcher: AsyncPredicate<Int> = AsyncMatcher.simple("pass") { _ in .matches }
/// ```
@available(*, deprecated, renamed: "AsyncMatcher")
public typealias AsyncPredicate = AsyncMatcher
