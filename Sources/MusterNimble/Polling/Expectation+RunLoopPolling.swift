// Nimble's synchronous polling for `expect`: checks on the main thread with the run loop running
// between them, for XCTest tests written before Swift concurrency.

extension Expectation {
    /// Polls until the value satisfies `matcher`, running the current run loop between checks.
    ///
    /// The synchronous form of ``PollableExpectation``'s verbs, for XCTest tests on the main
    /// thread: checks run on this thread, and the run loop runs between them so that work on the
    /// main queue proceeds. Inside async code, or off the main thread, it fails at once.
    ///
    /// ```swift
    /// expect(box.value).toEventually(equalTo(3))
    /// ```
    @available(*, noasync, message: "in async code, write await expect { … }.toEventually(…)")
    public func toEventually(
        _ matcher: Matcher<Value>, timeout: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) {
        poll(.init(unwrapping: matcher), .eventually, timeout, pollInterval, description)
    }

    /// ``toEventually(_:timeout:pollInterval:description:)-(Matcher<Value>,_,_,_)`` for a matcher about optionals: `expect(cache["k"]).toEventually(nilValue())`.
    @_disfavoredOverload
    @available(*, noasync, message: "in async code, write await expect { … }.toEventually(…)")
    public func toEventually(
        _ matcher: Matcher<Value?>, timeout: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) {
        poll(matcher, .eventually, timeout, pollInterval, description)
    }

    /// Polls until the value stops satisfying `matcher`, on the run loop as ``toEventually(_:timeout:pollInterval:description:)-(Matcher<Value>,_,_,_)``.
    ///
    /// ```swift
    /// expect(queue.count).toEventuallyNot(equalTo(0))
    /// ```
    @available(*, noasync, message: "in async code, write await expect { … }.toEventuallyNot(…)")
    public func toEventuallyNot(
        _ matcher: Matcher<Value>, timeout: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) {
        poll(.init(unwrapping: matcher), .eventuallyNot, timeout, pollInterval, description)
    }

    /// ``toEventuallyNot(_:timeout:pollInterval:description:)-(Matcher<Value>,_,_,_)`` for a matcher about optionals: `expect(cache["k"]).toEventuallyNot(nilValue())`.
    @_disfavoredOverload
    @available(*, noasync, message: "in async code, write await expect { … }.toEventuallyNot(…)")
    public func toEventuallyNot(
        _ matcher: Matcher<Value?>, timeout: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) {
        poll(matcher, .eventuallyNot, timeout, pollInterval, description)
    }

    /// Polls for the time `until` gives (the default timeout unless given), on the run loop as ``toEventually(_:timeout:pollInterval:description:)-(Matcher<Value>,_,_,_)``; fails as soon as the value satisfies `matcher`.
    ///
    /// ```swift
    /// expect(account.balance).toNever(lessThan(0), until: .seconds(2))
    /// ```
    @available(*, noasync, message: "in async code, write await expect { … }.toNever(…)")
    public func toNever(
        _ matcher: Matcher<Value>, until: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) {
        poll(.init(unwrapping: matcher), .never, until, pollInterval, description)
    }

    /// ``toNever(_:until:pollInterval:description:)-(Matcher<Value>,_,_,_)`` for a matcher about optionals: `expect(session.user).toNever(nilValue())`.
    @_disfavoredOverload
    @available(*, noasync, message: "in async code, write await expect { … }.toNever(…)")
    public func toNever(
        _ matcher: Matcher<Value?>, until: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) {
        poll(matcher, .never, until, pollInterval, description)
    }

    /// Polls for the time `until` gives (the default timeout unless given), on the run loop as ``toEventually(_:timeout:pollInterval:description:)-(Matcher<Value>,_,_,_)``; fails as soon as the value does not satisfy `matcher`.
    ///
    /// ```swift
    /// expect(server.isRunning).toAlways(equalTo(true), until: .seconds(2))
    /// ```
    @available(*, noasync, message: "in async code, write await expect { … }.toAlways(…)")
    public func toAlways(
        _ matcher: Matcher<Value>, until: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) {
        poll(.init(unwrapping: matcher), .always, until, pollInterval, description)
    }

    /// ``toAlways(_:until:pollInterval:description:)-(Matcher<Value>,_,_,_)`` for a matcher about optionals: `expect(session.user).toAlways(not(nilValue()))`.
    @_disfavoredOverload
    @available(*, noasync, message: "in async code, write await expect { … }.toAlways(…)")
    public func toAlways(
        _ matcher: Matcher<Value?>, until: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) {
        poll(matcher, .always, until, pollInterval, description)
    }

    /// Nimble's name for ``toEventuallyNot(_:timeout:pollInterval:description:)-(Matcher<Value>,_,_,_)``: `expect(queue.count).toNotEventually(equalTo(0))`.
    @available(*, noasync, message: "in async code, write await expect { … }.toNotEventually(…)")
    public func toNotEventually(
        _ matcher: Matcher<Value>, timeout: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) {
        poll(.init(unwrapping: matcher), .eventuallyNot, timeout, pollInterval, description)
    }

    /// Nimble's name for ``toEventuallyNot(_:timeout:pollInterval:description:)-(Matcher<Value?>,_,_,_)``: `expect(cache["k"]).toNotEventually(nilValue())`.
    @_disfavoredOverload
    @available(*, noasync, message: "in async code, write await expect { … }.toNotEventually(…)")
    public func toNotEventually(
        _ matcher: Matcher<Value?>, timeout: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) {
        poll(matcher, .eventuallyNot, timeout, pollInterval, description)
    }

    /// Nimble's name for ``toNever(_:until:pollInterval:description:)-(Matcher<Value>,_,_,_)``: `expect(queue.count).neverTo(equalTo(0))`.
    @available(*, noasync, message: "in async code, write await expect { … }.neverTo(…)")
    public func neverTo(
        _ matcher: Matcher<Value>, until: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) {
        poll(.init(unwrapping: matcher), .never, until, pollInterval, description)
    }

    /// Nimble's name for ``toNever(_:until:pollInterval:description:)-(Matcher<Value?>,_,_,_)``: `expect(cache["k"]).neverTo(nilValue())`.
    @_disfavoredOverload
    @available(*, noasync, message: "in async code, write await expect { … }.neverTo(…)")
    public func neverTo(
        _ matcher: Matcher<Value?>, until: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) {
        poll(matcher, .never, until, pollInterval, description)
    }

    /// Nimble's name for ``toAlways(_:until:pollInterval:description:)-(Matcher<Value>,_,_,_)``: `expect(queue.count).alwaysTo(equalTo(0))`.
    @available(*, noasync, message: "in async code, write await expect { … }.alwaysTo(…)")
    public func alwaysTo(
        _ matcher: Matcher<Value>, until: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) {
        poll(.init(unwrapping: matcher), .always, until, pollInterval, description)
    }

    /// Nimble's name for ``toAlways(_:until:pollInterval:description:)-(Matcher<Value?>,_,_,_)``: `expect(cache["k"]).alwaysTo(nilValue())`.
    @_disfavoredOverload
    @available(*, noasync, message: "in async code, write await expect { … }.alwaysTo(…)")
    public func alwaysTo(
        _ matcher: Matcher<Value?>, until: Duration? = nil, pollInterval: Duration? = nil,
        description: String? = nil
    ) {
        poll(matcher, .always, until, pollInterval, description)
    }

    private func poll(
        _ matcher: Matcher<Value?>, _ mode: PollMode, _ timeout: Duration?,
        _ pollInterval: Duration?, _ description: String?, verb: String = #function
    ) {
        // The verb's name, as the misuse failure and the async form it points to spell it.
        let verb = String(verb.prefix { $0 != "(" })
        pollOnRunLoop(
            PollingMatch(matcher: matcher, mode: mode, description: description, site: site),
            { computeOutcome(expression, for: matcher) }, timeout: timeout,
            pollInterval: pollInterval, verb: verb, asyncForm: "await expect { … }.\(verb)(…)")
    }
}
