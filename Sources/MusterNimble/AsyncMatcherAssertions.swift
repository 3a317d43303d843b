// Assertions with an AsyncMatcher. Each computes the value and awaits the matcher's verdict,
// then hands that verdict to the assertion it spells (`to`, `toEventually` …) through a matcher
// that returns it (see AsyncMatcher+Engine.swift): negation, composition and polling are those of
// every other assertion.

extension PollableExpectation {
    /// Awaits the matcher's verdict on the value and asserts that it matches.
    ///
    /// ```swift
    /// await expect { recorder }.to(beCalled(with: 3))
    /// ```
    @discardableResult
    public func to(
        _ matcher: AsyncMatcher<Value>, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        let (expectation, handingOver) = applying(matcher)
        let applied = await expectation.to(handingOver, description: description)
        return _afterVerb(passed: applied.status == .passed)
    }

    /// Awaits the matcher's verdict on the value and asserts that it does not match.
    ///
    /// ```swift
    /// await expect { recorder }.toNot(beCalled(with: 3))
    /// ```
    @discardableResult
    public func toNot(
        _ matcher: AsyncMatcher<Value>, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Self {
        let (expectation, handingOver) = applying(matcher)
        let applied = await expectation.toNot(handingOver, description: description)
        return _afterVerb(passed: applied.status == .passed)
    }

    /// The same as `toNot`.
    ///
    /// ```swift
    /// await expect { recorder }.notTo(beCalled(with: 3))
    /// ```
    @discardableResult
    public nonisolated(nonsending) func notTo(
        _ matcher: AsyncMatcher<Value>, description: String? = nil
    ) async -> Self {
        await toNot(matcher, description: description)
    }

    /// This expectation, with its expression paired with `matcher`.
    /// The expectation that awaits the value and the matcher's verdict on it, and a matcher that
    /// hands that verdict on to the verb being spelled.
    func applying(_ matcher: AsyncMatcher<Value>) -> (AsyncExpectation<Value>, Matcher<Value?>) {
        let awaiting = _asyncExpectation
        let (expression, handingOver) = matcher.paired(with: awaiting.expression)
        return (AsyncExpectation(expression: expression, site: awaiting.site), handingOver)
    }
}

extension PollableRequirement {
    /// Requires the value to satisfy the asynchronous `matcher` and returns it.
    ///
    /// ```swift
    /// let recorder = try await require(recorder).to(beCalled(with: 3))
    /// ```
    @discardableResult
    public func to(
        _ matcher: AsyncMatcher<Value>, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        let (requirement, handingOver) = applying(matcher)
        return try returned(
            await requirement.check(handingOver, negated: false, description), negated: false)
    }

    /// Requires the value not to satisfy the asynchronous `matcher` and returns it.
    ///
    /// ```swift
    /// let recorder = try await require(recorder).toNot(beCalled(with: 0))
    /// ```
    @discardableResult
    public func toNot(
        _ matcher: AsyncMatcher<Value>, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        let (requirement, handingOver) = applying(matcher)
        return try returned(
            await requirement.check(handingOver, negated: true, description), negated: true)
    }

    /// The same as `toNot`.
    ///
    /// ```swift
    /// try await require(recorder).notTo(beCalled(with: 0))
    /// ```
    @discardableResult
    public nonisolated(nonsending) func notTo(
        _ matcher: AsyncMatcher<Value>, description: String? = nil
    ) async throws -> Value {
        try await toNot(matcher, description: description)
    }

    /// The requirement that awaits the value and the matcher's verdict on it, and a matcher that
    /// hands that verdict on to the verb being spelled.
    func applying(_ matcher: AsyncMatcher<Value>) -> (AsyncRequirement<Value>, Matcher<Value?>) {
        let awaiting = _asyncRequirement
        let (expression, handingOver) = matcher.paired(with: awaiting.expression)
        return (
            AsyncRequirement(
                expression: expression, site: awaiting.site, customError: awaiting.customError),
            handingOver
        )
    }
}
