import MusterNimble
import Testing

@testable import Muster
@testable import MusterMatchers
@testable import MusterNimbleMatchers

/// Stands for work that takes `await`.
private func checked(_ condition: () -> Bool) async -> Bool { condition() }

@Suite struct AsyncAllPassTests {
    struct Broken: Error {}

    @Test func everyElementPassesTheAsynchronousPredicate() async {
        await expect([1, 2, 3, 4]).to(allPass { value in await checked { value < 5 } })
        await expect([1, 2, 3, 4]).toNot(allPass { value in await checked { value > 5 } })
        let failures = await captureFailures {
            await expect([1, 2, 3, 4]).to(allPass { value in await checked { value < 3 } })
            await expect([1, 2, 3, 4]).to(
                allPass("a small number") { value in await checked { value < 4 } })
            await expect([1, 2]).toNot(allPass { value in await checked { value < 5 } })
            await expect([1, 5]).to(allPass("be small") { value in await checked { value < 4 } })
        }.map(\.message)
        #expect(
            failures == [
                "Expected a sequence where every item is a value that passes the predicate, but item 2: was 3, item 3: was 4",
                "Expected a sequence where every item is a small number, but item 3: was 4",
                "Expected not a sequence where every item is a value that passes the predicate, but was [1, 2]",
                "Expected a sequence where every item should be small, but item 1: was 5",
            ])
    }

    @Test func aPredicateThatThrowsFailsThatElement() async {
        let failures = await captureFailures {
            await expect([1, 2]).to(
                allPass { (value: Int) async throws -> Bool in
                    if value == 2 { throw Broken() }
                    return true
                })
        }.map(\.message)
        #expect(
            failures == [
                "Expected a sequence where every item is a value that passes the predicate, but item 1: threw error Broken()"
            ])
    }

    @Test func nilIsWasNilAsForTheSynchronousForm() async {
        let missing: [Int]? = nil
        let failures = await captureFailures {
            await expect(missing).to(allPass { value in await checked { value > 0 } })
        }.map(\.message)
        #expect(
            failures == [
                "Expected a sequence where every item is a value that passes the predicate, but was nil"
            ])
    }
}
