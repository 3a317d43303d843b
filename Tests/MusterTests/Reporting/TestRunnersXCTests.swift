import XCTest

@testable import Muster
@testable import MusterNimble
import MusterTestSupport

/// Inside an XCTest test, a failure becomes an XCTest failure at the caller's file and line.
final class XCTestRoutingTests: FailureRecordingTestCase {

    func testFailureIsRecordedAtTheCallersLine() {
        #if os(Linux)
            let line = #line + 1
            assertThat(3, equalTo(5))
            XCTAssertEqual(recorded.count, 1)
            XCTAssertEqual(recorded.first?.message, "failed - Expected 5, but was 3")
            XCTAssertEqual(recorded.first?.line, line)
            XCTAssertEqual(
                recorded.first.map { URL(fileURLWithPath: $0.file).lastPathComponent },
                "TestRunnersXCTests.swift")
        #endif
    }

    /// A task that inherits no test still fails the XCTest test case that is running.
    func testAFailureOnADetachedTaskFailsTheRunningTestCase() async {
        #if os(Linux)
            await Task.detached { assertThat(3, equalTo(5)) }.value
            XCTAssertEqual(recorded.map(\.message), ["failed - Expected 5, but was 3"])
        #endif
    }

    /// XCTest has no warnings: a warning is a marked line in the log and fails nothing.
    func testAWarningFailsNothing() {
        warnThat(3, equalTo(5))
        withSeverity(.warning) { assertThat("a", equalTo("b")) }
        XCTAssertEqual(recorded.count, 0)
    }

    func testALocatedMessageReachesXCTestWhole() {
        #if os(Linux)
            assertThat(["a": 1, "b": 2], equalTo(["a": 1, "b": 3]))
            XCTAssertEqual(
                recorded.map(\.message),
                [
                    #"failed - Expected ["a": 1, "b": 3], but was ["a": 1, "b": 2], which "#
                        + #"differed at ["b"]: expected 3, was 2"#
                ])
            recorded.removeAll()
            let expected = Array(0..<100)
            var actual = expected
            actual.insert(7, at: 50)
            assertThat(actual, equalTo(expected))
            XCTAssertEqual(recorded.count, 1)
            let lines = recorded.first?.message.split(separator: "\n") ?? []
            XCTAssertEqual(
                lines.first.map(String.init),
                "failed - actual: Expected [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, … 77 more], but differed at [50]: 7 was inserted"
            )
            XCTAssertEqual(lines.dropFirst().first.map(String.init), "  (- expected, + actual)")
        #endif
    }

    func testTheCheckedExpressionComesBeforeTheMessage() {
        #if os(Linux)
            let cart = (total: 4, count: 1)
            assertThat(cart.total, equalTo(5))
            expect(cart.count).to(equal(2))
            XCTAssertEqual(
                recorded.map(\.message),
                [
                    "failed - cart.total: Expected 5, but was 4",
                    "failed - cart.count: Expected a value equal to 2, but was 1",
                ])
        #endif
    }

    func testAFailedRequirementIsOneFailureWithTheMessage() {
        #if os(Linux)
            XCTAssertThrowsError(try require(3).to(equal(4)))
            XCTAssertEqual(
                recorded.map(\.message), ["failed - Expected a value equal to 4, but was 3"])
        #endif
    }

    func testAPollingFailureSaysWhatThePollSaw() {
        #if os(Linux)
            let stage = CheckCounter(changesAt: 41)
            // The time moves to each check at once, so the times in the message are exact.
            RunLoopPollTime.$stepped.withValue(SteppedTime()) {
                expect(stage.next()).toEventually(equalTo(2))
            }
            XCTAssertEqual(
                recorded.map(\.message),
                [
                    "failed - stage.next(): Expected eventually 2, but after 1.0 s (101 checks) "
                        + "was 1\nseen: 0 at 0.0 s, 1 at 0.4 s"
                ])
        #endif
    }

    /// A test that began before Muster watched XCTest (an async test, say, the first to fail)
    /// is named by its first failure, which XCTest tells the tracker before the record is written.
    func testATestThatBeganBeforeTheTrackerIsNamedAtItsFirstFailure() async {
        let tracker = XCTestRunTracker()
        let test = tracker.currentTest()
        XCTAssertEqual(test?.testName, "")
        #if os(Linux)
            tracker.testCase(
                self, didFailWithDescription: "failed", inFile: String?.none, atLine: 1)
            XCTAssertEqual(test?.testName, name)
        #endif
    }

    func testCaptureWorksInXCTest() {
        let failures = captureFailures { assertThat("a", equalTo("b")) }
        XCTAssertEqual(failures.map(\.message), [#"Expected "b", but was "a""#])
    }

    func testPassingAssertionRecordsNothing() {
        assertThat(5, equalTo(5))
        XCTAssertTrue(recorded.isEmpty)
    }
}
