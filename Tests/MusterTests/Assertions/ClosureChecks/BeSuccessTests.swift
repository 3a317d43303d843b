import Muster
import MusterNimble
import Testing
import MusterTestSupport

private enum FetchError: Error, Equatable {
    case offline
    case notFound(id: Int)
}

@Suite struct BeSuccessTests {
    private let success: Result<Int, FetchError> = .success(3)
    private let failure: Result<Int, FetchError> = .failure(.offline)

    @Test func beSuccessPlain() {
        #expect(failureMessages { expect(success).to(beSuccess()) } == [])
        #expect(
            failureMessage { expect(failure).to(beSuccess()) }
                == "Expected a success, but was a failure: FetchError.offline")
        #expect(failureMessages { expect(failure).toNot(beSuccess()) } == [])
        #expect(
            failureMessage { expect(success).toNot(beSuccess()) }
                == "Expected not a success, but was .success(3)")
    }

    @Test func beSuccessWithAValueOrAMatcher() {
        #expect(failureMessages { expect(success).to(beSuccess(3)) } == [])
        #expect(failureMessages { expect(success).to(beSuccess(beGreaterThan(2))) } == [])
        #expect(
            failureMessage { expect(success).to(beSuccess(4)) }
                == "Expected a success with a value equal to 4, but success value was 3")
        #expect(
            failureMessage { expect(success).to(beSuccess(beGreaterThan(5))) }
                == "Expected a success with a value greater than 5, but success value was 3")
        #expect(
            failureMessage { expect(failure).to(beSuccess(3)) }
                == "Expected a success with a value equal to 3, but was a failure: FetchError.offline"
        )
    }

    @Test func beSuccessWithATestClosure() {
        let runs = CallCounter()
        #expect(
            failureMessages {
                expect(success).to(
                    beSuccess { value in
                        runs.increment()
                        expect(value) == 3
                    })
            } == [])
        #expect(runs.count == 1)
        #expect(
            failureMessage { expect(success).to(beSuccess { value in expect(value) == 4 }) }
                == "Expected a success that passes the given checks, "
                + "but was a success: 3, which failed a check: Expected a value equal to 4, but was 3"
        )
        #expect(
            failureMessage { expect(failure).to(beSuccess { _ in runs.increment() }) }
                == "Expected a success that passes the given checks, but was a failure: FetchError.offline"
        )
        #expect(runs.count == 1)
    }

    @Test func resultMatchersOnOptionalsAndInsideOtherMatchers() {
        let absent: Result<Int, FetchError>? = nil
        #expect(
            failureMessage { expect(absent).to(beSuccess()) } == "Expected a success, but was nil")
        #expect(
            mismatch(everyItem(beSuccess()), [success, failure])
                == "item 1: was a failure: FetchError.offline")
    }
}
