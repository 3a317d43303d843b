import MusterNimble
import Testing

@testable import Muster
@testable import MusterMatchers
@testable import MusterNimbleMatchers

@Suite struct ExpressionTests {
    final class Calls: @unchecked Sendable { var count = 0 }
    struct Broken: Error, Equatable {}

    @Test func computesOnceAndRemembersTheValueOrTheError() throws {
        let calls = Calls()
        let expression = Expression<Int>(expression: {
            calls.count += 1
            return calls.count
        })
        #expect(try expression.evaluate() == 1)
        #expect(try expression.evaluate() == 1)
        #expect(calls.count == 1)
        let failing = Expression<Int>(expression: {
            calls.count += 1
            throw Broken()
        })
        #expect(throws: Broken()) { try failing.evaluate() }
        #expect(throws: Broken()) { try failing.evaluate() }
        #expect(calls.count == 2)
    }

    @Test func withoutCachingComputesAgainAndWithCachingRemembersAgain() throws {
        let calls = Calls()
        let expression = Expression<Int>(expression: {
            calls.count += 1
            return calls.count
        })
        let fresh = expression.withoutCaching()
        #expect(try fresh.evaluate() == 1)
        #expect(try fresh.evaluate() == 2)
        let remembered = fresh.withCaching()
        #expect(try remembered.evaluate() == 3)
        #expect(try remembered.evaluate() == 3)
    }

    @Test func theExpressionOfAnAssertionHoldsItsValue() throws {
        let given = Expression<Int>(outcome: .success(4))
        #expect(try given.withoutCaching().evaluate() == 4)
        #expect(given.isClosure)
        #expect(given.location == .unknown)
        #expect(try Expression<Int>(outcome: .success(nil)).evaluate() == nil)
        #expect(throws: Broken()) { try Expression<Int>(outcome: .failure(Broken())).evaluate() }
    }

    @Test func castKeepsTheLocationAndWhetherItIsAClosure() throws {
        let here = ExpressionLocation()
        let expression = Expression<String>(expression: { "abc" }, location: here, isClosure: false)
        let count = expression.cast { $0?.count }
        #expect(try count.evaluate() == 3)
        #expect(count.location == here)
        #expect(!count.isClosure)
    }

    @Test func aMemoizedExpressionIsToldWhenToComputeAgain() throws {
        let asked = Expression<Bool>(
            memoizedExpression: { $0 }, location: .unknown, withoutCaching: true)
        #expect(try asked.evaluate() == true)
        let remembered = Expression<Bool>(
            memoizedExpression: { $0 }, location: .unknown, withoutCaching: false)
        #expect(try remembered.evaluate() == false)
    }

    @Test func becomesAnAsyncExpression() async throws {
        let expression = Expression<Int>(expression: { 5 })
        #expect(try await expression.toAsyncExpression().evaluate() == 5)
    }
}
