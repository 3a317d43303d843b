import Muster

/// Verifies that every call `mocks` received was matched by an earlier `verify`; reports, per
/// mock, the calls that were not.
///
/// ```swift
/// verify(navigator).push(instanceOf(FileContentsViewController.self), true)
/// verifyNoMoreInteractions(navigator)
/// ```
public func verifyNoMoreInteractions(
    _ mocks: any Mock..., fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    for mock in mocks {
        let (calls, verified) = mock.recorder.snapshot()
        let unverified = zip(calls, verified).filter { !$0.1 }.map(\.0)
        guard !unverified.isEmpty else { continue }
        var text = Description(
            "Expected no more interactions with \(mock.mockName), but it received "
                + "\(unverified.count) unverified \(unverified.count == 1 ? "call" : "calls"):")
        appendNumbered(unverified, to: &text)
        reportFailure(Failure(message: text.text, site: site))
    }
}

/// Verifies that `mocks` received no calls at all.
///
/// ```swift
/// verifyNoInteractions(navigator)
/// ```
public func verifyNoInteractions(
    _ mocks: any Mock..., fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    for mock in mocks {
        let calls = mock.recorder.calls
        guard !calls.isEmpty else { continue }
        var text = Description(
            "Expected no interactions with \(mock.mockName), but it received "
                + "\(calls.count) \(calls.count == 1 ? "call" : "calls"):")
        appendNumbered(calls, to: &text)
        reportFailure(Failure(message: text.text, site: site))
    }
}
