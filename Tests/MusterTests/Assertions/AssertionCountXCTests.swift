import Muster
import XCTest
import MusterTestSupport

/// `withAssertionsRequired` around `invokeTest`: how an XCTest class requires assertions of
/// every test, synchronous, asynchronous and on the main actor.
final class AssertionCountXCTests: FailureRecordingTestCase {
    override func invokeTest() {
        let line = #line + 1
        withAssertionsRequired { super.invokeTest() }
        #if os(Linux)
            let expected =
                name.hasSuffix("testWithoutAssertionsFails")
                ? ["failed - Expected \(name) to make at least one assertion, but it made none"]
                : []
            XCTAssertEqual(recorded.map(\.message), expected)
            XCTAssertEqual(recorded.map(\.line), expected.map { _ in line })
        #endif
    }

    func testSynchronousAssertionsCount() {
        assertThat(1, equalTo(1))
    }

    func testAsynchronousAssertionsCount() async {
        await assertThat({ 1 }, equalTo(1))
    }

    @MainActor func testMainActorAssertionsCount() async {
        await assertThat({ await Task.detached { 2 }.value }, equalTo(2))
    }

    func testWithoutAssertionsFails() {}
}
