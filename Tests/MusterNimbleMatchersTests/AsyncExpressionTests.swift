import MusterNimble
import Testing

@testable import Muster
@testable import MusterMatchers
@testable import MusterNimbleMatchers

@Suite struct AsyncExpressionTests {
    actor Calls {
        var count = 0
        func next() -> Int {
            count += 1
            return count
        }
    }
    struct Broken: Error, Equatable {}

    @Test func computesOnceAndRemembersTheValue() async throws {
        let calls = Calls()
        let expression = AsyncExpression<Int>(expression: { await calls.next() })
        #expect(try await expression.evaluate() == 1)
        #expect(try await expression.evaluate() == 1)
        let fresh = expression.withoutCaching()
        #expect(try await fresh.evaluate() == 2)
        #expect(try await fresh.evaluate() == 3)
        let remembered = fresh.withCaching()
        #expect(try await remembered.evaluate() == 4)
        #expect(try await remembered.evaluate() == 4)
    }

    @Test func castsWithASynchronousOrAnAsynchronousTransform() async throws {
        let here = ExpressionLocation()
        let expression = AsyncExpression<String>(expression: { "abc" }, location: here)
        let counted = expression.cast { $0?.count }
        #expect(try await counted.evaluate() == 3)
        #expect(counted.location == here)
        let awaited = expression.cast { (text: String?) async in text.map { $0 + "d" } }
        #expect(try await awaited.evaluate() == "abcd")
    }

    @Test func becomesASynchronousExpressionHoldingTheValueOrTheError() async throws {
        let calls = Calls()
        let expression = AsyncExpression<Int>(expression: { await calls.next() })
        let synchronous = await expression.toSynchronousExpression()
        #expect(try synchronous.evaluate() == 1)
        #expect(try synchronous.withoutCaching().evaluate() == 1)
        let failing = await AsyncExpression<Int>(expression: { throw Broken() })
            .toSynchronousExpression()
        #expect(throws: Broken()) { try failing.evaluate() }
    }

    @Test func theExpressionOfAnAssertionHoldsItsValue() async throws {
        let given = AsyncExpression<Int>(outcome: .success(4))
        #expect(try await given.withoutCaching().evaluate() == 4)
        #expect(given.isClosure)
        #expect(given.location == .unknown)
    }
}
