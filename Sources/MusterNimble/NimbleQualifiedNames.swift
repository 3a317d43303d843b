import MusterNimbleMatchers

/// Nimble's module name, so that code written for Nimble that qualifies its types with it
/// (`Nimble.Matcher<Cart>`, `extension Nimble.SyncExpectation`) compiles with
/// `import MusterNimble`: each name is the type Muster gives Nimble's users.
///
/// ```swift
/// func beEmptyCart() -> Nimble.Matcher<Cart> { Matcher.simple("be empty") { … } }
/// ```
public enum Nimble {
    /// Nimble's `Matcher`: ``Matcher``.
    public typealias Matcher = MusterMatchers.Matcher
    /// Nimble's `MatcherResult`.
    public typealias MatcherResult = MusterNimbleMatchers.MatcherResult
    /// Nimble's `MatcherStatus`.
    public typealias MatcherStatus = MusterNimbleMatchers.MatcherStatus
    /// Nimble's `ExpectationMessage`.
    public typealias ExpectationMessage = MusterNimbleMatchers.ExpectationMessage
    /// Nimble's `ExpectationStyle`.
    public typealias ExpectationStyle = MusterNimbleMatchers.ExpectationStyle
    /// Nimble's `Expression`.
    public typealias Expression = MusterNimbleMatchers.Expression
    /// Nimble's `AsyncExpression`.
    public typealias AsyncExpression = MusterNimbleMatchers.AsyncExpression
    /// Nimble's `AsyncMatcher`.
    public typealias AsyncMatcher = MusterNimbleMatchers.AsyncMatcher
    /// Nimble's `AsyncableMatcher`.
    public typealias AsyncableMatcher = MusterNimbleMatchers.AsyncableMatcher
    /// Nimble's `SyncExpectation`: ``Expectation``.
    public typealias SyncExpectation = Muster.Expectation
    /// Nimble's `AsyncExpectation`.
    public typealias AsyncExpectation = Muster.AsyncExpectation
    /// Nimble's `SyncRequirement`: ``Requirement``.
    public typealias SyncRequirement = Muster.Requirement
    /// Nimble's `AsyncRequirement`.
    public typealias AsyncRequirement = Muster.AsyncRequirement
    /// Nimble's `ExpectationStatus`.
    public typealias ExpectationStatus = Muster.ExpectationStatus
    /// Nimble's `RequireError`: ``RequirementFailure``.
    public typealias RequireError = Muster.RequirementFailure
    /// Nimble's `ToSucceedResult`.
    public typealias ToSucceedResult = Muster.ToSucceedResult
    /// Nimble's `PollingDefaults`.
    public typealias PollingDefaults = Muster.PollingDefaults
    /// Nimble's `NimbleTimeInterval`: `Duration`.
    public typealias NimbleTimeInterval = Duration
    /// Nimble's `AssertionHandler`.
    public typealias AssertionHandler = MusterNimble.AssertionHandler
    /// Nimble's `AssertionRecorder`.
    public typealias AssertionRecorder = MusterNimble.AssertionRecorder
    /// Nimble's `FailureMessage`.
    public typealias FailureMessage = MusterNimble.FailureMessage
    /// Nimble's `SourceLocation`: ``CallSite``.
    public typealias SourceLocation = Muster.CallSite
}
