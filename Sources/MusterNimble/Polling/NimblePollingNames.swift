// Nimble's names for Muster's polling verbs, so that a Nimble suite's `toNotEventually`,
// `neverTo` and `alwaysTo` compile unchanged; each is the Muster verb it names. As every Nimble
// name in this module, each is `nonisolated(nonsending)`: it runs on the caller's actor, where
// `#isolation` hands that actor on to the verb, so it needs no `isolation` parameter to show.

import Muster

extension PollableExpectation {
    /// Nimble's name for ``PollableExpectation/toEventuallyNot(_:timeout:pollInterval:clock:description:isolation:)-(Matcher<Self.Value>,_,_,_,_,_)``: `await expect { queue.count }.toNotEventually(equalTo(0))`.
    public nonisolated(nonsending) func toNotEventually(
        _ matcher: Matcher<Value>, timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil
    ) async {
        await toEventuallyNot(
            matcher, timeout: timeout, pollInterval: pollInterval, clock: clock,
            description: description)
    }

    /// Nimble's name for ``PollableExpectation/toEventuallyNot(_:timeout:pollInterval:clock:description:isolation:)-(Matcher<Self.Value?>,_,_,_,_,_)``: `await expect { cache["k"] }.toNotEventually(nilValue())`.
    @_disfavoredOverload
    public nonisolated(nonsending) func toNotEventually(
        _ matcher: Matcher<Value?>, timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil
    ) async {
        await toEventuallyNot(
            matcher, timeout: timeout, pollInterval: pollInterval, clock: clock,
            description: description)
    }

    /// Nimble's name for ``PollableExpectation/toNever(_:until:pollInterval:clock:description:isolation:)-(Matcher<Self.Value>,_,_,_,_,_)``: `await expect { queue.count }.neverTo(equalTo(0))`.
    public nonisolated(nonsending) func neverTo(
        _ matcher: Matcher<Value>, until: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil
    ) async {
        await toNever(
            matcher, until: until, pollInterval: pollInterval, clock: clock,
            description: description)
    }

    /// Nimble's name for ``PollableExpectation/toNever(_:until:pollInterval:clock:description:isolation:)-(Matcher<Self.Value?>,_,_,_,_,_)``: `await expect { cache["k"] }.neverTo(nilValue())`.
    @_disfavoredOverload
    public nonisolated(nonsending) func neverTo(
        _ matcher: Matcher<Value?>, until: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil
    ) async {
        await toNever(
            matcher, until: until, pollInterval: pollInterval, clock: clock,
            description: description)
    }

    /// Nimble's name for ``PollableExpectation/toAlways(_:until:pollInterval:clock:description:isolation:)-(Matcher<Self.Value>,_,_,_,_,_)``: `await expect { queue.count }.alwaysTo(equalTo(0))`.
    public nonisolated(nonsending) func alwaysTo(
        _ matcher: Matcher<Value>, until: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil
    ) async {
        await toAlways(
            matcher, until: until, pollInterval: pollInterval, clock: clock,
            description: description)
    }

    /// Nimble's name for ``PollableExpectation/toAlways(_:until:pollInterval:clock:description:isolation:)-(Matcher<Self.Value?>,_,_,_,_,_)``: `await expect { cache["k"] }.alwaysTo(nilValue())`.
    @_disfavoredOverload
    public nonisolated(nonsending) func alwaysTo(
        _ matcher: Matcher<Value?>, until: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil
    ) async {
        await toAlways(
            matcher, until: until, pollInterval: pollInterval, clock: clock,
            description: description)
    }
}

extension PollableRequirement {
    /// Nimble's name for `toEventuallyNot`:
    /// `try await require { await queue.count }.toNotEventually(equal(0))`.
    @discardableResult
    public nonisolated(nonsending) func toNotEventually(
        _ matcher: Matcher<Value>, timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil
    ) async throws -> Value {
        try await toEventuallyNot(
            matcher, timeout: timeout, pollInterval: pollInterval, clock: clock,
            description: description)
    }

    /// Nimble's name for `toEventuallyNot`, for a matcher about optionals:
    /// `try await require { session.user }.toNotEventually(beNil())`.
    @_disfavoredOverload
    @discardableResult
    public nonisolated(nonsending) func toNotEventually(
        _ matcher: Matcher<Value?>, timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil
    ) async throws -> Value {
        try await toEventuallyNot(
            matcher, timeout: timeout, pollInterval: pollInterval, clock: clock,
            description: description)
    }

    /// Nimble's name for `toNever`:
    /// `try await require { await queue.count }.neverTo(equal(0))`.
    @discardableResult
    public nonisolated(nonsending) func neverTo(
        _ matcher: Matcher<Value>, until: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil
    ) async throws -> Value {
        try await toNever(
            matcher, until: until, pollInterval: pollInterval, clock: clock,
            description: description)
    }

    /// Nimble's name for `toNever`, for a matcher about optionals:
    /// `try await require { session.user }.neverTo(beNil())`.
    @_disfavoredOverload
    @discardableResult
    public nonisolated(nonsending) func neverTo(
        _ matcher: Matcher<Value?>, until: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil
    ) async throws -> Value {
        try await toNever(
            matcher, until: until, pollInterval: pollInterval, clock: clock,
            description: description)
    }

    /// Nimble's name for `toAlways`:
    /// `try await require { await server.isRunning }.alwaysTo(beTrue())`.
    @discardableResult
    public nonisolated(nonsending) func alwaysTo(
        _ matcher: Matcher<Value>, until: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil
    ) async throws -> Value {
        try await toAlways(
            matcher, until: until, pollInterval: pollInterval, clock: clock,
            description: description)
    }

    /// Nimble's name for `toAlways`, for a matcher about optionals, returning the optional:
    /// `try await require { cache["k"] }.alwaysTo(beNil())`.
    @_disfavoredOverload
    @discardableResult
    public nonisolated(nonsending) func alwaysTo(
        _ matcher: Matcher<Value?>, until: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil
    ) async throws -> Value? {
        try await toAlways(
            matcher, until: until, pollInterval: pollInterval, clock: clock,
            description: description)
    }
}
