import Foundation
import Muster
import MusterNimble
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

@Suite struct ThrowErrorTests {
    @Test func throwErrorMatchesAnyError() throws {
        #expect(failureMessages { expect { try save(.full) }.to(throwError()) } == [])
        #expect(try failureMessages { expect(try save(.full)).to(throwError()) } == [])
        #expect(
            failureMessage { expect { try save(nil) }.to(throwError()) }
                == "Expected a thrown error, but threw no error, returned 1")
        #expect(
            failureMessage { expect {}.to(throwError()) }
                == "Expected a thrown error, but threw no error")
        #expect(failureMessages { expect { try save(nil) }.toNot(throwError()) } == [])
        #expect(
            failureMessage { expect { try save(.full) }.toNot(throwError()) }
                == "Expected not a thrown error, but threw error StoreError.full")
        #expect((throwError() as Matcher<Int>).description == "a thrown error")
    }

    @Test func throwErrorWithAnEquatableError() {
        #expect(
            failureMessages { expect { try save(.full) }.to(throwError(StoreError.full)) } == [])
        #expect(
            failureMessage {
                expect { try save(.locked(by: "Ann")) }.to(throwError(StoreError.full))
            }
                == #"Expected the error StoreError.full, but threw error StoreError.locked(by: "Ann")"#
        )
        #expect(
            failureMessage { expect { try save(nil) }.to(throwError(StoreError.full)) }
                == "Expected the error StoreError.full, but threw no error, returned 1")
        #expect(
            failureMessages {
                expect { try save(.locked(by: "Ann")) }.to(throwError(StoreError.locked(by: "Ann")))
            }
                == [])
        #expect(
            failureMessages {
                expect { try save(.locked(by: "Ann")) }.toNot(throwError(StoreError.full))
            } == [])
    }

    @Test func throwErrorWithAnEquatableErrorAndAClosure() {
        let thrown = CallCounter()
        #expect(
            failureMessages {
                expect { try save(.locked(by: "Ann")) }.to(
                    throwError(StoreError.locked(by: "Ann")) { error in
                        thrown.increment()
                        expect(error).to(equal(.locked(by: "Ann")))
                    })
            } == [])
        #expect(thrown.count == 1)
        #expect(
            failureMessage {
                expect { try save(.full) }.to(
                    throwError(StoreError.full) { _ in fail("not today") })
            }
                == "Expected the error StoreError.full that passes the given checks, "
                + "but threw error StoreError.full, which failed a check: not today")
        #expect(
            failureMessage {
                expect { try save(.locked(by: "Bo")) }.to(throwError(StoreError.full) { _ in })
            }
                == #"Expected the error StoreError.full that passes the given checks, but threw error StoreError.locked(by: "Bo")"#
        )
        #expect(
            failureMessage { expect { try save(nil) }.to(throwError(StoreError.full) { _ in }) }
                == "Expected the error StoreError.full that passes the given checks, but threw no error, returned 1"
        )
    }

    @Test func throwErrorWithAnErrorThatIsNotEquatableComparesTypeAndCase() {
        func connect(_ error: NetworkError) throws { throw error }
        #expect(
            failureMessages {
                expect { try connect(.timedOut(after: 3)) }.to(
                    throwError(NetworkError.timedOut(after: 1)))
            } == [])
        #expect(
            failureMessage {
                expect { try connect(.refused) }.to(throwError(NetworkError.timedOut(after: 1)))
            }
                == "Expected an error like NetworkError.timedOut(after: 1.0), but threw error NetworkError.refused"
        )
        #expect(
            failureMessage { expect { try save(.full) }.to(throwError(NetworkError.refused)) }
                == "Expected an error like NetworkError.refused, but threw error StoreError.full")
        #expect(
            failureMessage {
                expect { try connect(.refused) }.to(
                    throwError(NetworkError.refused) { _ in fail("checked") })
            }
                == "Expected an error like NetworkError.refused that passes the given checks, "
                + "but threw error NetworkError.refused, which failed a check: checked")
        #expect(
            failureMessages {
                expect { try connect(.refused) }.to(throwError(NetworkError.refused) { _ in })
            } == [])
    }

    @Test func throwErrorOfAType() {
        #expect(
            failureMessages {
                expect { try save(.full) }.to(throwError(errorType: StoreError.self))
            } == [])
        #expect(
            failureMessage {
                expect { throw ValidationError(field: "name") }.to(
                    throwError(errorType: StoreError.self))
            }
                == #"Expected an error of type StoreError, but threw error ValidationError(field: "name")"#
        )
        #expect(
            failureMessage { expect { try save(nil) }.to(throwError(errorType: StoreError.self)) }
                == "Expected an error of type StoreError, but threw no error, returned 1")
        #expect(
            failureMessages {
                expect { try save(.full) }.toNot(throwError(errorType: ValidationError.self))
            } == [])
    }

    @Test func throwErrorOfATypeWithAClosure() {
        #expect(
            failureMessages {
                expect { throw ValidationError(field: "name") }.to(
                    throwError(errorType: ValidationError.self) { error in
                        expect(error.field).to(equal("name"))
                    })
            } == [])
        #expect(
            failureMessage {
                expect { throw ValidationError(field: "email") }.to(
                    throwError(errorType: ValidationError.self) { error in
                        expect(error.field).to(equal("name"))
                    })
            }
                == "Expected an error of type ValidationError that passes the given checks, "
                + #"but threw error ValidationError(field: "email"), which failed a check: "#
                + #"Expected a value equal to "name", but was "email""#)
        #expect(
            failureMessage {
                expect { try save(.full) }.to(throwError(errorType: ValidationError.self) { _ in })
            }
                == "Expected an error of type ValidationError that passes the given checks, "
                + "but threw error StoreError.full")
    }

    @Test func throwErrorWithAClosureForAnyError() {
        #expect(
            failureMessages {
                expect { try save(.full) }.to(
                    throwError { error in expect(error).to(matchError(StoreError.full)) })
            } == [])
        #expect(
            failureMessage {
                expect { try save(.full) }.to(
                    throwError { error in
                        expect(error).to(matchError(StoreError.self))
                        fail("one")
                        fail("two")
                    })
            }
                == "Expected an error that passes the given checks, "
                + "but threw error StoreError.full, which failed 2 checks: one; two")
        #expect(
            failureMessage { expect { try save(nil) }.to(throwError { _ in }) }
                == "Expected an error that passes the given checks, but threw no error, returned 1")
    }

    @Test func throwErrorWithATypedClosure() {
        #expect(
            failureMessages {
                expect { throw ValidationError(field: "name") }.to(
                    throwError { (error: ValidationError) in
                        expect(error.field) == "name"
                    })
            } == [])
        #expect(
            failureMessage {
                expect { try save(.full) }.to(
                    throwError { (error: ValidationError) in expect(error.field) == "name" })
            }
                == "Expected an error of type ValidationError that passes the given checks, "
                + "but threw error StoreError.full")
    }

    @Test func closureChecksRunOnceAndOnlyForAMatchingError() {
        let runs = CallCounter()
        _ = failureMessages {
            expect { try save(.full) }.to(
                throwError(errorType: ValidationError.self) { _ in runs.increment() })
            expect { try save(nil) }.to(throwError { _ in runs.increment() })
        }
        #expect(runs.count == 0)
        _ = failureMessages { expect { try save(.full) }.to(throwError { _ in runs.increment() }) }
        #expect(runs.count == 1)
    }

    @Test func throwErrorWithAMatcher() {
        #expect(
            failureMessages {
                expect { try save(.full) }.to(throwError(matchError(StoreError.full)))
            } == [])
        #expect(
            failureMessage {
                expect { try save(.locked(by: "Ann")) }.to(throwError(matchError(StoreError.full)))
            }
                == #"Expected an error that is the error StoreError.full, but threw error StoreError.locked(by: "Ann")"#
        )
        let fieldIsName = Matcher<any Error>(describe: { $0.append("an error about the name") }) {
            error in
            (error as? ValidationError)?.field == "name"
                ? .match : .mismatch("concerned another field")
        }
        #expect(
            failureMessage {
                expect { throw ValidationError(field: "email") }.to(throwError(fieldIsName))
            }
                == "Expected an error that is an error about the name, "
                + #"but threw error ValidationError(field: "email"): concerned another field"#)
        #expect(
            failureMessage { expect { try save(nil) }.to(throwError(fieldIsName)) }
                == "Expected an error that is an error about the name, but threw no error, returned 1"
        )
    }

    @Test func throwErrorOnAsyncClosures() async {
        func load(_ error: StoreError?) async throws -> Int {
            if let error { throw error }
            return 2
        }
        let failures = await captureFailures {
            await expect { try await load(.full) }.to(throwError(StoreError.full))
            await expect { try await load(.full) }.to(throwError(errorType: StoreError.self))
            await expect { try await load(nil) }.to(throwError())
        }
        #expect(
            failures.map(\.message) == ["Expected a thrown error, but threw no error, returned 2"])
    }

    @Test func closureFormsUnderNegation() {
        // Nimble's forms, as its suites write them: no error, so `toNot` passes.
        #expect(
            failureMessages {
                expect { return "1" }.toNot(throwError { _ in })
                expect { return "2" }.toNot(throwError { (_: StoreError) in })
                expect { return "3" }.toNot(throwError(errorType: StoreError.self) { _ in })
                expect { return "4" }.toNot(throwError(StoreError.full) { (_: any Error) in })
                expect { return "5" }.toNot(throwError(NetworkError.refused) { _ in })
                expect { try save(nil) }.toNot(throwError(StoreError.full) { _ in })
            } == [])
        // A matching error whose checks fail is not a match: `toNot` passes, and the checks'
        // failures are not reported.
        #expect(
            failureMessages {
                expect { try save(.full) }.toNot(throwError { _ in fail("a check") })
                expect { try save(.full) }.toNot(
                    throwError(StoreError.full) { _ in fail("a check") })
                expect { try save(.full) }.toNot(
                    throwError(errorType: StoreError.self) { _ in fail("a check") })
            } == [])
        // A matching error whose checks pass fails `toNot`.
        #expect(
            failureMessage { expect { try save(.full) }.toNot(throwError { _ in }) }
                == "Expected not an error that passes the given checks, but threw error StoreError.full"
        )
        #expect(
            failureMessage {
                expect { try save(.full) }.toNot(throwError { (_: StoreError) in })
            }
                == "Expected not an error of type StoreError that passes the given checks, but threw error StoreError.full"
        )
        #expect(
            failureMessage {
                expect { try save(.full) }.toNot(throwError(StoreError.full) { _ in })
            }
                == "Expected not the error StoreError.full that passes the given checks, but threw error StoreError.full"
        )
        #expect(
            failureMessage {
                expect { try save(.full) }.toNot(
                    throwError(errorType: StoreError.self) { error in
                        expect(error).to(equal(.full))
                    })
            }
                == "Expected not an error of type StoreError that passes the given checks, but threw error StoreError.full"
        )
    }
}
