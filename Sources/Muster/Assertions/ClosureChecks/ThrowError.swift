// Nimble's `throwError`, in all its forms. It lives with the assertions rather than with the
// error matchers (`throwsError`, `matchError`) because the closures it takes run assertions
// whose failures it captures (see `passingChecks`); matchers never touch failures.

/// Nimble's `throwError()`: ``throwsError()``, any error.
///
/// ```swift
/// expect { try parse("") }.to(throwError())
/// ```
public func throwError<T>() -> Matcher<T> { throwsError() }

/// Nimble's `throwError(_:)` with an `Equatable` error: that very error, then handed to
/// `closure`, if given, whose failing assertions make the match fail.
///
/// ```swift
/// expect { try parse("") }.to(throwError(ParseError.empty))
/// ```
public func throwError<T, E: Error & Equatable>(_ error: E, closure: ((E) -> Void)? = nil)
    -> Matcher<T>
{
    guard let closure else { return throwsError(error) }
    return examiningThrownError(
        "the error \(describing: ValueRenderer.renderError(error)) that passes the given checks"
    ) { thrown in
        guard let typed = thrown as? E, typed == error else { return .mismatch { _ in } }
        return passingChecks(typed, closure)
    }
}

/// Nimble's `throwError(_:)` with an error that is not `Equatable`: an error of the same type
/// and case (the same domain and code), whatever its associated values, then handed to
/// `closure`, if given.
///
/// ```swift
/// expect { try connect() }.to(throwError(URLError(.timedOut)))
/// ```
public func throwError<T, E: Error>(_ error: E, closure: ((any Error) -> Void)? = nil)
    -> Matcher<T>
{
    let checks = closure == nil ? "" : " that passes the given checks"
    return examiningThrownError(
        "an error like \(describing: ValueRenderer.renderError(error))\(describing: checks)"
    ) {
        thrown in
        guard isSameKind(thrown, error) else { return .mismatch { _ in } }
        return closure.map { passingChecks(thrown, $0) } ?? .match
    }
}

/// Nimble's `throwError(errorType:)`: an error of that type, handed to `closure`, if given,
/// whose failing assertions make the match fail.
///
/// ```swift
/// expect { try parse("x") }.to(throwError(errorType: ParseError.self) { error in
///     expect(error.line).to(equal(1))
/// })
/// ```
public func throwError<T, E: Error>(errorType: E.Type, closure: ((E) -> Void)? = nil)
    -> Matcher<T>
{
    guard let closure else { return throwsError(errorType) }
    return examiningThrownError(
        "an error of type \(describing: errorType) that passes the given checks"
    ) { thrown in
        guard let typed = thrown as? E else { return .mismatch { _ in } }
        return passingChecks(typed, closure)
    }
}

/// An error of type `E`, as Nimble users first write it: the same as
/// `throwError(errorType: E.self)`.
///
/// ```swift
/// expect { try sync() }.to(throwError(SyncError.self))
/// ```
public func throwError<T, E: Error>(_ errorType: E.Type) -> Matcher<T> {
    throwsError(errorType)
}

/// Nimble's `throwError(closure:)`: any error, handed to `closure`, whose failing assertions
/// make the match fail.
///
/// ```swift
/// expect { try parse("x") }.to(throwError { expect($0).to(matchError(ParseError.self)) })
/// ```
public func throwError<T>(closure: @escaping (any Error) -> Void) -> Matcher<T> {
    examiningThrownError("an error that passes the given checks") { passingChecks($0, closure) }
}

/// Nimble's `throwError(closure:)` with a typed closure: an error of the closure's type, handed
/// to it; its failing assertions make the match fail.
///
/// ```swift
/// expect { try parse("x") }.to(throwError { (error: ParseError) in expect(error.line) == 1 })
/// ```
public func throwError<T, E: Error>(closure: @escaping (E) -> Void) -> Matcher<T> {
    throwError(errorType: E.self, closure: closure)
}

/// Nimble's `throwError(_:)` with a matcher: an error that satisfies it.
///
/// ```swift
/// expect { try parse("x") }.to(throwError(matchError(ParseError.self)))
/// ```
public func throwError<T>(_ matcher: Matcher<any Error>) -> Matcher<T> {
    examiningThrownError("an error that is \(matcher)") { thrown in
        let result = matcher.match(thrown)
        if result.isMatch { return .match }
        return .mismatch { description in
            var reason = Description()
            reason.appendMismatch(of: result)
            // `matchError`'s mismatch only names the error again.
            var restated = Description()
            restated.appendWasError(thrown)
            if reason != restated { description.append(": \(reason)") }
        }
    }
}

/// A matcher about the thrown error for Nimble's forms. `judge` returns a match, or a mismatch
/// that adds to `threw error <error>` (or nothing, when naming the error says it all).
private func examiningThrownError<T>(
    _ description: @autoclosure @escaping () -> Description,
    _ judge: @escaping (any Error) -> MatchResult
) -> Matcher<T> {
    examiningError(description()) { error in
        let result = judge(error)
        if result.isMatch { return .match }
        return .mismatch { description in
            description.appendThrew(error)
            description.appendMismatch(of: result)
        }
    }
}
