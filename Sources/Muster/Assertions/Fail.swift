/// Nimble's `fail(_:)`: records a failure with `message` at the caller's location.
///
/// ```swift
/// guard case .loaded = state else { return fail("expected the loaded state") }
/// ```
public func fail(
    _ message: String = "fail() always fails",
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    reportFailure(
        Failure.compose(
            userMessage: message,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)))
}
