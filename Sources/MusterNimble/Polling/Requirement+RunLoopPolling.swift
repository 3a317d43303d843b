// Nimble's synchronous polling for `require`: checks on the main thread with the run loop
// running between them, for XCTest tests written before Swift concurrency.

extension Requirement {
    /// Polls until the value satisfies `matcher`, running the current run loop between checks,
    /// and returns it; fails and throws if it has not by the timeout.
    ///
    /// The synchronous form of ``PollableRequirement``'s verbs, for XCTest tests on the main
    /// thread, as ``Expectation``'s are. In a Swift Testing test, inside async code, or off the
    /// main thread, it fails at once.
    ///
    /// ```swift
    /// let value = try require(box.value).toEventually(equal(3))
    /// ```
    @available(*, noasync, message: "in async code, write try await require { … }.toEventually(…)")
    @discardableResult
    public func toEventually(
        _ matcher: Matcher<Value>, timeout: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) throws -> Value {
        try returned(
            pollOnRunLoop(
                .init(unwrapping: matcher), .eventually, timeout, pollInterval, description),
            negated: false)
    }

    /// `toEventually` for a matcher about optionals, returning the optional:
    /// `try require(cache["k"]).toEventually(beNil())`.
    @_disfavoredOverload
    @available(*, noasync, message: "in async code, write try await require { … }.toEventually(…)")
    @discardableResult
    public func toEventually(
        _ matcher: Matcher<Value?>, timeout: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) throws -> Value? {
        let outcome = try pollOnRunLoop(matcher, .eventually, timeout, pollInterval, description)
        return try? outcome.get()
    }

    /// Polls until the value stops satisfying `matcher`, on the run loop, and returns it; fails
    /// and throws if it still does at the timeout.
    ///
    /// ```swift
    /// let count = try require(queue.count).toEventuallyNot(equal(0))
    /// ```
    @available(
        *, noasync, message: "in async code, write try await require { … }.toEventuallyNot(…)"
    )
    @discardableResult
    public func toEventuallyNot(
        _ matcher: Matcher<Value>, timeout: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) throws -> Value {
        try returned(
            pollOnRunLoop(
                .init(unwrapping: matcher), .eventuallyNot, timeout, pollInterval, description),
            negated: true)
    }

    /// `toEventuallyNot` for a matcher about optionals; `toEventuallyNot(beNil())` returns the
    /// value once there is one: `try require(session.user).toEventuallyNot(beNil())`.
    @_disfavoredOverload
    @available(
        *, noasync, message: "in async code, write try await require { … }.toEventuallyNot(…)"
    )
    @discardableResult
    public func toEventuallyNot(
        _ matcher: Matcher<Value?>, timeout: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) throws -> Value {
        try returned(
            pollOnRunLoop(matcher, .eventuallyNot, timeout, pollInterval, description),
            negated: true)
    }

    /// Nimble's name for `toEventuallyNot`: `try require(queue.count).toNotEventually(equal(0))`.
    @available(
        *, noasync, message: "in async code, write try await require { … }.toNotEventually(…)"
    )
    @discardableResult
    public func toNotEventually(
        _ matcher: Matcher<Value>, timeout: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) throws -> Value {
        try returned(
            pollOnRunLoop(
                .init(unwrapping: matcher), .eventuallyNot, timeout, pollInterval, description),
            negated: true)
    }

    /// Nimble's name for `toEventuallyNot`, for a matcher about optionals:
    /// `try require(session.user).toNotEventually(beNil())`.
    @_disfavoredOverload
    @available(
        *, noasync, message: "in async code, write try await require { … }.toNotEventually(…)"
    )
    @discardableResult
    public func toNotEventually(
        _ matcher: Matcher<Value?>, timeout: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) throws -> Value {
        try returned(
            pollOnRunLoop(matcher, .eventuallyNot, timeout, pollInterval, description),
            negated: true)
    }

    /// Polls on the run loop until `until` has passed and returns the last value; fails and
    /// throws as soon as the value satisfies `matcher`.
    ///
    /// ```swift
    /// let balance = try require(account.balance).toNever(beLessThan(0))
    /// ```
    @available(*, noasync, message: "in async code, write try await require { … }.toNever(…)")
    @discardableResult
    public func toNever(
        _ matcher: Matcher<Value>, until: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) throws -> Value {
        try returned(
            pollOnRunLoop(.init(unwrapping: matcher), .never, until, pollInterval, description),
            negated: true)
    }

    /// `toNever` for a matcher about optionals: `try require(session.user).toNever(beNil())`.
    @_disfavoredOverload
    @available(*, noasync, message: "in async code, write try await require { … }.toNever(…)")
    @discardableResult
    public func toNever(
        _ matcher: Matcher<Value?>, until: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) throws -> Value {
        try returned(
            pollOnRunLoop(matcher, .never, until, pollInterval, description), negated: true)
    }

    /// Nimble's name for `toNever`: `try require(queue.count).neverTo(equal(0))`.
    @available(*, noasync, message: "in async code, write try await require { … }.neverTo(…)")
    @discardableResult
    public func neverTo(
        _ matcher: Matcher<Value>, until: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) throws -> Value {
        try returned(
            pollOnRunLoop(.init(unwrapping: matcher), .never, until, pollInterval, description),
            negated: true)
    }

    /// Nimble's name for `toNever`, for a matcher about optionals:
    /// `try require(session.user).neverTo(beNil())`.
    @_disfavoredOverload
    @available(*, noasync, message: "in async code, write try await require { … }.neverTo(…)")
    @discardableResult
    public func neverTo(
        _ matcher: Matcher<Value?>, until: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) throws -> Value {
        try returned(
            pollOnRunLoop(matcher, .never, until, pollInterval, description), negated: true)
    }

    /// Polls on the run loop until `until` has passed and returns the last value; fails and
    /// throws as soon as the value does not satisfy `matcher`.
    ///
    /// ```swift
    /// let status = try require(server.status).toAlways(equal(.up))
    /// ```
    @available(*, noasync, message: "in async code, write try await require { … }.toAlways(…)")
    @discardableResult
    public func toAlways(
        _ matcher: Matcher<Value>, until: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) throws -> Value {
        try returned(
            pollOnRunLoop(.init(unwrapping: matcher), .always, until, pollInterval, description),
            negated: false)
    }

    /// `toAlways` for a matcher about optionals, returning the optional:
    /// `try require(cache["k"]).toAlways(beNil())`.
    @_disfavoredOverload
    @available(*, noasync, message: "in async code, write try await require { … }.toAlways(…)")
    @discardableResult
    public func toAlways(
        _ matcher: Matcher<Value?>, until: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) throws -> Value? {
        let outcome = try pollOnRunLoop(matcher, .always, until, pollInterval, description)
        return try? outcome.get()
    }

    /// Nimble's name for `toAlways`: `try require(server.isRunning).alwaysTo(beTrue())`.
    @available(*, noasync, message: "in async code, write try await require { … }.alwaysTo(…)")
    @discardableResult
    public func alwaysTo(
        _ matcher: Matcher<Value>, until: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) throws -> Value {
        try returned(
            pollOnRunLoop(.init(unwrapping: matcher), .always, until, pollInterval, description),
            negated: false)
    }

    /// Nimble's name for `toAlways`, for a matcher about optionals, returning the optional:
    /// `try require(cache["k"]).alwaysTo(beNil())`.
    @_disfavoredOverload
    @available(*, noasync, message: "in async code, write try await require { … }.alwaysTo(…)")
    @discardableResult
    public func alwaysTo(
        _ matcher: Matcher<Value?>, until: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) throws -> Value? {
        let outcome = try pollOnRunLoop(matcher, .always, until, pollInterval, description)
        return try? outcome.get()
    }

    /// Polls on the run loop; returns the outcome of the last check, or records the failure
    /// and throws. `verb` names the verb, and `asyncForm` what to write instead, in the failure
    /// of a call where polling cannot work.
    func pollOnRunLoop(
        _ matcher: Matcher<Value?>, _ mode: PollMode, _ timeout: Duration?,
        _ pollInterval: Duration?, _ description: String?, verb: String = #function,
        asyncForm: String? = nil
    ) throws -> Result<Value?, any Error> {
        var last: Result<Value?, any Error> = .success(nil)
        let failure = runLoopPollFailure(
            PollingMatch(matcher: matcher, mode: mode, description: description, site: site),
            {
                last = computeOutcome(expression, for: matcher)
                return last
            }, timeout: timeout, pollInterval: pollInterval,
            verb: String(verb.prefix { $0 != "(" }),
            asyncForm: asyncForm ?? "try await require { … }.\(verb.prefix { $0 != "(" })(…)")
        if let failure { try stop(failure) }
        return last
    }
}
