/// A requirement the polling verbs check again and again; ``Requirement`` and
/// ``AsyncRequirement`` conform, so that each verb is written once for both.
///
/// The verbs poll as ``PollableExpectation``'s do, on the same engine, and then return the value
/// of the last check: the one that satisfied `toEventually`, or the one at the deadline for
/// `toNever` and `toAlways`. On failure they record exactly one failure and throw, like
/// `require(x).to(m)`. `toNever` and `toAlways` take Nimble's `until:` for their timeout.
///
/// ```swift
/// let state = try await require { await model.state }.toEventually(equal(.ready))
/// ```
public protocol PollableRequirement<Value> {
    /// The type of the value the expression produces.
    associatedtype Value

    /// Where the requirement was written, and its failures are reported.
    var _site: CallSite { get }

    /// What a failure throws instead of ``RequirementFailure``, if anything: Nimble's
    /// `customError:`.
    var _customError: (any Error)? { get }

    /// The same requirement, awaited: what an asynchronous matcher is applied through.
    var _asyncRequirement: AsyncRequirement<Value> { get }

    /// Computes the value once for `matcher`, on `isolation`; a poll calls it once a check.
    func _outcome(for matcher: Matcher<Value?>, isolation: isolated (any Actor)?) async
        -> Result<Value?, any Error>
}

extension Requirement: PollableRequirement {
    /// Where the requirement was written.
    public var _site: CallSite { site }

    /// What a failure throws instead of ``RequirementFailure``.
    public var _customError: (any Error)? { customError }

    /// The same requirement, awaited.
    public var _asyncRequirement: AsyncRequirement<Value> {
        AsyncRequirement(
            expression: { [expression] in try expression() }, site: site,
            customError: customError)
    }

    /// Computes the value once for `matcher`, catching traps if it examines them.
    public func _outcome(for matcher: Matcher<Value?>, isolation: isolated (any Actor)?) async
        -> Result<Value?, any Error>
    {
        computeOutcome(expression, for: matcher)
    }
}

extension AsyncRequirement: PollableRequirement {
    /// Where the requirement was written.
    public var _site: CallSite { site }

    /// What a failure throws instead of ``RequirementFailure``.
    public var _customError: (any Error)? { customError }

    /// Itself.
    public var _asyncRequirement: AsyncRequirement<Value> { self }

    /// Awaits the value once.
    public func _outcome(for matcher: Matcher<Value?>, isolation: isolated (any Actor)?) async
        -> Result<Value?, any Error>
    {
        await computeOutcome(expression, catchingTraps: matcher.examinesTraps)
    }
}

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
        let (failure, last) = await runPollingMatch(
            PollingMatch(matcher: matcher, mode: mode, description: description, site: _site),
            PollExpression(isolation: isolation) { actor in
                await requirement._outcome(for: matcher, isolation: actor)
            }, timeout: timeout, pollInterval: pollInterval, clock: clock)
        if let failure { try stop(failure) }
        return last ?? .success(nil)
    }
}
