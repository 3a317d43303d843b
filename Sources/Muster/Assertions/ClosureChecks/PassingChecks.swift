/// Runs Nimble-style `checks` (assertions inside a closure) on `value` and turns the failures
/// they record into a mismatch, `, which failed a check: <message>`, instead of reporting them.
/// The closure forms of `throwError`, `beSuccess` and `beFailure` judge with it.
func passingChecks<T>(_ value: T, _ checks: (T) -> Void) -> MatchResult {
    let failures = captureFailures { checks(value) }
    guard !failures.isEmpty else { return .match }
    return .mismatch { description in
        description.append(", which failed ")
        description.append(failures.count == 1 ? "a check: " : "\(failures.count) checks: ")
        description.append(failures.map(\.message).joined(separator: "; "))
    }
}
