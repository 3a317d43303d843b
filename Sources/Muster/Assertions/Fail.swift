/// Nimble's `fail(_:)`: records a failure with `message` at the caller's location.
///
/// ```swift
/// guard case .loaded = state else { return fail("expected the loaded state") }
/// ```
public func fail(
    _ message: String = "fail() always fails",
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    reportFailure(
        Failure.compose(
            userMessage: message,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)))
}

/// Nimble's `requireFail(_:customError:)`: records a failure with `message` at the caller's
/// location and throws, to stop the test; `customError`, if given, is what it throws.
///
/// ```swift
/// guard case .loaded(let page) = state else { try requireFail("expected the loaded state") }
/// ```
public func requireFail(
    _ message: String? = nil, customError: (any Error)? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) throws -> Never {
    try failRequirement(
        Failure.compose(
            userMessage: message ?? "requireFail() always fails",
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)),
        customError: customError)
}
