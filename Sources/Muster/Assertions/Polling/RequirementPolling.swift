// The polling verbs of both kinds of requirement, written once on PollableRequirement: each
// returns the value of the last check.

extension PollableRequirement {
    /// Polls until the value satisfies `matcher` and returns it; fails and throws if it has not
    /// by the timeout.
    ///
    /// ```swift
    /// let state = try await require { await model.state }.toEventually(equal(.ready))
    /// ```
    @discardableResult
    public func toEventually(
        _ matcher: Matcher<Value>, timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await pollValue(
            .init(unwrapping: matcher), .eventually, timeout, pollInterval, clock, description)
    }

    /// `toEventually` for a matcher about optionals, returning the optional:
    /// `try await require { cache["k"] }.toEventually(beNil())`.
    @_disfavoredOverload
    @discardableResult
    public func toEventually(
        _ matcher: Matcher<Value?>, timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value? {
        try? await poll(matcher, .eventually, timeout, pollInterval, clock, description).get()
    }

    /// Polls until the value stops satisfying `matcher` and returns it; fails and throws if it
    /// still does at the timeout.
    ///
    /// ```swift
    /// let count = try await require { await queue.count }.toEventuallyNot(equal(0))
    /// ```
    @discardableResult
    public func toEventuallyNot(
        _ matcher: Matcher<Value>, timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await pollValue(
            .init(unwrapping: matcher), .eventuallyNot, timeout, pollInterval, clock, description)
    }

    /// `toEventuallyNot` for a matcher about optionals; `toEventuallyNot(beNil())` returns the
    /// value once there is one: `try await require { session.user }.toEventuallyNot(beNil())`.
    @_disfavoredOverload
    @discardableResult
    public func toEventuallyNot(
        _ matcher: Matcher<Value?>, timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await pollValue(matcher, .eventuallyNot, timeout, pollInterval, clock, description)
    }

    /// Polls until `until` has passed and returns the last value; fails and throws as soon as
    /// the value satisfies `matcher`.
    ///
    /// ```swift
    /// let balance = try await require { await account.balance }.toNever(beLessThan(0))
    /// ```
    @discardableResult
    public func toNever(
        _ matcher: Matcher<Value>, until: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await pollValue(
            .init(unwrapping: matcher), .never, until, pollInterval, clock, description)
    }

    /// `toNever` for a matcher about optionals:
    /// `try await require { session.user }.toNever(beNil())`.
    @_disfavoredOverload
    @discardableResult
    public func toNever(
        _ matcher: Matcher<Value?>, until: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await pollValue(matcher, .never, until, pollInterval, clock, description)
    }

    /// Polls until `until` has passed and returns the last value; fails and throws as soon as
    /// the value does not satisfy `matcher`.
    ///
    /// ```swift
    /// let status = try await require { await server.status }.toAlways(equal(.up))
    /// ```
    @discardableResult
    public func toAlways(
        _ matcher: Matcher<Value>, until: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await pollValue(
            .init(unwrapping: matcher), .always, until, pollInterval, clock, description)
    }

    /// `toAlways` for a matcher about optionals, returning the optional:
    /// `try await require { cache["k"] }.toAlways(beNil())`.
    @_disfavoredOverload
    @discardableResult
    public func toAlways(
        _ matcher: Matcher<Value?>, until: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value? {
        try? await poll(matcher, .always, until, pollInterval, clock, description).get()
    }

    /// Polls and returns the last value, which a negated mode requires to be there: the mode
    /// decides, as it decides what a check concludes.
    private func pollValue(
        _ matcher: Matcher<Value?>, _ mode: PollMode, _ timeout: Duration?,
        _ pollInterval: Duration?, _ clock: (any Clock<Duration>)?, _ description: String?,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try returned(
            await poll(matcher, mode, timeout, pollInterval, clock, description),
            negated: mode.isNegated)
    }

    /// Polls on the engine every polling assertion uses; returns the outcome of the last check,
    /// or records the failure and throws.
    package func poll(
        _ matcher: Matcher<Value?>, _ mode: PollMode, _ timeout: Duration?,
        _ pollInterval: Duration?, _ clock: (any Clock<Duration>)?, _ description: String?,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Result<Value?, any Error> {
        // The checks run on this actor, where the requirement was written: see PollExpression.
        nonisolated(unsafe) let requirement = self
        let (failure, last) = await pollMatch(
            matcher, mode, description: description, site: _site, timeout: timeout,
            pollInterval: pollInterval, clock: clock
        ) { actor in await requirement._outcome(for: matcher, isolation: actor) }
        if let failure { try stop(failure) }
        return last ?? .success(nil)
    }
}
