/// Polls `actual` until its value satisfies `matcher`; fails with `Expected eventually <description>, but after <timeout> (<n> checks) <mismatch>` if it has not by the timeout.
///
/// The Hamcrest spelling of ``PollableExpectation/toEventually(_:timeout:pollInterval:clock:description:isolation:)-(Matcher<Self.Value>,_,_,_,_,_)``,
/// which says how a poll runs; the value is awaited once a check.
///
/// ```swift
/// await assertThat(eventually: { await model.state }, equalTo(.ready), timeout: .seconds(2))
/// ```
public func assertThat<T>(
    eventually actual: @escaping () async throws -> T, _ matcher: Matcher<T>,
    message: @autoclosure () -> String? = nil, timeout: Duration? = nil,
    pollInterval: Duration? = nil, clock: (any Clock<Duration>)? = nil,
    isolation: isolated (any Actor)? = #isolation, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async {
    await poll(
        .eventually, actual, Matcher(unwrapping: matcher), message(), timeout, pollInterval, clock,
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The same for an optional value and a matcher of the wrapped type, `nil` a mismatch: `await assertThat(eventually: { await cache.entry("k") }, equalTo(3))`.
@_disfavoredOverload
public func assertThat<T>(
    eventually actual: @escaping () async throws -> T?, _ matcher: Matcher<T>,
    message: @autoclosure () -> String? = nil, timeout: Duration? = nil,
    pollInterval: Duration? = nil, clock: (any Clock<Duration>)? = nil,
    isolation: isolated (any Actor)? = #isolation, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async {
    await poll(
        .eventually, actual, Matcher(unwrapping: matcher), message(), timeout, pollInterval, clock,
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Polls `actual` for the whole timeout; fails as soon as its value does not satisfy `matcher`.
///
/// The Hamcrest spelling of ``PollableExpectation/toAlways(_:until:pollInterval:clock:description:isolation:)-(Matcher<Self.Value>,_,_,_,_,_)``.
///
/// ```swift
/// await assertThat(always: { await server.isRunning }, equalTo(true))
/// ```
public func assertThat<T>(
    always actual: @escaping () async throws -> T, _ matcher: Matcher<T>,
    message: @autoclosure () -> String? = nil, timeout: Duration? = nil,
    pollInterval: Duration? = nil, clock: (any Clock<Duration>)? = nil,
    isolation: isolated (any Actor)? = #isolation, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async {
    await poll(
        .always, actual, Matcher(unwrapping: matcher), message(), timeout, pollInterval, clock,
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The same for an optional value and a matcher of the wrapped type, `nil` a mismatch: `await assertThat(always: { await cache.entry("k") }, equalTo(3))`.
@_disfavoredOverload
public func assertThat<T>(
    always actual: @escaping () async throws -> T?, _ matcher: Matcher<T>,
    message: @autoclosure () -> String? = nil, timeout: Duration? = nil,
    pollInterval: Duration? = nil, clock: (any Clock<Duration>)? = nil,
    isolation: isolated (any Actor)? = #isolation, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async {
    await poll(
        .always, actual, Matcher(unwrapping: matcher), message(), timeout, pollInterval, clock,
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Polls `actual` for the whole timeout; fails as soon as its value satisfies `matcher`.
///
/// The Hamcrest spelling of ``PollableExpectation/toNever(_:until:pollInterval:clock:description:isolation:)-(Matcher<Self.Value>,_,_,_,_,_)``.
///
/// ```swift
/// await assertThat(never: { await account.balance }, lessThan(0))
/// ```
public func assertThat<T>(
    never actual: @escaping () async throws -> T, _ matcher: Matcher<T>,
    message: @autoclosure () -> String? = nil, timeout: Duration? = nil,
    pollInterval: Duration? = nil, clock: (any Clock<Duration>)? = nil,
    isolation: isolated (any Actor)? = #isolation, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async {
    await poll(
        .never, actual, Matcher(unwrapping: matcher), message(), timeout, pollInterval, clock,
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The same for an optional value and a matcher of the wrapped type, `nil` a mismatch: `await assertThat(never: { await cache.entry("k") }, equalTo(3))`.
@_disfavoredOverload
public func assertThat<T>(
    never actual: @escaping () async throws -> T?, _ matcher: Matcher<T>,
    message: @autoclosure () -> String? = nil, timeout: Duration? = nil,
    pollInterval: Duration? = nil, clock: (any Clock<Duration>)? = nil,
    isolation: isolated (any Actor)? = #isolation, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async {
    await poll(
        .never, actual, Matcher(unwrapping: matcher), message(), timeout, pollInterval, clock,
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// `assertThat(eventually:)`, `(always:)` or `(never:)`, as `mode` says: the poll of an
/// expectation on the closure, whose message is the assertion's.
private func poll<Subject>(
    _ mode: PollMode, _ actual: @escaping () async throws -> Subject?,
    _ matcher: Matcher<Subject?>, _ message: String?, _ timeout: Duration?,
    _ pollInterval: Duration?, _ clock: (any Clock<Duration>)?, _ site: CallSite,
    isolation: isolated (any Actor)? = #isolation
) async {
    await AsyncExpectation(expression: actual, site: site).poll(
        matcher, mode, timeout, pollInterval, clock, message)
}
