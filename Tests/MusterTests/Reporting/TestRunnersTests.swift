import Foundation
import Muster
import Testing
import MusterTestSupport

@Suite struct SwiftTestingRoutingTests {
    @Test func failureIsRecordedAsAnIssueAtTheCallersLocation() {
        let line = #line + 2
        withKnownIssue {
            assertThat(3, equalTo(5))
        } matching: { issue in
            issue.printedMessage == "Expected 5, but was 3"
                && issue.sourceLocation?.line == line
                // Swift's #column default points at the call's opening parenthesis.
                && issue.sourceLocation?.column == 23
                && issue.sourceLocation?.fileName == "TestRunnersTests.swift"
        }
    }

    /// Swift Testing prints an issue's kind as its headline: a failed expectation's names what
    /// failed, where `Issue.record` would print `Issue recorded` for every failure.
    @Test func theHeadlineIsTheFailuresFirstLineAndTheRestItsComment() {
        withKnownIssue {
            assertThat(3, equalTo(5), message: "the answer")
        } matching: { issue in
            "\(issue.kind)" == "Expectation failed: the answer"
                && issue.comments.map(\.rawValue) == ["Expected 5, but was 3"]
        }
        withKnownIssue {
            assertThat(3, equalTo(5))
        } matching: { issue in
            "\(issue.kind)" == "Expectation failed: Expected 5, but was 3" && issue.comments.isEmpty
        }
    }

    @Test func userMessageComesFirst() {
        #expect(
            failureMessage { assertThat(3, equalTo(5), message: "the answer") }
                == "the answer\nExpected 5, but was 3")
    }

    @Test func aPassingAssertionReportsNothing() {
        #expect(captureFailures { assertThat(5, equalTo(5)) }.isEmpty)
    }

    @Test func captureRecordsTheLocation() {
        let failures = captureFailures { assertThat(1, equalTo(2)) }
        let expectedLine: UInt = #line - 1
        #expect(failures.count == 1)
        #expect(failures.first?.site.line == expectedLine)
        #expect("\(failures.first!.site.fileID)".hasSuffix("TestRunnersTests.swift"))
    }

    @Test func capturesAreIsolatedBetweenParallelTasks() async {
        await withTaskGroup(of: (Int, [String]).self) { group in
            for index in 0..<50 {
                group.addTask {
                    (index, failureMessages { assertThat(index, equalTo(-1)) })
                }
            }
            for await (index, messages) in group {
                #expect(messages == ["Expected -1, but was \(index)"])
            }
        }
    }

    @Test func customReporterReceivesFailures() {
        let received = ReceivedFailures()
        withFailureReporter(FailureReporter { received.append($0) }) {
            assertThat("a", equalTo("b"))
        }
        #expect(received.messages == [#"Expected "b", but was "a""#])
    }

    @Test func thrownErrorIsAFailureNamingTheError() throws {
        struct Unavailable: Error {}
        func load() throws -> Int { throw Unavailable() }
        #expect(
            try failureMessage { assertThat(try load(), equalTo(1)) }
                == "Expected 1, but threw error Unavailable()")
    }

    @Test func asyncClosureIsAwaited() async {
        func load() async -> Int { 4 }
        let failures = await captureFailures { await assertThat({ await load() }, equalTo(5)) }
        #expect(failures.map(\.message) == ["Expected 5, but was 4"])
    }

    #if !os(Windows)
        // A detached task and a thread inherit no test: the failure is recorded in the run, at
        // the assertion's location, rather than printed. Run in a child process, whose issues
        // Swift Testing hands to this test, where they are known.
        @Test func aFailureOnADetachedTaskIsRecordedInTheRunningSwiftTestingRun() async {
            await withKnownIssue {
                await #expect(processExitsWith: .success) {
                    await Task.detached { assertThat(1, equalTo(2)) }.value
                }
            } matching: { issue in
                issue.printedMessage == "Expected 2, but was 1"
                    && issue.sourceLocation?.fileID == "MusterTests/TestRunnersTests.swift"
            }
        }

        @Test func aFailureOnAThreadIsRecordedInTheRunningSwiftTestingRun() async {
            await withKnownIssue {
                await #expect(processExitsWith: .success) {
                    await withCheckedContinuation { continuation in
                        Thread.detachNewThread {
                            assertThat("a", equalTo("b"))
                            continuation.resume()
                        }
                    }
                }
            } matching: { issue in
                issue.printedMessage == #"Expected "b", but was "a""#
            }
        }
    #endif

    #if !os(Windows)
        @Test func outsideAnyTestFailureGoesToStandardErrorWhereNoRunnerRuns() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                ignoreTestRunnersInThisProcess()
                Muster.reportFailure(Failure(message: "Expected 5, but was 3", site: CallSite()))
            }
            let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(standardError.contains("Muster failure at MusterTests/TestRunnersTests.swift:"))
            #expect(standardError.hasSuffix(": Expected 5, but was 3\n"))
        }
    #endif
}

final class ReceivedFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var failures: [Failure] = []
    var messages: [String] { lock.withLock { failures.map(\.message) } }
    func append(_ failure: Failure) { lock.withLock { failures.append(failure) } }
}
