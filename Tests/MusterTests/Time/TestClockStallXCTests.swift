import Foundation
import Muster
import MusterTestSupport
import XCTest

/// Under XCTest, which sets no time limit: a clock that nothing moves while the test awaits
/// code asleep on it fails the test, with no hang.
final class TestClockStallXCTests: FailureRecordingTestCase {
    func testAnAwaitOnCodeAsleepOnAClockNobodyMovesFailsInsteadOfHanging() async {
        let line = #line + 2
        await withPollingDefaults(timeout: .milliseconds(10)) {
            await withTestClock { clock in
                let sleeping = Task { try await clock.sleep(for: .seconds(3)) }
                let outcome = await sleeping.result
                guard case .failure(let error) = outcome else { return XCTFail("it returned") }
                XCTAssert(error is CancellationError)
            }
        }
        #if os(Linux)
            XCTAssertEqual(recorded.map(\.line), [line])
            XCTAssertEqual(
                recorded.map(\.message),
                [
                    "failed - Expected the test clock to be moved while the test awaits code that sleeps on "
                        + "it, but nothing moved it for 0.6 s, with 1 sleep armed (until 3.0 s); "
                        + "it was cancelled so that the test goes on. A test clock moves only when "
                        + "told: start the code with async let or a Task, then await clock.run() or "
                        + "clock.advance(by:), or await a poll such as toEventually, which moves "
                        + "the clock"
                ])
        #endif
    }
}
