import Foundation
import XCTest

@testable import Muster
@testable import MusterNimble

/// The synchronous polling forms, in XCTest tests on the main thread, where they run the run loop.
final class RunLoopPollingXCTests: XCTestCase {
    func testToEventuallyLetsMainQueueWorkProceed() {
        let box = Box(0)
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(30)) { box.value = 3 }
        let failures = captureFailures { expect(box.value).toEventually(equalTo(3)) }
        XCTAssertEqual(failures.map(\.message), [])
        XCTAssertEqual(box.value, 3)
    }

    func testTimersOnTheRunLoopFire() {
        let box = Box(0)
        let timer = Timer(timeInterval: 0.02, repeats: false) { _ in box.value = 1 }
        RunLoop.current.add(timer, forMode: .default)
        let failures = captureFailures { expect(box.value).toEventually(equalTo(1)) }
        XCTAssertEqual(failures.map(\.message), [])
    }

    func testToEventuallyFailsAfterTheTimeout() {
        let started = ContinuousClock.now
        let failures = captureFailures {
            expect(4).toEventually(equalTo(5), timeout: .milliseconds(50))
        }
        let elapsed = ContinuousClock.now - started
        XCTAssertEqual(failures.count, 1)
        let message = failures.first?.message ?? ""
        XCTAssertTrue(message.hasPrefix("Expected eventually 5, but after 0.05 s ("), message)
        XCTAssertTrue(message.hasSuffix(" checks) was 4"), message)
        XCTAssertGreaterThanOrEqual(elapsed, .milliseconds(50))
        XCTAssertLessThan(elapsed, .seconds(1))
    }

    func testAFailureSaysWhatThePollSaw() {
        let failures = RunLoopPollTime.$stepped.withValue(SteppedTime()) {
            captureFailures {
                let stage = CheckCounter(changesAt: 41)
                expect(stage.next()).toEventually(equalTo(2))
                let light = CheckCounter(changesAt: 4)
                assertThat(always: light.next(), equalTo(0), timeout: .milliseconds(50))
                let error = CheckCounter(changesAt: 3)
                expect { () throws -> Int in
                    if error.next() == 1 { throw LoadError.offline }
                    return 0
                }.toNever(equalTo(1))
            }
        }
        XCTAssertEqual(
            failures.map(\.message),
            [
                "Expected eventually 2, but after 1.0 s (101 checks) was 1\n"
                    + "seen: 0 at 0.0 s, 1 at 0.4 s",
                "Expected always 0, but after 0.03 s (4 checks) was 1\n"
                    + "seen: 0 at 0.0 s, 1 at 0.03 s",
                "Expected never 1, but after 0.02 s (3 checks) threw error LoadError.offline\n"
                    + "seen: 0 at 0.0 s, threw error LoadError.offline at 0.02 s",
            ])
    }

    func testEveryVerbAndSpelling() {
        let box = Box(0)
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(20)) { box.value = 3 }
        let failures = captureFailures {
            expect(box.value).toEventually(equalTo(3), description: "the box")
            expect(box.value).toEventuallyNot(equalTo(0))
            expect(box.value).toNotEventually(equalTo(0))
            expect(box.value).toNever(equalTo(4), until: .milliseconds(20))
            expect(box.value).neverTo(equalTo(4), until: .milliseconds(20))
            expect(box.value).toAlways(equalTo(3), until: .milliseconds(20))
            expect(box.value).alwaysTo(equalTo(3), until: .milliseconds(20))
            expect(Int?.none).toAlways(nilValue(), until: .zero)
            expect(Int?.none).toNever(equalTo(3), until: .zero)
            expect(box.value).toNever(equalTo(3), until: .zero)
            expect(box.value).toAlways(equalTo(4), until: .zero, description: "the box")
            expect(Int?.none).toEventually(equalTo(4), timeout: .zero)
            expect(Optional(4)).toEventuallyNot(equalTo(4), timeout: .zero)
        }
        XCTAssertEqual(
            failures.map(\.message),
            [
                "Expected never 3, but after 0.0 s (1 check) was 3",
                "the box\nExpected always 4, but after 0.0 s (1 check) was 3",
                "Expected eventually 4, but after 0.0 s (1 check) was nil",
                "Expected eventually not 4, but after 0.0 s (1 check) was 4",
            ])
    }

    func testHamcrestSpellings() {
        let box = Box(0)
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(20)) { box.value = 3 }
        let absent: Int? = nil
        let failures = captureFailures {
            assertThat(eventually: box.value, equalTo(3))
            assertThat(always: box.value, equalTo(3), timeout: .milliseconds(20))
            assertThat(never: box.value, equalTo(4), timeout: .milliseconds(20))
            assertThat(eventually: absent, equalTo(3), message: "the cache", timeout: .zero)
            assertThat(always: absent, equalTo(3), timeout: .zero)
            assertThat(never: Optional(3), equalTo(3), timeout: .zero)
        }
        XCTAssertEqual(
            failures.map(\.message),
            [
                "the cache\nExpected eventually 3, but after 0.0 s (1 check) was nil",
                "Expected always 3, but after 0.0 s (1 check) was nil",
                "Expected never 3, but after 0.0 s (1 check) was 3",
            ])
    }

    func testAThrownErrorStopsAtOnce() throws {
        func load() throws -> Int { throw LoadError.offline }
        let failures = try captureFailures { expect(try load()).toEventually(equalTo(1)) }
        XCTAssertEqual(
            failures.map(\.message),
            ["Expected eventually 1, but after 0.0 s (1 check) threw error LoadError.offline"])
    }

    func testUnusableTimingFailsAtOnce() {
        let failures = captureFailures { expect(4).toEventually(equalTo(5), pollInterval: .zero) }
        XCTAssertEqual(
            failures.map(\.message),
            ["Expected eventually 5, but pollInterval was 0.0 s; it must be more than zero"])
    }

    func testWaitUntilEndsWhenDoneIsCalledFromTheMainQueueOrAnotherThread() {
        let failures = captureFailures {
            waitUntil { done in DispatchQueue.main.async { done() } }
            waitUntil { done in
                DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(10)) { done() }
            }
        }
        XCTAssertEqual(failures.map(\.message), [])
    }

    func testWaitUntilFailsOnceWhenDoneIsCalledAgain() {
        let failures = captureFailures {
            waitUntil { done in
                done()
                done()
            }
            waitUntil { done in
                DispatchQueue.main.async {
                    done()
                    done()
                    done()
                }
            }
            waitUntil { done in DispatchQueue.concurrentPerform(iterations: 8) { _ in done() } }
        }
        let line: UInt = #line - 2
        XCTAssertEqual(
            failures.map(\.message),
            [
                "Expected done to be called once, but it was called 2 times",
                "Expected done to be called once, but it was called 3 times",
                "Expected done to be called once, but it was called 8 times",
            ])
        XCTAssertEqual(failures.last?.site.line, line)
    }

    func testToNeverAndToAlwaysHoldForTheTimeUntilGives() {
        let started = ContinuousClock.now
        let failures = captureFailures {
            expect(3).toAlways(equalTo(3), until: .milliseconds(50))
            expect(3).neverTo(equalTo(4), until: .milliseconds(50), pollInterval: .milliseconds(5))
            expect(3).toNever(equalTo(3), until: .seconds(60))
        }
        let elapsed = ContinuousClock.now - started
        XCTAssertEqual(
            failures.map(\.message), ["Expected never 3, but after 0.0 s (1 check) was 3"])
        XCTAssertGreaterThanOrEqual(elapsed, .milliseconds(100))
        // The failing toNever stops at its first check, far short of its minute.
        XCTAssertLessThan(elapsed, .seconds(30))
    }

    func testWaitUntilEndsPromptlyWhenDoneIsCalled() {
        let started = ContinuousClock.now
        waitUntil(timeout: .seconds(60)) { done in
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(10)) { done() }
        }
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(30))
    }

    func testWaitUntilFailsAfterTheTimeout() {
        let failures = captureFailures { waitUntil(timeout: .milliseconds(50)) { _ in } }
        XCTAssertEqual(
            failures.map(\.message),
            ["Expected done to be called within 0.05 s, but it was not called"])
        let invalid = captureFailures { waitUntil(timeout: .seconds(-1)) { _ in } }
        XCTAssertEqual(
            invalid.map(\.message),
            [
                "Expected done to be called within -1.0 s, but timeout was -1.0 s; it must be zero or more"
            ])
    }

    func testOffTheMainThreadTheSynchronousFormsFailAtOnceNamingTheAsyncForms() {
        let finished = DispatchSemaphore(value: 0)
        let received = Box<[String]>([])
        Thread.detachNewThread {
            let failures = captureFailures {
                expect(4).toEventually(equalTo(4))
                assertThat(never: 4, equalTo(5))
                waitUntil { done in done() }
            }
            received.value = failures.map(\.message)
            finished.signal()
        }
        finished.wait()
        XCTAssertEqual(
            received.value,
            [
                "Expected toEventually to be called on the main thread outside async code, but it was called off the main thread, which has no run loop to run while it waits; write await expect { … }.toEventually(…) in an async test",
                "Expected assertThat(never:) to be called on the main thread outside async code, but it was called off the main thread, which has no run loop to run while it waits; write await assertThat(never: { … }, …) in an async test",
                "Expected waitUntil to be called on the main thread outside async code, but it was called off the main thread, which has no run loop to run while it waits; write await waitUntil { done in … } in an async test",
            ])
    }

    func testAsyncTestsUseTheAsyncForms() async {
        let box = Box(0)
        Task {
            try? await Task.sleep(for: .milliseconds(20))
            box.value = 3
        }
        let failures = await captureFailures {
            await expect { box.value }.toEventually(equalTo(3))
            await waitUntil { done in done() }
        }
        XCTAssertEqual(failures.map(\.message), [])
    }
}

/// XCTest owns the whole process, so a failure raised on any thread while a test runs is that
/// test's.
final class BackgroundFailureXCTests: XCTestCase {
    private let recorded = Box<[String]>([])

    #if os(Linux)
        override func recordFailure(
            withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
            expected: Bool
        ) {
            guard description.hasSuffix("Expected 2, but was 1") else {
                return super.recordFailure(
                    withDescription: description, inFile: filePath, atLine: lineNumber,
                    expected: expected)
            }
            recorded.value.append(description)
        }
    #endif

    func testAFailureOnAnotherThreadDuringTheTestReachesIt() {
        #if os(Linux)
            waitUntil { done in
                Thread.detachNewThread {
                    assertThat(1, equalTo(2))
                    done()
                }
            }
            XCTAssertEqual(recorded.value, ["failed - Expected 2, but was 1"])
        #endif
    }
}
