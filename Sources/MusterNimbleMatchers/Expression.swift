import MusterMatchers

/// The actual value of an assertion, as a matcher written with Nimble's API reads it:
/// `try expression.evaluate()`, which is `nil` for a `nil` value and throws what computing the
/// value threw.
///
/// An assertion computes its value once and hands the matcher an expression that holds it, so
/// `evaluate()` never runs the asserted code again, however often it is called. (In Foundation
/// there is also an `Expression` type: in a file that imports both, write `Muster.Expression`,
/// or leave the closure's parameter type out.)
///
/// ```swift
/// Matcher { (expression: Expression<Int>) in
///     MatcherResult(bool: try expression.evaluate() == 3, message: .expectedActualValueTo("be 3"))
/// }
/// ```
public struct Expression<Value> {
    /// Produces the value; `true` asks for it computed again rather than remembered.
    private let produce: (_ withoutCaching: Bool) throws -> Value?
    private let computesEachTime: Bool

    /// Where the expression was written: ``ExpressionLocation/unknown`` for the one an
    /// assertion hands to a matcher.
    ///
    /// ```swift
    /// Expression(expression: { item }, location: actualExpression.location)
    /// ```
    public let location: ExpressionLocation

    /// Whether the value comes from a closure. Always `true` for the expression an assertion
    /// hands to a matcher, as in Nimble.
    ///
    /// ```swift
    /// if !actualExpression.isClosure { return MatcherResult(status: .fail, message: message) }
    /// ```
    public let isClosure: Bool

    /// An expression that computes `expression` the first time it is evaluated and remembers
    /// what it produced (a value or an error) for the later times.
    ///
    /// ```swift
    /// let item = Expression(expression: { element }, location: actualExpression.location)
    /// ```
    public init(
        expression: @escaping () throws -> Value?, location: ExpressionLocation = .unknown,
        isClosure: Bool = true
    ) {
        let memory = Remembered<Value>(expression)
        self.init(
            memoizedExpression: { try memory.value(computedAgain: $0) }, location: location,
            withoutCaching: false, isClosure: isClosure)
    }

    /// An expression from a closure that remembers values itself: it gets `true` when asked to
    /// compute the value again. `withoutCaching` makes ``evaluate()`` always ask for that.
    ///
    /// ```swift
    /// Expression(memoizedExpression: { _ in compute() }, location: .unknown, withoutCaching: true)
    /// ```
    public init(
        memoizedExpression: @escaping (Bool) throws -> Value?, location: ExpressionLocation,
        withoutCaching: Bool, isClosure: Bool = true
    ) {
        produce = memoizedExpression
        computesEachTime = withoutCaching
        self.location = location
        self.isClosure = isClosure
    }

    /// The expression for the value an assertion computed: evaluating it returns that value, or
    /// throws that error, without running anything again.
    init(outcome: Result<Value?, any Error>) {
        self.init(
            memoizedExpression: { _ in try outcome.get() }, location: .unknown,
            withoutCaching: false)
    }

    /// The value: `nil` for a `nil` value; throws what computing the value threw.
    ///
    /// ```swift
    /// guard let value = try actualExpression.evaluate() else { return .fail }
    /// ```
    public func evaluate() throws -> Value? {
        try produce(computesEachTime)
    }

    /// An expression for what `transform` makes of this one's value, at the same location.
    ///
    /// ```swift
    /// try equal("Bob").satisfies(actualExpression.cast { $0?.name })
    /// ```
    public func cast<Other>(_ transform: @escaping (Value?) throws -> Other?) -> Expression<Other> {
        Expression<Other>(
            expression: { try transform(self.evaluate()) }, location: location,
            isClosure: isClosure)
    }

    /// This expression, computing its value anew at every evaluation. The expression an
    /// assertion hands to a matcher holds a value computed once, so it evaluates to that value.
    ///
    /// ```swift
    /// let fresh = actualExpression.withoutCaching()
    /// ```
    public func withoutCaching() -> Expression<Value> {
        Expression(
            memoizedExpression: produce, location: location, withoutCaching: true,
            isClosure: isClosure)
    }

    /// This expression, remembering its value after the first evaluation.
    ///
    /// ```swift
    /// let remembered = expression.withCaching()
    /// ```
    public func withCaching() -> Expression<Value> {
        Expression(expression: evaluate, location: location, isClosure: isClosure)
    }

    /// The same expression, for an ``AsyncMatcher``.
    ///
    /// ```swift
    /// try await asyncMatcher.satisfies(actualExpression.toAsyncExpression())
    /// ```
    public func toAsyncExpression() -> AsyncExpression<Value> {
        AsyncExpression(
            memoizedExpression: { [produce] in try produce($0) }, location: location,
            withoutCaching: computesEachTime, isClosure: isClosure)
    }
}

/// A value computed once: the first call runs the closure, later calls return what it produced
/// (a value or an error) unless asked to compute it again.
private final class Remembered<Value> {
    private let compute: () throws -> Value?
    private var produced: Result<Value?, any Error>?

    init(_ compute: @escaping () throws -> Value?) { self.compute = compute }

    func value(computedAgain: Bool) throws -> Value? {
        let result = (computedAgain ? nil : produced) ?? Result { try compute() }
        produced = result
        return try result.get()
    }
}
