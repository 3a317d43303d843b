import Foundation
import Muster
import Testing
import MusterTestSupport

private enum StoreError: Error, Equatable {
    case full
    case locked(by: String)
}

private func save(_ outcome: StoreError?) throws -> Int {
    if let outcome { throw outcome }
    return 1
}

/// Nimble's spelling for traps, and thrown errors under Nimble's other spellings.
@Suite struct NimbleErrorTests {
    // MARK: Thrown errors under other matchers

    @Test func otherMatchersReportThrownErrors() {
        #expect(
            failureMessage { expect { try save(.full) }.to(equal(1)) }
                == "Expected a value equal to 1, but threw error StoreError.full")
        #expect(
            failureMessage { expect { try save(.full) }.toNot(equal(2)) }
                == "Expected not a value equal to 2, but threw error StoreError.full")
    }

    // MARK: throwAssertion

    @Test func throwAssertionCatchesAFailedPrecondition() {
        func withdraw(_ amount: Int) -> Int {
            precondition(amount > 0, "amount must be positive")
            return amount
        }
        #expect(failureMessages { expect { _ = withdraw(-1) }.to(throwAssertion()) } == [])
        #expect(failureMessages { expect { withdraw(-1) }.to(throwAssertion()) } == [])
        #expect(
            failureMessage { expect { _ = withdraw(5) }.to(throwAssertion()) }
                == "Expected a trap, but returned normally")
        #expect(
            failureMessage { expect { withdraw(5) }.to(throwAssertion()) }
                == "Expected a trap, but returned 5")
        #expect(failureMessages { expect { _ = withdraw(5) }.toNot(throwAssertion()) } == [])
        #expect(
            failureMessage { expect { _ = withdraw(0) }.toNot(throwAssertion()) }
                == "Expected not a trap, but trapped with message \"amount must be positive\"")
    }

    @Test func throwAssertionCatchesOutOfBoundsAndFatalError() {
        let items = [1, 2, 3]
        #expect(failureMessages { expect { _ = items[5] }.to(throwAssertion()) } == [])
        func unreachable() -> Int { fatalError("unreachable") }
        #expect(failureMessages { expect { unreachable() }.to(throwAssertion()) } == [])
        #expect(
            failureMessage { expect { try save(.full) }.to(throwAssertion()) }
                == "Expected a trap, but threw error StoreError.full")
    }
}
