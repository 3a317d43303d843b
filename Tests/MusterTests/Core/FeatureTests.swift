import Muster
import Testing
import MusterTestSupport

@Suite struct FeatureTests {
    private struct Basket {
        var items: [String]
    }

    private let basket = Basket(items: ["apple", "pear"])

    @Test func describesAndMismatchesByTheFeaturesName() {
        let count: Matcher<Basket> = hasFeature("count", 3) { $0.items.count }
        #expect(count.description == "a value with count 3")
        #expect(mismatch(count, basket) == "count was 2")
        #expect(
            failureMessage { assertThat(basket, count) }
                == "Expected a value with count 3, but count was 2")
        #expect(
            failureMessages { assertThat(basket, hasFeature("count", 2) { $0.items.count }) } == [])
    }

    @Test func takesAMatcherAndAPhrase() {
        let big: Matcher<Basket> = hasFeature(
            "count", greaterThan(2), describedAs: "a basket with count"
        ) { $0.items.count }
        #expect(big.description == "a basket with count greater than 2")
        #expect(
            failureMessage { assertThat(basket, big) }
                == "Expected a basket with count greater than 2, but count was 2")
    }

    @Test func readsTheFeatureOncePerMatch() {
        let reads = CallCounter()
        let count: Matcher<Basket> = hasFeature("count", 3) {
            reads.increment()
            return $0.items.count
        }
        _ = failureMessage { assertThat(basket, count) }
        #expect(reads.count == 1)
    }
}
