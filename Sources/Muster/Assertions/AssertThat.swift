/// Asserts that `actual` satisfies `matcher`; on failure reports
/// `Expected <description>, but <mismatch>` at the caller's location.
///
/// The actual value is computed once. If computing it throws, the failure names the error,
/// unless the matcher is about errors (``throwsError()``), in which case it examines the error.
///
/// ```swift
/// assertThat(url, hasQuery("key1", "value1"))
/// assertThat(try parse("{"), throwsError(ParseError.self))
/// ```
// Transparent, like the rest of the passing path (`equalTo`, `Matcher.match`, `expect`, `to`):
// inlined into the test even in a debug build, which then runs it on concrete types instead of
// looking generic metadata up at run time on every assertion.
@_transparent
public func assertThat<T>(
    _ actual: @autoclosure () throws -> T, _ matcher: Matcher<T>,
    message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    countAssertion()
    guard let result = failingResult(of: actual, for: matcher) else {
        return
    }
    runFailurePath { [matcher] in
        reportMismatch(
            of: matcher, result, userMessage: message(),
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// Asserts that the optional `actual` holds a value that satisfies `matcher`; `nil` fails
/// with `was nil`.
///
/// ```swift
/// assertThat(user.nickname, startsWith("J"))
/// ```
// Disfavored so that a matcher generic in its subject (`instanceOf`, `nilValue`) sees the
// optional itself; this overload serves matchers that only fit the wrapped type.
@_disfavoredOverload
@inlinable
public func assertThat<T>(
    _ actual: @autoclosure () throws -> T?, _ matcher: Matcher<T>,
    message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    assertThat(
        try actual(), Matcher<T?>(unwrapping: matcher), message: message(), fileID: fileID,
        file: filePath, line: line, column: column)
}

/// Asserts that `actual` equals `expected`: a plain value of any `Equatable` type, the
/// caller's own included, stands for ``equalTo(_:)``.
///
/// ```swift
/// assertThat(cart.total, Money(cents: 400))
/// // Expected Money(cents: 400), but was Money(cents: 350)
/// ```
// Disfavored: tried only after every matcher overload has failed, so assertions written with
// matchers pay nothing to type-check for it.
@_disfavoredOverload
@_transparent
public func assertThat<T: Equatable>(
    _ actual: @autoclosure () throws -> T, _ expected: T,
    message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    assertThat(
        try actual(), equalTo(expected), message: message(), fileID: fileID, file: filePath,
        line: line,
        column: column)
}

/// Refused, with an error that names what to write: a plain value stands for
/// ``equalTo(_:)``, which needs an `Equatable` type.
// Disfavored and unavailable: tried last, and only where no other form fits, so that it costs
// an assertion that compiles nothing and turns "cannot convert value of type 'Draft' to
// expected argument type 'Matcher<Draft>'" into the fix.
@_disfavoredOverload
@available(
    *, unavailable,
    message:
        "a plain value stands for equalTo(value), which needs an Equatable type: declare the type Equatable, or compare it field by field with equalTo(value, comparing: .fieldByField); for an enum, match its case with isCase(.someCase)"
)
public func assertThat<T>(
    _ actual: @autoclosure () throws -> T, _ expected: T,
    message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    fatalError("unavailable")
}

/// Asserts that the value an asynchronous closure returns satisfies `matcher`; the error
/// matchers examine what it throws.
///
/// ```swift
/// await assertThat({ try await service.load() }, throwsError(ServiceError.offline))
/// ```
@inlinable
public func assertThat<T>(
    _ actual: () async throws -> T, _ matcher: Matcher<T>,
    message: @autoclosure () -> String? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) async {
    countAssertion()
    let outcome = await computeOutcome(actual, catchingTraps: matcher.examinesTraps)
    if outcome.testClockStall != nil {
        return reportTestClockStall(
            outcome, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    let result = matcher.match(outcome: outcome)
    if result.isMatch { return }
    reportMismatch(
        of: matcher, result, userMessage: message(),
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Asserts that the optional value an asynchronous closure returns holds a value that
/// satisfies `matcher`; `nil` fails with `was nil`. This is how a test asserts on an actor's
/// state, which an autoclosure cannot await.
///
/// ```swift
/// await assertThat({ await engine.note(withID: id)?.title }, startsWith("Draft"))
/// ```
// Disfavored for the reason the synchronous optional form is.
@_disfavoredOverload
@inlinable
public func assertThat<T>(
    _ actual: () async throws -> T?, _ matcher: Matcher<T>,
    message: @autoclosure () -> String? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) async {
    await assertThat(
        actual, Matcher<T?>(unwrapping: matcher), message: message(), fileID: fileID,
        file: filePath, line: line, column: column)
}

/// Asserts that the value an asynchronous closure returns equals `expected`, a plain value of
/// any `Equatable` type.
///
/// ```swift
/// await assertThat({ await engine.state }, .idle)
/// ```
// Disfavored: tried only after every matcher overload has failed.
@_disfavoredOverload
@inlinable
public func assertThat<T: Equatable>(
    _ actual: () async throws -> T, _ expected: T,
    message: @autoclosure () -> String? = nil,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) async {
    await assertThat(
        actual, equalTo(expected), message: message(), fileID: fileID, file: filePath,
        line: line, column: column)
}
