// The synchronous `assertThat(eventually:)`, `(always:)` and `(never:)`, for XCTest tests on the
// main thread that cannot be async: polled on the run loop, as Nimble's synchronous verbs are.

import Muster

/// The synchronous form, for XCTest tests on the main thread, as ``Expectation/toEventually(_:timeout:pollInterval:description:)-(Matcher<Value>,_,_,_)`` polls: `assertThat(eventually: box.value, equalTo(3))`.
@available(*, noasync, message: "in async code, write await assertThat(eventually: { … }, …)")
public func assertThat<T>(
    eventually actual: @autoclosure @escaping () throws -> T, _ matcher: Matcher<T>,
    message: @autoclosure () -> String? = nil, timeout: Duration? = nil,
    pollInterval: Duration? = nil, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    pollOnRunLoop(
        .eventually, actual, matcher, message(), timeout, pollInterval,
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The synchronous form for an optional value and a matcher of the wrapped type: `assertThat(eventually: cache["k"], equalTo(3))`.
@_disfavoredOverload
@available(*, noasync, message: "in async code, write await assertThat(eventually: { … }, …)")
public func assertThat<T>(
    eventually actual: @autoclosure @escaping () throws -> T?, _ matcher: Matcher<T>,
    message: @autoclosure () -> String? = nil, timeout: Duration? = nil,
    pollInterval: Duration? = nil, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    pollOnRunLoop(
        .eventually, actual, Matcher(unwrapping: matcher), message(), timeout, pollInterval,
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The synchronous form, for XCTest tests on the main thread: `assertThat(always: server.isRunning, equalTo(true))`.
@available(*, noasync, message: "in async code, write await assertThat(always: { … }, …)")
public func assertThat<T>(
    always actual: @autoclosure @escaping () throws -> T, _ matcher: Matcher<T>,
    message: @autoclosure () -> String? = nil, timeout: Duration? = nil,
    pollInterval: Duration? = nil, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    pollOnRunLoop(
        .always, actual, matcher, message(), timeout, pollInterval,
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The synchronous form for an optional value and a matcher of the wrapped type: `assertThat(always: cache["k"], equalTo(3))`.
@_disfavoredOverload
@available(*, noasync, message: "in async code, write await assertThat(always: { … }, …)")
public func assertThat<T>(
    always actual: @autoclosure @escaping () throws -> T?, _ matcher: Matcher<T>,
    message: @autoclosure () -> String? = nil, timeout: Duration? = nil,
    pollInterval: Duration? = nil, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    pollOnRunLoop(
        .always, actual, Matcher(unwrapping: matcher), message(), timeout, pollInterval,
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The synchronous form, for XCTest tests on the main thread: `assertThat(never: account.balance, lessThan(0))`.
@available(*, noasync, message: "in async code, write await assertThat(never: { … }, …)")
public func assertThat<T>(
    never actual: @autoclosure @escaping () throws -> T, _ matcher: Matcher<T>,
    message: @autoclosure () -> String? = nil, timeout: Duration? = nil,
    pollInterval: Duration? = nil, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    pollOnRunLoop(
        .never, actual, matcher, message(), timeout, pollInterval,
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The synchronous form for an optional value and a matcher of the wrapped type: `assertThat(never: cache["k"], equalTo(3))`.
@_disfavoredOverload
@available(*, noasync, message: "in async code, write await assertThat(never: { … }, …)")
public func assertThat<T>(
    never actual: @autoclosure @escaping () throws -> T?, _ matcher: Matcher<T>,
    message: @autoclosure () -> String? = nil, timeout: Duration? = nil,
    pollInterval: Duration? = nil, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    pollOnRunLoop(
        .never, actual, Matcher(unwrapping: matcher), message(), timeout, pollInterval,
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The same over a synchronous expression, polled on the run loop.
private func pollOnRunLoop<Subject>(
    _ mode: PollMode, _ actual: @escaping () throws -> Subject, _ matcher: Matcher<Subject>,
    _ message: String?, _ timeout: Duration?, _ pollInterval: Duration?, _ site: CallSite
) {
    let label = mode.rawValue.dropLast()  // "eventually", "always", "never"
    pollOnRunLoop(
        PollingMatch(matcher: matcher, mode: mode, description: message, site: site),
        { computeOutcome(actual, for: matcher) }, timeout: timeout,
        pollInterval: pollInterval, verb: "assertThat(\(label):)",
        asyncForm: "await assertThat(\(label): { … }, …)")
}
