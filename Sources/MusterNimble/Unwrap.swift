// Nimble's unwrapping functions: `require(x)` with Nimble's names and labels. Each returns the
// value, or records `Expected a value, but was nil` (after `description`, if given) and throws
// `customError`, if given, or an error the test runners do not record again.

/// Nimble's `unwrap`: returns the value, or records `Expected a value, but was nil` and throws.
///
/// ```swift
/// let user = try unwrap(repository.user(id: 7))
/// ```
// Disfavored so that a closure, `unwrap { … }`, is run by the closure form rather than taken as
// the value.
@_disfavoredOverload
@discardableResult
public func unwrap<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil, description: String? = nil,
    _ expression: @autoclosure () throws -> T?
) throws -> T {
    _ = NimbleAssertionNames.registered
    return try unwraps(
        fileID: fileID, file: filePath, line: line, column: column, customError: customError,
        description: description, expression)
}

/// Nimble's `unwrap` on the value a closure returns.
///
/// ```swift
/// let config = try unwrap { try Config.load() }
/// ```
// Disfavored so that in async code a closure goes to the asynchronous form, whatever it awaits.
@_disfavoredOverload
@discardableResult
public func unwrap<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil, description: String? = nil,
    _ expression: () throws -> T?
) throws -> T {
    _ = NimbleAssertionNames.registered
    return try unwraps(
        fileID: fileID, file: filePath, line: line, column: column, customError: customError,
        description: description, expression)
}

/// Nimble's `unwrap` on the value an asynchronous closure returns.
///
/// ```swift
/// let user = try await unwrap { try await service.user(id: 7) }
/// ```
@discardableResult
public func unwrap<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ expression: () async throws -> T?
) async throws -> T {
    _ = NimbleAssertionNames.registered
    return try requiredValue(
        await computeOutcome(expression, catchingTraps: false), description,
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
        customError: customError)
}

/// Nimble's `unwraps`: the synchronous `unwrap`, for code where `unwrap` could be taken as the
/// asynchronous one.
///
/// ```swift
/// let user = try unwraps(repository.user(id: 7))
/// ```
@_disfavoredOverload
@discardableResult
public func unwraps<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil, description: String? = nil,
    _ expression: @autoclosure () throws -> T?
) throws -> T {
    _ = NimbleAssertionNames.registered
    return try unwraps(
        fileID: fileID, file: filePath, line: line, column: column, customError: customError,
        description: description, expression)
}

/// Nimble's `unwraps` on the value a closure returns.
///
/// ```swift
/// let config = try unwraps { try Config.load() }
/// ```
@discardableResult
public func unwraps<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil, description: String? = nil,
    _ expression: () throws -> T?
) throws -> T {
    _ = NimbleAssertionNames.registered
    return try require(
        fileID: fileID, file: filePath, line: line, column: column, customError: customError,
        try expression(), description)
}

/// Nimble's `unwrapa`: awaits the value and returns it, or records
/// `Expected a value, but was nil` and throws.
///
/// ```swift
/// let user = try await unwrapa(await service.user(id: 7))
/// ```
// Disfavored so that a closure, `unwrapa { … }`, is run by the closure form rather than taken as
// the value.
@_disfavoredOverload
@discardableResult
public func unwrapa<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ expression: @autoclosure () async throws -> T?
) async throws -> T {
    _ = NimbleAssertionNames.registered
    return try await unwrap(
        fileID: fileID, file: filePath, line: line, column: column,
        customError: customError, description: description, expression)
}

/// Nimble's `unwrapa` on the value an asynchronous closure returns.
///
/// ```swift
/// let user = try await unwrapa { try await service.user(id: 7) }
/// ```
@discardableResult
public func unwrapa<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ expression: () async throws -> T?
) async throws -> T {
    _ = NimbleAssertionNames.registered
    return try await unwrap(
        fileID: fileID, file: filePath, line: line, column: column,
        customError: customError, description: description, expression)
}
