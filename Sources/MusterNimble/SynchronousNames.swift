// Nimble's names for the synchronous expectation and requirement, for code where `expect` or
// `require` could be taken as the asynchronous one, and for a suite's own extensions of them.

/// Nimble's name for a synchronous expectation, for code where `expect` could be taken as the
/// asynchronous one; the same as `expect(_:)`.
///
/// ```swift
/// expects(cache.count).to(equal(3))
/// ```
@_disfavoredOverload
public func expects<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ expression: @autoclosure @escaping () throws -> T?
) -> Expectation<T> {
    Expectation<T>(
        expression: expression, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Nimble's name for a synchronous expectation on a closure; the same as `expect { … }`.
///
/// ```swift
/// expects { try parser.parse("{}") }.to(equal([:]))
/// ```
public func expects<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ expression: @escaping () throws -> T?
) -> Expectation<T> {
    Expectation<T>(
        expression: expression, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Nimble's name for the synchronous expectation, so that a suite's own extensions of it
/// (`extension SyncExpectation where Value == Cart { … }`) compile after the import changes.
public typealias SyncExpectation = Expectation

/// Nimble's name for a synchronous requirement, for code where `require` could be taken as the
/// asynchronous one; the same as `require(_:)`.
///
/// ```swift
/// let order = try requires(orders.first).to(hasProperty(\.status, .paid))
/// ```
@_disfavoredOverload
public func requires<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @autoclosure @escaping () throws -> T?
) -> Requirement<T> {
    Requirement(
        expression: expression,
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
        customError: customError)
}

/// Nimble's name for a synchronous requirement on a closure; the same as `require { … }`.
///
/// ```swift
/// let config = try requires { try Config.load() }.toNot(beNil())
/// ```
public func requires<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    _ expression: @escaping () throws -> T?
) -> Requirement<T> {
    Requirement(
        expression: expression,
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
        customError: customError)
}

/// Nimble's name for the synchronous requirement, for a suite's own extensions of it.
public typealias SyncRequirement = Requirement
