import Muster

/// Verifies that every call `mocks` received was matched by an earlier `verify`; reports, per
/// mock, the calls that were not.
///
/// ```swift
/// verify(navigator).push(instanceOf(FileContentsViewController.self), true)
/// verifyNoMoreInteractions(navigator)
/// ```
public func verifyNoMoreInteractions(
    _ mocks: any Mock..., fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let eventual = EventualCheck.current
    if eventual == nil { countAssertionOfAnotherModule() }
    for mock in mocks {
        let (calls, verified) = mock.musterRecorder.snapshot()
        eventual?.observe(calls.count, of: mock.musterRecorder)
        // Inside `eventually`, the calls this check's verifications matched count too.
        let verifiedNow = eventual?.verified(in: mock.musterRecorder) ?? []
        let unverified = zip(calls, verified)
            .filter { call, isVerified in !isVerified && !verifiedNow.contains(call.sequence) }
            .map(\.0)
        guard !unverified.isEmpty else { continue }
        let name = mock.mockName
        let failure = VerificationFailure(
            site: site, expectation: { $0.append("no more interactions with \(name)") },
            finding: { text in
                let calls = unverified.count == 1 ? "call" : "calls"
                text.append("it received \(unverified.count) unverified \(calls):")
                appendNumbered(unverified, to: &text)
            })
        if let eventual {
            eventual.record(failure, recorder: mock.musterRecorder)
        } else {
            reportFailure(failure.failure())
        }
    }
}

/// Verifies that `mocks` received no calls at all.
///
/// ```swift
/// verifyNoInteractions(navigator)
/// ```
public func verifyNoInteractions(
    _ mocks: any Mock..., fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if let eventual = EventualCheck.current {
        for mock in mocks {
            let name = mock.mockName
            eventual.reject(
                VerificationFailure(
                    site: site, expectation: { $0.append("no interactions with \(name)") },
                    finding: { $0.append(EventualCheck.rejection) }))
        }
        return
    }
    countAssertionOfAnotherModule()
    for mock in mocks {
        let calls = mock.musterRecorder.calls
        guard !calls.isEmpty else { continue }
        let name = mock.mockName
        reportFailure(
            Failure.compose(
                expectation: { $0.append("no interactions with \(name)") },
                finding: { text in
                    text.append(
                        "it received \(calls.count) \(calls.count == 1 ? "call" : "calls"):")
                    appendNumbered(calls, to: &text)
                }, site: site))
    }
}
