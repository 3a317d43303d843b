// Nimble takes a call's file as `String` (`fileID: String = #fileID`, and `FileString` is
// `String` on Linux), so helpers written for it pass `String`s on. Muster's assertions take
// `StaticString`s, which cost a passing assertion nothing; these forms take the `String`s and
// hold each path once as a `StaticString` (see `CallSite.init(fileID:filePath:line:column:)`).
// They live here, not in `import Muster`, so that only files written for Nimble consider them.

extension CallSite {
    /// A call site from a `String` file ID and a literal path, as Nimble's helpers make their
    /// `SourceLocation`.
    ///
    /// ```swift
    /// SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    /// ```
    public init(fileID: String, filePath: FileString, line: UInt, column: UInt) {
        self.init(
            fileID: InternedPaths.shared.staticString(for: fileID), filePath: filePath, line: line,
            column: column)
    }
}

/// Starts an expectation for a helper that received its caller's file as `String`s.
///
/// ```swift
/// func expectDraft(_ note: Note, fileID: String = #fileID, file: FileString = #filePath,
///                  line: UInt = #line, column: UInt = #column) {
///     expect(fileID: fileID, file: file, line: line, column: column, note.isDraft).to(beTrue())
/// }
/// ```
@_disfavoredOverload
public func expect<T>(
    fileID: String, file filePath: FileString, line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure @escaping () throws -> T?
) -> Expectation<T> {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return expect(
        fileID: site.fileID, file: site.filePath, line: line, column: column, expression)
}

/// Starts an expectation for a helper that received its caller's file path as a `String`, as
/// Nimble's `FileString` is on Linux.
///
/// ```swift
/// func expectDraft(_ note: Note, file: String = #filePath, line: UInt = #line) {
///     expect(file: file, line: line, note.isDraft).to(beTrue())
/// }
/// ```
@_disfavoredOverload
public func expect<T>(
    fileID: String = #fileID, file filePath: String, line: UInt = #line,
    column: UInt = #column, _ expression: @autoclosure @escaping () throws -> T?
) -> Expectation<T> {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return expect(
        fileID: site.fileID, file: site.filePath, line: line, column: column, expression)
}

/// Starts an expectation on a closure's value for a helper that received its caller's file as
/// `String`s.
///
/// ```swift
/// expect(fileID: fileID, file: file, line: line, column: column) { try parse(text) }
///     .to(equal(expected))
/// ```
public func expect<T>(
    fileID: String, file filePath: FileString, line: UInt = #line, column: UInt = #column,
    _ expression: @escaping () throws -> T?
) -> Expectation<T> {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return expect(
        fileID: site.fileID, file: site.filePath, line: line, column: column, expression)
}

/// Starts an expectation on a closure's value for a helper that received its caller's file
/// path as a `String`.
///
/// ```swift
/// expect(file: file, line: line) { try parse(text) }.to(equal(expected))
/// ```
public func expect<T>(
    fileID: String = #fileID, file filePath: String, line: UInt = #line,
    column: UInt = #column, _ expression: @escaping () throws -> T?
) -> Expectation<T> {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return expect(
        fileID: site.fileID, file: site.filePath, line: line, column: column, expression)
}

/// Starts an expectation on an asynchronous closure for a helper that received its caller's
/// file as `String`s.
///
/// ```swift
/// await expect(fileID: fileID, file: file, line: line, column: column) { await model.count }
///     .toEventually(equal(3))
/// ```
public func expect<T>(
    fileID: String, file filePath: FileString, line: UInt = #line, column: UInt = #column,
    _ expression: @escaping () async throws -> T?
) -> AsyncExpectation<T> {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return expect(
        fileID: site.fileID, file: site.filePath, line: line, column: column, expression)
}

/// Starts an expectation on an asynchronous closure for a helper that received its caller's
/// file path as a `String`.
///
/// ```swift
/// await expect(file: file, line: line) { await model.count }.toEventually(equal(3))
/// ```
public func expect<T>(
    fileID: String = #fileID, file filePath: String, line: UInt = #line,
    column: UInt = #column, _ expression: @escaping () async throws -> T?
) -> AsyncExpectation<T> {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return expect(
        fileID: site.fileID, file: site.filePath, line: line, column: column, expression)
}

/// Starts a requirement for a helper that received its caller's file as `String`s.
///
/// ```swift
/// let user = try require(fileID: fileID, file: file, line: line, column: column, found)
///     .toNot(beNil())
/// ```
@_disfavoredOverload
public func require<T>(
    fileID: String, file filePath: FileString, line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil, _ expression: @autoclosure @escaping () throws -> T?
) -> Requirement<T> {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return require(
        fileID: site.fileID, file: site.filePath, line: line, column: column,
        customError: customError, expression)
}

/// Starts a requirement for a helper that received its caller's file path as a `String`.
///
/// ```swift
/// let user = try require(file: file, line: line, found).toNot(beNil())
/// ```
@_disfavoredOverload
public func require<T>(
    fileID: String = #fileID, file filePath: String, line: UInt = #line,
    column: UInt = #column, customError: (any Error)? = nil,
    _ expression: @autoclosure @escaping () throws -> T?
) -> Requirement<T> {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return require(
        fileID: site.fileID, file: site.filePath, line: line, column: column,
        customError: customError, expression)
}

/// Records a failure with `message` where a helper's caller is, given as `String`s.
///
/// ```swift
/// fail("no draft", fileID: fileID, file: file, line: line, column: column)
/// ```
public func fail(
    _ message: String = "fail() always fails", fileID: String, file filePath: FileString,
    line: UInt = #line, column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    fail(message, location: site)
}

/// Records a failure with `message` where a helper's caller is, its path given as a `String`.
///
/// ```swift
/// fail("no draft", file: file, line: line)
/// ```
public func fail(
    _ message: String = "fail() always fails", fileID: String = #fileID,
    file filePath: String, line: UInt = #line, column: UInt = #column
) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    fail(message, location: site)
}

/// Runs `closure` with `handler` receiving its assertions' failures, for a helper that
/// received its caller's file as `String`s.
///
/// ```swift
/// withAssertionHandler(recorder, fileID: fileID, file: file, line: line, column: column) {
///     expect(1).to(equal(2))
/// }
/// ```
public func withAssertionHandler(
    _ handler: any AssertionHandler, fileID: String, file filePath: FileString,
    line: UInt = #line, column: UInt = #column, closure: () throws -> Void
) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    withAssertionHandler(
        handler, fileID: site.fileID, file: site.filePath, line: line, column: column,
        closure: closure)
}

/// Runs the asynchronous `closure` with `handler` receiving its assertions' failures, for a
/// helper that received its caller's file as `String`s.
///
/// ```swift
/// await withAssertionHandler(recorder, fileID: fileID, file: file, line: line, column: column) {
///     await expect { await model.count }.to(equal(2))
/// }
/// ```
public func withAssertionHandler(
    _ handler: any AssertionHandler, fileID: String, file filePath: FileString,
    line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation, closure: () async throws -> Void
) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    await withAssertionHandler(
        handler, fileID: site.fileID, file: site.filePath, line: line, column: column,
        isolation: isolation, closure: closure)
}

/// Records a failure with `message` at `location`, as Nimble's helpers report for their caller.
///
/// ```swift
/// fail("no draft", location: SourceLocation(fileID: fileID, filePath: file, line: line, column: column))
/// ```
public func fail(_ message: String, location: SourceLocation) {
    fail(
        message, fileID: location.fileID, file: location.filePath, line: location.line,
        column: location.column)
}
