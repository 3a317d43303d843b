import MusterNimbleMatchers

// Shared by the test targets: asynchronous matchers written the way a Nimble 14 suite writes its
// own, for the tests of the AsyncMatcher API and of the assertions that take one.

/// An actor whose state a matcher can only read with `await`.
public actor CallRecorder<Argument: Sendable> {
    public private(set) var calls: [Argument] = []
    public init() {}
    public func record(call: Argument) { calls.append(call) }
}

/// The guide's `beCalled(with:)`: the whole result, details under it.
public func beCalled<Argument: Equatable & Sendable>(with argument: Argument) -> AsyncMatcher<
    CallRecorder<Argument>
> {
    AsyncMatcher { (expression: AsyncExpression<CallRecorder<Argument>>) in
        let message = ExpectationMessage.expectedActualValueTo("be called with \(argument)")
        guard let calls = try await expression.evaluate()?.calls else {
            return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        }
        return MatcherResult(
            bool: calls.contains(argument),
            message: message.appended(details: "called with \(calls)"))
    }
}

/// `AsyncMatcher.define` with a message and a custom actual value.
public func beCalled(times: Int) -> AsyncMatcher<CallRecorder<Int>> {
    AsyncMatcher.define("be called \(times) times") { expression, message in
        guard let count = try await expression.evaluate()?.calls.count else {
            return MatcherResult(status: .fail, message: message)
        }
        return MatcherResult(
            bool: count == times,
            message: .expectedCustomValueTo(message.expectedMessage, actual: "\(count) calls"))
    }
}

/// `AsyncMatcher.simple`, as in Nimble's tests.
public func asyncBeLessThan(_ expected: Int) -> AsyncMatcher<Int> {
    AsyncMatcher.simple("be less than <\(expected)>") { actualExpression in
        guard let actual = try await actualExpression.evaluate() else { return .fail }
        return MatcherStatus(bool: actual < expected)
    }
}

/// `AsyncMatcher.simpleNilable`: nil is the closure's to judge.
public func asyncBeNil() -> AsyncMatcher<Int> {
    AsyncMatcher.simpleNilable("be nil") { actualExpression in
        MatcherStatus(bool: try await actualExpression.evaluate() == nil)
    }
}
