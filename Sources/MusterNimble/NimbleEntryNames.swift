// Nimble's names for starting an expectation or a requirement: the synchronous `expects` and
// `requires`, for code where `expect` or `require` could be taken as the asynchronous one; the
// asynchronous `expecta` and `requirea`, which take the value as written, `await` inside; and
// the type names a suite's own extensions use.

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
    _ = NimbleAssertionNames.registered
    return expects(fileID: fileID, file: filePath, line: line, column: column, expression)
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
    _ = NimbleAssertionNames.registered
    return expect(fileID: fileID, file: filePath, line: line, column: column, expression)
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
    _ = NimbleAssertionNames.registered
    return requires(
        fileID: fileID, file: filePath, line: line, column: column, customError: customError,
        expression)
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
    _ = NimbleAssertionNames.registered
    return require(
        fileID: fileID, file: filePath, line: line, column: column, customError: customError,
        expression)
}

/// Nimble's name for the synchronous requirement, for a suite's own extensions of it.
public typealias SyncRequirement = Requirement

/// Nimble's `expecta`: an expectation on an asynchronous value, computed lazily when a verb
/// runs.
///
/// ```swift
/// await expecta(await counter.value).to(equal(3))
/// ```
// Disfavored so that a closure, `expecta { … }`, is run by the closure form rather than taken as
// the value.
@_disfavoredOverload
public func expecta<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    _ expression: @autoclosure @escaping () async throws -> T?
) async -> AsyncExpectation<T> {
    _ = NimbleAssertionNames.registered
    return await expecta(fileID: fileID, file: filePath, line: line, column: column, expression)
}

/// Nimble's `expecta` on an asynchronous closure, awaited once per verb.
///
/// ```swift
/// await expecta { try await service.load() }.to(equal(expected))
/// ```
public func expecta<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    isolation: isolated (any Actor)? = #isolation,
    _ expression: @escaping () async throws -> T?
) async -> AsyncExpectation<T> {
    _ = NimbleAssertionNames.registered
    return expect(fileID: fileID, file: filePath, line: line, column: column, expression)
}

/// Nimble's name for a requirement on an asynchronous value, computed lazily when a verb runs.
///
/// ```swift
/// let user = try await requirea(await service.user(id: 7)).toNot(beNil())
/// ```
// Disfavored so that a closure, `requirea { … }`, is run by the closure form rather than taken
// as the value.
@_disfavoredOverload
public func requirea<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ expression: @autoclosure @escaping () async throws -> T?
) async -> AsyncRequirement<T> {
    _ = NimbleAssertionNames.registered
    return await requirea(
        fileID: fileID, file: filePath, line: line, column: column, customError: customError,
        expression)
}

/// Nimble's name for `require { await … }`: a requirement on an asynchronous closure.
///
/// ```swift
/// let user = try await requirea { try await service.user(id: 7) }.toNot(beNil())
/// ```
public func requirea<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    customError: (any Error)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ expression: @escaping () async throws -> T?
) async -> AsyncRequirement<T> {
    _ = NimbleAssertionNames.registered
    return require(
        fileID: fileID, file: filePath, line: line, column: column, customError: customError,
        expression)
}

/// Nimble's names for Muster's assertions, told to the reader of checked expressions on the
/// first call of one, so that `expects(cart.total)` fails naming `cart.total` as
/// `expect(cart.total)` does. Once registered, a call pays one check of a done `once`.
enum NimbleAssertionNames {
    static let registered: Void = CheckedExpression.registerAssertionNames([
        "expects", "expecta", "requires", "requirea", "unwrap", "unwraps", "unwrapa", "pollUnwrap",
        "pollUnwraps", "pollUnwrapa",
    ])
}
