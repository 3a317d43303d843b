import Foundation
import Muster
import Testing
import XCTest
import MusterTestSupport

/// A synchronous helper that requires by polling, as a test might call.
private func requireSynchronously() -> [String] {
    failureMessages {
        _ = try? require(4).toEventually(equalTo(4))
        _ = try? require(4).neverTo(equalTo(5))
    }
}

/// Where the synchronous polling requirements cannot work, they fail at once, as the
/// synchronous polling expectations do, naming the asynchronous form to write instead.
@Suite struct RequirementRunLoopPollingTests {
    @Test(.patientPolling) func inASwiftTestingTestTheyFailAtOnceNamingTheAsyncForm() {
        let started = ContinuousClock.now
        let why =
            "it was called in a Swift Testing test, which runs in a task even when it is not "
            + "async, where running the run loop would block the work it waits for; write"
        #expect(
            requireSynchronously() == [
                "Expected toEventually to be called on the main thread outside async code, but \(why) try await require { … }.toEventually(…) in an async test",
                "Expected neverTo to be called on the main thread outside async code, but \(why) try await require { … }.neverTo(…) in an async test",
            ])
        // Two waits on the 30-second timeout would take a minute.
        #expect(ContinuousClock.now - started < .seconds(20))
    }

    @Test func insideAsyncCodeOutsideSwiftTestingTheySayAsyncCode() async {
        // A detached task does not inherit the running test, as async code in an XCTest does not
        // have one.
        let messages = await Task.detached { requireSynchronously() }.value
        #expect(
            messages.first
                == "Expected toEventually to be called on the main thread outside async code, but it was called inside async code, where running the run loop would block the work it waits for; write try await require { … }.toEventually(…)"
        )
    }

    @Test func offTheMainThreadTheyFailAtOnceToo() async {
        let messages = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let messages = failureMessages { _ = try? require(4).toAlways(equalTo(4)) }
                continuation.resume(returning: messages)
            }
        }
        #expect(
            messages == [
                "Expected toAlways to be called on the main thread outside async code, but it was called off the main thread, which has no run loop to run while it waits; write try await require { … }.toAlways(…) in an async test"
            ])
    }
}

/// The synchronous polling requirements, in XCTest tests on the main thread, where they run the
/// run loop.
final class RequirementRunLoopPollingXCTests: FailureRecordingTestCase {

    func testToEventuallyReturnsTheValueOnceMainQueueWorkSetsIt() throws {
        let box = Box(0)
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(30)) { box.value = 3 }
        let value = try require(box.value).toEventually(equalTo(3))
        XCTAssertEqual(value, 3)
    }

    func testEveryVerbReturnsTheValue() throws {
        let box = Box(0)
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(20)) { box.value = 3 }
        let within = Duration.milliseconds(20)
        var values: [Int?] = []
        values.append(try require(box.value).toEventually(equalTo(3), description: "the box"))
        values.append(try require(box.value).toEventuallyNot(equal(0)))
        values.append(try require { box.value }.toNotEventually(equal(0)))
        values.append(try require(box.value).toNever(equal(4), until: within))
        values.append(try require(box.value).neverTo(equal(4), until: within))
        values.append(try require(box.value).toAlways(equal(3), until: within))
        values.append(try require(box.value).alwaysTo(equal(3), until: within))
        let absent: Int? = nil
        values.append(try require(absent).toEventually(beNil(), timeout: .zero))
        values.append(try require(absent).toAlways(beNil(), until: .zero))
        values.append(try require(absent).alwaysTo(beNil(), until: .zero))
        values.append(try require(Optional(3)).toEventuallyNot(beNil(), timeout: .zero))
        values.append(try require(Optional(3)).toNotEventually(beNil(), timeout: .zero))
        values.append(try require(Optional(3)).toNever(beNil(), until: .zero))
        values.append(try require(Optional(3)).neverTo(beNil(), until: .zero))
        XCTAssertEqual(values, [3, 3, 3, 3, 3, 3, 3, nil, nil, nil, 3, 3, 3, 3])
    }

    func testEveryVerbFailsOnceWithItsMessageAndThrows() {
        var thrown: [any Error] = []
        let failures = failureMessages {
            let absent: Int? = nil
            for requirement in [
                { _ = try require(4).toEventually(equal(3), timeout: .zero) },
                { _ = try require(4).toEventuallyNot(equal(4), timeout: .zero) },
                { _ = try require(4).toNotEventually(equal(4), timeout: .zero) },
                { _ = try require(4).toNever(equal(4), until: .zero, description: "count") },
                { _ = try require(4).neverTo(equal(4), until: .zero) },
                { _ = try require(4).toAlways(equal(3), until: .zero) },
                { _ = try require(4).alwaysTo(equal(3), until: .zero) },
                { _ = try require(absent).toEventually(equal(3), timeout: .zero) },
                { _ = try require(absent).toNever(equalTo(3), until: .zero) },
                { _ = try require(4).toEventually(equal(4), pollInterval: .zero) },
            ] as [() throws -> Void] {
                do { try requirement() } catch { thrown.append(error) }
            }
        }
        XCTAssertEqual(thrown.count, 10)
        XCTAssertTrue(thrown.allSatisfy { $0 is RequirementFailure })
        // A check with a zero bound still takes time on a loaded machine (4 ms under
        // ThreadSanitizer in CI); the figure is another test's subject.
        let messages = failures.map { $0.replacing(/after [0-9.]+ s/, with: "after 0.0 s") }
        XCTAssertEqual(
            messages,
            [
                "Expected eventually a value equal to 3, but after 0.0 s (1 check) was 4",
                "Expected eventually not a value equal to 4, but after 0.0 s (1 check) was 4",
                "Expected eventually not a value equal to 4, but after 0.0 s (1 check) was 4",
                "count\nExpected never a value equal to 4, but after 0.0 s (1 check) was 4",
                "Expected never a value equal to 4, but after 0.0 s (1 check) was 4",
                "Expected always a value equal to 3, but after 0.0 s (1 check) was 4",
                "Expected always a value equal to 3, but after 0.0 s (1 check) was 4",
                "Expected eventually a value equal to 3, but after 0.0 s (1 check) was nil "
                    + "(use beNil() to match nil)",
                "Expected a value, but was nil",
                "Expected eventually a value equal to 4, but pollInterval was 0.0 s; it must be "
                    + "more than zero",
            ])
    }

    func testAFailedRequirementRecordsOneFailureAtItsLineAndThrows() {
        #if os(Linux)
            let line = #line + 1
            XCTAssertThrowsError(try require(4).toEventually(equal(5), timeout: .zero)) { error in
                XCTAssertTrue(error is RequirementFailure)
            }
            XCTAssertEqual(
                recorded.map(\.message),
                ["failed - Expected eventually a value equal to 5, but after 0.0 s (1 check) was 4"]
            )
            XCTAssertEqual(recorded.map(\.line), [line])
        #endif
    }
}
