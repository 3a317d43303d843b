// Nimble's names for Muster's error and trap matchers, so that a Nimble suite moves over by
// changing its import. Each is a forward to the matcher it names; the forms of `throwError`
// that take an error, a type, a closure or a matcher, and `matchError`, have code of their
// own and live with the error matchers.

/// Nimble's `throwError()`: ``throwsError()``, any error.
///
/// ```swift
/// expect { try parse("") }.to(throwError())
/// ```
public func throwError<T>() -> Matcher<T> { throwsError() }

/// Nimble's `throwAssertion()`: ``traps()``, code that traps.
///
/// ```swift
/// expect { _ = items[5] }.to(throwAssertion())
/// ```
public func throwAssertion<T>() -> Matcher<T> { traps() }
