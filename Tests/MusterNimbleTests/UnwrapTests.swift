import Muster
import MusterNimble
import Testing
import XCTest
import MusterTestSupport

private enum LookupError: Error { case missing }

private func lookUp() throws -> Int? { throw LookupError.missing }

private func asyncOptional(_ value: Int?) async -> Int? { value }

/// The synchronous closure form, which async code does not reach.
private func unwrapSynchronously(_ expression: () -> Int?) throws -> Int {
    try unwrap { expression() }
}

/// The messages of the failures in `body`, and the errors the unwrapping in it threw.
private func unwrapFailures(_ body: () async throws -> Void) async -> (
    messages: [String], thrown: [any Error]
) {
    var thrown: [any Error] = []
    let messages = await captureFailures {
        do { try await body() } catch { thrown.append(error) }
    }.map(\.message)
    return (messages, thrown)
}

@Suite struct UnwrapTests {
    @Test func returnsTheValue() throws {
        let maybe: Int? = 3
        #expect(try unwrap(maybe) == 3)
        #expect(try unwrap { maybe } == 3)
    }

    @Test func returnsTheAwaitedValue() async throws {
        #expect(try await unwrap { await asyncOptional(4) } == 4)
        #expect(try await unwrapa(await asyncOptional(5)) == 5)
        #expect(try await unwrapa { await asyncOptional(6) } == 6)
    }

    @Test func everyFormRecordsOneFailureAndThrowsOnNil() async {
        var results: [[String]] = []
        for form in [
            { _ = try unwrap(Int?.none) },
            { _ = try unwrap(description: "the user", Int?.none) },
            { _ = try unwrapSynchronously { Int?.none } },
            { _ = try await unwrap { await asyncOptional(nil) } },
            { _ = try await unwrapa(await asyncOptional(nil)) },
            { _ = try await unwrapa(description: "the user") { await asyncOptional(nil) } },
        ] as [() async throws -> Void] {
            let (messages, thrown) = await unwrapFailures(form)
            #expect(thrown.count == 1 && thrown.first is RequirementFailure)
            results.append(messages)
        }
        #expect(
            results == [
                ["Expected a value, but was nil"],
                ["the user\nExpected a value, but was nil"],
                ["Expected a value, but was nil"],
                ["Expected a value, but was nil"],
                ["Expected a value, but was nil"],
                ["the user\nExpected a value, but was nil"],
            ])
    }

    @Test func aThrownErrorFailsNamingIt() async {
        let (messages, thrown) = await unwrapFailures { _ = try unwrap(try lookUp()) }
        #expect(messages == ["Expected a value, but threw error LookupError.missing"])
        #expect(thrown.first is RequirementFailure)
    }

    @Test func aCustomErrorIsThrownInstead() async {
        struct Custom: Error {}
        let (messages, thrown) = await unwrapFailures {
            _ = try unwrap(customError: Custom(), Int?.none)
        }
        let (asyncMessages, asyncThrown) = await unwrapFailures {
            _ = try await unwrapa(customError: Custom(), await asyncOptional(nil))
        }
        #expect(
            messages + asyncMessages == Array(repeating: "Expected a value, but was nil", count: 2))
        #expect((thrown + asyncThrown).map { $0 is Custom } == [true, true])
    }

    @Test func unwrapsIsTheSynchronousUnwrap() async throws {
        let maybe: Int? = 8
        // In async code too: no `await`.
        #expect(try unwraps(maybe) == 8)
        #expect(try unwraps { maybe } == 8)
        let (messages, thrown) = await unwrapFailures {
            _ = try unwraps(description: "the user") { Int?.none }
        }
        #expect(messages == ["the user\nExpected a value, but was nil"])
        #expect(thrown.first is RequirementFailure)
    }

    @Test func inAsyncCodeAClosureGoesToTheAsynchronousForm() async throws {
        let maybe: Int? = 7
        // No `await` in the closure, and no warning that the `await` does nothing.
        #expect(try await unwrap { maybe } == 7)
    }

    @Test func inSwiftTestingOneIssueIsRecordedAtTheUnwrapLine() throws {
        let line = #line + 3
        let issues = CallCounter()
        try withKnownIssue {
            _ = try unwrap(description: "the user", Int?.none)
        } matching: { issue in
            issues.increment()
            return issue.printedMessage == "the user\nExpected a value, but was nil"
                && issue.sourceLocation?.line == line
        }
        #expect(issues.count == 1)
    }
}

/// `try unwrap` inside XCTest: one failure at the unwrap line.
final class UnwrapXCTests: FailureRecordingTestCase {

    func testUnwrapRecordsOneFailureAndThrows() {
        #if os(Linux)
            let line = #line + 1
            XCTAssertThrowsError(try unwrap(Int?.none)) { XCTAssertTrue($0 is RequirementFailure) }
            XCTAssertEqual(
                recorded.map(\.message), ["failed - Int?.none: Expected a value, but was nil"])
            XCTAssertEqual(recorded.map(\.line), [line])
        #endif
    }

    func testUnwrapaRecordsOneFailureAndThrows() async {
        #if os(Linux)
            let line = #line + 2
            do {
                _ = try await unwrapa(await asyncOptional(nil))
                XCTFail("did not throw")
            } catch {
                XCTAssertTrue(error is RequirementFailure)
            }
            XCTAssertEqual(
                recorded.map(\.message),
                ["failed - await asyncOptional(nil): Expected a value, but was nil"])
            XCTAssertEqual(recorded.map(\.line), [line])
        #endif
    }
}
