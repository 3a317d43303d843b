// Shared pieces of `beSuccess` and `beFailure`.

/// A matcher of a `Result` in the case that `payload` opens, whose content `judge` decides on;
/// a `Result` in the other case fails as `was a success: <value>` or `was a failure: <error>`.
func resultCase<Success, Thrown: Error, Payload>(
    _ payload: @escaping (Result<Success, Thrown>) -> Payload?,
    describe: @escaping (inout Description) -> Void,
    judge: @escaping (Payload) -> MatchResult = { _ in .match }
) -> Matcher<Result<Success, Thrown>> {
    Matcher(describe: describe) { actual in
        if let content = payload(actual) { return judge(content) }
        switch actual {
        case .success(let value): return .mismatch("was a success: \(value: value)")
        case .failure(let error): return .mismatch { $0.append(failure: error) }
        }
    }
}

extension Result {
    /// The value of a success; `nil` for a failure.
    var successValue: Success? {
        if case .success(let value) = self { value } else { nil }
    }

    /// The error of a failure; `nil` for a success.
    var failureError: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}

extension Description {
    /// Appends `was a failure: <error>`.
    mutating func append(failure error: any Error) {
        append("was a failure: \(ValueRenderer.renderError(error))")
    }
}
