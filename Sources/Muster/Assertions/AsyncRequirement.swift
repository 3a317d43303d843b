/// A requirement on an asynchronous expression: like ``AsyncExpectation``, but its verbs return
/// the value and throw on failure, after recording exactly one failure.
///
/// ```swift
/// let user = try await require { try await service.user(id: 7) }.toNot(beNil())
/// ```
public struct AsyncRequirement<Value> {
    @usableFromInline package let expression: () async throws -> Value?
    @usableFromInline package let site: CallSite
    /// What a failure throws instead of ``RequirementFailure``: Nimble's `customError:`.
    @usableFromInline package let customError: (any Error)?

    @inlinable
    package init(
        expression: @escaping () async throws -> Value?, site: CallSite,
        customError: (any Error)? = nil
    ) {
        self.expression = expression
        self.site = site
        self.customError = customError
    }

    /// Awaits the value once, requires it to satisfy `matcher` and returns it.
    ///
    /// ```swift
    /// let count = try await require { await counter.value }.to(beGreaterThan(0))
    /// ```
    @discardableResult
    public func to(
        _ matcher: Matcher<Value>, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try returned(
            await check(Matcher<Value?>(unwrapping: matcher), negated: false, description),
            negated: false)
    }

    /// Awaits the value once, requires it to satisfy a matcher about optionals and returns it.
    ///
    /// ```swift
    /// try await require { await cache.entry("k") }.to(beNil())
    /// ```
    @_disfavoredOverload
    @discardableResult
    public func to(
        _ matcher: Matcher<Value?>, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value? {
        let outcome = try await check(matcher, negated: false, description)
        return try? outcome.get()
    }

    /// Awaits the value once, requires it not to satisfy `matcher` and returns it.
    ///
    /// ```swift
    /// let count = try await require { await counter.value }.toNot(equal(0))
    /// ```
    @discardableResult
    public func toNot(
        _ matcher: Matcher<Value>, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try returned(
            await check(Matcher<Value?>(unwrapping: matcher), negated: true, description),
            negated: true)
    }

    /// Awaits the value once, requires it not to satisfy a matcher about optionals and returns
    /// it; `toNot(beNil())` returns the unwrapped value.
    ///
    /// ```swift
    /// let entry = try await require { await cache.entry("k") }.toNot(beNil())
    /// ```
    @_disfavoredOverload
    @discardableResult
    public func toNot(
        _ matcher: Matcher<Value?>, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try returned(await check(matcher, negated: true, description), negated: true)
    }

    package func check(
        _ matcher: Matcher<Value?>, negated: Bool, _ description: String?,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Result<Value?, any Error> {
        let outcome = await computeOutcome(expression, catchingTraps: matcher.examinesTraps)
        return try settle(matcher, outcome, negated: negated, description)
    }
}

/// Starts a requirement on an asynchronous closure, awaited once per verb; a failure throws
/// `customError`, if given.
///
/// ```swift
/// let user = try await require { try await service.user(id: 7) }.toNot(beNil())
/// ```
public func require<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @escaping () async throws -> T?
) -> AsyncRequirement<T> {
    AsyncRequirement(
        expression: expression,
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
        customError: customError)
}
