/// An expectation that stops the test when it fails: `try require(x).to(matcher)` returns the
/// value on success and throws on failure, after recording exactly one failure.
///
/// ```swift
/// let user = try require(repository.user(id: 7)).to(hasProperty(\.isAdmin, true))
/// ```
public struct Requirement<Value> {
    @usableFromInline let expression: () throws -> Value?
    @usableFromInline let site: CallSite

    @inlinable
    init(expression: @escaping () throws -> Value?, site: CallSite) {
        self.expression = expression
        self.site = site
    }

    /// Requires the value to satisfy `matcher` and returns it.
    ///
    /// ```swift
    /// let count = try require(items.count).to(beGreaterThan(0))
    /// ```
    @discardableResult
    public func to(_ matcher: Matcher<Value>, description: String? = nil) throws -> Value {
        guard
            let value = try check(Matcher<Value?>(unwrapping: matcher), negated: false, description)
        else {
            // Only an error matcher passes without a value; there is nothing to return.
            try failRequirement(
                Failure.compose(
                    expectation: { $0.append("a value to return") },
                    finding: { $0.append("there was none") }, site: site))
        }
        return value
    }

    /// Requires the optional value to satisfy a matcher about optionals and returns it.
    ///
    /// ```swift
    /// try require(cache["k"]).to(beNil())
    /// ```
    @_disfavoredOverload
    @discardableResult
    public func to(_ matcher: Matcher<Value?>, description: String? = nil) throws -> Value? {
        try check(matcher, negated: false, description)
    }

    /// Requires the value not to satisfy `matcher` and returns it.
    ///
    /// ```swift
    /// let name = try require(user.name).toNot(beEmpty())
    /// ```
    @discardableResult
    public func toNot(_ matcher: Matcher<Value>, description: String? = nil) throws -> Value? {
        try check(Matcher<Value?>(unwrapping: matcher), negated: true, description)
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
        guard let value = try check(matcher, negated: true, description) else {
            try failRequirement(
                valueFailure(userMessage: nil, Result<Value?, any Error>.success(nil), site: site))
        }
        return value
    }

    /// The same as `toNot`.
    ///
    /// ```swift
    /// try require(list).notTo(contain(0))
    /// ```
    @discardableResult
    public func notTo(_ matcher: Matcher<Value>, description: String? = nil) throws -> Value? {
        try toNot(matcher, description: description)
    }

    /// The same as `toNot`.
    ///
    /// ```swift
    /// let user = try require(session.user).notTo(beNil())
    /// ```
    @_disfavoredOverload
    @discardableResult
    public func notTo(_ matcher: Matcher<Value?>, description: String? = nil) throws -> Value {
        try toNot(matcher, description: description)
    }

    func check(_ matcher: Matcher<Value?>, negated: Bool, _ description: String?) throws -> Value? {
        let outcome = computeOutcome(escaping: expression, for: matcher)
        let verdict = judge(matcher, outcome, negated: negated)
        if verdict.isMatch { return try? outcome.get() }
        try failRequirement(
            expectationFailure(matcher, verdict, negated: negated, description, site: site))
    }
}

/// Unwraps an optional or stops the test: returns the value, or records
/// `Expected a value, but was nil` and throws.
///
/// ```swift
/// let user = try require(repository.user(id: 7))
/// ```
public func require<T>(
    _ expression: @autoclosure () throws -> T?, _ message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) throws -> T {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let outcome = Result { try expression() }
    guard case .success(let value?) = outcome else {
        try failRequirement(valueFailure(userMessage: message(), outcome, site: site))
    }
    return value
}

/// Starts a requirement: like ``expect(_:fileID:filePath:line:column:)`` but its verbs return
/// the value and throw on failure.
///
/// ```swift
/// let order = try require(orders.first).to(hasProperty(\.status, .paid))
/// ```
@_disfavoredOverload
public func require<T>(
    _ expression: @autoclosure @escaping () throws -> T?,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> Requirement<T> {
    Requirement(
        expression: expression,
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Starts a requirement on the value a closure returns.
///
/// ```swift
/// let config = try require { try Config.load() }.toNot(beNil())
/// ```
public func require<T>(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ expression: @escaping () throws -> T?
) -> Requirement<T> {
    Requirement(
        expression: expression,
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// `Expected a value, but was nil`, or `… but threw error …`.
private func valueFailure<T>(
    userMessage: String?, _ outcome: Result<T?, any Error>, site: CallSite
) -> Failure {
    Failure.compose(
        userMessage: userMessage, expectation: { $0.append("a value") },
        finding: { $0.appendOutcome(outcome) }, site: site)
}
