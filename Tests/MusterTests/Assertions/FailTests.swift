import Muster
import Testing

@Suite struct FailTests {
    @Test func failRecordsAFailureWhereItIsCalled() {
        #expect(failureMessage { fail() } == "fail() always fails")
        #expect(failureMessage { fail("expected the loaded state") } == "expected the loaded state")
        let failures = captureFailures { fail("here") }
        let line: UInt = #line - 1
        #expect(failures.map(\.site.line) == [line])
    }
}
