import Foundation
import MusterNimble
import MusterTestSupport
import XCTest

/// The process-wide defaults, set the way Nimble suites set them: in `setUp`, and set back in
/// `tearDown`. XCTest runs its tests one at a time, and before the Swift Testing ones, so no other
/// test runs while these values are changed.
final class PollingDefaultsXCTests: XCTestCase {
    private let saved = Box(PollingDefaults.Values())

    override func setUp() {
        super.setUp()
        saved.value = PollingDefaults.Values(
            timeout: PollingDefaults.timeout, pollInterval: PollingDefaults.pollInterval)
        PollingDefaults.timeout = .milliseconds(200)
        PollingDefaults.pollInterval = .milliseconds(50)
    }

    override func tearDown() {
        PollingDefaults.timeout = saved.value.timeout
        PollingDefaults.pollInterval = saved.value.pollInterval
        super.tearDown()
    }

    func testWhatIsSetIsReadBackAndInForce() {
        XCTAssertEqual(PollingDefaults.timeout, .milliseconds(200))
        XCTAssertEqual(PollingDefaults.pollInterval, .milliseconds(50))
        XCTAssertEqual(
            PollingDefaults.current,
            PollingDefaults.Values(timeout: .milliseconds(200), pollInterval: .milliseconds(50)))
        // Nimble's spellings.
        PollingDefaults.timeout = .seconds(2)
        PollingDefaults.pollInterval = .milliseconds(100)
        let timeout: NimbleTimeInterval = PollingDefaults.timeout
        XCTAssertEqual(timeout, .seconds(2))
        XCTAssertEqual(PollingDefaults.pollInterval.timeInterval, 0.1)
    }

    func testPollsThatGiveNoTimingUseThem() async {
        let clock = ManualClock()
        let polls = await pollingFailures(on: clock) {
            await expect { 4 }.toEventually(equalTo(5), clock: clock)
            await expect { 4 }.toAlways(equalTo(4), clock: clock)
        }
        XCTAssertEqual(polls, ["Expected eventually 5, but after 0.2 s (5 checks) was 4"])
        XCTAssertEqual(clock.elapsed, .milliseconds(400))
        let waitClock = ManualClock()  // A clock drives one operation.
        let waits = await pollingFailures(on: waitClock, whenSleeping: 1) {
            await waitUntil(clock: waitClock) { _ in }
        }
        XCTAssertEqual(waits, ["Expected done to be called within 0.2 s, but it was not called"])
    }

    func testAScopeWinsOverThemAndTakesFromThemWhatItLeavesOut() async {
        let clock = ManualClock()
        let failures = await pollingFailures(on: clock) {
            await withPollingDefaults(timeout: .milliseconds(100)) {
                await expect { 4 }.toEventually(equalTo(5), clock: clock)
            }
        }
        XCTAssertEqual(failures, ["Expected eventually 5, but after 0.1 s (3 checks) was 4"])
        withPollingDefaults(timeout: .milliseconds(100)) {
            PollingDefaults.timeout = .seconds(5)
            PollingDefaults.pollInterval = .milliseconds(25)
            XCTAssertEqual(
                PollingDefaults.current,
                PollingDefaults.Values(
                    timeout: .milliseconds(100), pollInterval: .milliseconds(25)))
            XCTAssertEqual(PollingDefaults.timeout, .seconds(5))
        }
        XCTAssertEqual(PollingDefaults.current.timeout, .seconds(5))
    }

    func testTheSynchronousFormsUseThem() {
        PollingDefaults.timeout = .milliseconds(50)
        PollingDefaults.pollInterval = .milliseconds(10)
        let started = ContinuousClock.now
        let failures = captureFailures {
            expect(4).toEventually(equalTo(5))
            expect(3).toNever(equalTo(4))
            waitUntil { _ in }
        }
        let elapsed = ContinuousClock.now - started
        XCTAssertEqual(failures.count, 2)
        let message = failures.first?.message ?? ""
        XCTAssertTrue(message.hasPrefix("Expected eventually 5, but after 0.05 s ("), message)
        XCTAssertEqual(
            failures.last?.message,
            "Expected done to be called within 0.05 s, but it was not called")
        XCTAssertGreaterThanOrEqual(elapsed, .milliseconds(150))
        // The three waits on the 1-second built-in timeout would take 3 s.
        XCTAssertLessThan(elapsed, .milliseconds(2500))
    }

    func testTheyCanBeSetAndReadFromManyThreadsAtOnce() {
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            PollingDefaults.timeout = .milliseconds(index)
            PollingDefaults.pollInterval = .milliseconds(index + 1)
            _ = PollingDefaults.current
            _ = PollingDefaults.timeout
        }
        XCTAssertLessThan(PollingDefaults.timeout, .milliseconds(200))
        XCTAssertLessThanOrEqual(PollingDefaults.pollInterval, .milliseconds(200))
    }
}
