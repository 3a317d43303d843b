import Muster
import Testing

private enum FetchError: Error, Equatable {
    case offline
    case notFound(id: Int)
}

private struct Person {
    var name: String
    var age: Int
}

/// Nimble's spellings for composing matchers, `Result` and `succeed`.
@Suite struct NimbleCompositionAndResultTests {
    // MARK: satisfyAllOf and &&

    @Test func satisfyAllOfNeedsEveryMatcher() {
        #expect(
            failureMessages { expect(5).to(satisfyAllOf(beGreaterThan(1), beLessThan(10))) } == [])
        #expect(
            failureMessages { expect(5).to(satisfyAllOf([beGreaterThan(1), beLessThan(10)])) } == []
        )
        #expect(
            failureMessage { expect(12).to(satisfyAllOf(beGreaterThan(1), beLessThan(10))) }
                == "Expected (a value greater than 1 and a value less than 10), but a value less than 10: was 12"
        )
        #expect(
            failureMessage { expect(5).toNot(satisfyAllOf(beGreaterThan(1), beLessThan(10))) }
                == "Expected not (a value greater than 1 and a value less than 10), but was 5")
        #expect(failureMessages { expect(5).to(satisfyAllOf([Matcher<Int>]())) } == [])
    }

    @Test func andOperator() {
        #expect(failureMessages { expect(5).to(beGreaterThan(1) && beLessThan(10)) } == [])
        #expect(
            failureMessage { expect(0).to(beGreaterThan(1) && beLessThan(10)) }
                == "Expected (a value greater than 1 and a value less than 10), but a value greater than 1: was 0"
        )
        #expect(
            failureMessage { expect("sea").to(beginWith("s") && endWith("x") && contain("e")) }
                == #"Expected ((a string starting with "s" and a string ending with "x") and a string containing "e"), "#
                + #"but (a string starting with "s" and a string ending with "x"): a string ending with "x": was "sea""#
        )
        let absent: Int? = nil
        #expect(
            failureMessage { expect(absent).to(beGreaterThan(1) && beLessThan(10)) }
                == "Expected (a value greater than 1 and a value less than 10), but was nil")
    }

    // MARK: satisfyAnyOf and ||

    @Test func satisfyAnyOfNeedsOneMatcher() {
        #expect(failureMessages { expect(5).to(satisfyAnyOf(equal(1), equal(5))) } == [])
        #expect(failureMessages { expect(5).to(satisfyAnyOf([equal(1), equal(5)])) } == [])
        #expect(
            failureMessage { expect(3).to(satisfyAnyOf(equal(1), equal(5))) }
                == "Expected (a value equal to 1 or a value equal to 5), but was 3")
        #expect(
            failureMessage { expect(5).toNot(satisfyAnyOf(equal(1), equal(5))) }
                == "Expected not (a value equal to 1 or a value equal to 5), but was 5")
    }

    @Test func orOperator() {
        #expect(failureMessages { expect(5).to(equal(1) || equal(5)) } == [])
        #expect(
            failureMessages { expect("Pacific").to(equal("Atlantic") || beginWith("Pac")) } == [])
        #expect(
            failureMessage { expect(3).to(equal(1) || beGreaterThan(5)) }
                == "Expected (a value equal to 1 or a value greater than 5), but was 3")
        #expect(mismatch(everyItem(equal(1) || equal(2)), [1, 3]) == "item 1: was 3")
    }

    // MARK: map and compactMap

    @Test func mapChecksTheTransformedValue() {
        let person = Person(name: "Joe", age: 30)
        #expect(failureMessages { expect(person).to(map(\.name, equal("Joe"))) } == [])
        #expect(failureMessages { expect(person).to(map({ $0.age }, beGreaterThan(18))) } == [])
        #expect(
            failureMessage { expect(person).to(map(\.name, equal("Ann"))) }
                == #"Expected a value mapped to a value equal to "Ann", but mapped value was "Joe""#
        )
        #expect(
            failureMessage { expect(person).toNot(map(\.age, equal(30))) }
                == "Expected not a value mapped to a value equal to 30, but was Person(name: \"Joe\", age: 30)"
        )
    }

    @Test func mapWithAThrowingTransform() {
        struct Unreadable: Error {}
        func read(_ value: Int) throws -> Int {
            if value < 0 { throw Unreadable() }
            return value
        }
        #expect(failureMessages { expect(3).to(map(read, equal(3))) } == [])
        #expect(
            failureMessage { expect(-1).to(map(read, equal(3))) }
                == "Expected a value mapped to a value equal to 3, but mapping threw error Unreadable()"
        )
    }

    @Test func compactMapNeedsAValue() {
        #expect(failureMessages { expect("42").to(compactMap({ Int($0) }, equal(42))) } == [])
        #expect(
            failureMessage { expect("41").to(compactMap({ Int($0) }, equal(42))) }
                == "Expected a value mapped to a value equal to 42, but mapped value was 41")
        #expect(
            failureMessage { expect("x").to(compactMap({ Int($0) }, equal(42))) }
                == "Expected a value mapped to a value equal to 42, but mapped value was nil")
        let absent: String? = nil
        #expect(
            failureMessage { expect(absent).to(compactMap({ Int($0) }, equal(42))) }
                == "Expected a value mapped to a value equal to 42, but was nil")
    }

    // MARK: beSuccess and beFailure

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

    @Test func resultMatchersOnOptionalsAndInsideOtherMatchers() {
        let absent: Result<Int, FetchError>? = nil
        #expect(
            failureMessage { expect(absent).to(beSuccess()) } == "Expected a success, but was nil")
        #expect(
            mismatch(everyItem(beSuccess()), [success, failure])
                == "item 1: was a failure: FetchError.offline")
    }

    // MARK: succeed

    @Test func succeedChecksTheClosuresVerdict() {
        #expect(failureMessages { expect { .succeeded }.to(succeed()) } == [])
        #expect(
            failureMessage { expect { .failed(reason: "no email") }.to(succeed()) }
                == "Expected a passing check, but failed: no email")
        #expect(failureMessages { expect { .failed(reason: "no email") }.toNot(succeed()) } == [])
        #expect(
            failureMessage { expect { ToSucceedResult.succeeded }.toNot(succeed()) }
                == "Expected not a passing check, but was .succeeded")
    }

}
