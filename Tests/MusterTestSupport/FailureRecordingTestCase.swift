import XCTest

// Shared by the test targets: an XCTest case that keeps what Muster records in it.

/// An XCTest case that keeps the failures Muster records in it, with their file and line, for
/// its tests to check, while the tests' own `XCTAssert…` failures fail them as usual. On Linux
/// only, where XCTest hands every failure to `recordFailure`.
open class FailureRecordingTestCase: XCTestCase {
    public var recorded: [(message: String, file: String, line: Int)] = []

    #if os(Linux)
        override open func recordFailure(
            withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
            expected: Bool
        ) {
            guard !description.hasPrefix("XCTAssert") else {
                return super.recordFailure(
                    withDescription: description, inFile: filePath, atLine: lineNumber,
                    expected: expected)
            }
            recorded.append((description, filePath, lineNumber))
        }
    #endif
}
