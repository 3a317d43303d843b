// Nimble's names for Muster's trap matcher, so that a Nimble suite moves over by changing its
// import. `matchError` has code of its own and lives with the error matchers; `throwError`,
// whose closures run assertions, lives in Assertions/ClosureChecks/.

/// Nimble's `throwAssertion()`: ``traps()``, code that traps.
///
/// ```swift
/// expect { _ = items[5] }.to(throwAssertion())
/// ```
@available(
    tvOS, unavailable,
    message: "needs fork(), which tvOS and watchOS forbid: trap tests run on macOS, iOS and Linux"
)
@available(
    watchOS, unavailable,
    message: "needs fork(), which tvOS and watchOS forbid: trap tests run on macOS, iOS and Linux"
)
public func throwAssertion<T>() -> Matcher<T> { traps() }
