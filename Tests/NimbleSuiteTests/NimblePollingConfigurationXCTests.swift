// Polling as Nimble 14 suites configure it: PollingDefaults set in setUp and set back in
// tearDown, NimbleTimeInterval values, toNever and toAlways with until:, and waitUntil with its
// done called twice. XCTest, since the defaults set here are the whole process's: XCTest runs
// one test at a time.

import Foundation
import MusterNimble
import XCTest

final class NimblePollingConfigurationXCTests: XCTestCase {
    final class Box: @unchecked Sendable { var value = 0 }

    override func setUp() {
        super.setUp()
        PollingDefaults.timeout = .milliseconds(300)
        PollingDefaults.pollInterval = .milliseconds(20)
    }

    override func tearDown() {
        PollingDefaults.timeout = .seconds(1)
        PollingDefaults.pollInterval = .milliseconds(10)
        super.tearDown()
    }

    @MainActor
    func testTheDefaultsSetInSetUpApply() {
        expect(PollingDefaults.timeout).to(equal(.milliseconds(300)))
        expect(PollingDefaults.pollInterval.timeInterval) == 0.02
        let messages = failureMessages {
            expect(1).toEventually(equal(2))
            waitUntil { _ in }
        }.map(withoutCheckCount)
        expect(messages)
            == [
                "Expected eventually a value equal to 2, but after 0.3 s (… checks) was 1",
                "Expected done to be called within 0.3 s, but it was not called",
            ]
    }

    @MainActor
    func testTheSynchronousVerbsTakeNimbleTimeIntervals() {
        let box = Box()
        DispatchQueue.main.async { box.value = 3 }
        let pollInterval: NimbleTimeInterval = .milliseconds(10)
        expect(box.value).toEventually(
            equal(3), timeout: .seconds(2), pollInterval: .milliseconds(50))
        expect(box.value).toNever(equal(4), until: .milliseconds(100))
        expect(box.value).toAlways(equal(3), until: .milliseconds(100), pollInterval: pollInterval)
        waitUntil(timeout: .seconds(1)) { done in DispatchQueue.main.async { done() } }
    }

    @MainActor
    func testTheAsynchronousVerbsTakeNimbleTimeIntervals() async {
        let box = Box()
        let timeout: NimbleTimeInterval = .seconds(2)
        let pollInterval: NimbleTimeInterval = .milliseconds(20)
        Task { @MainActor in box.value = 3 }
        await expect { box.value }.toEventually(
            equal(3), timeout: timeout, pollInterval: pollInterval)
        await expect { box.value }.neverTo(equal(4), until: .milliseconds(100))
        await expect { box.value }.alwaysTo(
            equal(3), until: .milliseconds(100), pollInterval: pollInterval)
        await waitUntil(timeout: timeout) { done in DispatchQueue.main.async { done() } }
        expect(timeout.timeInterval) == 2
        expect(pollInterval.dispatchTimeInterval) == .milliseconds(20)
    }

    @MainActor
    func testWaitUntilFailsWhenDoneIsCalledTwice() {
        let messages = failureMessages {
            waitUntil { done in
                DispatchQueue.main.async {
                    done()
                    done()
                }
            }
        }
        expect(messages) == ["Expected done to be called once, but it was called 2 times"]
    }
}
