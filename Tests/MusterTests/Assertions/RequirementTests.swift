import Muster
import Testing
import XCTest
import MusterTestSupport

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
            return issue.printedMessage == "need a number\nExpected a value, but was nil"
                && issue.sourceLocation?.line == line
        }
        #expect(issues.count == 1)
    }

    /// Recorded as every other failure is, not as a failed `#require` of Muster's own code,
    /// which would head the message with that code's text.
    @Test func inSwiftTestingTheIssueIsAnOrdinaryFailure() throws {
        let kinds = Locked<[String]>([])
        try withKnownIssue {
            _ = try require(3).to(equal(4))
        } matching: { issue in
            kinds.withLock { $0.append("\(issue.kind)") }
            return issue.printedMessage == "Expected a value equal to 4, but was 3"
        }
        #expect(
            kinds.withLock { $0 } == ["Expectation failed: Expected a value equal to 4, but was 3"])
    }

    @Test func toNotReturnsTheValueAsNimblesDoes() throws {
        let count: Int = try require(3).toNot(equal(0))
        #expect(count == 3)
    }

    /// Hamcrest's names pass `toNot` on nil, which leaves nothing to return; Nimble's fail.
    @Test func aNegatedRequirementThatPassesOnNilFailsForWantOfAValue() {
        let absent: Int? = nil
        var stopped = 0
        let failures = failureMessages {
            do { _ = try require(absent).toNot(equalTo(3)) } catch { stopped += 1 }
            do { _ = try require(absent).toNot(equal(3)) } catch { stopped += 1 }
            do { _ = try require(absent).to(not(equalTo(3))) } catch { stopped += 1 }
        }
        #expect(stopped == 3)
        #expect(
            failures == [
                "Expected a value, but was nil",
                "Expected not a value equal to 3, but was nil (use beNil() to match nil)",
                "Expected a value to return, but there was none",
            ])
    }

    @Test func anOptionalMatcherUnderToReturnsTheOptional() throws {
        let absent: Int? = nil
        let value: Int? = try require(absent).to(nilValue())
        #expect(value == nil)
    }

    @Test func aCustomErrorIsThrownInsteadAfterTheOneFailure() {
        struct Custom: Error {}
        var thrown: [any Error] = []
        let failures = failureMessages {
            do { _ = try require(customError: Custom(), Int?.none) } catch { thrown.append(error) }
            do { _ = try require(customError: Custom(), 1).to(equal(2)) } catch {
                thrown.append(error)
            }
            do { _ = try require(customError: Custom()) { 1 }.toNot(equal(1)) } catch {
                thrown.append(error)
            }
        }
        #expect(thrown.count == 3)
        #expect(thrown.allSatisfy { $0 is Custom })
        #expect(
            failures == [
                "Expected a value, but was nil",
                "Expected a value equal to 2, but was 1",
                "Expected not a value equal to 1, but was 1",
            ])
    }

    private var greaterThanZero: Matcher<Int> { Matcher("a number above zero") { $0 > 0 } }
}

/// `try require` inside XCTest: one failure at the require line; the thrown error is ignored.
final class RequirementXCTests: FailureRecordingTestCase {

    func testRequireRecordsOneFailureAndThrows() {
        #if os(Linux)
            let absent: Int? = nil
            let line = #line + 1
            XCTAssertThrowsError(try require(absent))
            XCTAssertEqual(
                recorded.map(\.message), ["failed - absent: Expected a value, but was nil"])
            XCTAssertEqual(recorded.map(\.line), [line])
        #endif
    }

    func testRequireReturnsTheValue() throws {
        let value = try require(Optional(5)).to(equalTo(5))
        XCTAssertEqual(value, 5)
    }

    func testACustomErrorIsThrownAfterOneFailure() {
        #if os(Linux)
            struct Custom: Error {}
            let line = #line + 1
            XCTAssertThrowsError(try require(customError: Custom(), 1).to(equal(2))) { error in
                XCTAssertTrue(error is Custom)
            }
            XCTAssertEqual(
                recorded.map(\.message), ["failed - Expected a value equal to 2, but was 1"])
            XCTAssertEqual(recorded.map(\.line), [line])
        #endif
    }

    func testRequirementFailureAsksXCTestNotToRecordItAgain() {
        let error = RequirementFailure(failure: Failure(message: "m", site: CallSite()))
        XCTAssertEqual(error.errorUserInfo["XCTestErrorUserInfoKeyShouldIgnore"] as? Bool, true)
    }
}
