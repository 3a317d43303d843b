import Muster
import XCTest

/// Inside an XCTest test, a failure becomes an XCTest failure at the caller's file and line.
final class XCTestRoutingTests: XCTestCase {
    private var recorded: [(message: String, file: String, line: Int)] = []

    #if os(Linux)
        override func recordFailure(
            withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
            expected: Bool
        ) {
            recorded.append((description, filePath, lineNumber))
        }
    #endif

    func testFailureIsRecordedAtTheCallersLine() {
        #if os(Linux)
            let line = #line + 1
            assertThat(3, equalTo(5))
            XCTAssertEqual(recorded.count, 1)
            XCTAssertEqual(recorded.first?.message, "failed - Expected 5, but was 3")
            XCTAssertEqual(recorded.first?.line, line)
            XCTAssertEqual(
                recorded.first.map { URL(fileURLWithPath: $0.file).lastPathComponent },
                "XCTestRoutingTests.swift")
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
