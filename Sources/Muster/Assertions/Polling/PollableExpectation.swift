/// An expectation the polling verbs check again and again; ``Expectation`` and
/// ``AsyncExpectation`` conform, so that each verb is written once for both.
///
/// A poll checks the value at once, then one poll interval after each check starts, and once
/// more at the deadline, `timeout` (`until` for `toNever` and `toAlways`) after the start: the
/// time the expression takes counts. The timeout and poll interval default to
/// ``PollingDefaults/current``; `clock` measures both (a `ContinuousClock` unless given). Each
/// check runs on the caller's actor; one that does not return by the deadline is abandoned. A
/// thrown error, unless the matcher examines errors, ends any poll and is reported. A matcher of
/// `Value` fails on `nil`; a matcher about optionals, such as `nilValue()`, sees it. A failure
/// says what the last check found and, when the value changed, the values seen on the way:
/// `Expected eventually 2, but after 1.0 s (101 checks) was 1` and
/// `seen: 0 at 0.0 s, 1 at 0.4 s` on a line of its own.
///
/// ```swift
/// await expect { await model.state }.toEventually(equalTo(.ready), timeout: .seconds(2))
/// ```
public protocol PollableExpectation<Value> {
    /// The type of the value the expression produces.
    associatedtype Value

    /// Where the expectation was written, and its failures are reported: `expect(3)._site.line`.
    var _site: CallSite { get }

    /// The same expectation, awaited: what an asynchronous matcher is applied through.
    var _asyncExpectation: AsyncExpectation<Value> { get }

    /// How the verbs applied so far went: `expect(3).to(equal(3)).status == .passed`.
    var status: ExpectationStatus { get }

    /// This expectation after one more verb, which passed or not: what each verb returns, so
    /// that verbs chain. `expect(3)._afterVerb(passed: false).status == .failed`.
    func _afterVerb(passed: Bool) -> Self

    /// Computes the value once for `matcher`, on `isolation`; a poll calls it once a check:
    /// `await expect { 3 }._outcome(for: Matcher(unwrapping: equalTo(3)), isolation: nil)`.
    func _outcome(for matcher: Matcher<Value?>, isolation: isolated (any Actor)?) async
        -> Result<Value?, any Error>
}

extension Expectation: PollableExpectation {
    /// Where the expectation was written.
    public var _site: CallSite { site }

    /// The same expectation, awaited.
    public var _asyncExpectation: AsyncExpectation<Value> {
        AsyncExpectation(expression: { [expression] in try expression() }, site: site)
    }

    /// Computes the value once for `matcher`, catching traps if it examines them.
    public func _outcome(for matcher: Matcher<Value?>, isolation: isolated (any Actor)?) async
        -> Result<Value?, any Error>
    {
        computeOutcome(expression, for: matcher)
    }
}

extension AsyncExpectation: PollableExpectation {
    /// Where the expectation was written.
    public var _site: CallSite { site }

    /// Itself.
    public var _asyncExpectation: AsyncExpectation<Value> { self }

    /// Awaits the value once.
    public func _outcome(for matcher: Matcher<Value?>, isolation: isolated (any Actor)?) async
        -> Result<Value?, any Error>
    {
        await computeOutcome(expression, catchingTraps: matcher.examinesTraps)
    }
}

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

    private func poll(
        _ matcher: Matcher<Value?>, _ mode: PollMode, _ timeout: Duration?,
        _ pollInterval: Duration?, _ clock: (any Clock<Duration>)?, _ description: String?,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        // The checks run on this actor, where the expectation was written: see PollExpression.
        nonisolated(unsafe) let expectation = self
        let failure = await runPollingMatch(
            PollingMatch(matcher: matcher, mode: mode, description: description, site: _site),
            PollExpression(isolation: isolation) { actor in
                await expectation._outcome(for: matcher, isolation: actor)
            }, timeout: timeout, pollInterval: pollInterval, clock: clock
        ).failure
        if let failure { reportFailure(failure) }
    }
}
