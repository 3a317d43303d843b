import Foundation
import MusterNimble
import Testing
import MusterTestSupport

/// A synchronous helper that polls, as a test might call from async code.
private func pollSynchronously() {
    expect(4).toEventually(equalTo(4))
    expect(4).toNever(equalTo(5))
    assertThat(eventually: 4, equalTo(4))
    waitUntil { done in done() }
}

@Suite struct RunLoopPollingTests {
    @Test(.patientPolling)
    func inASwiftTestingTestTheSynchronousFormsFailAtOnceNamingTheAsyncForms() {
        // Not async: Swift Testing still runs the body in a task.
        let started = ContinuousClock.now
        let failures = captureFailures { pollSynchronously() }
        let why =
            "it was called in a Swift Testing test, which runs in a task even when it is not "
            + "async, where running the run loop would block the work it waits for; write"
        #expect(
            failures.map(\.message) == [
                "Expected toEventually to be called on the main thread outside async code, but \(why) await expect { … }.toEventually(…) in an async test",
                "Expected toNever to be called on the main thread outside async code, but \(why) await expect { … }.toNever(…) in an async test",
                "Expected assertThat(eventually:) to be called on the main thread outside async code, but \(why) await assertThat(eventually: { … }, …) in an async test",
                "Expected waitUntil to be called on the main thread outside async code, but \(why) await waitUntil { done in … } in an async test",
            ])
        // Four waits on the 30-second timeout would take two minutes.
        #expect(ContinuousClock.now - started < .seconds(20))
    }

    @Test func insideAsyncCodeOutsideSwiftTestingTheySayAsyncCode() async {
        // A detached task does not inherit the running test, as async code in an XCTest does not
        // have one.
        let messages = await Task.detached {
            captureFailures { expect(4).toAlways(equalTo(4)) }.map(\.message)
        }.value
        #expect(
            messages == [
                "Expected toAlways to be called on the main thread outside async code, but it was called inside async code, where running the run loop would block the work it waits for; write await expect { … }.toAlways(…)"
            ])
    }

    @Test func offTheMainThreadTheyFailAtOnceToo() async {
        let messages = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let failures = captureFailures { expect(4).toAlways(equalTo(4)) }
                continuation.resume(returning: failures.map(\.message))
            }
        }
        #expect(
            messages == [
                "Expected toAlways to be called on the main thread outside async code, but it was called off the main thread, which has no run loop to run while it waits; write await expect { … }.toAlways(…) in an async test"
            ])
    }
}
