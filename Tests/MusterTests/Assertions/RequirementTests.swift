import Muster
import Testing
import XCTest

@Suite struct RequirementTests {
    struct User: Equatable { var name: String }

    @Test func unwrapsAValue() throws {
        let maybe: User? = User(name: "Joe")
        let user = try require(maybe)
        #expect(user.name == "Joe")
    }

    @Test func toReturnsTheValue() throws {
        let count = try require(3).to(greaterThanZero)
        #expect(count == 3)
        let name = try require(Optional("Joe")).toNot(nilValue())
        #expect(name == "Joe")
    }

    @Test func failureIsCapturedOnceAndThrows() {
        var thrown: (any Error)?
        let failures = captureFailures {
            do {
                let absent: User? = nil
                _ = try require(absent)
            } catch {
                thrown = error
            }
        }
        #expect(failures.map(\.message) == ["Expected a value, but was nil"])
        #expect(thrown is RequirementFailure)
    }

    @Test func matcherFailure() {
        let failures = captureFailures {
            _ = try? require(0).to(greaterThanZero, description: "count")
        }
        #expect(failures.map(\.message) == ["count\nExpected a number above zero, but was 0"])
    }

    @Test func errorWhileComputing() {
        enum Missing: Error { case user }
        func find() throws -> User? { throw Missing.user }
        let failures = captureFailures { _ = try? require(try find()) }
        #expect(failures.map(\.message) == ["Expected a value, but threw error Missing.user"])
    }

    @Test func inSwiftTestingOneIssueIsRecordedAtTheRequireLine() throws {
        let line = #line + 4
        let issues = CallCounter()
        try withKnownIssue {
            let absent: Int? = nil
            _ = try require(absent, "need a number")
        } matching: { issue in
            issues.increment()
            return issue.comments.map(\.rawValue) == [
                "need a number\nExpected a value, but was nil"
            ]
                && issue.sourceLocation?.line == line
        }
        #expect(issues.count == 1)
    }

    private var greaterThanZero: Matcher<Int> { Matcher("a number above zero") { $0 > 0 } }
}

/// `try require` inside XCTest: one failure at the require line; the thrown error is ignored.
final class RequirementXCTests: XCTestCase {
    private var recorded: [(message: String, line: Int)] = []

    #if os(Linux)
        override func recordFailure(
            withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
            expected: Bool
        ) {
            recorded.append((description, lineNumber))
        }
    #endif

    func testRequireRecordsOneFailureAndThrows() {
        #if os(Linux)
            let absent: Int? = nil
            let line = #line + 1
            XCTAssertThrowsError(try require(absent))
            XCTAssertEqual(recorded.map(\.message), ["failed - Expected a value, but was nil"])
            XCTAssertEqual(recorded.map(\.line), [line])
        #endif
    }

    func testRequireReturnsTheValue() throws {
        let value = try require(Optional(5)).to(equalTo(5))
        XCTAssertEqual(value, 5)
    }

    func testRequirementFailureAsksXCTestNotToRecordItAgain() {
        let error = RequirementFailure(failure: Failure(message: "m", site: CallSite()))
        XCTAssertEqual(error.errorUserInfo["XCTestErrorUserInfoKeyShouldIgnore"] as? Bool, true)
    }
}
