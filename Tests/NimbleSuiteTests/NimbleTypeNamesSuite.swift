// Nimble's type names that suites extend and catch: `SyncExpectation`, `SyncRequirement`,
// `AsyncExpectation` and `RequireError`, and the same names qualified with Nimble's module name,
// as helpers written for Nimble spell them.

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

extension Nimble.SyncExpectation where Value == [String] {
    @discardableResult
    func toHoldMug() -> Self { to(containMug()) }
}

/// A helper that qualifies every Nimble type it names.
func containMug() -> Nimble.Matcher<[String]> {
    Nimble.Matcher { (expression: Nimble.Expression<[String]>) -> Nimble.MatcherResult in
        let items = try expression.evaluate() ?? []
        return Nimble.MatcherResult(
            status: Nimble.MatcherStatus(bool: items.contains("mug")),
            message: Nimble.ExpectationMessage.expectedActualValueTo("contain a mug"))
    }
}

/// The same as an asynchronous matcher.
func eventuallyHoldsMug() -> Nimble.AsyncMatcher<[String]> {
    Nimble.AsyncMatcher { (expression: Nimble.AsyncExpression<[String]>) in
        let items = try await expression.evaluate() ?? []
        return Nimble.MatcherResult(bool: items.contains("mug"), message: .expectedTo("hold a mug"))
    }
}

@Suite struct NimbleTypeNamesSuiteTests {
    @Test func namesQualifiedWithNimblesModuleName() async throws {
        expect(["mug"]).toHoldMug()
        await expect { ["mug", "cup"] }.to(eventuallyHoldsMug())
        let messages = failureMessages { expect(["cup"]).toHoldMug() }
        expect(messages) == [#"Expected to contain a mug, but was ["cup"]"#]
        let thrown = failureMessages {
            do { _ = try require(["cup"]).to(containMug()) } catch let error as Nimble.RequireError
            {
                expect("\(error)") == #"Expected to contain a mug, but was ["cup"]"#
            } catch {
                Issue.record("threw \(error)")
            }
        }
        expect(thrown.count) == 1
        let defaults: Nimble.PollingDefaults.Type = Nimble.PollingDefaults.self
        expect(defaults.current.timeout) == .seconds(1)
    }

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
