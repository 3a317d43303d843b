/// A requirement of either kind, ``Requirement`` or ``AsyncRequirement``: what every
/// requirement's verbs share is written once on it, the polling verbs among them.
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
