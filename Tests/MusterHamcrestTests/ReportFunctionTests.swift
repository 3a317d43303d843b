import Foundation
import MusterHamcrest
import Testing

/// What the hook received from this file's assertions.
private let received = ReceivedReports()

private final class ReceivedReports: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [String] = []

    func add(_ report: String) { lock.withLock { reports.append(report) } }

    func take() -> [String] {
        lock.withLock {
            defer { reports = [] }
            return reports
        }
    }
}

/// A hook that keeps this file's failures and hands every other on, as a suite's hook that
/// filters would.
private func keepingThisFilesFailures(
    _ message: String, _ fileID: String, _ file: StaticString, _ line: UInt, _ column: UInt
) {
    guard fileID == "MusterHamcrestTests/ReportFunctionTests.swift" else {
        return HamcrestDefaultReportFunction(message, fileID, file, line, column)
    }
    received.add("\(message) @\(line):\(column)")
}

@Suite(.serialized) struct ReportFunctionTests {
    @Test func aHookReceivesEachFailureWithItsLocation() {
        HamcrestReportFunction = keepingThisFilesFailures
        defer { HamcrestReportFunction = HamcrestDefaultReportFunction }
        assertThat(0 == 42)
        let line = #line - 1
        assertThat(3, greaterThan(5), message: "too few")
        assertThat(1, equalTo(1))
        #expect(
            received.take() == [
                "Expected 42, but was 0 @\(line):19",
                "too few\nExpected a value greater than 5, but was 3 @\(line + 2):19",
            ])
    }

    @Test func aReporterOfTheTaskComesFirst() {
        HamcrestReportFunction = keepingThisFilesFailures
        defer { HamcrestReportFunction = HamcrestDefaultReportFunction }
        let captured = captureFailures { assertThat(0 == 1) }
        #expect(captured.map(\.message) == ["Expected 1, but was 0"])
        #expect(received.take() == [])
    }

    @Test func theDefaultReportsToTheRunningTest() {
        HamcrestReportFunction = HamcrestDefaultReportFunction
        withKnownIssue {
            assertThat(0 == 1)
        } matching: { issue in
            issue.description.contains("Expected 1, but was 0")
        }
        #expect(received.take() == [])
    }
}
