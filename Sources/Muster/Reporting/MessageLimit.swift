// The bound on a failure message's size, and the scope that sets another for a block: a
// message never grows past it, whatever the values it shows.

extension Failure {
    /// The default largest size of a failure message, in bytes of UTF-8.
    ///
    /// ```swift
    /// Failure.defaultMessageLimit  // 4096
    /// ```
    public static let defaultMessageLimit = TextBudget.defaultBytes

    /// The largest size of a failure message in the current task, in bytes of UTF-8: longer
    /// messages are cut, and their complete text goes with the failure as ``fullMessage``.
    /// Set it for a scope with ``withFailureMessageLimit(_:operation:)``.
    ///
    /// ```swift
    /// let limit = Failure.messageLimit  // 4096 unless a scope set another
    /// ```
    public static var messageLimit: Int { TextBudget.bytes }

    /// Below this a message could not say what was expected.
    static let smallestMessageLimit = 256
}

/// Runs `operation` with failure messages allowed up to `bytes` bytes (at least 256), in this
/// task and the child tasks it creates.
///
/// ```swift
/// withFailureMessageLimit(16_384) { assertThat(report, equalTo(expectedReport)) }
/// ```
@discardableResult
public func withFailureMessageLimit<Result>(_ bytes: Int, operation: () throws -> Result) rethrows
    -> Result
{
    try TextBudget.$bytes.withValue(max(bytes, Failure.smallestMessageLimit), operation: operation)
}

/// Runs the asynchronous `operation` with failure messages allowed up to `bytes` bytes.
///
/// ```swift
/// await withFailureMessageLimit(16_384) { await checkReport() }
/// ```
@discardableResult
public func withFailureMessageLimit<Result>(
    _ bytes: Int, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    try await TextBudget.$bytes.withValue(
        max(bytes, Failure.smallestMessageLimit), operation: operation)
}
