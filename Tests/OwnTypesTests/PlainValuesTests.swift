import Foundation
import Muster
import MusterNimble
import MusterMocks
import Testing

let mug = Product(
    name: "Mug", price: Money(cents: 400), category: .kitchen, address: Address(city: "Oslo"))
let rake = Product(name: "Rake", price: Money(cents: 1_250), category: .garden)

@Suite struct PlainValuesInEveryPosition {
    @Test func assertThatAndExpect() {
        let cart = Cart(lines: [mug])
        assertThat(cart.total, Money(cents: 400))
        expect(cart.total).to(Money(cents: 400))
        expect(cart.total).toNot(Money(cents: 1))
        expect(cart.total) == Money(cents: 400)
        let maybe: Money? = Money(cents: 400)
        assertThat(maybe, Money(cents: 400))
        expect(maybe).to(Money(cents: 400))
        expect(Category.kitchen).to(.kitchen)
    }

    @Test func properties() {
        assertThat(mug, hasProperty(\.price, Money(cents: 400)))
        assertThat(mug, hasProperty(\.category, .kitchen))
        assertThat(mug, hasProperty(\.address?.city, "Oslo"))
        assertThat(mug, hasProperty(\.address, Address(city: "Oslo")))
        assertThat(mug, hasProperty("price", Money(cents: 400)))
        assertThat(mug as Any, hasProperty("category", Category.kitchen))
    }

    @Test func dictionaries() {
        let prices: [String: Money] = ["mug": Money(cents: 400)]
        assertThat(prices, hasEntry("mug", Money(cents: 400)))
        assertThat(prices, hasValue(Money(cents: 400)))
        let counts: [Category: Int] = [.kitchen: 3]
        assertThat(counts, hasEntry(Category.kitchen, 3))
        assertThat(counts, hasKey(Category.kitchen))
        let json: [String: Any] = ["title": "Mug", "count": 2]
        assertThat(json, hasEntry("title", "Mug"))
        assertThat(json, hasEntry("count", 2))
    }

    @Test func collections() {
        let products = [mug, rake]
        assertThat(products, hasItem(mug))
        assertThat(products, hasItems(mug, rake))
        assertThat(products, contains(mug, rake))
        assertThat(products, containsInAnyOrder(rake, mug))
        assertThat(products, containsInRelativeOrder(mug, rake))
        assertThat([mug, mug], everyItem(mug))
        assertThat(products, onlyContains(rake, mug))
        assertThat(products.map(\.category), hasItem(.garden))
        expect(products).to(contain(mug))
    }

    @Test func logical() {
        assertThat(Category.kitchen, anyOf(Category.kitchen, .garden))
        assertThat(mug.price, allOf(Money(cents: 400), Money(cents: 400)))
        assertThat(mug.price, not(Money(cents: 1)))
        assertThat(mug.price, isNot(Money(cents: 1)))
        assertThat(mug.price, `is`(Money(cents: 400)))
        assertThat(mug.price, describedAs("the mug's price", Money(cents: 400)))
    }

    @Test func errors() {
        let cart = Cart()
        assertThat(try cart.checkout(), throwsError(CartError.empty))
        assertThat(try cart.checkout(), throwsError(equalTo(CartError.empty)))
        assertThat(
            try Cart(lines: [mug, mug, mug, mug]).checkout(),
            throwsError(CartError.self, .tooMany(4)))
        expect { try cart.checkout() }.to(throwError(CartError.empty))
    }

    @Test func mockArguments() {
        let prices = PriceListMock()
        given(prices).price(of: .kitchen).willReturn(Money(cents: 400))
        #expect(prices.price(of: .kitchen) == Money(cents: 400))
        prices.record(Money(cents: 400), for: .kitchen)
        verify(prices).price(of: .kitchen)
        verify(prices).record(Money(cents: 400), for: .kitchen)
    }
}

/// What the docs say to write when values of the app's own types are mixed with matchers.
@Suite struct MixingOwnValuesWithMatchers {
    @Test func equalToAroundEachValue() {
        assertThat(Money(cents: 0), anyOf(equalTo(Money(cents: 400)), hasProperty(\.cents, 0)))
        let prices = PriceListMock()
        prices.record(Money(cents: 400), for: .kitchen)
        verify(prices).record(anything(), for: equalTo(.kitchen))
    }
}
