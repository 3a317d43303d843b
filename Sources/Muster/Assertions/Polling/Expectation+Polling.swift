extension Expectation {
    /// Polls until the value satisfies `matcher`, failing if it has not by the timeout.
    ///
    /// The timeout and poll interval default to ``PollingDefaults/current``; `clock` measures the
    /// deadline and the pauses (a `ContinuousClock` unless given).
    ///
    /// ```swift
    /// await expect { model.state }.toEventually(equalTo(.ready))
    /// ```
    public func toEventually(
        _ matcher: Matcher<Value>,
        timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await poll(
            Matcher<Value?>(unwrapping: matcher), .eventually, timeout, pollInterval, clock,
            description)
    }

    /// The same as ``toEventually(_:timeout:pollInterval:clock:description:isolation:)-(Matcher<Value>,_,_,_,_,_)``,
    /// for a matcher about optionals.
    ///
    /// ```swift
    /// await expect { cache["k"] }.toEventually(nilValue())
    /// ```
    @_disfavoredOverload
    public func toEventually(
        _ matcher: Matcher<Value?>,
        timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await poll(matcher, .eventually, timeout, pollInterval, clock, description)
    }

    /// Polls until the value stops satisfying `matcher`, failing if it still does at the timeout.
    ///
    /// The timeout and poll interval default to ``PollingDefaults/current``; `clock` measures the
    /// deadline and the pauses (a `ContinuousClock` unless given).
    ///
    /// ```swift
    /// await expect { queue.count }.toEventuallyNot(equalTo(0))
    /// ```
    public func toEventuallyNot(
        _ matcher: Matcher<Value>,
        timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await poll(
            Matcher<Value?>(unwrapping: matcher), .eventuallyNot, timeout, pollInterval, clock,
            description)
    }

    /// The same as ``toEventuallyNot(_:timeout:pollInterval:clock:description:isolation:)-(Matcher<Value>,_,_,_,_,_)``,
    /// for a matcher about optionals.
    ///
    /// ```swift
    /// await expect { cache["k"] }.toEventuallyNot(nilValue())
    /// ```
    @_disfavoredOverload
    public func toEventuallyNot(
        _ matcher: Matcher<Value?>,
        timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await poll(matcher, .eventuallyNot, timeout, pollInterval, clock, description)
    }

    /// Polls for the whole timeout, failing as soon as the value satisfies `matcher`.
    ///
    /// The timeout and poll interval default to ``PollingDefaults/current``; `clock` measures the
    /// deadline and the pauses (a `ContinuousClock` unless given).
    ///
    /// ```swift
    /// await expect { account.balance }.toNever(lessThan(0))
    /// ```
    public func toNever(
        _ matcher: Matcher<Value>,
        timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await poll(
            Matcher<Value?>(unwrapping: matcher), .never, timeout, pollInterval, clock, description)
    }

    /// The same as ``toNever(_:timeout:pollInterval:clock:description:isolation:)-(Matcher<Value>,_,_,_,_,_)``,
    /// for a matcher about optionals.
    ///
    /// ```swift
    /// await expect { session.user }.toNever(nilValue())
    /// ```
    @_disfavoredOverload
    public func toNever(
        _ matcher: Matcher<Value?>,
        timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await poll(matcher, .never, timeout, pollInterval, clock, description)
    }

    /// Polls for the whole timeout, failing as soon as the value does not satisfy `matcher`.
    ///
    /// The timeout and poll interval default to ``PollingDefaults/current``; `clock` measures the
    /// deadline and the pauses (a `ContinuousClock` unless given).
    ///
    /// ```swift
    /// await expect { server.isRunning }.toAlways(equalTo(true))
    /// ```
    public func toAlways(
        _ matcher: Matcher<Value>,
        timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await poll(
            Matcher<Value?>(unwrapping: matcher), .always, timeout, pollInterval, clock, description
        )
    }

    /// The same as ``toAlways(_:timeout:pollInterval:clock:description:isolation:)-(Matcher<Value>,_,_,_,_,_)``,
    /// for a matcher about optionals.
    ///
    /// ```swift
    /// await expect { session.user }.toAlways(not(nilValue()))
    /// ```
    @_disfavoredOverload
    public func toAlways(
        _ matcher: Matcher<Value?>,
        timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await poll(matcher, .always, timeout, pollInterval, clock, description)
    }

    /// The same as `toEventuallyNot`, under the name Nimble also gives it.
    ///
    /// ```swift
    /// await expect { queue.count }.toNotEventually(equalTo(0))
    /// ```
    public func toNotEventually(
        _ matcher: Matcher<Value>,
        timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await poll(
            Matcher<Value?>(unwrapping: matcher), .eventuallyNot, timeout, pollInterval, clock,
            description)
    }

    /// The same as `toEventuallyNot`, under the name Nimble also gives it, for a matcher about optionals.
    ///
    /// ```swift
    /// await expect { cache["k"] }.toNotEventually(nilValue())
    /// ```
    @_disfavoredOverload
    public func toNotEventually(
        _ matcher: Matcher<Value?>,
        timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await poll(matcher, .eventuallyNot, timeout, pollInterval, clock, description)
    }

    /// The same as `toNever`, under the name Nimble also gives it.
    ///
    /// ```swift
    /// await expect { queue.count }.neverTo(equalTo(0))
    /// ```
    public func neverTo(
        _ matcher: Matcher<Value>,
        timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await poll(
            Matcher<Value?>(unwrapping: matcher), .never, timeout, pollInterval, clock, description)
    }

    /// The same as `toNever`, under the name Nimble also gives it, for a matcher about optionals.
    ///
    /// ```swift
    /// await expect { cache["k"] }.neverTo(nilValue())
    /// ```
    @_disfavoredOverload
    public func neverTo(
        _ matcher: Matcher<Value?>,
        timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await poll(matcher, .never, timeout, pollInterval, clock, description)
    }

    /// The same as `toAlways`, under the name Nimble also gives it.
    ///
    /// ```swift
    /// await expect { queue.count }.alwaysTo(equalTo(0))
    /// ```
    public func alwaysTo(
        _ matcher: Matcher<Value>,
        timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await poll(
            Matcher<Value?>(unwrapping: matcher), .always, timeout, pollInterval, clock, description
        )
    }

    /// The same as `toAlways`, under the name Nimble also gives it, for a matcher about optionals.
    ///
    /// ```swift
    /// await expect { cache["k"] }.alwaysTo(nilValue())
    /// ```
    @_disfavoredOverload
    public func alwaysTo(
        _ matcher: Matcher<Value?>,
        timeout: Duration? = nil, pollInterval: Duration? = nil,
        clock: (any Clock<Duration>)? = nil, description: String? = nil,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        await poll(matcher, .always, timeout, pollInterval, clock, description)
    }

    func poll(
        _ matcher: Matcher<Value?>, _ mode: PollMode, _ timeout: Duration?,
        _ pollInterval: Duration?, _ clock: (any Clock<Duration>)?, _ description: String?,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        // The check runs on this actor, where the expression was given: see PollExpression.
        nonisolated(unsafe) let expression = self.expression
        await runPollingAssertion(
            PollingMatch(matcher: matcher, mode: mode),
            PollExpression(isolation: isolation) { _ in
                computeOutcome(escaping: expression, for: matcher)
            },
            timeout: timeout, pollInterval: pollInterval, clock: clock, description: description,
            site: site)
    }
}
