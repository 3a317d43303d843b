import Foundation
import Muster
import Testing
import MusterTestSupport

private enum StoreError: Error, Equatable {
    case full
    case locked(by: String)
}

/// An error that is not `Equatable`: Nimble compares such errors by type and case.
private enum NetworkError: Error {
    case timedOut(after: Double)
    case refused
}

private struct ValidationError: Error {
    var field: String
}

private func save(_ outcome: StoreError?) throws -> Int {
    if let outcome { throw outcome }
    return 1
}

@Suite struct MatchErrorTests {
    @Test func matchErrorWithAnEquatableError() {
        let error: any Error = StoreError.full
        #expect(failureMessages { expect(error).to(matchError(StoreError.full)) } == [])
        #expect(
            failureMessage { expect(error).to(matchError(StoreError.locked(by: "Ann"))) }
                == #"Expected the error StoreError.locked(by: "Ann"), but was error StoreError.full"#
        )
        #expect(
            failureMessages { expect(error).toNot(matchError(StoreError.locked(by: "Ann"))) } == [])
        #expect(matchError(StoreError.full).description == "the error StoreError.full")
    }

    @Test func matchErrorWithATypeOrAnErrorThatIsNotEquatable() {
        let error: any Error = NetworkError.timedOut(after: 2)
        #expect(failureMessages { expect(error).to(matchError(NetworkError.self)) } == [])
        #expect(
            failureMessages { expect(error).to(matchError(NetworkError.timedOut(after: 5))) } == [])
        #expect(
            failureMessage { expect(error).to(matchError(StoreError.self)) }
                == "Expected an error of type StoreError, but was error NetworkError.timedOut(after: 2.0)"
        )
        #expect(
            failureMessage { expect(error).to(matchError(NetworkError.refused)) }
                == "Expected an error like NetworkError.refused, but was error NetworkError.timedOut(after: 2.0)"
        )
    }

    @Test func matchErrorOnOptionalsAndInsideOtherMatchers() {
        let absent: (any Error)? = nil
        #expect(
            failureMessage { expect(absent).to(matchError(StoreError.full)) }
                == "Expected the error StoreError.full, but was nil (use beNil() to match nil)")
        let errors: [any Error] = [StoreError.full, NetworkError.refused]
        #expect(
            mismatch(everyItem(matchError(StoreError.self)), errors)
                == "item 1: was error NetworkError.refused")
        #expect(hasItem(matchError(NetworkError.refused)).matches(errors))
    }
}
