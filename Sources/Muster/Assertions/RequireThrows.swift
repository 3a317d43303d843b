// A requirement that its expression throw, returning the error for further checks: the same
// three forms as `assertThrows`, typed where they know the error's type.

extension Requirement {
    /// Requires the expression to throw, and returns the error; records a failure and throws
    /// ``RequirementFailure`` when nothing was thrown.
    ///
    /// ```swift
    /// let error = try require { try parse("") }.toThrow()
    /// ```
    @discardableResult
    public func toThrow(description: String? = nil) throws -> any Error {
        try thrownError(check(Matcher(unwrapping: throwsError()), negated: false, description))
    }

    /// Requires the expression to throw an error equal to `error`, and returns it.
    ///
    /// ```swift
    /// let error = try require { try cart.checkout() }.toThrow(CartError.empty)
    /// ```
    @discardableResult
    public func toThrow<E: Error & Equatable>(_ error: E, description: String? = nil) throws -> E {
        try thrownError(
            check(Matcher(unwrapping: throwsError(error)), negated: false, description), as: E.self)
    }

    /// Requires the expression to throw an error of type `E`, and returns it typed.
    ///
    /// ```swift
    /// let error = try require { try parse("{") }.toThrow(SyntaxError.self)
    /// #expect(error.line == 1)
    /// ```
    @discardableResult
    public func toThrow<E: Error>(_ type: E.Type, description: String? = nil) throws -> E {
        try thrownError(
            check(Matcher(unwrapping: throwsError(type)), negated: false, description), as: E.self)
    }

    /// Requires the expression to throw an `E` that satisfies `matcher`, and returns it.
    ///
    /// ```swift
    /// let error = try require { try parse("{") }.toThrow(hasProperty(\SyntaxError.line, 1))
    /// ```
    @discardableResult
    public func toThrow<E: Error>(_ matcher: Matcher<E>, description: String? = nil) throws -> E {
        try thrownError(
            check(Matcher(unwrapping: errorMatcher(matcher)), negated: false, description),
            as: E.self)
    }
}

extension AsyncRequirement {
    /// Awaits the expression, requires it to throw, and returns the error.
    ///
    /// ```swift
    /// let error = try await require { try await api.fetch(id: 0) }.toThrow()
    /// ```
    @discardableResult
    public func toThrow(
        description: String? = nil, isolation: isolated (any Actor)? = #isolation
    ) async throws -> any Error {
        try thrownError(
            await check(Matcher(unwrapping: throwsError()), negated: false, description))
    }

    /// Awaits the expression, requires it to throw an error equal to `error`, and returns it.
    ///
    /// ```swift
    /// let error = try await require { try await sync() }.toThrow(SyncError.offline)
    /// ```
    @discardableResult
    public func toThrow<E: Error & Equatable>(
        _ error: E, description: String? = nil, isolation: isolated (any Actor)? = #isolation
    ) async throws -> E {
        try thrownError(
            await check(Matcher(unwrapping: throwsError(error)), negated: false, description),
            as: E.self)
    }

    /// Awaits the expression, requires it to throw an error of type `E`, and returns it typed.
    ///
    /// ```swift
    /// let error = try await require { try await api.fetch(id: 0) }.toThrow(URLError.self)
    /// ```
    @discardableResult
    public func toThrow<E: Error>(
        _ type: E.Type, description: String? = nil, isolation: isolated (any Actor)? = #isolation
    ) async throws -> E {
        try thrownError(
            await check(Matcher(unwrapping: throwsError(type)), negated: false, description),
            as: E.self)
    }

    /// Awaits the expression, requires it to throw an `E` that satisfies `matcher`, and
    /// returns it.
    ///
    /// ```swift
    /// let error = try await require { try await api.fetch(id: 0) }.toThrow(hasProperty(\URLError.code, .timedOut))
    /// ```
    @discardableResult
    public func toThrow<E: Error>(
        _ matcher: Matcher<E>, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> E {
        try thrownError(
            await check(
                Matcher(unwrapping: errorMatcher(matcher)), negated: false, description),
            as: E.self)
    }
}

extension PollableRequirement {
    /// The error of an outcome that an error matcher accepted, as an `E`.
    func thrownError<E>(_ outcome: Result<Value?, any Error>, as _: E.Type = (any Error).self)
        throws -> E
    {
        if let typed = outcome.thrownError as? E { return typed }
        try stop(
            Failure.compose(
                expectation: { $0.append("an error of type \(E.self)") },
                finding: { $0.appendOutcome(outcome) }, site: _site))
    }
}
