// Nimble's `gatherExpectations` and `gatherFailingExpectations`, which run a closure and return
// what its assertions reported. They are built on `captureFailures`; like it, a gathering
// belongs to the current task, so tests running in parallel never see each other's.
//
// Muster's passing assertions report nothing (a pass does no work beyond the check itself), so
// unlike Nimble's, the records gathered are those of the assertions that failed: both functions
// return the same records, each with `success` false.

/// What one gathered assertion reported: Nimble's `AssertionRecord`.
///
/// ```swift
/// let records = gatherFailingExpectations(silently: true) { expect(1).to(equal(2)) }
/// records[0].message.stringValue  // "Expected a value equal to 2, but was 1"
/// ```
public struct AssertionRecord: Sendable, CustomStringConvertible {
    /// Whether the assertion passed; `false` for every record Muster gathers.
    public let success: Bool
    /// What the assertion said.
    public let message: Message
    /// Where the assertion was written.
    public let location: CallSite

    /// The text of a gathered assertion's message.
    ///
    /// ```swift
    /// record.message.stringValue
    /// ```
    public struct Message: Sendable, CustomStringConvertible {
        /// The message, as a test runner would show it.
        public let stringValue: String
        /// The message, as a test runner would show it.
        public var description: String { stringValue }
    }

    /// The record made of a failure.
    init(_ failure: Failure) {
        self.init(success: false, message: failure.message, location: failure.site)
    }

    /// A record of an assertion that passed or failed with `message`, written at `location`:
    /// what `MusterNimble`'s `AssertionRecorder` keeps.
    package init(success: Bool, message: String, location: CallSite) {
        self.success = success
        self.message = Message(stringValue: message)
        self.location = location
    }

    /// `AssertionRecord { success=false, message='…', location=Module/File.swift:12:5 }`.
    public var description: String {
        "AssertionRecord { success=\(success), message='\(message)', location=\(location) }"
    }
}

/// Runs `closure` and returns the records of its failed assertions; they are also reported as
/// usual unless `silently` is true.
///
/// ```swift
/// let records = gatherExpectations(silently: true) { expect(1).to(equal(2)) }
/// ```
@discardableResult
public func gatherExpectations(silently: Bool = false, closure: () -> Void) -> [AssertionRecord] {
    let failures = captureFailures(closure)
    if !silently { failures.forEach(reportFailure) }
    return failures.map(AssertionRecord.init)
}

/// Runs the asynchronous `closure` and returns the records of its failed assertions; they are
/// also reported as usual unless `silently` is true.
///
/// ```swift
/// let records = await gatherExpectations(silently: true) { await expect { await load() } == 3 }
/// ```
@discardableResult
public func gatherExpectations(
    silently: Bool = false, isolation: isolated (any Actor)? = #isolation,
    closure: () async -> Void
) async -> [AssertionRecord] {
    let failures = await captureFailures(closure)
    if !silently { failures.forEach(reportFailure) }
    return failures.map(AssertionRecord.init)
}

/// Runs `closure` and returns the records of its failed assertions; they are also reported as
/// usual unless `silently` is true. In Muster the same as
/// ``gatherExpectations(silently:closure:)-(_,()->Void)``, which gathers only failures too.
///
/// ```swift
/// let failures = gatherFailingExpectations(silently: true) { expect(1).to(equal(2)) }
/// ```
@discardableResult
public func gatherFailingExpectations(silently: Bool = false, closure: () -> Void)
    -> [AssertionRecord]
{
    gatherExpectations(silently: silently, closure: closure)
}

/// Runs the asynchronous `closure` and returns the records of its failed assertions; they are
/// also reported as usual unless `silently` is true.
///
/// ```swift
/// let failures = await gatherFailingExpectations(silently: true) { await check() }
/// ```
@discardableResult
public func gatherFailingExpectations(
    silently: Bool = false, isolation: isolated (any Actor)? = #isolation,
    closure: () async -> Void
) async -> [AssertionRecord] {
    await gatherExpectations(silently: silently, closure: closure)
}
