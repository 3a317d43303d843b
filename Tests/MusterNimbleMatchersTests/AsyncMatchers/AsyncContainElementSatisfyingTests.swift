import MusterNimble
import Testing

@testable import Muster
@testable import MusterMatchers
@testable import MusterNimbleMatchers

private func checked(_ condition: () -> Bool) async -> Bool { condition() }

@Suite struct AsyncContainElementSatisfyingTests {
    @Test func someElementPassesTheAsynchronousPredicate() async {
        await expect([1, 2, 3]).to(
            containElementSatisfying({ value in await checked { value == 2 } }))
        await expect([1, 3]).toNot(
            containElementSatisfying({ value in await checked { value == 2 } }))
        let failures = await captureFailures {
            await expect([1, 3]).to(
                containElementSatisfying({ value in await checked { value == 2 } }))
            await expect([1, 3]).to(
                containElementSatisfying({ value in await checked { value == 2 } }, "a two"))
            await expect([1, 2]).toNot(
                containElementSatisfying({ value in await checked { value == 2 } }, "a two"))
        }.map(\.message)
        #expect(
            failures == [
                "Expected a sequence containing an element satisfying the predicate, but had no such item in [1, 3]",
                "Expected a sequence containing a two, but had no such item in [1, 3]",
                "Expected not a sequence containing a two, but was [1, 2]",
            ])
    }
}
