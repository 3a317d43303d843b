/// Polls `actual` until its value satisfies `matcher`; fails with `Expected eventually <description>, but after <timeout> (<n> checks) <mismatch>` if it has not by the timeout.
///
/// The timeout and poll interval default to ``PollingDefaults/current``; `clock` measures the
/// deadline and the pauses (a `ContinuousClock` unless given). The value is awaited once per
/// check; a check that does not return by the deadline is abandoned.
///
/// ```swift
/// await assertThat(eventually: { await model.state }, equalTo(.ready), timeout: .seconds(2))
/// ```
public func assertThat<T>(
    eventually actual: @escaping () async throws -> T, _ matcher: Matcher<T>,
    _ message: @autoclosure () -> String? = nil, timeout: Duration? = nil,
    pollInterval: Duration? = nil, clock: (any Clock<Duration>)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) async {
    // The check runs on this actor, where the closure was given: see PollExpression.
    nonisolated(unsafe) let actual = actual
    await runPollingAssertion(
        PollingMatch(matcher: matcher, mode: .eventually),
        PollExpression(isolation: isolation) { _ in
            do { return .success(try await actual()) } catch { return .failure(error) }
        },
        timeout: timeout, pollInterval: pollInterval, clock: clock, description: message(),
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The same for an optional value and a matcher of the wrapped type: `nil` is a mismatch.
///
/// ```swift
/// await assertThat(eventually: { await cache.entry("k") }, equalTo(3))
/// ```
@_disfavoredOverload
public func assertThat<T>(
    eventually actual: @escaping () async throws -> T?, _ matcher: Matcher<T>,
    _ message: @autoclosure () -> String? = nil, timeout: Duration? = nil,
    pollInterval: Duration? = nil, clock: (any Clock<Duration>)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) async {
    await assertThat(
        eventually: actual, Matcher<T?>(unwrapping: matcher), message(), timeout: timeout,
        pollInterval: pollInterval, clock: clock, fileID: fileID, filePath: filePath, line: line,
        column: column)
}

/// The synchronous form, for XCTest tests on the main thread: checks run on this thread and
/// the current run loop runs between them. Inside async code or off the main thread it fails at
/// once and names the async form.
///
/// ```swift
/// assertThat(eventually: box.value, equalTo(3))
/// ```
@available(*, noasync, message: "in async code, write await assertThat(eventually: { … }, …)")
public func assertThat<T>(
    eventually actual: @autoclosure @escaping () throws -> T, _ matcher: Matcher<T>,
    _ message: @autoclosure () -> String? = nil, timeout: Duration? = nil,
    pollInterval: Duration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    pollOnRunLoop(
        PollingMatch(matcher: matcher, mode: .eventually),
        { computeOutcome(escaping: actual, for: matcher) },
        timeout: timeout, pollInterval: pollInterval, description: message(),
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
        verb: "assertThat(eventually:)", asyncForm: "await assertThat(eventually: { … }, …)")
}

/// The synchronous form for an optional value and a matcher of the wrapped type.
///
/// ```swift
/// assertThat(eventually: cache["k"], equalTo(3))
/// ```
@_disfavoredOverload
@available(*, noasync, message: "in async code, write await assertThat(eventually: { … }, …)")
public func assertThat<T>(
    eventually actual: @autoclosure @escaping () throws -> T?, _ matcher: Matcher<T>,
    _ message: @autoclosure () -> String? = nil, timeout: Duration? = nil,
    pollInterval: Duration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    let unwrapping = Matcher<T?>(unwrapping: matcher)
    pollOnRunLoop(
        PollingMatch(matcher: unwrapping, mode: .eventually),
        { computeOutcome(escaping: actual, for: unwrapping) }, timeout: timeout,
        pollInterval: pollInterval, description: message(),
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
        verb: "assertThat(eventually:)", asyncForm: "await assertThat(eventually: { … }, …)")
}

/// Polls `actual` for the whole timeout; fails as soon as its value does not satisfy `matcher`.
///
/// The timeout and poll interval default to ``PollingDefaults/current``; `clock` measures the
/// deadline and the pauses (a `ContinuousClock` unless given). The value is awaited once per
/// check; a check that does not return by the deadline is abandoned.
///
/// ```swift
/// await assertThat(always: { await server.isRunning }, equalTo(true))
/// ```
public func assertThat<T>(
    always actual: @escaping () async throws -> T, _ matcher: Matcher<T>,
    _ message: @autoclosure () -> String? = nil, timeout: Duration? = nil,
    pollInterval: Duration? = nil, clock: (any Clock<Duration>)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) async {
    // The check runs on this actor, where the closure was given: see PollExpression.
    nonisolated(unsafe) let actual = actual
    await runPollingAssertion(
        PollingMatch(matcher: matcher, mode: .always),
        PollExpression(isolation: isolation) { _ in
            do { return .success(try await actual()) } catch { return .failure(error) }
        },
        timeout: timeout, pollInterval: pollInterval, clock: clock, description: message(),
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The same for an optional value and a matcher of the wrapped type: `nil` is a mismatch.
///
/// ```swift
/// await assertThat(always: { await cache.entry("k") }, equalTo(3))
/// ```
@_disfavoredOverload
public func assertThat<T>(
    always actual: @escaping () async throws -> T?, _ matcher: Matcher<T>,
    _ message: @autoclosure () -> String? = nil, timeout: Duration? = nil,
    pollInterval: Duration? = nil, clock: (any Clock<Duration>)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) async {
    await assertThat(
        always: actual, Matcher<T?>(unwrapping: matcher), message(), timeout: timeout,
        pollInterval: pollInterval, clock: clock, fileID: fileID, filePath: filePath, line: line,
        column: column)
}

/// The synchronous form, for XCTest tests on the main thread: checks run on this thread and
/// the current run loop runs between them. Inside async code or off the main thread it fails at
/// once and names the async form.
///
/// ```swift
/// assertThat(always: server.isRunning, equalTo(true))
/// ```
@available(*, noasync, message: "in async code, write await assertThat(always: { … }, …)")
public func assertThat<T>(
    always actual: @autoclosure @escaping () throws -> T, _ matcher: Matcher<T>,
    _ message: @autoclosure () -> String? = nil, timeout: Duration? = nil,
    pollInterval: Duration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    pollOnRunLoop(
        PollingMatch(matcher: matcher, mode: .always),
        { computeOutcome(escaping: actual, for: matcher) },
        timeout: timeout, pollInterval: pollInterval, description: message(),
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
        verb: "assertThat(always:)", asyncForm: "await assertThat(always: { … }, …)")
}

/// The synchronous form for an optional value and a matcher of the wrapped type.
///
/// ```swift
/// assertThat(always: cache["k"], equalTo(3))
/// ```
@_disfavoredOverload
@available(*, noasync, message: "in async code, write await assertThat(always: { … }, …)")
public func assertThat<T>(
    always actual: @autoclosure @escaping () throws -> T?, _ matcher: Matcher<T>,
    _ message: @autoclosure () -> String? = nil, timeout: Duration? = nil,
    pollInterval: Duration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    let unwrapping = Matcher<T?>(unwrapping: matcher)
    pollOnRunLoop(
        PollingMatch(matcher: unwrapping, mode: .always),
        { computeOutcome(escaping: actual, for: unwrapping) }, timeout: timeout,
        pollInterval: pollInterval, description: message(),
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
        verb: "assertThat(always:)", asyncForm: "await assertThat(always: { … }, …)")
}

/// Polls `actual` for the whole timeout; fails as soon as its value satisfies `matcher`.
///
/// The timeout and poll interval default to ``PollingDefaults/current``; `clock` measures the
/// deadline and the pauses (a `ContinuousClock` unless given). The value is awaited once per
/// check; a check that does not return by the deadline is abandoned.
///
/// ```swift
/// await assertThat(never: { await account.balance }, lessThan(0))
/// ```
public func assertThat<T>(
    never actual: @escaping () async throws -> T, _ matcher: Matcher<T>,
    _ message: @autoclosure () -> String? = nil, timeout: Duration? = nil,
    pollInterval: Duration? = nil, clock: (any Clock<Duration>)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) async {
    // The check runs on this actor, where the closure was given: see PollExpression.
    nonisolated(unsafe) let actual = actual
    await runPollingAssertion(
        PollingMatch(matcher: matcher, mode: .never),
        PollExpression(isolation: isolation) { _ in
            do { return .success(try await actual()) } catch { return .failure(error) }
        },
        timeout: timeout, pollInterval: pollInterval, clock: clock, description: message(),
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The same for an optional value and a matcher of the wrapped type: `nil` is a mismatch.
///
/// ```swift
/// await assertThat(never: { await cache.entry("k") }, equalTo(3))
/// ```
@_disfavoredOverload
public func assertThat<T>(
    never actual: @escaping () async throws -> T?, _ matcher: Matcher<T>,
    _ message: @autoclosure () -> String? = nil, timeout: Duration? = nil,
    pollInterval: Duration? = nil, clock: (any Clock<Duration>)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) async {
    await assertThat(
        never: actual, Matcher<T?>(unwrapping: matcher), message(), timeout: timeout,
        pollInterval: pollInterval, clock: clock, fileID: fileID, filePath: filePath, line: line,
        column: column)
}

/// The synchronous form, for XCTest tests on the main thread: checks run on this thread and
/// the current run loop runs between them. Inside async code or off the main thread it fails at
/// once and names the async form.
///
/// ```swift
/// assertThat(never: account.balance, lessThan(0))
/// ```
@available(*, noasync, message: "in async code, write await assertThat(never: { … }, …)")
public func assertThat<T>(
    never actual: @autoclosure @escaping () throws -> T, _ matcher: Matcher<T>,
    _ message: @autoclosure () -> String? = nil, timeout: Duration? = nil,
    pollInterval: Duration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    pollOnRunLoop(
        PollingMatch(matcher: matcher, mode: .never),
        { computeOutcome(escaping: actual, for: matcher) },
        timeout: timeout, pollInterval: pollInterval, description: message(),
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
        verb: "assertThat(never:)", asyncForm: "await assertThat(never: { … }, …)")
}

/// The synchronous form for an optional value and a matcher of the wrapped type.
///
/// ```swift
/// assertThat(never: cache["k"], equalTo(3))
/// ```
@_disfavoredOverload
@available(*, noasync, message: "in async code, write await assertThat(never: { … }, …)")
public func assertThat<T>(
    never actual: @autoclosure @escaping () throws -> T?, _ matcher: Matcher<T>,
    _ message: @autoclosure () -> String? = nil, timeout: Duration? = nil,
    pollInterval: Duration? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    let unwrapping = Matcher<T?>(unwrapping: matcher)
    pollOnRunLoop(
        PollingMatch(matcher: unwrapping, mode: .never),
        { computeOutcome(escaping: actual, for: unwrapping) }, timeout: timeout,
        pollInterval: pollInterval, description: message(),
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
        verb: "assertThat(never:)", asyncForm: "await assertThat(never: { … }, …)")
}
