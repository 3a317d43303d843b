// Starting a mock over within a test: its calls or its stubs forgotten, as a test that reuses a
// mock across steps needs (set up, act, check, then act again and check only the new calls).

/// Forgets the calls `mocks` received so far, keeping their stubs: later verifications see only
/// the calls made after this.
///
/// ```swift
/// model.start()            // calls navigator.setTitle("Files")
/// clearCalls(of: navigator)
/// model.openSettings()
/// verify(navigator, never()).setTitle(anything())
/// ```
public func clearCalls(of mocks: any Mock...) {
    for mock in mocks { mock.musterRecorder.removeAllCalls() }
}

/// Forgets every stub of `mocks`, keeping their calls: later calls get the unstubbed behaviour
/// again (a default value, or a failure for a mock made with `unstubbedCalls: .fail`).
///
/// ```swift
/// given(fetchUser)(7).willReturn(ann)
/// clearStubs(of: fetchUser)
/// ```
public func clearStubs(of mocks: any Mock...) {
    for mock in mocks { mock.musterRecorder.removeAllStubs() }
}
