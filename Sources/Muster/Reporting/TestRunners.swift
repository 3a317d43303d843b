import Foundation

#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Delivers failures to the test runner that owns the current test.
package enum TestRunners {
    /// Whether a Swift Testing test is running on this task; its body runs in a task even when
    /// the test is not `async`.
    package static var isInSwiftTestingTest: Bool {
        #if canImport(Testing)
            Test.current != nil
        #else
            false
        #endif
    }

    /// The name of the test running on this task (Swift Testing) or in this process (XCTest).
    static var currentTestName: String? {
        #if canImport(Testing)
            if let test = Test.current { return test.displayName ?? test.name }
        #endif
        #if canImport(XCTest)
            return XCTestRunTracker.runningTestName
        #else
            return nil
        #endif
    }

    static func recordInSwiftTesting(_ failure: Failure) -> Bool {
        #if canImport(Testing)
            guard Test.current != nil else { return false }
            recordIssue(failure)
            recordAttachments(of: failure)
            return true
        #else
            return false
        #endif
    }

    /// Records a failure that stops the test as Swift Testing records a failed `#require`, and
    /// returns the error to throw, which Swift Testing does not record again when it leaves the
    /// test; `nil` outside a Swift Testing test and in an exit test's process.
    static func recordStopInSwiftTesting(_ failure: Failure) -> (any Error)? {
        #if canImport(Testing)
            guard Test.current != nil, !isInExitTest else { return nil }
            let result = recordFailedExpectation(failure, isRequired: true)
            recordAttachments(of: failure)
            guard case .failure(let stop) = result else { return nil }
            return stop
        #else
            return nil
        #endif
    }

    #if canImport(Testing)
        /// Records a failure as Swift Testing records a failed `#expect`, so that the headline
        /// a runner prints (and a CI summary keeps) is the failure's own first line,
        /// `Expectation failed: cart.total: Expected 5, but was 4`, where `Issue.record` would
        /// print `Issue recorded` for every failure; the rest of the message follows as the
        /// issue's comment. Swift Testing's issue for a failed `#expect` has no severity, so a
        /// warning is recorded as a comment under Swift Testing's own headline; so is a failure
        /// in an exit test's process, whose issues reach the parent with their comments only.
        static func recordIssue(_ failure: Failure) {
            let location = sourceLocation(of: failure)
            guard failure.severity == .error, !isInExitTest else {
                Issue.record(
                    Comment(rawValue: failure.reportedMessage),
                    severity: issueSeverity(of: failure), sourceLocation: location)
                return
            }
            _ = recordFailedExpectation(failure, isRequired: false)
        }

        /// Records `failure` through the entry every `#expect` and `#require` expansion calls:
        /// its first line as the expression a runner heads the issue with, the rest as the
        /// comment. A required one returns the error that stops the test.
        private static func recordFailedExpectation(_ failure: Failure, isRequired: Bool)
            -> Result<Void, any Error>
        {
            let (headline, details) = failure.headlineAndDetails
            return __checkValue(
                false, expression: .__fromSyntaxNode(headline),
                comments: details.map { [Comment(rawValue: $0)] } ?? [], isRequired: isRequired,
                sourceLocation: sourceLocation(of: failure))
        }

        static func issueSeverity(of failure: Failure) -> Issue.Severity {
            failure.severity == .warning ? .warning : .error
        }

        /// Exit tests run only where a test can start a process of its own.
        private static var isInExitTest: Bool {
            #if compiler(>=6.2) && (os(macOS) || os(Linux) || os(Windows))
                ExitTest.current != nil
            #else
                false
            #endif
        }

        static func sourceLocation(of failure: Failure) -> SourceLocation {
            if let test = failure.testDeclaration {
                return SourceLocation(
                    fileID: test.fileID, filePath: test.filePath, line: test.line,
                    column: test.column)
            }
            let site = failure.site
            return SourceLocation(
                fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line),
                column: Int(site.column))
        }
    #endif

    /// Attaches to the current Swift Testing test whatever the failure's message had to cut
    /// (the whole message, the complete expected and actual values and their difference), as
    /// one file, `failure.txt`, so that nothing is lost, and the failure as a tool reads it,
    /// `failure.json` (see ``FailureRecord``). Elsewhere there is nothing to attach to.
    static func recordAttachments(of failure: Failure) {
        #if canImport(Testing)
            guard Test.current != nil else { return }
            let location = sourceLocation(of: failure)
            if let text = failure.attachmentText {
                Attachment.record(text, named: "failure.txt", sourceLocation: location)
            }
            Attachment.record(
                failure.record.jsonLine, named: "failure.json", sourceLocation: location)
        #endif
    }

    static func recordInXCTest(_ failure: Failure) -> Bool {
        #if canImport(XCTest)
            guard XCTestRunTracker.isTestCaseRunning else { return false }
            guard failure.severity == .error else {
                // XCTest has no warnings: a marked line in the log, and the test goes on passing.
                print(
                    "\(failure.site.filePath):\(failure.site.line): warning: \(failure.reportedMessage)"
                )
                return true
            }
            XCTFail(failure.reportedMessage, file: failure.site.filePath, line: failure.site.line)
            return true
        #else
            return false
        #endif
    }

    private static let outsideTestFailures = Locked(0)

    /// No test owns the failing task (a detached task, another thread, a relay or wait that has
    /// returned): the runner that is running records it. Swift Testing takes an issue outside
    /// any test, reports it at its source location and fails the run; XCTest gives it to the test
    /// case that is running. Only when no runner runs does it go to standard error, with the
    /// process made to fail at exit.
    static func recordOutsideTests(_ failure: Failure) {
        if !runnersIgnored.withLock({ $0 }),
            recordInSwiftTestingRun(failure) || recordInXCTest(failure)
        {
            return
        }
        guard failure.severity == .error else {
            FileHandle.standardError.write(
                Data("Muster warning at \(failure.site): \(failure.reportedMessage)\n".utf8))
            return
        }
        let isFirst = outsideTestFailures.withLock { count in
            count += 1
            return count == 1
        }
        if isFirst { atexit { _exit(1) } }
        FileHandle.standardError.write(
            Data("Muster failure at \(failure.site): \(failure.reportedMessage)\n".utf8))
    }

    /// Set by ``ignoreTestRunnersInThisProcess()``.
    static let runnersIgnored = Locked(false)

    /// Records an issue in a Swift Testing run from a task that belongs to no test.
    private static func recordInSwiftTestingRun(_ failure: Failure) -> Bool {
        #if canImport(Testing)
            guard isSwiftTestingProcess else { return false }
            recordIssue(failure)
            return true
        #else
            return false
        #endif
    }

    /// Whether this process runs Swift Testing's tests: `swift test` starts it with
    /// `--testing-library swift-testing`.
    static let isSwiftTestingProcess: Bool =
        ProcessInfo.processInfo.arguments.contains("swift-testing")
}

#if canImport(XCTest)
    /// Knows whether an XCTest test case is running, so that a failure with no test to receive it
    /// (XCTest drops those silently) goes to standard error instead.
    final class XCTestRunTracker: NSObject, XCTestObservation, @unchecked Sendable {
        private enum State {
            case unknown, idle
            case running(RunningTest)
        }
        private let state = Locked(State.unknown)
        /// The test case that is running, for a teardown block added during it.
        private let runningCase = Locked<UncheckedTestCase?>(nil)
        private struct UncheckedTestCase: @unchecked Sendable { weak var testCase: XCTestCase? }

        private static let shared: XCTestRunTracker = {
            let tracker = XCTestRunTracker()
            XCTestObservationCenter.shared.addTestObserver(tracker)
            return tracker
        }()

        /// Until the tracker has seen a test start or finish, it judges by the process: an XCTest
        /// runner that is not running Swift Testing tests.
        static var isTestCaseRunning: Bool {
            switch shared.state.withLock({ $0 }) {
            case .running: return true
            case .idle: return false
            case .unknown: return isXCTestProcess
            }
        }

        private static let isXCTestProcess: Bool = {
            if TestRunners.isSwiftTestingProcess { return false }
            return ProcessInfo.processInfo.processName == "xctest"
                || ProcessInfo.processInfo.arguments.contains { $0.hasSuffix(".xctest") }
        }()

        /// The name of the test case that is running, as XCTest gives it.
        static var runningTestName: String? { runningTest?.testName }

        /// The test case that is running, which the tracker marks ended when it finishes.
        static var runningTest: RunningTest? { shared.currentTest() }

        /// What ``runningTest`` reads from the tracker.
        func currentTest() -> RunningTest? {
            state.withLock { state in
                switch state {
                case .running(let test): return test
                case .idle: return nil
                case .unknown:
                    // Asked first during a test that started before the tracker: that test,
                    // named at its first failure, which the tracker sees finish.
                    guard Self.isXCTestProcess else { return nil }
                    let test = RunningTest(testName: "")
                    state = .running(test)
                    return test
                }
            }
        }

        func testCaseWillStart(_ testCase: XCTestCase) {
            let test = RunningTest(testName: testCase.name)
            state.withLock { $0 = .running(test) }
            runningCase.withLock { $0 = UncheckedTestCase(testCase: testCase) }
        }

        /// Adds `block` to the teardown of the test case that is running: `false` when none is
        /// known to run, or it began before the tracker watched.
        static func addTeardown(_ block: @escaping @Sendable () async -> Void) -> Bool {
            guard let testCase = shared.runningCase.withLock({ $0?.testCase }) else { return false }
            testCase.addTeardownBlock { @Sendable () async throws in await block() }
            return true
        }

        /// Starts watching XCTest, before any test runs where the process allows it (see
        /// `muster_watch_xctest` in MusterRecordingPrimitives), so that the first test case is
        /// seen to start as every other one is.
        static func watch() { _ = shared }
        // A test that started before the tracker learns its name from its first failure, which
        // XCTest tells every observer before Muster writes the failure's record.
        #if os(Linux)
            func testCase(
                _ testCase: XCTestCase, didFailWithDescription description: String,
                inFile filePath: String?, atLine lineNumber: Int
            ) { nameUnnamedTest(testCase) }
        #else
            func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {
                nameUnnamedTest(testCase)
            }
        #endif

        private func nameUnnamedTest(_ testCase: XCTestCase) {
            guard case .running(let test) = state.withLock({ $0 }), test.testName.isEmpty else {
                return
            }
            test.name(testCase.name)
        }

        func testCaseDidFinish(_ testCase: XCTestCase) {
            let finished = state.withLock { state -> RunningTest? in
                defer { state = .idle }
                guard case .running(let test) = state else { return nil }
                return test
            }
            runningCase.withLock { $0 = nil }
            finished?.end()
        }
    }
#endif

/// Starts Muster's watch of XCTest's test cases; called once, as the process loads, by
/// MusterRecordingPrimitives. Not for use.
@_cdecl("muster_watch_xctest")
public func _musterWatchXCTest() {
    #if canImport(XCTest)
        XCTestRunTracker.watch()
    #endif
}

/// Makes failures that belong to no test take the path of a process that no runner runs
/// (standard error and a failing exit status), so that a test's child process can show it.
package func ignoreTestRunnersInThisProcess() {
    TestRunners.runnersIgnored.withLock { $0 = true }
}
