// Extracted from skills/muster/SKILL.md by Scripts/extract-guide-examples: edit the guide.
import Muster
import Testing

struct GuideLine: Equatable, Sendable { var product: String; var quantity: Int }
struct GuideBasket: Sendable { var lines: [GuideLine] }

/// Predicate form: a mismatch reads `was <value>`.
func guideEven() -> Matcher<Int> { Matcher("an even number") { $0 % 2 == 0 } }

/// Feature form: reads one thing off the value, and another matcher judges it.
func guideHasLineCount(_ count: some MatcherConvertible<Int>) -> Matcher<GuideBasket> {
    hasFeature("line count", count, describedAs: "a basket with line count") { $0.lines.count }
}

/// Diagnosing form: one clause for each way of failing.
func guideHasQuantity(_ quantity: some MatcherConvertible<Int>, of product: String) -> Matcher<GuideBasket> {
    let quantity = quantity.asMatcher()
    return Matcher("a basket with \(value: product) quantity \(quantity)") { basket in
        guard let line = basket.lines.first(where: { $0.product == product }) else {
            return .mismatch("had no \(value: product) line")
        }
        if quantity.matches(line.quantity) { return .match }
        return .mismatch("had \(value: product) quantity \(value: line.quantity)")
    }
}

@Suite struct GuideMatcherTests {
    @Test func matchersComposeAndTheirTextIsPinned() {
        let basket = GuideBasket(lines: [GuideLine(product: "mug", quantity: 2)])
        assertThat(4, guideEven())
        assertThat(basket, allOf(guideHasLineCount(1), guideHasQuantity(greaterThan(1), of: "mug")))
        assertThat(basket, not(guideHasQuantity(5, of: "mug")))
        let failures = captureFailures { assertThat(3, guideEven()) }
        assertThat(failures.map(\.message), ["Expected an even number, but was 3"])
        assertThat(guideEven().description, "an even number")
    }
}
