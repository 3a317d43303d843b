// Nimble's polling unwrapping functions: poll until the expression is not `nil`, as
// `require(x).toEventuallyNot(beNil())` does, and return the value. A failure reads
// `Expected eventually a value, but after 1.0 s (101 checks) was nil`.

/// Nimble's `pollUnwrap`: polls on the run loop until the value is not `nil` and returns it;
/// fails and throws if it is still `nil` at the timeout.
///
/// For XCTest tests on the main thread, as the synchronous `toEventually` is; in a Swift
/// Testing test, inside async code, or off the main thread, it fails at once. In async code,
/// write `try await pollUnwrap { … }`.
///
/// ```swift
/// let user = try pollUnwrap(session.user)
/// ```
// Disfavored so that a closure, `pollUnwrap { … }`, is run by a closure form rather than taken
// as the value.
@_disfavoredOverload
@discardableResult
public func pollUnwrap<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    timeout: Duration? = nil, pollInterval: Duration? = nil, description: String? = nil,
    _ expression: @autoclosure @escaping () throws -> T?
) throws -> T {
    _ = NimbleAssertionNames.registered
    return try pollUnwrapOnRunLoop(
        expression, timeout, pollInterval, description,
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Nimble's `pollUnwrap` on the value a closure returns, polled on the run loop.
///
/// ```swift
/// let user = try pollUnwrap(timeout: .seconds(2)) { session.user }
/// ```
// Disfavored so that in async code a closure goes to the asynchronous form, whatever it awaits.
@_disfavoredOverload
@discardableResult
public func pollUnwrap<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    timeout: Duration? = nil, pollInterval: Duration? = nil, description: String? = nil,
    _ expression: @escaping () throws -> T?
) throws -> T {
    _ = NimbleAssertionNames.registered
    return try pollUnwrapOnRunLoop(
        expression, timeout, pollInterval, description,
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Nimble's `pollUnwraps`: the synchronous `pollUnwrap`, polled on the run loop.
///
/// ```swift
/// let user = try pollUnwraps(session.user)
/// ```
@_disfavoredOverload
@discardableResult
public func pollUnwraps<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    timeout: Duration? = nil, pollInterval: Duration? = nil, description: String? = nil,
    _ expression: @autoclosure @escaping () throws -> T?
) throws -> T {
    _ = NimbleAssertionNames.registered
    return try pollUnwrapOnRunLoop(
        expression, timeout, pollInterval, description,
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
        verb: "pollUnwraps")
}

/// Nimble's `pollUnwraps` on the value a closure returns.
///
/// ```swift
/// let user = try pollUnwraps(timeout: .seconds(2)) { session.user }
/// ```
@discardableResult
public func pollUnwraps<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    timeout: Duration? = nil, pollInterval: Duration? = nil, description: String? = nil,
    _ expression: @escaping () throws -> T?
) throws -> T {
    _ = NimbleAssertionNames.registered
    return try pollUnwrapOnRunLoop(
        expression, timeout, pollInterval, description,
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
        verb: "pollUnwraps")
}

/// Nimble's `pollUnwrap` on the value an asynchronous closure returns: polls until it is not
/// `nil` and returns it; fails and throws if it is still `nil` at the timeout. `clock`
/// measures the timeout and poll interval, as for `toEventually`.
///
/// ```swift
/// let user = try await pollUnwrap { await session.user }
/// ```
@discardableResult
public func pollUnwrap<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    timeout: Duration? = nil, pollInterval: Duration? = nil,
    clock: (any Clock<Duration>)? = nil, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ expression: @escaping () async throws -> T?
) async throws -> T {
    _ = NimbleAssertionNames.registered
    return try await pollUntilSomeValue(
        AsyncRequirement(
            expression: expression,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)),
        timeout, pollInterval, clock, description)
}

/// Nimble's `pollUnwrapa`: polls an asynchronous value until it is not `nil` and returns it.
///
/// ```swift
/// let user = try await pollUnwrapa(await session.user)
/// ```
// Disfavored so that a closure, `pollUnwrapa { … }`, is run by the closure form rather than
// taken as the value.
@_disfavoredOverload
@discardableResult
public func pollUnwrapa<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    timeout: Duration? = nil, pollInterval: Duration? = nil,
    clock: (any Clock<Duration>)? = nil, description: String? = nil,
    _ expression: @autoclosure @escaping () async throws -> T?,
    isolation: isolated (any Actor)? = #isolation
) async throws -> T {
    _ = NimbleAssertionNames.registered
    return try await pollUntilSomeValue(
        AsyncRequirement(
            expression: expression,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)),
        timeout, pollInterval, clock, description)
}

/// Nimble's `pollUnwrapa` on the value an asynchronous closure returns.
///
/// ```swift
/// let user = try await pollUnwrapa { await session.user }
/// ```
@discardableResult
public func pollUnwrapa<T>(
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    timeout: Duration? = nil, pollInterval: Duration? = nil,
    clock: (any Clock<Duration>)? = nil, description: String? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ expression: @escaping () async throws -> T?
) async throws -> T {
    _ = NimbleAssertionNames.registered
    return try await pollUntilSomeValue(
        AsyncRequirement(
            expression: expression,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)),
        timeout, pollInterval, clock, description)
}

/// `Expected eventually a value`: matches anything but `nil`.
private func someValue<T>() -> Matcher<T?> {
    Matcher("a value") { $0 != nil }
}

private func pollUnwrapOnRunLoop<T>(
    _ expression: @escaping () throws -> T?, _ timeout: Duration?, _ pollInterval: Duration?,
    _ description: String?, _ site: CallSite, verb: String = "pollUnwrap"
) throws -> T {
    let requirement = Requirement(expression: expression, site: site)
    return try requirement.returned(
        requirement.pollOnRunLoop(
            someValue(), .eventually, timeout, pollInterval, description, verb: verb,
            asyncForm: "try await pollUnwrap { … }"),
        negated: false)
}

private func pollUntilSomeValue<T>(
    _ requirement: AsyncRequirement<T>, _ timeout: Duration?, _ pollInterval: Duration?,
    _ clock: (any Clock<Duration>)?, _ description: String?,
    isolation: isolated (any Actor)? = #isolation
) async throws -> T {
    try requirement.returned(
        await requirement.poll(someValue(), .eventually, timeout, pollInterval, clock, description),
        negated: false)
}
