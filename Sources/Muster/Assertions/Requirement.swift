/// An expectation that stops the test when it fails: `try require(x).to(matcher)` returns the
/// value on success and throws on failure, after recording exactly one failure.
///
/// Its polling verbs (`toEventually`, `toNever` …) are those of ``PollableRequirement``; the
/// synchronous ones run the run loop, as ``Expectation``'s do.
///
/// ```swift
/// let user = try require(repository.user(id: 7)).to(hasProperty(\.isAdmin, true))
/// ```
public struct Requirement<Value> {
    @usableFromInline package let expression: () throws -> Value?
    @usableFromInline package let site: CallSite
    /// What a failure throws instead of ``RequirementFailure``: Nimble's `customError:`.
    @usableFromInline package let customError: (any Error)?

    @inlinable
    package init(
        expression: @escaping () throws -> Value?, site: CallSite, customError: (any Error)? = nil
    ) {
        self.expression = expression
        self.site = site
        self.customError = customError
    }

    /// Requires the value to satisfy `matcher` and returns it.
    ///
    /// ```swift
    /// let count = try require(items.count).to(beGreaterThan(0))
    /// ```
    @discardableResult
    public func to(_ matcher: Matcher<Value>, description: String? = nil) throws -> Value {
        try returned(
            check(Matcher<Value?>(unwrapping: matcher), negated: false, description),
            negated: false)
    }

    /// Requires the optional value to satisfy a matcher about optionals and returns it.
    ///
    /// ```swift
    /// try require(cache["k"]).to(beNil())
    /// ```
    @_disfavoredOverload
    @discardableResult
    public func to(_ matcher: Matcher<Value?>, description: String? = nil) throws -> Value? {
        let outcome = try check(matcher, negated: false, description)
        return try? outcome.get()
    }

    /// Requires the value not to satisfy `matcher` and returns it; a `nil` that passes leaves
    /// nothing to return, and fails.
    ///
    /// ```swift
    /// let name = try require(user.name).toNot(beEmpty())
    /// ```
    @discardableResult
    public func toNot(_ matcher: Matcher<Value>, description: String? = nil) throws -> Value {
        try returned(
            check(Matcher<Value?>(unwrapping: matcher), negated: true, description), negated: true)
    }

    /// Requires the optional value not to satisfy a matcher about optionals and returns it;
    /// `toNot(beNil())` returns the unwrapped value.
    ///
    /// ```swift
    /// let user = try require(session.user).toNot(beNil())
    /// ```
    @_disfavoredOverload
    @discardableResult
    public func toNot(_ matcher: Matcher<Value?>, description: String? = nil) throws -> Value {
        try returned(check(matcher, negated: true, description), negated: true)
    }

    package func check(_ matcher: Matcher<Value?>, negated: Bool, _ description: String?) throws
        -> Result<Value?, any Error>
    {
        try settle(
            matcher, computeOutcome(expression, for: matcher), negated: negated,
            description)
    }
}

// What every requirement's verbs share, once and for all, synchronous, asynchronous and polling.
extension PollableRequirement {
    /// Records `failure` once and throws: the requirement's custom error, if it has one.
    package func stop(_ failure: Failure) throws -> Never {
        try failRequirement(failure, customError: _customError)
    }

    /// `outcome`, when `matcher` (negated for `toNot`) accepts it; otherwise records the failure
    /// and throws.
    func settle(
        _ matcher: Matcher<Value?>, _ outcome: Result<Value?, any Error>, negated: Bool,
        _ description: String?
    ) throws -> Result<Value?, any Error> {
        countAssertion()
        if let stall = outcome.testClockStall { try stop(stall.failure(at: _site)) }
        let verdict = judge(matcher, outcome, negated: negated)
        if verdict.isMatch { return outcome }
        try stop(expectationFailure(matcher, verdict, negated: negated, description, site: _site))
    }

    /// The value a requirement that passed with `outcome` returns. Only a matcher that accepts
    /// `nil` or an error passes without a value, and that fails: `Expected a value, but was nil`
    /// under a negated verb, which passes on `nil` when its matcher does not judge it, and
    /// `Expected a value to return, but there was none` otherwise.
    package func returned(_ outcome: Result<Value?, any Error>, negated: Bool) throws -> Value {
        switch outcome {
        case .success(let value?): return value
        case .success(nil) where negated:
            try stop(valueFailure(userMessage: nil, outcome, site: _site))
        default:
            try stop(
                Failure.compose(
                    expectation: { $0.append("a value to return") },
                    finding: { $0.append("there was none") }, site: _site))
        }
    }
}

/// Unwraps an optional or stops the test: returns the value, or records
/// `Expected a value, but was nil` and throws (`customError`, if given).
///
/// ```swift
/// let user = try require(repository.user(id: 7))
/// ```
public func require<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @autoclosure () throws -> T?, _ message: @autoclosure () -> String? = nil
) throws -> T {
    try requiredValue(
        Result { try expression() }, message(),
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
        customError: customError)
}

/// Starts a requirement: like ``expect(fileID:file:line:column:_:)-aopl`` but its verbs return
/// the value and throw on failure (`customError`, if given).
///
/// ```swift
/// let order = try require(orders.first).to(hasProperty(\.status, .paid))
/// ```
@_disfavoredOverload
public func require<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @autoclosure @escaping () throws -> T?
) -> Requirement<T> {
    Requirement(
        expression: expression,
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
        customError: customError)
}

/// Starts a requirement on the value a closure returns.
///
/// ```swift
/// let config = try require { try Config.load() }.toNot(beNil())
/// ```
public func require<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @escaping () throws -> T?
) -> Requirement<T> {
    Requirement(
        expression: expression,
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
        customError: customError)
}

/// The value in `outcome`; when it is `nil` or an error, records `Expected a value, but was nil`
/// (or `… but threw error …`) and throws. The message is made only then.
package func requiredValue<T>(
    _ outcome: Result<T?, any Error>, _ message: @autoclosure () -> String?, site: CallSite,
    customError: (any Error)?
) throws -> T {
    countAssertion()
    if let stall = outcome.testClockStall {
        try failRequirement(stall.failure(at: site), customError: customError)
    }
    guard case .success(let value?) = outcome else {
        try failRequirement(
            valueFailure(userMessage: message(), outcome, site: site), customError: customError)
    }
    return value
}

/// `Expected a value, but was nil`, or `… but threw error …`.
func valueFailure<T>(
    userMessage: String?, _ outcome: Result<T?, any Error>, site: CallSite
) -> Failure {
    Failure.compose(
        userMessage: userMessage, expectation: { $0.append("a value") },
        finding: { $0.appendOutcome(outcome) }, site: site)
}
