// Nimble's `beFailure`. It lives with the assertions rather than with the matchers because its
// `test:` form runs assertions whose failures it captures (see `passingChecks`).

/// Nimble's `beFailure()`: a `Result` that is a failure.
///
/// ```swift
/// expect(result).to(beFailure())
/// // Expected a failure, but was a success: 3
/// ```
public func beFailure<Success, Thrown: Error>() -> Matcher<Result<Success, Thrown>> {
    resultCase(\.failureError, describe: { $0.append("a failure") })
}

/// Nimble's `beFailure(_:)` with a matcher for the error.
///
/// ```swift
/// expect(result).to(beFailure(equal(ParseError.empty)))
/// ```
public func beFailure<Success, Thrown: Error>(_ matcher: Matcher<Thrown>)
    -> Matcher<Result<Success, Thrown>>
{
    resultCase(\.failureError, describe: { $0.append("a failure with \(matcher)") }) { error in
        let result = matcher.match(error)
        return result.isMatch ? .match : .mismatch("failure \(mismatchOf: result)")
    }
}

/// A failure whose error equals `error`: ``beFailure(_:)-(Matcher<Thrown>)`` with the error
/// itself, as ``beSuccess(_:)-(Success)`` takes a value.
///
/// ```swift
/// expect(result).to(beFailure(ParseError.empty))
/// ```
public func beFailure<Success, Thrown: Error & Equatable>(_ error: Thrown)
    -> Matcher<Result<Success, Thrown>>
{
    beFailure(equal(error))
}

/// `beFailure(_:)` with a matcher of any error, such as `matchError`, for a `Result` whose
/// failure type is a concrete error type.
///
/// ```swift
/// expect(result).to(beFailure(matchError(ParseError.empty)))
/// ```
@_disfavoredOverload
public func beFailure<Success, Thrown: Error>(_ matcher: Matcher<any Error>)
    -> Matcher<Result<Success, Thrown>>
{
    beFailure(Matcher<Thrown>(describe: matcher.describe(into:)) { matcher.match($0) })
}

/// Nimble's `beFailure(test:)`: a failure whose error `test` checks with Muster's assertions;
/// their failures make the match fail.
///
/// ```swift
/// expect(result).to(beFailure { error in expect(error).to(matchError(ParseError.self)) })
/// ```
public func beFailure<Success, Thrown: Error>(test: @escaping (Thrown) -> Void)
    -> Matcher<Result<Success, Thrown>>
{
    let checked = "a failure that passes the given checks"
    return resultCase(\.failureError, describe: { $0.append(checked) }) { error in
        let checks = passingChecks(error, test)
        if checks.isMatch { return .match }
        return .mismatch { description in
            description.append(failure: error)
            description.appendMismatch(of: checks)
        }
    }
}
