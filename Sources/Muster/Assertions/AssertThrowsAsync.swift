/// Asserts that running the asynchronous `expression` throws an error. Returns the error.
///
/// The closure is awaited once, on the caller's actor.
///
/// ```swift
/// let error = await assertThrows({ try await session.connect(to: url) })
/// // Expected a thrown error, but threw no error, returned Connection(id: 7)
/// ```
@discardableResult
public func assertThrows<T>(
    _ expression: () async throws -> T, message: @autoclosure () -> String? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) async -> (any Error)? {
    judgeThrown(
        await computeOutcome(expression, catchingTraps: false), throwsError(), message: message(),
        fileID: fileID,
        filePath: filePath, line: line, column: column)
}

/// Asserts that running the asynchronous `expression` throws an error equal to `error`.
/// Returns the thrown error when it is an `E`.
///
/// ```swift
/// await assertThrows({ try await session.connect(to: url) }, ChatError.offline)
/// // Expected the error ChatError.offline, but threw error ChatError.rejected(code: 401)
/// ```
@discardableResult
public func assertThrows<T, E: Error & Equatable>(
    _ expression: () async throws -> T, _ error: E, message: @autoclosure () -> String? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) async -> E? {
    judgeThrown(
        await computeOutcome(expression, catchingTraps: false), throwsError(error),
        message: message(), fileID: fileID,
        filePath: filePath, line: line, column: column) as? E
}

/// Asserts that running the asynchronous `expression` throws an `E` that satisfies `matcher`;
/// an error of another type fails. Returns the thrown error when it is an `E`.
///
/// ```swift
/// let error = await assertThrows(
///     { try await session.connect(to: url) }, isCase(ChatError.rejected, with: 401))
/// ```
@discardableResult
public func assertThrows<T, E: Error>(
    _ expression: () async throws -> T, _ matcher: Matcher<E>,
    message: @autoclosure () -> String? = nil, isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) async -> E? {
    judgeThrown(
        await computeOutcome(expression, catchingTraps: false), errorMatcher(matcher),
        message: message(),
        fileID: fileID,
        filePath: filePath, line: line, column: column) as? E
}

/// Asserts that running the asynchronous `expression` throws an error that `matcher`, a
/// matcher of any error, accepts. Returns the thrown error.
///
/// ```swift
/// await assertThrows({ try await loader.load() }, instanceOf(DecodingError.self))
/// ```
@discardableResult
public func assertThrows<T>(
    _ expression: () async throws -> T, _ matcher: Matcher<any Error>,
    message: @autoclosure () -> String? = nil, isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) async -> (any Error)? {
    judgeThrown(
        await computeOutcome(expression, catchingTraps: false), errorMatcher(matcher),
        message: message(), fileID: fileID,
        filePath: filePath, line: line, column: column)
}

/// Asserts that running the asynchronous `expression` throws an error of type `type`. Returns
/// the error.
///
/// ```swift
/// let error = await assertThrows({ try await decoder.decode(from: data) }, DecodingError.self)
/// ```
@discardableResult
public func assertThrows<T, E: Error>(
    _ expression: () async throws -> T, _ type: E.Type,
    message: @autoclosure () -> String? = nil, isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) async -> E? {
    judgeThrown(
        await computeOutcome(expression, catchingTraps: false), throwsError(type),
        message: message(), fileID: fileID,
        filePath: filePath, line: line, column: column) as? E
}
