// Polling with an AsyncMatcher: each check computes the value and awaits the matcher's verdict,
// which the poll then reads like any matcher's (see AsyncMatcherAssertions.swift).

extension PollableExpectation {
    /// Polls until the value satisfies the asynchronous `matcher`, failing if it has not by the
    /// timeout. Timeout, poll interval and clock are those of the form that takes a ``Matcher``.
    ///
    /// ```swift
    /// await expect { recorder }.toEventually(beCalled(with: 3))
    /// ```
    public func toEventually(
        _ matcher: AsyncMatcher<Value>,
        timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        let (expectation, handingOver) = applying(matcher)
        await expectation.toEventually(
            handingOver, timeout: timeout, pollInterval: pollInterval, clock: clock,
            description: description)
    }

    /// Polls until the value stops satisfying the asynchronous `matcher`, failing if it still
    /// does at the timeout.
    ///
    /// ```swift
    /// await expect { recorder }.toEventuallyNot(beCalled(with: 3))
    /// ```
    public func toEventuallyNot(
        _ matcher: AsyncMatcher<Value>,
        timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        let (expectation, handingOver) = applying(matcher)
        await expectation.toEventuallyNot(
            handingOver, timeout: timeout, pollInterval: pollInterval, clock: clock,
            description: description)
    }

    /// The same as `toEventuallyNot`.
    ///
    /// ```swift
    /// await expect { recorder }.toNotEventually(beCalled(with: 3))
    /// ```
    public nonisolated(nonsending) func toNotEventually(
        _ matcher: AsyncMatcher<Value>,
        timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil
    ) async {
        await toEventuallyNot(
            matcher, timeout: timeout, pollInterval: pollInterval, clock: clock,
            description: description)
    }

    /// Polls for the time `until` gives, failing as soon as the value satisfies the asynchronous
    /// `matcher`.
    ///
    /// ```swift
    /// await expect { recorder }.toNever(beCalled(with: 0))
    /// ```
    public func toNever(
        _ matcher: AsyncMatcher<Value>,
        until: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        let (expectation, handingOver) = applying(matcher)
        await expectation.toNever(
            handingOver, until: until, pollInterval: pollInterval, clock: clock,
            description: description)
    }

    /// The same as `toNever`.
    ///
    /// ```swift
    /// await expect { recorder }.neverTo(beCalled(with: 0))
    /// ```
    public nonisolated(nonsending) func neverTo(
        _ matcher: AsyncMatcher<Value>,
        until: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil
    ) async {
        await toNever(
            matcher, until: until, pollInterval: pollInterval, clock: clock,
            description: description)
    }

    /// Polls for the time `until` gives, failing as soon as the value does not satisfy the
    /// asynchronous `matcher`.
    ///
    /// ```swift
    /// await expect { recorder }.toAlways(beCalled(with: 3))
    /// ```
    public func toAlways(
        _ matcher: AsyncMatcher<Value>,
        until: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        let (expectation, handingOver) = applying(matcher)
        await expectation.toAlways(
            handingOver, until: until, pollInterval: pollInterval, clock: clock,
            description: description)
    }

    /// The same as `toAlways`.
    ///
    /// ```swift
    /// await expect { recorder }.alwaysTo(beCalled(with: 3))
    /// ```
    public nonisolated(nonsending) func alwaysTo(
        _ matcher: AsyncMatcher<Value>,
        until: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil
    ) async {
        await toAlways(
            matcher, until: until, pollInterval: pollInterval, clock: clock,
            description: description)
    }
}

extension PollableRequirement {
    /// Polls until the value satisfies the asynchronous `matcher` and returns it; fails and
    /// throws if it has not by the timeout.
    ///
    /// ```swift
    /// let recorder = try await require(recorder).toEventually(beCalled(with: 3))
    /// ```
    @discardableResult
    public func toEventually(
        _ matcher: AsyncMatcher<Value>,
        timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        let (requirement, handingOver) = applying(matcher)
        return try returned(
            await requirement.poll(
                handingOver, .eventually, timeout, pollInterval, clock, description),
            negated: false)
    }

    /// Polls until the value stops satisfying the asynchronous `matcher` and returns it; fails
    /// and throws if it still does at the timeout.
    ///
    /// ```swift
    /// let recorder = try await require(recorder).toEventuallyNot(beCalled(with: 0))
    /// ```
    @discardableResult
    public func toEventuallyNot(
        _ matcher: AsyncMatcher<Value>,
        timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        let (requirement, handingOver) = applying(matcher)
        return try returned(
            await requirement.poll(
                handingOver, .eventuallyNot, timeout, pollInterval, clock, description),
            negated: true)
    }

    /// The same as `toEventuallyNot`.
    ///
    /// ```swift
    /// try await require(recorder).toNotEventually(beCalled(with: 0))
    /// ```
    @discardableResult
    public nonisolated(nonsending) func toNotEventually(
        _ matcher: AsyncMatcher<Value>,
        timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil
    ) async throws -> Value {
        try await toEventuallyNot(
            matcher, timeout: timeout, pollInterval: pollInterval, clock: clock,
            description: description)
    }

    /// Polls until `until` has passed and returns the last value; fails and throws as soon as
    /// the value satisfies the asynchronous `matcher`.
    ///
    /// ```swift
    /// try await require(recorder).toNever(beCalled(with: 0))
    /// ```
    @discardableResult
    public func toNever(
        _ matcher: AsyncMatcher<Value>,
        until: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        let (requirement, handingOver) = applying(matcher)
        return try returned(
            await requirement.poll(handingOver, .never, until, pollInterval, clock, description),
            negated: true)
    }

    /// The same as `toNever`.
    ///
    /// ```swift
    /// try await require(recorder).neverTo(beCalled(with: 0))
    /// ```
    @discardableResult
    public nonisolated(nonsending) func neverTo(
        _ matcher: AsyncMatcher<Value>,
        until: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil
    ) async throws -> Value {
        try await toNever(
            matcher, until: until, pollInterval: pollInterval, clock: clock,
            description: description)
    }

    /// Polls until `until` has passed and returns the last value; fails and throws as soon as
    /// the value does not satisfy the asynchronous `matcher`.
    ///
    /// ```swift
    /// try await require(recorder).toAlways(beCalled(with: 3))
    /// ```
    @discardableResult
    public func toAlways(
        _ matcher: AsyncMatcher<Value>,
        until: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        let (requirement, handingOver) = applying(matcher)
        return try returned(
            await requirement.poll(handingOver, .always, until, pollInterval, clock, description),
            negated: false)
    }

    /// The same as `toAlways`.
    ///
    /// ```swift
    /// try await require(recorder).alwaysTo(beCalled(with: 3))
    /// ```
    @discardableResult
    public nonisolated(nonsending) func alwaysTo(
        _ matcher: AsyncMatcher<Value>,
        until: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil
    ) async throws -> Value {
        try await toAlways(
            matcher, until: until, pollInterval: pollInterval, clock: clock,
            description: description)
    }
}
