import Muster
import Testing
import XCTest
import MusterTestSupport

/// A value that takes `await` to read, as an asynchronous requirement's expression does.
private actor Store {
    private(set) var reads = 0
    private var stored: Int?
    init(_ value: Int?) { stored = value }
    func value() -> Int? {
        reads += 1
        return stored
    }
}

private enum FetchError: Error { case offline }

private func fetch() async throws -> Int { throw FetchError.offline }

/// The failure messages of `body`, and how many requirements in it threw.
private func requirementFailures(_ body: () async throws -> Void) async -> (
    messages: [String], thrown: [any Error]
) {
    var thrown: [any Error] = []
    let messages = await captureFailures {
        do { try await body() } catch { thrown.append(error) }
    }.map(\.message)
    return (messages, thrown)
}

@Suite struct AsyncRequirementTests {
    @Test func aClosureThatAwaitsMakesAnAsyncRequirement() async throws {
        let store = Store(3)
        let _: AsyncRequirement<Int> = require { await store.value() }
        let _: AsyncRequirement<Int> = require { () async -> Int in 3 }
        let _: AsyncRequirement<Void> = require { try await Task.sleep(for: .zero) }
        let _: Requirement<Int> = require { 3 }
    }

    @Test func theVerbsAwaitTheValueOnceAndReturnIt() async throws {
        let store = Store(3)
        #expect(try await require { await store.value() }.to(equal(3)) == 3)
        #expect(try await require { await store.value() }.toNot(equal(0)) == 3)
        #expect(try await require { await store.value() }.toNot(beNil()) == 3)
        #expect(await store.reads == 3)
        let absent = Store(nil)
        let none: Int? = try await require { await absent.value() }.to(beNil())
        #expect(none == nil)
    }

    @Test func aFailureIsRecordedOnceAndThrows() async {
        let store = Store(3)
        let (messages, thrown) = await requirementFailures {
            _ = try await require { await store.value() }.to(equal(4), description: "the store")
        }
        #expect(messages == ["the store\nExpected a value equal to 4, but was 3"])
        #expect(thrown.count == 1 && thrown.first is RequirementFailure)
    }

    @Test func everyVerbFailsWithItsMessage() async {
        let store = Store(3)
        let absent = Store(nil)
        var results: [[String]] = []
        for requirement in [
            { _ = try await require { await store.value() }.toNot(equal(3)) },
            { _ = try await require { await store.value() }.to(beNil()) },
            { _ = try await require { await absent.value() }.toNot(beNil()) },
            { _ = try await require { await absent.value() }.to(equal(3)) },
            { _ = try await require { await absent.value() }.to(equalTo(3)) },
            { _ = try await require { await absent.value() }.toNot(equalTo(3)) },
            { _ = try await require { try await fetch() }.to(equal(1)) },
            { _ = try await require { try await fetch() }.toNot(equal(1)) },
        ] as [() async throws -> Void] {
            let (messages, thrown) = await requirementFailures(requirement)
            #expect(thrown.count == 1 && thrown.first is RequirementFailure)
            results.append(messages)
        }
        #expect(
            results == [
                ["Expected not a value equal to 3, but was 3"],
                ["Expected nil, but was 3"],
                ["Expected not nil, but was nil"],
                ["Expected a value equal to 3, but was nil (use beNil() to match nil)"],
                ["Expected 3, but was nil"],
                ["Expected a value, but was nil"],
                ["Expected a value equal to 1, but threw error FetchError.offline"],
                ["Expected not a value equal to 1, but threw error FetchError.offline"],
            ])
    }

    @Test func anErrorMatcherPassesWithNothingToReturn() async {
        let (messages, thrown) = await requirementFailures {
            _ = try await require { try await fetch() }.to(throwError(FetchError.offline))
        }
        #expect(messages == ["Expected a value to return, but there was none"])
        #expect(thrown.count == 1)
    }

    @Test func aCustomErrorIsThrownInstead() async {
        struct Custom: Error {}
        let store = Store(3)
        let (first, thrownFirst) = await requirementFailures {
            _ = try await require(customError: Custom()) { await store.value() }.to(equal(4))
        }
        let (second, thrownSecond) = await requirementFailures {
            _ = try await require(customError: Custom()) { await store.value() }.toNot(equal(3))
        }
        #expect(first == ["Expected a value equal to 4, but was 3"])
        #expect(second == ["Expected not a value equal to 3, but was 3"])
        #expect((thrownFirst + thrownSecond).map { $0 is Custom } == [true, true])
    }

    @Test func asynchronousMatchersApplyToAsyncRequirements() async throws {
        let store = Store(2)
        #expect(try await require { await store.value() }.to(asyncBeLessThan(3)) == 2)
        #expect(try await require { await store.value() }.toNot(asyncBeLessThan(1)) == 2)
        #expect(try await require { await store.value() }.notTo(asyncBeLessThan(1)) == 2)
        let (messages, thrown) = await requirementFailures {
            _ = try await require { await store.value() }.to(asyncBeLessThan(1))
        }
        #expect(messages == ["Expected to be less than <1>, but was 2"])
        #expect(thrown.count == 1)
        #expect(await store.reads == 4)
    }

    @Test func inSwiftTestingOneIssueIsRecordedAtTheRequireLine() async throws {
        let line = #line + 4
        let issues = CallCounter()
        let store = Store(3)
        try await withKnownIssue {
            _ = try await require { await store.value() }.to(equal(4))
        } matching: { issue in
            issues.increment()
            return issue.printedMessage
                == "await store.value(): Expected a value equal to 4, but was 3"
                && issue.sourceLocation?.line == line
        }
        #expect(issues.count == 1)
    }
}

/// `try await require { … }` inside XCTest: one failure at the require line; the error thrown
/// is the one XCTest is asked not to record.
final class AsyncRequirementXCTests: FailureRecordingTestCase {

    func testAFailedAsyncRequirementRecordsOneFailureAndThrows() async {
        #if os(Linux)
            let store = Store(3)
            let line = #line + 2
            do {
                _ = try await require { await store.value() }.to(equal(4))
                XCTFail("did not throw")
            } catch {
                XCTAssertTrue(error is RequirementFailure)
            }
            XCTAssertEqual(
                recorded.map(\.message),
                ["failed - await store.value(): Expected a value equal to 4, but was 3"])
            XCTAssertEqual(recorded.map(\.line), [line])
        #endif
    }
}
