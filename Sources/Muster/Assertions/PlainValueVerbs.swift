// A plain value where a verb takes a matcher stands for `equalTo(value)`, for any `Equatable`
// type, the caller's own included. Each verb is disfavored: the compiler tries it only after the
// matcher overloads have failed, so code written with matchers pays nothing to type-check it.

extension Expectation where Value: Equatable {
    /// Asserts that the value equals `expected`; `nil` fails with `was nil`.
    ///
    /// ```swift
    /// expect(cart.total).to(Money(cents: 400))
    /// ```
    @_disfavoredOverload
    @inlinable
    @discardableResult
    public func to(_ expected: Value, description: String? = nil) -> Expectation {
        to(equalTo(expected), description: description)
    }

    /// Asserts that the value does not equal `expected`.
    ///
    /// ```swift
    /// expect(order.status).toNot(.cancelled)
    /// ```
    @_disfavoredOverload
    @inlinable
    @discardableResult
    public func toNot(_ expected: Value, description: String? = nil) -> Expectation {
        toNot(equalTo(expected), description: description)
    }

}

extension Expectation {
    /// Refused, with an error that names what to write: a plain value stands for
    /// ``equalTo(_:)``, which needs an `Equatable` type.
    // Disfavored and unavailable: chosen only where no other verb fits.
    @_disfavoredOverload
    @available(
        *, unavailable,
        message:
            "a plain value stands for equal(value), which needs an Equatable type: declare the type Equatable, or compare it field by field with equal(value, comparing: .fieldByField); for an enum, match its case with isCase(.someCase)"
    )
    @discardableResult
    public func to(_ expected: Value, description: String? = nil) -> Expectation {
        fatalError("unavailable")
    }
}

extension AsyncExpectation where Value: Equatable {
    /// Awaits the value once and asserts that it equals `expected`.
    ///
    /// ```swift
    /// await expect { await model.total }.to(Money(cents: 400))
    /// ```
    @_disfavoredOverload
    @discardableResult
    public func to(
        _ expected: Value, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> AsyncExpectation {
        await to(equalTo(expected), description: description)
    }

    /// Awaits the value once and asserts that it does not equal `expected`.
    ///
    /// ```swift
    /// await expect { await model.status }.toNot(.failed)
    /// ```
    @_disfavoredOverload
    @discardableResult
    public func toNot(
        _ expected: Value, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> AsyncExpectation {
        await toNot(equalTo(expected), description: description)
    }

}

extension Requirement where Value: Equatable {
    /// Requires the value to equal `expected` and returns it.
    ///
    /// ```swift
    /// let total = try require(cart.total).to(Money(cents: 400))
    /// ```
    @_disfavoredOverload
    @discardableResult
    public func to(_ expected: Value, description: String? = nil) throws -> Value {
        try to(equalTo(expected), description: description)
    }

    /// Requires the value not to equal `expected` and returns it.
    ///
    /// ```swift
    /// let status = try require(order.status).toNot(.cancelled)
    /// ```
    @_disfavoredOverload
    @discardableResult
    public func toNot(_ expected: Value, description: String? = nil) throws -> Value {
        try toNot(equalTo(expected), description: description)
    }

}

extension AsyncRequirement where Value: Equatable {
    /// Awaits the value once, requires it to equal `expected` and returns it.
    ///
    /// ```swift
    /// let total = try await require { await cart.total }.to(Money(cents: 400))
    /// ```
    @_disfavoredOverload
    @discardableResult
    public func to(
        _ expected: Value, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await to(equalTo(expected), description: description)
    }

    /// Awaits the value once, requires it not to equal `expected` and returns it.
    ///
    /// ```swift
    /// let status = try await require { await order.status }.toNot(.cancelled)
    /// ```
    @_disfavoredOverload
    @discardableResult
    public func toNot(
        _ expected: Value, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Value {
        try await toNot(equalTo(expected), description: description)
    }

}
