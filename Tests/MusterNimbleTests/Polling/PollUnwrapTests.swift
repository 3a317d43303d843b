import Foundation
import MusterTestSupport
import Testing
import XCTest

@testable import Muster
@testable import MusterNimble
@testable import MusterMatchers

/// A synchronous helper that polls to unwrap, as a test might call.
private func pollUnwrapSynchronously() -> [String] {
    failureMessages {
        _ = try? pollUnwrap(Optional(4))
        _ = try? pollUnwraps { Optional(4) }
    }
}

@Suite struct PollUnwrapTests {
    @Test func pollsUntilThereIsAValueAndReturnsIt() async {
        let counter = Counter()
        let run = await driveRequirement { clock in
            try await pollUnwrap(clock: clock) { () async -> Int? in
                let count = await counter.increment()
                return count < 3 ? nil : count
            }
        }
        #expect(run.returned == 3)
        #expect(run.failures == [])
        #expect(run.elapsed == .milliseconds(20))
    }

    @Test func everyFormReturnsTheValue() async {
        let counter = Counter()
        let run = await driveRequirement { clock in
            var values: [Int] = []
            values.append(try await pollUnwrap(clock: clock) { await counter.increment() })
            values.append(try await pollUnwrapa(clock: clock, await counter.increment()))
            values.append(try await pollUnwrapa(clock: clock) { await counter.increment() })
            return values
        }
        #expect(run.returned == [1, 2, 3])
        #expect(run.failures == [])
    }

    @Test func failsAndThrowsIfThereIsStillNoValueAtTheTimeout() async {
        let run = await driveRequirement { clock in
            try await pollUnwrap(clock: clock, description: "the user") { () async -> Int? in nil }
        }
        #expect(run.thrown is RequirementFailure)
        #expect(
            run.failures == [
                "the user\nExpected eventually a value, but after 1.0 s (101 checks) was nil"
            ])
        #expect(run.elapsed == .seconds(1))
    }

    @Test func theTimeoutAndPollIntervalAreTheCallers() async {
        let run = await driveRequirement { clock in
            try await pollUnwrapa(
                timeout: .milliseconds(30), pollInterval: .milliseconds(15), clock: clock,
                Int?.none)
        }
        #expect(
            run.failures == ["Expected eventually a value, but after 0.03 s (3 checks) was nil"])
        #expect(run.elapsed == .milliseconds(30))
    }

    @Test func aThrownErrorEndsThePoll() async {
        let run = await driveRequirement { clock in
            try await pollUnwrap(clock: clock) { () async throws -> Int? in
                throw LoadError.offline
            }
        }
        #expect(run.thrown is RequirementFailure)
        #expect(
            run.failures == [
                "Expected eventually a value, but after 0.0 s (1 check) threw error "
                    + "LoadError.offline"
            ])
    }

    @Test func inAsyncCodeAClosureGoesToTheAsynchronousForm() async throws {
        let box = Box<Int?>(5)
        // No `await` in the closure, yet the poll is the asynchronous one, which works here.
        let value = try await pollUnwrap { box.value }
        #expect(value == 5)
    }

    @Test func theSynchronousFormFailsAtOnceInASwiftTestingTest() {
        #expect(
            pollUnwrapSynchronously() == [
                "Expected pollUnwrap to be called on the main thread outside async code, but it was called in a Swift Testing test, which runs in a task even when it is not async, where running the run loop would block the work it waits for; write try await pollUnwrap { … } in an async test",
                "Expected pollUnwraps to be called on the main thread outside async code, but it was called in a Swift Testing test, which runs in a task even when it is not async, where running the run loop would block the work it waits for; write try await pollUnwrap { … } in an async test",
            ])
    }

    @Test func theSynchronousFormFailsAtOnceInsideAsyncCodeOutsideSwiftTesting() async {
        let messages = await Task.detached { pollUnwrapSynchronously() }.value
        #expect(
            messages.first
                == "Expected pollUnwrap to be called on the main thread outside async code, but it was called inside async code, where running the run loop would block the work it waits for; write try await pollUnwrap { … }"
        )
    }

    @Test func inSwiftTestingOneIssueIsRecordedAtThePollUnwrapLine() async throws {
        let line = #line + 3
        let issues = CallCounter()
        try await withKnownIssue {
            _ = try await pollUnwrapa(timeout: .zero, Int?.none)
        } matching: { issue in
            issues.increment()
            return issue.printedMessage
                == "Int?.none: Expected eventually a value, but after 0.0 s (1 check) was nil"
                && issue.sourceLocation?.line == line
        }
        #expect(issues.count == 1)
    }
}

/// The synchronous `pollUnwrap`, in XCTest tests on the main thread, where it runs the run loop.
final class PollUnwrapXCTests: FailureRecordingTestCase {

    func testReturnsTheValueOnceMainQueueWorkSetsIt() throws {
        let box = Box<Int?>(nil)
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(30)) { box.value = 3 }
        XCTAssertEqual(try pollUnwrap(box.value), 3)
        box.value = nil
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(30)) { box.value = 4 }
        XCTAssertEqual(try pollUnwrap(timeout: .seconds(5)) { box.value }, 4)
        box.value = nil
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(30)) { box.value = 5 }
        XCTAssertEqual(try pollUnwraps(box.value), 5)
        XCTAssertEqual(try pollUnwraps(timeout: .seconds(5)) { box.value }, 5)
    }

    func testFailsOnceAtItsLineAndThrows() {
        #if os(Linux)
            let line = #line + 2
            XCTAssertThrowsError(
                try pollUnwrap(timeout: .milliseconds(20), description: "the user", Int?.none)
            ) { error in
                XCTAssertTrue(error is RequirementFailure)
            }
            XCTAssertEqual(recorded.count, 1)
            let message = recorded.first?.message ?? ""
            XCTAssertTrue(
                message.hasPrefix(
                    "failed - the user\nExpected eventually a value, but after 0.02 s ("),
                message)
            XCTAssertTrue(message.hasSuffix(" checks) was nil"), message)
            XCTAssertEqual(recorded.map(\.line), [line])
        #endif
    }
}
