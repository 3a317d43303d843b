import Muster

// Nimble's `notTo`, its second spelling of `toNot`, with a matcher on every receiver Nimble has it
// on: each form is the `toNot` it names, so messages, chaining and returned values are the
// same. A plain value in place of the matcher is Muster's own form, `toNot(value)`.
//
// The asynchronous forms are `nonisolated(nonsending)`, as every Nimble name in this module
// (see NimblePollingNames.swift).

extension Expectation {
    /// Nimble's `notTo`: the same as `toNot(_:description:)`.
    ///
    /// ```swift
    /// expect(list).notTo(contain(3))
    /// ```
    @inlinable
    @discardableResult
    public func notTo(_ matcher: Matcher<Value>, description: String? = nil) -> Expectation {
        toNot(matcher, description: description)
    }

    /// Nimble's `notTo` with a matcher about optionals: the same as `toNot(_:description:)`.
    ///
    /// ```swift
    /// expect(user).notTo(beNil())
    /// ```
    @_disfavoredOverload
    @inlinable
    @discardableResult
    public func notTo(_ matcher: Matcher<Value?>, description: String? = nil) -> Expectation {
        toNot(matcher, description: description)
    }
}

extension AsyncExpectation {
    /// Nimble's `notTo`: awaits the value once, the same as `toNot(_:description:isolation:)`.
    ///
    /// ```swift
    /// await expect { await counter.value }.notTo(equal(0))
    /// ```
    @discardableResult
    public nonisolated(nonsending) func notTo(
        _ matcher: Matcher<Value>, description: String? = nil
    ) async -> AsyncExpectation {
        await toNot(matcher, description: description)
    }

    /// Nimble's `notTo` with a matcher about optionals: awaits the value once, the same as
    /// `toNot(_:description:isolation:)`.
    ///
    /// ```swift
    /// await expect { await cache.entry("k") }.notTo(beNil())
    /// ```
    @_disfavoredOverload
    @discardableResult
    public nonisolated(nonsending) func notTo(
        _ matcher: Matcher<Value?>, description: String? = nil
    ) async -> AsyncExpectation {
        await toNot(matcher, description: description)
    }
}

extension Requirement {
    /// Nimble's `notTo` on a requirement: the same as `toNot(_:description:)`.
    ///
    /// ```swift
    /// try require(list).notTo(contain(0))
    /// ```
    @discardableResult
    public func notTo(_ matcher: Matcher<Value>, description: String? = nil) throws -> Value {
        try toNot(matcher, description: description)
    }

    /// Nimble's `notTo` on a requirement, with a matcher about optionals.
    ///
    /// ```swift
    /// let user = try require(session.user).notTo(beNil())
    /// ```
    @_disfavoredOverload
    @discardableResult
    public func notTo(_ matcher: Matcher<Value?>, description: String? = nil) throws -> Value {
        try toNot(matcher, description: description)
    }
}

extension AsyncRequirement {
    /// Nimble's `notTo` on an asynchronous requirement: the same as
    /// `toNot(_:description:isolation:)`.
    ///
    /// ```swift
    /// let count = try await require { await counter.value }.notTo(equal(0))
    /// ```
    @discardableResult
    public nonisolated(nonsending) func notTo(
        _ matcher: Matcher<Value>, description: String? = nil
    ) async throws -> Value {
        try await toNot(matcher, description: description)
    }

    /// Nimble's `notTo` on an asynchronous requirement, with a matcher about optionals.
    ///
    /// ```swift
    /// let user = try await require { await session.user }.notTo(beNil())
    /// ```
    @_disfavoredOverload
    @discardableResult
    public nonisolated(nonsending) func notTo(
        _ matcher: Matcher<Value?>, description: String? = nil
    ) async throws -> Value {
        try await toNot(matcher, description: description)
    }
}
