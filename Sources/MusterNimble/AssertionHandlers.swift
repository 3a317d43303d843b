// Nimble's assertion handlers, for the helpers Nimble suites write around them (a copy of
// Nimble's own `failsWithErrorMessage`, say): `withAssertionHandler` hands the failures of a
// closure's assertions to a handler instead of the test, as `captureFailures` does, and
// `NimbleAssertionHandler.assert(false, …)` fails the test at a location.

/// A failure's text, as Nimble's handlers receive it.
///
/// ```swift
/// FailureMessage(stringValue: "expected a draft").stringValue  // "expected a draft"
/// ```
public final class FailureMessage: @unchecked Sendable, CustomStringConvertible {
    /// The text.
    public var stringValue: String

    /// The text.
    public var description: String { stringValue }

    /// A message of `stringValue`.
    ///
    /// ```swift
    /// FailureMessage(stringValue: "expected a draft")
    /// ```
    public init(stringValue: String) { self.stringValue = stringValue }
}

/// Where an assertion was written: Nimble's name for ``CallSite``.
///
/// ```swift
/// SourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
/// ```
public typealias SourceLocation = CallSite

/// What receives assertions: Nimble's protocol for ``AssertionRecorder`` and a suite's own.
///
/// ```swift
/// struct Printer: AssertionHandler {
///     func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
///         if !assertion { print(location, message) }
///     }
/// }
/// ```
public protocol AssertionHandler {
    /// Receives one assertion: whether it passed, its message, and where it was written.
    func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation)
}

/// Keeps the assertions it receives instead of reporting them.
///
/// ```swift
/// let recorder = AssertionRecorder()
/// withAssertionHandler(recorder) { expect(1).to(equal(2)) }
/// recorder.assertions[0].message.stringValue  // "Expected a value equal to 2, but was 1"
/// ```
public final class AssertionRecorder: AssertionHandler, @unchecked Sendable {
    /// The assertions received, in order. Muster's passing assertions report nothing, so these
    /// are the failures and what `assert(true, …)` received.
    public private(set) var assertions: [AssertionRecord] = []

    /// A recorder with no assertions yet.
    ///
    /// ```swift
    /// let recorder = AssertionRecorder()
    /// ```
    public init() {}

    /// Keeps the assertion.
    ///
    /// ```swift
    /// recorder.assert(false, message: FailureMessage(stringValue: "no"), location: site)
    /// ```
    public func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
        assertions.append(
            AssertionRecord(success: assertion, message: message.stringValue, location: location))
    }
}

/// Fails the test that is running for each failed assertion it receives: what
/// ``NimbleAssertionHandler`` is unless a suite sets another.
///
/// ```swift
/// NimbleXCTestHandler().assert(false, message: FailureMessage(stringValue: "no"), location: site)
/// ```
public struct NimbleXCTestHandler: AssertionHandler {
    /// A handler that reports to the running test, XCTest's or Swift Testing's.
    ///
    /// ```swift
    /// NimbleAssertionHandler = NimbleXCTestHandler()
    /// ```
    public init() {}

    /// Reports a failed assertion where `location` says, in its message's own words.
    ///
    /// ```swift
    /// handler.assert(false, message: FailureMessage(stringValue: "no"), location: site)
    /// ```
    public func assert(_ assertion: Bool, message: FailureMessage, location: SourceLocation) {
        guard !assertion else { return }
        reportFailure(Failure.compose(userMessage: message.stringValue, site: location))
    }
}

/// The handler Nimble's helpers call to fail a test: `NimbleAssertionHandler.assert(false,
/// message: …, location: …)`. Muster's own assertions report through the scopes of
/// ``withAssertionHandler(_:fileID:file:line:column:closure:)-(_,_,_,_,_,()throws->Void)`` and
/// `withFailureReporter` rather than this variable.
///
/// ```swift
/// NimbleAssertionHandler.assert(false, message: FailureMessage(stringValue: "no"), location: site)
/// ```
nonisolated(unsafe) public var NimbleAssertionHandler: any AssertionHandler = NimbleXCTestHandler()

/// Runs `closure` with `handler` receiving the failures of its assertions instead of the test; an
/// error it throws is received as `unexpected error thrown: <error>`, at the call.
///
/// ```swift
/// let recorder = AssertionRecorder()
/// withAssertionHandler(recorder) { expect(1).to(equal(2)) }
/// ```
public func withAssertionHandler(
    _ handler: any AssertionHandler, fileID: StaticString = #fileID,
    file filePath: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    closure: () throws -> Void
) {
    let failures = captureFailures {
        do {
            try closure()
        } catch {
            fail(
                "unexpected error thrown: <\(error)>", fileID: fileID, file: filePath, line: line,
                column: column)
        }
    }
    hand(failures, to: handler)
}

/// Runs the asynchronous `closure` with `handler` receiving the failures of its assertions
/// instead of the test.
///
/// ```swift
/// await withAssertionHandler(recorder) { await expect { await model.count }.to(equal(2)) }
/// ```
public func withAssertionHandler(
    _ handler: any AssertionHandler, fileID: StaticString = #fileID,
    file filePath: FileString = #filePath, line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation, closure: () async throws -> Void
) async {
    let failures = await captureFailures {
        do {
            try await closure()
        } catch {
            fail(
                "unexpected error thrown: <\(error)>", fileID: fileID, file: filePath, line: line,
                column: column)
        }
    }
    hand(failures, to: handler)
}

private func hand(_ failures: [Failure], to handler: any AssertionHandler) {
    for failure in failures {
        handler.assert(
            false, message: FailureMessage(stringValue: failure.message), location: failure.site)
    }
}
