import Foundation
import Muster
import MusterMocks
import Testing

/// Failures with the app's own types written as plain values read as `equalTo` would.
@Suite struct PlainValueFailures {
    func messages(_ body: () throws -> Void) rethrows -> [String] {
        try captureFailures(body).map(\.message)
    }

    @Test func assertThatAndExpect() {
        let cart = Cart(lines: [mug])
        let maybe: Money? = nil
        #expect(
            messages {
                assertThat(cart.total, Money(cents: 450))
                expect(cart.total).to(Money(cents: 450))
                expect(cart.total).toNot(Money(cents: 400))
                assertThat(maybe, Money(cents: 400))
                expect(maybe).to(Money(cents: 400))
            } == [
                "Expected 4.50 €, but was 4.00 €",
                "Expected 4.50 €, but was 4.00 €",
                "Expected not 4.00 €, but was 4.00 €",
                "Expected 4.00 €, but was nil",
                "Expected 4.00 €, but was nil",
            ])
    }

    @Test func properties() {
        #expect(
            messages {
                assertThat(rake, hasProperty(\.category, .kitchen))
                assertThat(rake, hasProperty(\.address?.city, "Oslo"))
                assertThat(rake, hasProperty(\.price, Money(cents: 400)))
                assertThat(rake as Any, hasProperty("category", Category.kitchen))
            } == [
                "Expected a value with category .kitchen, but category was .garden",
                "Expected a value with address?.city \"Oslo\", but address?.city was nil",
                "Expected a value with price 4.00 €, but price was 12.50 €",
                #"Expected a value whose property "category" is .kitchen, but property "category" was .garden"#,
            ])
    }

    @Test func dictionariesAndJSON() {
        let counts: [Category: Int] = [.garden: 1]
        let json: [String: Any] = ["title": "Rake", "count": 2]
        #expect(
            messages {
                assertThat(counts, hasEntry(Category.kitchen, 3))
                assertThat(counts, hasEntry(.garden, greaterThan(3)))
                assertThat(counts, hasKey(.kitchen))
                assertThat(json, hasEntry("title", "Mug"))
                assertThat(json, hasEntry("count", "2"))
                assertThat(json, hasEntry("price", 4))
            } == [
                "Expected a dictionary containing [.kitchen: 3], but had no key .kitchen among [.garden]",
                "Expected a dictionary containing [.garden: a value greater than 3], but [.garden]: was 1",
                "Expected a dictionary with key .kitchen, but had no key .kitchen among [.garden]",
                "Expected a dictionary containing [\"title\": \"Mug\"], but [\"title\"]: was \"Rake\"",
                "Expected a dictionary containing [\"count\": \"2\"], but [\"count\"]: was 2 (Int)",
                "Expected a dictionary containing [\"price\": 4], but had no key \"price\" among [\"count\", \"title\"]",
            ])
    }

    @Test func collectionsAndLogic() {
        let categories: [Category] = [.garden]
        #expect(
            messages {
                assertThat(categories, hasItem(.kitchen))
                assertThat(categories, containsInAnyOrder(.kitchen, .garden))
                assertThat(Category.garden, anyOf(.kitchen))
                assertThat(Category.garden, not(.garden))
                assertThat([Category](), everyItem(.kitchen))
            } == [
                "Expected a sequence containing .kitchen, but had no such item in [.garden]",
                "Expected a sequence containing [.kitchen, .garden] in any order, but had no item matching .kitchen",
                "Expected (.kitchen), but was .garden",
                "Expected not .garden, but was .garden",
            ])
    }

    @Test func errors() throws {
        let full = Cart(lines: [mug, mug, mug, mug])
        let failures = try messages {
            assertThat(try full.checkout(), throwsError(CartError.empty))
            assertThat(try full.checkout(), throwsError(equalTo(CartError.empty)))
            assertThat(try full.checkout(), throwsError(CartError.self, .tooMany(5)))
        }
        #expect(
            failures == [
                "Expected the error CartError.empty, but threw error CartError.tooMany(4)",
                "Expected an error of type CartError that is .empty, but threw error CartError.tooMany(4)",
                "Expected the error CartError.tooMany(5), but threw error CartError.tooMany(4)",
            ])
    }

    @Test func mockArguments() {
        let prices = PriceListMock()
        prices.record(Money(cents: 400), for: .garden)
        let failures = messages { verify(prices).record(Money(cents: 400), for: .kitchen) }
        #expect(
            failures == [
                """
                Expected PriceListMock.record(4.00 €, for: .kitchen) to be called once, but no call matched; the closest was:
                  record(4.00 €, for: .garden)
                    argument 2 (category): was .garden
                """
            ])
    }
}
