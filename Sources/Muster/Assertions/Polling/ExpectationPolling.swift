// The polling verbs of both kinds of expectation, written once on PollableExpectation.

extension PollableExpectation {
    /// Polls until the value satisfies `matcher`; fails if it has not by the timeout.
    ///
    /// ```swift
    /// await expect { await model.state }.toEventually(equalTo(.ready))
    /// ```
    public func toEventually(
        _ matcher: Matcher<Value>, timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await poll(
            .init(unwrapping: matcher), .eventually, timeout, pollInterval, clock, description)
    }

    /// ``PollableExpectation/toEventually(_:timeout:pollInterval:clock:description:isolation:)-(Matcher<Self.Value>,_,_,_,_,_)`` for a matcher about optionals: `await expect { cache["k"] }.toEventually(nilValue())`.
    @_disfavoredOverload
    public func toEventually(
        _ matcher: Matcher<Value?>, timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await poll(matcher, .eventually, timeout, pollInterval, clock, description)
    }

    /// Polls until the value stops satisfying `matcher`; fails if it still does at the timeout.
    ///
    /// ```swift
    /// await expect { await queue.count }.toEventuallyNot(equalTo(0))
    /// ```
    public func toEventuallyNot(
        _ matcher: Matcher<Value>, timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await poll(
            .init(unwrapping: matcher), .eventuallyNot, timeout, pollInterval, clock, description)
    }

    /// ``PollableExpectation/toEventuallyNot(_:timeout:pollInterval:clock:description:isolation:)-(Matcher<Self.Value>,_,_,_,_,_)`` for a matcher about optionals: `await expect { cache["k"] }.toEventuallyNot(nilValue())`.
    @_disfavoredOverload
    public func toEventuallyNot(
        _ matcher: Matcher<Value?>, timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await poll(matcher, .eventuallyNot, timeout, pollInterval, clock, description)
    }

    /// Polls for the time `until` gives (the default timeout unless given); fails as soon as the
    /// value satisfies `matcher`. `until:` is Nimble's label: the time the condition must hold.
    ///
    /// ```swift
    /// await expect { await account.balance }.toNever(lessThan(0), until: .seconds(2))
    /// ```
    public func toNever(
        _ matcher: Matcher<Value>, until: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await poll(.init(unwrapping: matcher), .never, until, pollInterval, clock, description)
    }

    /// ``PollableExpectation/toNever(_:until:pollInterval:clock:description:isolation:)-(Matcher<Self.Value>,_,_,_,_,_)`` for a matcher about optionals: `await expect { session.user }.toNever(nilValue())`.
    @_disfavoredOverload
    public func toNever(
        _ matcher: Matcher<Value?>, until: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await poll(matcher, .never, until, pollInterval, clock, description)
    }

    /// Polls for the time `until` gives (the default timeout unless given); fails as soon as the
    /// value does not satisfy `matcher`.
    ///
    /// ```swift
    /// await expect { await server.isRunning }.toAlways(equalTo(true), until: .seconds(2))
    /// ```
    public func toAlways(
        _ matcher: Matcher<Value>, until: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await poll(.init(unwrapping: matcher), .always, until, pollInterval, clock, description)
    }

    /// ``PollableExpectation/toAlways(_:until:pollInterval:clock:description:isolation:)-(Matcher<Self.Value>,_,_,_,_,_)`` for a matcher about optionals: `await expect { session.user }.toAlways(not(nilValue()))`.
    @_disfavoredOverload
    public func toAlways(
        _ matcher: Matcher<Value?>, until: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await poll(matcher, .always, until, pollInterval, clock, description)
    }

    /// Polls the expectation on the engine every polling assertion uses; reports the failure.
    func poll(
        _ matcher: Matcher<Value?>, _ mode: PollMode, _ timeout: Duration?,
        _ pollInterval: Duration?, _ clock: (any Clock<Duration>)?, _ description: String?,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        // The checks run on this actor, where the expectation was written: see PollExpression.
        nonisolated(unsafe) let expectation = self
        let failure = await pollMatch(
            matcher, mode, description: description, site: _site, timeout: timeout,
            pollInterval: pollInterval, clock: clock
        ) { actor in await expectation._outcome(for: matcher, isolation: actor) }.failure
        if let failure { reportFailure(failure) }
    }
}
