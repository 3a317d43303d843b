import Muster
import MusterTestSupport
import XCTest

// Under XCTest a registration needs no trait: the test case's teardown checks it. Each test
// says what its teardown must have recorded, which `tearDown`, run after the teardown blocks,
// checks.

private final class Node {
    var next: Node?
}

final class MustBeReleasedXCTests: FailureRecordingTestCase {
    private var expectedAtTeardown: [String] = []
    private var expectedLine = 0

    override func setUp() async throws {
        try await super.setUp()
        PollingDefaults.processWide.withLock { $0.timeout = .milliseconds(100) }
    }

    override func tearDown() async throws {
        PollingDefaults.processWide.withLock { $0 = PollingDefaults.Values() }
        #if os(Linux)
            XCTAssertEqual(recorded.map(\.message), expectedAtTeardown)
            if expectedLine != 0 { XCTAssertEqual(recorded.map(\.line), [expectedLine]) }
        #endif
        try await super.tearDown()
    }

    func testAReleasedObjectPasses() {
        let node = mustBeReleased(Node())
        _ = node
    }

    func testALeakFailsTheTestCaseAtTheRegisteringLine() {
        expectedLine = #line + 1
        let node = mustBeReleased(Node())
        node.next = node
        expectedAtTeardown = [
            "failed - Expected the Node registered on line \(expectedLine) to be released by the "
                + "end of the test, but it was still alive 0.1 s after the test ended, kept by a "
                + "cycle: Node.next → the Node"
        ]
    }

    func testAnObjectReleasedByATaskAfterTheTestIsNotALeak() async {
        let node = mustBeReleased(Node())
        Task.detached {
            try? await Task.sleep(for: .milliseconds(20))
            _ = node
        }
    }
}
