/// An expectation of either kind, ``Expectation`` or ``AsyncExpectation``: the verbs that serve
/// both are written once on it, above all the polling verbs, which check it again and again.
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
