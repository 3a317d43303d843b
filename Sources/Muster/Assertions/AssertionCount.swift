import MusterRecordingPrimitives

/// The assertions made in a scope that requires them (``withAssertionsRequired(exactly:fileID:file:line:column:_:)``,
/// the `.requiresAssertions` trait): each `assertThat`, `warnThat`, `expect` verb, `require`,
/// `unwrap`, poll, `waitUntil`, `assertThrows`, `assertChange` and mock verification counts one,
/// in the scope's task and the tasks it creates.
final class AssertionCount: Sendable {
    @TaskLocal static var current: AssertionCount?

    /// The scope a runner that runs one test at a time (XCTest) opened, for the tasks it starts
    /// that inherit no task-local values (an `async` test started by the runner itself).
    static let serialRunnerScope = Locked<AssertionCount?>(nil)

    let made = Locked(0)
    /// The scope this one is nested in, whose body's assertions include this one's.
    let enclosing: AssertionCount?

    init(enclosing: AssertionCount?) { self.enclosing = enclosing }

    /// Counts one assertion in the scopes the task runs in, if any.
    static func noteAssertion() {
        var scope = current ?? serialRunnerScope.withLock({ $0 })
        while let count = scope {
            count.made.withLock { $0 += 1 }
            scope = count.enclosing
        }
    }

    /// Runs `body` with a count open, and returns what it returned and how many assertions it
    /// made.
    static func counting<Result>(_ body: () throws -> Result) rethrows -> (Result, Int) {
        let (count, close) = open()
        defer { close() }
        let result = try $current.withValue(count, operation: body)
        return (result, count.made.withLock { $0 })
    }

    /// The same for an asynchronous body.
    static func counting<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> (Result, Int) {
        let (count, close) = open()
        defer { close() }
        let result = try await $current.withValue(count, operation: body)
        return (result, count.made.withLock { $0 })
    }

    /// Opens a count in the current scope, and what closes it.
    private static func open() -> (AssertionCount, () -> Void) {
        let count = AssertionCount(enclosing: current ?? serialRunnerScope.withLock { $0 })
        muster_open_assertion_count { AssertionCount.noteAssertion() }
        guard !TestRunners.isInSwiftTestingTest else {
            return (count, { muster_close_assertion_count() })
        }
        let previous = serialRunnerScope.withLock { scope in
            defer { scope = count }
            return scope
        }
        return (
            count,
            {
                serialRunnerScope.withLock { $0 = previous }
                muster_close_assertion_count()
            }
        )
    }

    /// Reports the failure of a scope that made `made` assertions where it required `required`
    /// (at least one when `nil`), naming `scope`.
    static func check(
        made: Int, required: Int?, scope: String, site: CallSite,
        testDeclaration: TestDeclaration? = nil
    ) {
        let failed = required.map { made != $0 } ?? (made == 0)
        guard failed else { return }
        var failure = Failure.compose(
            expectation: { text in
                text.append(scope)
                text.append(" to make ")
                if let required {
                    text.append("exactly ")
                    text.append(assertions(required))
                } else {
                    text.append("at least one assertion")
                }
            },
            finding: { text in
                text.append(made == 0 ? "it made none" : "it made \(made)")
            }, site: site)
        failure.testDeclaration = testDeclaration
        reportFailure(failure)
    }

    private static func assertions(_ count: Int) -> String {
        count == 1 ? "1 assertion" : "\(count) assertions"
    }
}

/// Counts the assertion being made when a scope requires assertions: while none does, one
/// relaxed load and a branch.
@usableFromInline @_transparent
package func countAssertion() { muster_count_assertion() }

/// Counts an assertion made by another Muster module (mock verification).
package func countAssertionOfAnotherModule() { countAssertion() }

/// Runs `body` and fails when it made no assertion (or, given `count`, not exactly that many):
/// a test whose checks were skipped (a loop over an empty list, a callback that never ran, an
/// early `return`) fails instead of passing silently. Each `assertThat`, `warnThat`, `expect`
/// verb, `require`, `unwrap`, poll, `waitUntil`, `assertThrows`, `assertChange` and mock
/// verification in the body, its child tasks and the tasks it starts counts one. A body that
/// throws is not judged: its error is what the test reports.
///
/// Under XCTest, require assertions of every test of a class:
///
/// ```swift
/// override func invokeTest() { withAssertionsRequired { super.invokeTest() } }
/// // Expected testSync to make at least one assertion, but it made none
/// ```
@discardableResult
public func withAssertionsRequired<Result>(
    exactly count: Int? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ body: () throws -> Result
) rethrows -> Result {
    let (result, made) = try AssertionCount.counting(body)
    AssertionCount.check(
        made: made, required: count, scope: TestRunners.currentTestName ?? "the scope",
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return result
}

/// Runs the asynchronous `body` and fails when it made no assertion (or, given `count`, not
/// exactly that many).
///
/// ```swift
/// await withAssertionsRequired(exactly: 2) {
///     await store.load { notes in assertThat(notes, hasCount(3)) }
///     await assertThat({ await store.isLoading }, false)
/// }
/// ```
@discardableResult
public func withAssertionsRequired<Result>(
    exactly count: Int? = nil, isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column,
    _ body: () async throws -> Result
) async rethrows -> Result {
    let (result, made) = try await AssertionCount.counting(body)
    AssertionCount.check(
        made: made, required: count, scope: TestRunners.currentTestName ?? "the scope",
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    return result
}
