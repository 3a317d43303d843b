import MusterMatchers

/// What a mock records for an `inout` argument: the value passed in, which verification and
/// stubs match, and the value the call leaves behind, which a stub's `willAnswer` may set and
/// the mock then writes back.
///
/// ```swift
/// given(counter).increment(anything()).willAnswer { value in value.value += 1 }
/// var count = 1
/// counter.increment(&count)  // count == 2
/// verify(counter).increment(1)
/// ```
public final class InoutArgument<Value>: @unchecked Sendable, MusterRenderable {
    /// The value as the caller passed it in.
    public let passedIn: Value
    private let current: Locked<Value>

    /// Records `value` as passed in; ``value`` starts as it.
    public init(_ value: Value) {
        passedIn = value
        current = Locked(value)
    }

    /// The value the call leaves in the caller's variable: the one passed in, unless a stub
    /// sets another.
    public var value: Value {
        get { current.withLock { $0 } }
        set { current.withLock { $0 = newValue } }
    }

    /// How a recorded call shows it: the value passed in.
    public var musterRendering: String { ValueRenderer.render(passedIn) }
}

/// The matcher for an `inout` argument that `matcher` judges by the value passed in.
///
/// ```swift
/// verify(counter).increment(greaterThan(0))  // the generated verifier wraps the matcher
/// ```
public func passedIn<Value>(_ matcher: Matcher<Value>) -> Matcher<InoutArgument<Value>> {
    Matcher(describe: { matcher.describe(into: &$0) }) { argument in
        matcher.match(argument.passedIn)
    }
}
