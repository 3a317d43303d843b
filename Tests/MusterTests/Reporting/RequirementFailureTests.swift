import Testing

@testable import Muster
@testable import MusterMatchers

@Suite struct RequirementFailureTests {
    @Test func carriesTheFailureAndTellsXCTestNotToRecordItAgain() {
        let failure = Failure(message: "Expected a value, but was nil", site: CallSite())
        let error = RequirementFailure(failure: failure)
        #expect(error.failure == failure)
        #expect(error.description == "Expected a value, but was nil")
        #expect(error.errorUserInfo["XCTestErrorUserInfoKeyShouldIgnore"] as? Bool == true)
    }

    @Test func failRequirementReportsOnceAndThrows() {
        let failure = Failure(message: "Expected a value, but was nil", site: CallSite())
        var thrown: (any Error)?
        let reported = captureFailures {
            do { try failRequirement(failure) } catch { thrown = error }
        }
        #expect(reported == [failure])
        #expect((thrown as? RequirementFailure)?.failure == failure)
    }

    @Test func aCustomErrorIsThrownAfterTheFailureIsReportedOnce() {
        struct Custom: Error {}
        let failure = Failure(message: "Expected a value, but was nil", site: CallSite())
        var thrown: (any Error)?
        let reported = captureFailures {
            do { try failRequirement(failure, customError: Custom()) } catch { thrown = error }
        }
        #expect(reported == [failure])
        #expect(thrown is Custom)
    }
}
