// Shared pieces of `beSuccess` and `beFailure`.

extension MatchResult {
    /// `was a failure: <error>`, for a `Result` matcher that wanted a success.
    static func mismatch(wasFailure error: any Error) -> MatchResult {
        .mismatch { $0.append(failure: error) }
    }
}

extension Description {
    /// Appends `was a failure: <error>`.
    mutating func append(failure error: any Error) {
        append("was a failure: \(ValueRenderer.renderError(error))")
    }
}
