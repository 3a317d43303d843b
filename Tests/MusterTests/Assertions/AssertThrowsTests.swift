import Muster
import Testing
import MusterTestSupport

private enum SampleError: Error, Equatable {
    case first
    case second(Int)
}

private enum OtherError: Error, Equatable { case other }

private func throwing() throws -> Int { throw SampleError.first }
private func returning() throws -> Int { 42 }
private func throwingVoid() throws { throw SampleError.second(2) }
private func returningVoid() throws {}

@Suite struct AssertThrowsTests {
    @Test func eachFormHandsBackTheThrownError() throws {
        var anyError: (any Error)?
        var equal: SampleError?
        var matched: SampleError?
        let failures = try failureMessages {
            anyError = assertThrows(try throwing())
            equal = assertThrows(try throwing(), SampleError.first)
            matched = assertThrows(try throwingVoid(), equalTo(SampleError.second(2)))
        }
        #expect(failures == [])
        #expect(anyError as? SampleError == .first)
        #expect(equal == .first)
        #expect(matched == .second(2))
    }

    @Test func nothingThrownOrAnotherTypeHandsBackNil() throws {
        var anyError: (any Error)? = OtherError.other
        var typed: SampleError? = .first
        let failures = try failureMessages {
            anyError = assertThrows(try returning())
            typed = assertThrows(
                try { () throws -> Int in throw OtherError.other }(), SampleError.first)
        }
        #expect(anyError == nil)
        #expect(typed == nil)
        #expect(
            failures == [
                "Expected a thrown error, but threw no error, returned 42",
                "Expected the error SampleError.first, but threw error OtherError.other",
            ])
    }

    @Test func anyError() throws {
        #expect(try failureMessages { assertThrows(try throwing()) } == [])
        #expect(try failureMessages { assertThrows(try throwingVoid()) } == [])
        #expect(
            try failureMessage { assertThrows(try returning()) }
                == "Expected a thrown error, but threw no error, returned 42")
        #expect(
            try failureMessage { assertThrows(try returningVoid()) }
                == "Expected a thrown error, but threw no error")
    }

    @Test func aSpecificError() throws {
        #expect(try failureMessages { assertThrows(try throwing(), SampleError.first) } == [])
        #expect(
            try failureMessage { assertThrows(try throwingVoid(), SampleError.second(3)) }
                == "Expected the error SampleError.second(3), but threw error SampleError.second(2)"
        )
        #expect(
            try failureMessage { assertThrows(try returning(), SampleError.first) }
                == "Expected the error SampleError.first, but threw no error, returned 42")
    }

    @Test func anErrorSatisfyingAMatcher() throws {
        #expect(
            try failureMessages { assertThrows(try throwing(), equalTo(SampleError.first)) } == [])
        #expect(
            try failureMessage { assertThrows(try throwing(), equalTo(SampleError.second(1))) }
                == "Expected an error of type SampleError that is .second(1), "
                + "but threw error SampleError.first")
        #expect(
            try failureMessage { assertThrows(try throwing(), equalTo(OtherError.other)) }
                == "Expected an error of type OtherError that is .other, "
                + "but threw error SampleError.first")
        #expect(
            try failureMessage {
                assertThrows(try returning(), anyOf(SampleError.first, SampleError.second(1)))
            }
                == "Expected an error of type SampleError that is (.first or .second(1)), "
                + "but threw no error, returned 42")
    }

    /// `throwsError(…)` where a matcher of the error is asked for judges the expression, as in
    /// `assertThat`, instead of being applied to the error as a returned value.
    @Test func aMatcherOfThrownErrorsJudgesTheExpression() throws {
        #expect(
            try failureMessages { assertThrows(try throwing(), throwsError(SampleError.first)) }
                == [])
        #expect(
            try failureMessage { assertThrows(try throwing(), throwsError(SampleError.second(7))) }
                == "Expected the error SampleError.second(7), but threw error SampleError.first")
        #expect(
            try failureMessage { assertThrows(try returning(), throwsError(SampleError.first)) }
                == "Expected the error SampleError.first, but threw no error, returned 42")
        #expect(
            try failureMessage {
                assertThrows(try throwing(), throwsError(OtherError.self))
            } == "Expected an error of type OtherError, but threw error SampleError.first")
    }

    @Test func noError() throws {
        #expect(try failureMessages { assertNotThrows(try returning()) } == [])
        #expect(try failureMessages { assertNotThrows(try returningVoid()) } == [])
        #expect(try failureMessages { assertNotThrows(_ = try returning()) } == [])
        #expect(
            try failureMessage { assertNotThrows(try throwing()) }
                == "Expected no error, but threw error SampleError.first")
        #expect(
            try failureMessage { assertNotThrows(try throwingVoid()) }
                == "Expected no error, but threw error SampleError.second(2)")
    }

    @Test func theUsersMessageComesFirst() throws {
        #expect(
            try failureMessage { assertThrows(try returning(), message: "parsing must fail") }
                == "parsing must fail\nExpected a thrown error, but threw no error, returned 42")
        #expect(
            try failureMessage { assertNotThrows(try throwing(), message: "saving") }
                == "saving\nExpected no error, but threw error SampleError.first")
    }

    @Test func reportsAtTheCallersLine() throws {
        let line: UInt = #line + 1
        let failures = try captureFailures { assertThrows(try returning()) }
        #expect(failures.map(\.site.line) == [line])
        let notThrownLine: UInt = #line + 1
        let notThrown = try captureFailures { assertNotThrows(try throwing()) }
        #expect(notThrown.map(\.site.line) == [notThrownLine])
    }

    @Test func optionalValues() throws {
        func absent() throws -> Int? { nil }
        #expect(
            try failureMessage { assertThrows(try absent()) }
                == "Expected a thrown error, but threw no error, returned nil")
        #expect(try failureMessages { assertNotThrows(try absent()) } == [])
    }
}
