import Muster
import MusterNimble
import Testing
import MusterTestSupport

private enum FetchError: Error, Equatable {
    case offline
    case notFound(id: Int)
}

@Suite struct BeFailureTests {
    private let success: Result<Int, FetchError> = .success(3)
    private let failure: Result<Int, FetchError> = .failure(.offline)

    @Test func beFailurePlainAndWithAMatcher() {
        #expect(failureMessages { expect(failure).to(beFailure()) } == [])
        #expect(
            failureMessage { expect(success).to(beFailure()) }
                == "Expected a failure, but was a success: 3")
        #expect(failureMessages { expect(failure).to(beFailure(equal(.offline))) } == [])
        #expect(
            failureMessages { expect(failure).to(beFailure(matchError(FetchError.offline))) } == [])
        #expect(
            failureMessage { expect(failure).to(beFailure(matchError(FetchError.notFound(id: 1)))) }
                == "Expected a failure with the error FetchError.notFound(id: 1), but failure was error FetchError.offline"
        )
        #expect(
            failureMessage { expect(failure).to(beFailure(equal(.notFound(id: 2)))) }
                == "Expected a failure with a value equal to .notFound(id: 2), but failure was .offline"
        )
        #expect(
            failureMessage { expect(success).to(beFailure(equal(.offline))) }
                == "Expected a failure with a value equal to .offline, but was a success: 3")
        let untyped: Result<Int, any Error> = .failure(FetchError.offline)
        #expect(
            failureMessages { expect(untyped).to(beFailure(matchError(FetchError.self))) } == [])
    }

    @Test func beFailureWithThePlainError() {
        #expect(failureMessages { expect(failure).to(beFailure(.offline)) } == [])
        #expect(failureMessages { assertThat(failure, beFailure(FetchError.offline)) } == [])
        let matcher: Matcher<Result<Int, FetchError>> = beFailure(.offline)
        #expect(matcher.description == "a failure with a value equal to .offline")
        #expect(
            failureMessage { expect(failure).to(beFailure(.notFound(id: 2))) }
                == "Expected a failure with a value equal to .notFound(id: 2), but failure was .offline"
        )
        #expect(
            failureMessage { expect(success).to(beFailure(.offline)) }
                == "Expected a failure with a value equal to .offline, but was a success: 3")
        let notFound: Result<Int, FetchError> = .failure(.notFound(id: 1))
        #expect(
            failureMessage { expect(notFound).to(beFailure(.notFound(id: 2))) }
                == "Expected a failure with a value equal to .notFound(id: 2), but failure was "
                + ".notFound(id: 1), which differed at .notFound.id: expected 2, was 1")
        let absent: Result<Int, FetchError>? = nil
        #expect(
            failureMessage { expect(absent).to(beFailure(.offline)) }
                == "Expected a failure with a value equal to .offline, but was nil")
        #expect(
            failureMessages { expect(failure).to(allOf(beFailure(.offline), not(beSuccess()))) }
                == [])
    }

    @Test func beFailureWithATestClosure() {
        #expect(
            failureMessages { expect(failure).to(beFailure { error in expect(error) == .offline }) }
                == [])
        #expect(
            failureMessage {
                expect(failure).to(beFailure { error in expect(error) == .notFound(id: 1) })
            }
                == "Expected a failure that passes the given checks, but was a failure: FetchError.offline, "
                + "which failed a check: Expected a value equal to .notFound(id: 1), but was .offline"
        )
        #expect(
            failureMessage { expect(success).to(beFailure { _ in }) }
                == "Expected a failure that passes the given checks, but was a success: 3")
    }
}
