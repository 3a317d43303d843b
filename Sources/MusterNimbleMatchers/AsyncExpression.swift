import MusterMatchers

/// The actual value of an assertion, as an ``AsyncMatcher`` reads it:
/// `try await expression.evaluate()`, which is `nil` for a `nil` value and throws what computing
/// the value threw.
///
/// An assertion computes its value once and hands the matcher an expression that holds it, so
/// `evaluate()` never runs the asserted code again, however often it is called.
///
/// ```swift
/// AsyncMatcher { (expression: AsyncExpression<Recorder>) in
///     let calls = try await expression.evaluate()?.calls ?? []
///     return MatcherResult(bool: !calls.isEmpty, message: .expectedTo("be called"))
/// }
/// ```
public struct AsyncExpression<Value> {
    /// Produces the value; `true` asks for it computed again rather than remembered.
    private let produce: (_ withoutCaching: Bool) async throws -> Value?
    private let computesEachTime: Bool

    /// Where the expression was written: ``ExpressionLocation/unknown`` for the one an
    /// assertion hands to a matcher.
    ///
    /// ```swift
    /// AsyncExpression(expression: { item }, location: actualExpression.location)
    /// ```
    public let location: ExpressionLocation

    /// Whether the value comes from a closure; always `true` for the expression an assertion
    /// hands to a matcher.
    ///
    /// ```swift
    /// actualExpression.isClosure  // true
    /// ```
    public let isClosure: Bool

    /// An expression that computes `expression` the first time it is evaluated and remembers
    /// what it produced (a value or an error) for the later times.
    ///
    /// ```swift
    /// let item = AsyncExpression(expression: { element }, location: actualExpression.location)
    /// ```
    public init(
        expression: @escaping () async throws -> Value?, location: ExpressionLocation = .unknown,
        isClosure: Bool = true
    ) {
        let memory = RememberedAsync<Value>(expression)
        self.init(
            memoizedExpression: { try await memory.value(computedAgain: $0) },
            location: location, withoutCaching: false, isClosure: isClosure)
    }

    /// An expression from a closure that remembers values itself: it gets `true` when asked to
    /// compute the value again. `withoutCaching` makes ``evaluate()`` always ask for that.
    ///
    /// ```swift
    /// AsyncExpression(
    ///     memoizedExpression: { _ in await load() }, location: .unknown, withoutCaching: true)
    /// ```
    public init(
        memoizedExpression: @escaping (Bool) async throws -> Value?, location: ExpressionLocation,
        withoutCaching: Bool, isClosure: Bool = true
    ) {
        produce = memoizedExpression
        computesEachTime = withoutCaching
        self.location = location
        self.isClosure = isClosure
    }

    /// The expression for the value an assertion computed.
    init(outcome: Result<Value?, any Error>) {
        self.init(
            memoizedExpression: { _ in try outcome.get() }, location: .unknown,
            withoutCaching: false)
    }

    /// The value: `nil` for a `nil` value; throws what computing the value threw.
    ///
    /// ```swift
    /// guard let recorder = try await actualExpression.evaluate() else { return … }
    /// ```
    public func evaluate() async throws -> Value? {
        try await produce(computesEachTime)
    }

    /// The value, computed now, in an ``Expression`` for a ``Matcher``.
    ///
    /// ```swift
    /// try equal(3).satisfies(await actualExpression.toSynchronousExpression())
    /// ```
    public func toSynchronousExpression() async -> Expression<Value> {
        let outcome: Result<Value?, any Error>
        do { outcome = .success(try await evaluate()) } catch { outcome = .failure(error) }
        return Expression(
            memoizedExpression: { _ in try outcome.get() }, location: location,
            withoutCaching: false, isClosure: isClosure)
    }

    /// An expression for what `transform` makes of this one's value, at the same location.
    ///
    /// ```swift
    /// actualExpression.cast { $0?.count }
    /// ```
    public func cast<Other>(_ transform: @escaping (Value?) throws -> Other?)
        -> AsyncExpression<Other>
    {
        AsyncExpression<Other>(
            expression: { try transform(await self.evaluate()) }, location: location,
            isClosure: isClosure)
    }

    /// An expression for what the asynchronous `transform` makes of this one's value.
    ///
    /// ```swift
    /// actualExpression.cast { await $0?.calls }
    /// ```
    public func cast<Other>(_ transform: @escaping (Value?) async throws -> Other?)
        -> AsyncExpression<Other>
    {
        AsyncExpression<Other>(
            expression: { try await transform(await self.evaluate()) }, location: location,
            isClosure: isClosure)
    }

    /// This expression, computing its value anew at every evaluation. The expression an
    /// assertion hands to a matcher holds a value computed once, so it evaluates to that value.
    ///
    /// ```swift
    /// let fresh = actualExpression.withoutCaching()
    /// ```
    public func withoutCaching() -> AsyncExpression<Value> {
        AsyncExpression(
            memoizedExpression: produce, location: location, withoutCaching: true,
            isClosure: isClosure)
    }

    /// This expression, remembering its value after the first evaluation.
    ///
    /// ```swift
    /// let remembered = expression.withCaching()
    /// ```
    public func withCaching() -> AsyncExpression<Value> {
        AsyncExpression(expression: evaluate, location: location, isClosure: isClosure)
    }
}

/// A value computed once by an asynchronous closure; see `Remembered`. A matcher awaits its
/// expression's evaluations one after another, never two at once.
private final class RememberedAsync<Value> {
    private let compute: () async throws -> Value?
    private var produced: Result<Value?, any Error>?

    init(_ compute: @escaping () async throws -> Value?) { self.compute = compute }

    func value(computedAgain: Bool) async throws -> Value? {
        if !computedAgain, let produced { return try produced.get() }
        let result: Result<Value?, any Error>
        do { result = .success(try await compute()) } catch { result = .failure(error) }
        produced = result
        return try result.get()
    }
}
