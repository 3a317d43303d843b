// Nimble's type names that suites extend and catch: `SyncExpectation`, `SyncRequirement`,
// `AsyncExpectation` and `RequireError`.

import MusterNimble
import Testing

struct Cart: Equatable {
    var items: [String] = []
}

extension SyncExpectation where Value == Cart {
    @discardableResult
    func toBeEmpty() -> Self { to(haveCount(0, of: \.items)) }
}

extension SyncRequirement where Value == Cart {
    func toHoldItems() throws -> Cart { try toNot(haveCount(0, of: \.items)) }
}

extension AsyncExpectation where Value == Int {
    func toBeEven() async {
        await to(
            Matcher.simple("be even") { expression in
                MatcherStatus(bool: try expression.evaluate().map { $0 % 2 == 0 } ?? false)
            })
    }
}

/// The number of items, as a suite's own Nimble matcher would count them.
func haveCount(_ count: Int, of items: KeyPath<Cart, [String]>) -> Matcher<Cart> {
    Matcher.simple("have \(count) items") { expression in
        MatcherStatus(bool: try expression.evaluate()?[keyPath: items].count == count)
    }
}

@Suite struct NimbleTypeNamesSuiteTests {
    @Test func extensionsOfTheExpectationAndRequirementTypes() async throws {
        expect(Cart()).toBeEmpty()
        let cart = try require(Cart(items: ["mug"])).toHoldItems()
        expect(cart.items) == ["mug"]
        await expect { 4 }.toBeEven()
        let messages = failureMessages { expect(Cart(items: ["mug"])).toBeEmpty() }
        expect(messages) == [#"Expected to have 0 items, but was Cart(items: ["mug"])"#]
    }

    @Test func aFailedRequirementThrowsRequireError() {
        let messages = failureMessages {
            do {
                _ = try require(Cart()).toHoldItems()
                Issue.record("the requirement passed")
            } catch let error as RequireError {
                expect("\(error)") == "Expected not to have 0 items, but was Cart(items: [])"
            } catch {
                Issue.record("threw \(error)")
            }
        }
        expect(messages) == [#"Expected not to have 0 items, but was Cart(items: [])"#]
    }
}
