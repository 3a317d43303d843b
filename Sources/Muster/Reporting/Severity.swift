// How much a failure counts: an error fails the test, a warning is recorded and the test goes
// on; withSeverity and warnThat choose it for a block or one assertion.

extension Failure {
    /// How a failure counts: an error fails the test; a warning is recorded where the runner
    /// shows it (a Swift Testing issue of severity `.warning`, a marked line under XCTest and
    /// on standard error) and the test goes on passing.
    public enum Severity: Sendable, Hashable {
        /// Fails the test.
        case error
        /// Is seen, and fails nothing.
        case warning
    }
}

/// The severity of the failures reported in a scope: what ``withSeverity(_:_:)`` sets.
enum FailureSeverity {
    @TaskLocal static var current = Failure.Severity.error
}

/// Runs `body` with the failures reported inside it recorded at `severity`: with `.warning`,
/// a check that should not fail the build yet (a slow path, a deprecated value) is seen without
/// failing the test. Matching is unchanged, so a negated check passes and fails as it would,
/// and a failed `require`, which stops the test, stays an error.
///
/// ```swift
/// withSeverity(.warning) { assertThat(elapsed, lessThan(0.2)) }
/// ```
@discardableResult
public func withSeverity<Result>(
    _ severity: Failure.Severity, _ body: () throws -> Result
) rethrows -> Result {
    try FailureSeverity.$current.withValue(severity, operation: body)
}

/// Runs the asynchronous `body` with the failures reported inside it recorded at `severity`.
///
/// ```swift
/// await withSeverity(.warning) { await assertThat({ await cache.hitRate }, greaterThan(0.9)) }
/// ```
@discardableResult
public func withSeverity<Result>(
    _ severity: Failure.Severity, isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
) async rethrows -> Result {
    try await FailureSeverity.$current.withValue(severity, operation: body)
}

/// Asserts as ``assertThat(_:_:message:fileID:file:line:column:)-(()->T,Matcher<T>,_,_,_,_,_)``
/// does, with a failure recorded as a warning: seen, failing nothing.
///
/// ```swift
/// warnThat(response.headers["Deprecation"], nilValue())
/// // warning: Expected nil, but was "true"
/// ```
public func warnThat<T>(
    _ actual: @autoclosure () throws -> T, _ matcher: Matcher<T>,
    message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    countAssertion()
    guard let result = failingResult(of: actual, for: matcher) else { return }
    withSeverity(.warning) {
        reportMismatch(
            of: matcher, result, userMessage: message(),
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}
