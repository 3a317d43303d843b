extension Expectation {
    /// Polls until the value satisfies `matcher`, failing if it has not by the timeout.
    ///
    /// For XCTest tests on the main thread: the check runs on this thread, and between checks
    /// the current run loop runs, so work on the main queue proceeds. Inside async code, or off
    /// the main thread, it fails at once and names the async form, `await expect { … }.toEventually(…)`.
    ///
    /// ```swift
    /// expect(box.value).toEventually(equalTo(3))
    /// ```
    @available(*, noasync, message: "in async code, write await expect { … }.toEventually(…)")
    public func toEventually(
        _ matcher: Matcher<Value>,
        timeout: Duration? = nil, pollInterval: Duration? = nil, description: String? = nil
    ) {
        pollOnRunLoop(
            Matcher<Value?>(unwrapping: matcher), .eventually, timeout, pollInterval, description,
            "toEventually")
    }

    /// The same as ``toEventually(_:timeout:pollInterval:description:)-(Matcher<Value>,_,_,_)``, for a
    /// matcher about optionals.
    ///
    /// ```swift
    /// expect(cache["k"]).toEventually(nilValue())
    /// ```
    @_disfavoredOverload
    @available(*, noasync, message: "in async code, write await expect { … }.toEventually(…)")
    public func toEventually(
        _ matcher: Matcher<Value?>,
        timeout: Duration? = nil, pollInterval: Duration? = nil, description: String? = nil
    ) {
        pollOnRunLoop(matcher, .eventually, timeout, pollInterval, description, "toEventually")
    }

    /// Polls until the value stops satisfying `matcher`, failing if it still does at the timeout.
    ///
    /// For XCTest tests on the main thread: the check runs on this thread, and between checks
    /// the current run loop runs, so work on the main queue proceeds. Inside async code, or off
    /// the main thread, it fails at once and names the async form, `await expect { … }.toEventuallyNot(…)`.
    ///
    /// ```swift
    /// expect(queue.count).toEventuallyNot(equalTo(0))
    /// ```
    @available(*, noasync, message: "in async code, write await expect { … }.toEventuallyNot(…)")
    public func toEventuallyNot(
        _ matcher: Matcher<Value>,
        timeout: Duration? = nil, pollInterval: Duration? = nil, description: String? = nil
    ) {
        pollOnRunLoop(
            Matcher<Value?>(unwrapping: matcher), .eventuallyNot, timeout, pollInterval,
            description,
            "toEventuallyNot")
    }

    /// The same as ``toEventuallyNot(_:timeout:pollInterval:description:)-(Matcher<Value>,_,_,_)``, for a
    /// matcher about optionals.
    ///
    /// ```swift
    /// expect(cache["k"]).toEventuallyNot(nilValue())
    /// ```
    @_disfavoredOverload
    @available(*, noasync, message: "in async code, write await expect { … }.toEventuallyNot(…)")
    public func toEventuallyNot(
        _ matcher: Matcher<Value?>,
        timeout: Duration? = nil, pollInterval: Duration? = nil, description: String? = nil
    ) {
        pollOnRunLoop(
            matcher, .eventuallyNot, timeout, pollInterval, description, "toEventuallyNot")
    }

    /// Polls for the whole timeout, failing as soon as the value satisfies `matcher`.
    ///
    /// For XCTest tests on the main thread: the check runs on this thread, and between checks
    /// the current run loop runs, so work on the main queue proceeds. Inside async code, or off
    /// the main thread, it fails at once and names the async form, `await expect { … }.toNever(…)`.
    ///
    /// ```swift
    /// expect(account.balance).toNever(lessThan(0))
    /// ```
    @available(*, noasync, message: "in async code, write await expect { … }.toNever(…)")
    public func toNever(
        _ matcher: Matcher<Value>,
        timeout: Duration? = nil, pollInterval: Duration? = nil, description: String? = nil
    ) {
        pollOnRunLoop(
            Matcher<Value?>(unwrapping: matcher), .never, timeout, pollInterval, description,
            "toNever")
    }

    /// The same as ``toNever(_:timeout:pollInterval:description:)-(Matcher<Value>,_,_,_)``, for a
    /// matcher about optionals.
    ///
    /// ```swift
    /// expect(session.user).toNever(nilValue())
    /// ```
    @_disfavoredOverload
    @available(*, noasync, message: "in async code, write await expect { … }.toNever(…)")
    public func toNever(
        _ matcher: Matcher<Value?>,
        timeout: Duration? = nil, pollInterval: Duration? = nil, description: String? = nil
    ) {
        pollOnRunLoop(matcher, .never, timeout, pollInterval, description, "toNever")
    }

    /// Polls for the whole timeout, failing as soon as the value does not satisfy `matcher`.
    ///
    /// For XCTest tests on the main thread: the check runs on this thread, and between checks
    /// the current run loop runs, so work on the main queue proceeds. Inside async code, or off
    /// the main thread, it fails at once and names the async form, `await expect { … }.toAlways(…)`.
    ///
    /// ```swift
    /// expect(server.isRunning).toAlways(equalTo(true))
    /// ```
    @available(*, noasync, message: "in async code, write await expect { … }.toAlways(…)")
    public func toAlways(
        _ matcher: Matcher<Value>,
        timeout: Duration? = nil, pollInterval: Duration? = nil, description: String? = nil
    ) {
        pollOnRunLoop(
            Matcher<Value?>(unwrapping: matcher), .always, timeout, pollInterval, description,
            "toAlways")
    }

    /// The same as ``toAlways(_:timeout:pollInterval:description:)-(Matcher<Value>,_,_,_)``, for a
    /// matcher about optionals.
    ///
    /// ```swift
    /// expect(session.user).toAlways(not(nilValue()))
    /// ```
    @_disfavoredOverload
    @available(*, noasync, message: "in async code, write await expect { … }.toAlways(…)")
    public func toAlways(
        _ matcher: Matcher<Value?>,
        timeout: Duration? = nil, pollInterval: Duration? = nil, description: String? = nil
    ) {
        pollOnRunLoop(matcher, .always, timeout, pollInterval, description, "toAlways")
    }

    /// The same as `toEventuallyNot`, under the name Nimble also gives it.
    ///
    /// ```swift
    /// expect(queue.count).toNotEventually(equalTo(0))
    /// ```
    @available(*, noasync, message: "in async code, write await expect { … }.toNotEventually(…)")
    public func toNotEventually(
        _ matcher: Matcher<Value>,
        timeout: Duration? = nil, pollInterval: Duration? = nil, description: String? = nil
    ) {
        pollOnRunLoop(
            Matcher<Value?>(unwrapping: matcher), .eventuallyNot, timeout, pollInterval,
            description,
            "toNotEventually")
    }

    /// The same as `toEventuallyNot`, under the name Nimble also gives it, for a matcher about optionals.
    ///
    /// ```swift
    /// expect(cache["k"]).toNotEventually(nilValue())
    /// ```
    @_disfavoredOverload
    @available(*, noasync, message: "in async code, write await expect { … }.toNotEventually(…)")
    public func toNotEventually(
        _ matcher: Matcher<Value?>,
        timeout: Duration? = nil, pollInterval: Duration? = nil, description: String? = nil
    ) {
        pollOnRunLoop(
            matcher, .eventuallyNot, timeout, pollInterval, description, "toNotEventually")
    }

    /// The same as `toNever`, under the name Nimble also gives it.
    ///
    /// ```swift
    /// expect(queue.count).neverTo(equalTo(0))
    /// ```
    @available(*, noasync, message: "in async code, write await expect { … }.neverTo(…)")
    public func neverTo(
        _ matcher: Matcher<Value>,
        timeout: Duration? = nil, pollInterval: Duration? = nil, description: String? = nil
    ) {
        pollOnRunLoop(
            Matcher<Value?>(unwrapping: matcher), .never, timeout, pollInterval, description,
            "neverTo")
    }

    /// The same as `toNever`, under the name Nimble also gives it, for a matcher about optionals.
    ///
    /// ```swift
    /// expect(cache["k"]).neverTo(nilValue())
    /// ```
    @_disfavoredOverload
    @available(*, noasync, message: "in async code, write await expect { … }.neverTo(…)")
    public func neverTo(
        _ matcher: Matcher<Value?>,
        timeout: Duration? = nil, pollInterval: Duration? = nil, description: String? = nil
    ) {
        pollOnRunLoop(matcher, .never, timeout, pollInterval, description, "neverTo")
    }

    /// The same as `toAlways`, under the name Nimble also gives it.
    ///
    /// ```swift
    /// expect(queue.count).alwaysTo(equalTo(0))
    /// ```
    @available(*, noasync, message: "in async code, write await expect { … }.alwaysTo(…)")
    public func alwaysTo(
        _ matcher: Matcher<Value>,
        timeout: Duration? = nil, pollInterval: Duration? = nil, description: String? = nil
    ) {
        pollOnRunLoop(
            Matcher<Value?>(unwrapping: matcher), .always, timeout, pollInterval, description,
            "alwaysTo")
    }

    /// The same as `toAlways`, under the name Nimble also gives it, for a matcher about optionals.
    ///
    /// ```swift
    /// expect(cache["k"]).alwaysTo(nilValue())
    /// ```
    @_disfavoredOverload
    @available(*, noasync, message: "in async code, write await expect { … }.alwaysTo(…)")
    public func alwaysTo(
        _ matcher: Matcher<Value?>,
        timeout: Duration? = nil, pollInterval: Duration? = nil, description: String? = nil
    ) {
        pollOnRunLoop(matcher, .always, timeout, pollInterval, description, "alwaysTo")
    }

    func pollOnRunLoop(
        _ matcher: Matcher<Value?>, _ mode: PollMode, _ timeout: Duration?,
        _ pollInterval: Duration?, _ description: String?, _ verb: String
    ) {
        Muster.pollOnRunLoop(
            PollingMatch(matcher: matcher, mode: mode),
            { computeOutcome(escaping: expression, for: matcher) }, timeout: timeout,
            pollInterval: pollInterval, description: description, site: site, verb: verb,
            asyncForm: "await expect { … }.\(verb)(…)")
    }
}
