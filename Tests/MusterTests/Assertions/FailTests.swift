import Muster
import Testing
import MusterTestSupport

@Suite struct FailTests {
    @Test func failRecordsAFailureWhereItIsCalled() {
        #expect(failureMessage { fail() } == "fail() always fails")
        #expect(failureMessage { fail("expected the loaded state") } == "expected the loaded state")
        let failures = captureFailures { fail("here") }
        let line: UInt = #line - 1
        #expect(failures.map(\.site.line) == [line])
    }

    @Test func requireFailRecordsOneFailureAndThrows() {
        struct Custom: Error {}
        var thrown: [any Error] = []
        let failures = captureFailures {
            do { try requireFail() } catch { thrown.append(error) }
            do { try requireFail("expected the loaded state") } catch { thrown.append(error) }
            do { try requireFail("with a custom error", customError: Custom()) } catch {
                thrown.append(error)
            }
        }
        let line: UInt = #line - 6
        #expect(
            failures.map(\.message) == [
                "requireFail() always fails", "expected the loaded state", "with a custom error",
            ])
        #expect(failures.map(\.site.line) == [line, line + 1, line + 2])
        #expect(thrown.map { $0 is RequirementFailure } == [true, true, false])
        #expect(thrown.last is Custom)
    }

    @Test func inSwiftTestingRequireFailRecordsOneIssue() throws {
        let issues = CallCounter()
        try withKnownIssue {
            try requireFail("stop here")
        } matching: { issue in
            issues.increment()
            return issue.printedMessage == "stop here"
        }
        #expect(issues.count == 1)
    }
}
