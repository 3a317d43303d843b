/// An expectation on an asynchronous expression: `await expect { await model.load() }.to(...)`.
///
/// ```swift
/// await expect { try await service.fetch() }.to(throwError(ServiceError.offline))
/// ```
public struct AsyncExpectation<Value> {
    @usableFromInline package let expression: () async throws -> Value?
    @usableFromInline package let site: CallSite
    /// How the verbs applied so far went; see ``Expectation/status``.
    public let status: ExpectationStatus

    @inlinable
    package init(
        expression: @escaping () async throws -> Value?, site: CallSite,
        status: ExpectationStatus = .pending
    ) {
        self.expression = expression
        self.site = site
        self.status = status
    }

    /// This expectation after one more verb, which passed or not:
    /// `expect { await 3 }._afterVerb(passed: true).status == .passed`.
    public func _afterVerb(passed: Bool) -> AsyncExpectation {
        AsyncExpectation(expression: expression, site: site, status: status.adding(passed: passed))
    }

    /// Awaits the value once and asserts that it satisfies `matcher`.
    ///
    /// ```swift
    /// await expect { await counter.value }.to(equal(3))
    /// ```
    @discardableResult
    public func to(
        _ matcher: Matcher<Value>, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> AsyncExpectation {
        _afterVerb(
            passed: await check(Matcher<Value?>(unwrapping: matcher), negated: false, description))
    }

    /// Awaits the value once and asserts that it satisfies a matcher about optionals.
    ///
    /// ```swift
    /// await expect { await cache.entry("k") }.to(beNil())
    /// ```
    @_disfavoredOverload
    @discardableResult
    public func to(
        _ matcher: Matcher<Value?>, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> AsyncExpectation {
        _afterVerb(passed: await check(matcher, negated: false, description))
    }

    /// Awaits the value once and asserts that it does not satisfy `matcher`.
    ///
    /// ```swift
    /// await expect { await counter.value }.toNot(equal(0))
    /// ```
    @discardableResult
    public func toNot(
        _ matcher: Matcher<Value>, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> AsyncExpectation {
        _afterVerb(
            passed: await check(Matcher<Value?>(unwrapping: matcher), negated: true, description))
    }

    /// Awaits the value once and asserts that it does not satisfy a matcher about optionals.
    ///
    /// ```swift
    /// await expect { await cache.entry("k") }.toNot(beNil())
    /// ```
    @_disfavoredOverload
    @discardableResult
    public func toNot(
        _ matcher: Matcher<Value?>, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async -> AsyncExpectation {
        _afterVerb(passed: await check(matcher, negated: true, description))
    }

    package func check(
        _ matcher: Matcher<Value?>, negated: Bool, _ description: String?,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Bool {
        countAssertion()
        let outcome = await computeOutcome(expression, catchingTraps: matcher.examinesTraps)
        if let stall = outcome.testClockStall {
            reportFailure(stall.failure(at: site))
            return false
        }
        let verdict = judge(matcher, outcome, negated: negated)
        if verdict.isMatch { return true }
        reportFailure(
            expectationFailure(matcher, verdict, negated: negated, description, site: site))
        return false
    }
}

/// Starts an expectation on an asynchronous closure, awaited once per verb.
///
/// ```swift
/// await expect { try await service.load() }.to(equal(expected))
/// ```
public func expect<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ expression: @escaping () async throws -> T?
) -> AsyncExpectation<T> {
    AsyncExpectation<T>(
        expression: expression,
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Starts an expectation on an asynchronous closure that returns nothing, for error matchers.
///
/// ```swift
/// await expect { try await uploader.send(file) }.to(throwError())
/// ```
public func expect(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ expression: @escaping () async throws -> Void
) -> AsyncExpectation<Void> {
    AsyncExpectation<Void>(
        expression: { try await expression() },
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}
