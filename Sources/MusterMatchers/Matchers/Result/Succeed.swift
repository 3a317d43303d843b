/// What a closure checked with ``succeed()`` returns.
///
/// ```swift
/// expect { user.isValid ? .succeeded : .failed(reason: "no email") }.to(succeed())
/// ```
public enum ToSucceedResult: Sendable {
    /// The check passed.
    case succeeded
    /// The check failed, for `reason`.
    case failed(reason: String)
}

/// Nimble's `succeed()`: a closure that returns `.succeeded`.
///
/// ```swift
/// expect { .failed(reason: "no email") }.to(succeed())
/// // Expected a passing check, but failed: no email
/// ```
public func succeed() -> Matcher<ToSucceedResult> {
    Matcher(describe: { $0.append("a passing check") }) { actual in
        switch actual {
        case .succeeded: .match
        case .failed(let reason): .mismatch("failed: \(describing: reason)")
        }
    }.rejectingNil()
}
