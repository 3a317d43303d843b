import Muster

// How a call ended for its caller: what `verify(mock, outcome:)` counts calls by, besides
// their arguments. A mock keeps the error of each call that threw, and nothing for one that
// returned, so that checking outcomes costs the calls nothing.

/// How the calls a verification counts ended: returned, or threw (any error, one of a type, or
/// one a matcher accepts).
///
/// ```swift
/// verify(repository, outcome: .threw(NotFound.self)).fetch(id: 3)
/// verify(repository, times(2), outcome: .returned).fetch(id: any())
/// ```
public struct CallOutcome: Sendable {
    let describe: @Sendable (inout Description) -> Void
    /// Whether a call that threw `error` (or returned, `nil`) ended this way.
    let accepts: @Sendable (_ error: (any Error)?) -> Bool

    /// Calls that returned without throwing.
    public static var returned: CallOutcome {
        CallOutcome(describe: { $0.append("returning") }, accepts: { $0 == nil })
    }

    /// Calls that threw an error, whatever it was.
    public static var threw: CallOutcome {
        CallOutcome(describe: { $0.append("throwing") }, accepts: { $0 != nil })
    }

    /// Calls that threw an error of type `type`.
    ///
    /// ```swift
    /// verify(repository, outcome: .threw(NotFound.self)).fetch(id: 3)
    /// ```
    public static func threw<Failure: Error>(_ type: Failure.Type) -> CallOutcome {
        CallOutcome(
            describe: { $0.append("throwing an error of type \(String(describing: type))") },
            accepts: { $0 is Failure })
    }

    /// Calls that threw an error equal to `error`.
    ///
    /// ```swift
    /// verify(repository, outcome: .threw(FetchError.offline)).fetch(id: 3)
    /// ```
    public static func threw<Failure: Error & Equatable>(_ error: Failure) -> CallOutcome {
        CallOutcome(
            describe: { $0.append("throwing \(ValueRenderer.renderError(error))") },
            accepts: { ($0 as? Failure) == error })
    }

    /// Calls that threw an error `matcher` accepts.
    ///
    /// ```swift
    /// verify(repository, outcome: .threw(matching: instanceOf(URLError.self))).fetch(id: 3)
    /// ```
    public static func threw(matching matcher: Matcher<any Error>) -> CallOutcome {
        CallOutcome(
            describe: { text in
                text.append("throwing ")
                matcher.describe(into: &text)
            },
            accepts: { error in error.map { matcher.matches($0) } ?? false })
    }
}

/// How a recorded call ended, for a failure that lists calls: `, which returned` or
/// `, which threw NotFound()`.
func outcomePhrase(_ error: (any Error)?) -> String {
    guard let error else { return ", which returned" }
    return ", which threw \(ValueRenderer.renderError(error))"
}
