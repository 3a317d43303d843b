// Nimble's `beSuccess`. It lives with the assertions rather than with the matchers because its
// `test:` form runs assertions whose failures it captures (see `passingChecks`).

/// Nimble's `beSuccess()`: a `Result` that is a success.
///
/// ```swift
/// expect(result).to(beSuccess())
/// // Expected a success, but was a failure: FetchError.offline
/// ```
public func beSuccess<Success, Thrown: Error>() -> Matcher<Result<Success, Thrown>> {
    resultCase(\.successValue, describe: { $0.append("a success") })
}

/// Nimble's `beSuccess(_:)` with a matcher for the success value.
///
/// ```swift
/// expect(result).to(beSuccess(beGreaterThan(5)))
/// // Expected a success with a value greater than 5, but success value was 3
/// ```
public func beSuccess<Success, Thrown: Error>(_ matcher: Matcher<Success>)
    -> Matcher<Result<Success, Thrown>>
{
    resultCase(\.successValue, describe: { $0.append("a success with \(matcher)") }) { value in
        let result = matcher.match(value)
        return result.isMatch ? .match : .mismatch("success value \(mismatchOf: result)")
    }
}

/// Nimble's `beSuccess(_:)` with a value: a success with a value equal to `value`.
///
/// ```swift
/// expect(result).to(beSuccess(3))
/// ```
public func beSuccess<Success: Equatable, Thrown: Error>(_ value: Success)
    -> Matcher<Result<Success, Thrown>>
{
    beSuccess(equal(value))
}

/// Nimble's `beSuccess(test:)`: a success whose value `test` checks with Muster's assertions;
/// their failures make the match fail.
///
/// ```swift
/// expect(result).to(beSuccess { value in expect(value).to(beGreaterThan(2)) })
/// ```
public func beSuccess<Success, Thrown: Error>(test: @escaping (Success) -> Void)
    -> Matcher<Result<Success, Thrown>>
{
    let checked = "a success that passes the given checks"
    return resultCase(\.successValue, describe: { $0.append(checked) }) { value in
        let checks = passingChecks(value, test)
        if checks.isMatch { return .match }
        return .mismatch { $0.append("was a success: \(value: value)\(mismatchOf: checks)") }
    }
}
