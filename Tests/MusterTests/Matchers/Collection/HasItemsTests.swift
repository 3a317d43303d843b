import Muster
import Testing
import MusterTestSupport

@Suite struct HasItemsTests {
    @Test func matchesWhenEachIsFound() {
        #expect(hasItems(3, 1).matches([1, 2, 3]))
        #expect(hasItems(greaterThan(1), greaterThan(2)).matches([5]))
        #expect(hasItems([1, 2]).matches([2, 1]))
        #expect(!hasItems(1, 4).matches([1, 2, 3]))
    }

    @Test func description() {
        let matcher: Matcher<[Int]> = hasItems(1, greaterThan(5))
        #expect(matcher.description == "a sequence containing all of [1, a value greater than 5]")
    }

    @Test func mismatchNamesOnlyTheMissingOnes() {
        #expect(mismatch(hasItems(2, 5), [1, 2]) == "had no item matching 5 in [1, 2]")
        #expect(
            mismatch(hasItems(5, 1, greaterThan(9)), [1, 2])
                == "had no items matching [5, a value greater than 9] in [1, 2]")
    }

    private struct Line: Hashable {
        var product: String
        var quantity: Int
    }

    @Test func eachMissingValueIsComparedWithTheNearestItem() {
        let mug = Line(product: "Mug", quantity: 2)
        let rake = Line(product: "Rake", quantity: 1)
        #expect(
            failureMessage {
                expect([Line(product: "Mug", quantity: 3), rake]).to(contain(mug, rake))
            }
                == #"""
                Expected a sequence containing all of [Line(product: "Mug", quantity: 2), Line(product: "Rake", quantity: 1)], but had no item matching Line(product: "Mug", quantity: 2) in [Line(product: "Mug", quantity: 3), Line(product: "Rake", quantity: 1)]
                  item 0, the nearest, differed at .quantity: expected 2, was 3
                """#)
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat([1, 2], hasItems(2, 5)) }
                == "Expected a sequence containing all of [2, 5], but had no item matching 5 in [1, 2]"
        )
    }

    @Test func optionalSubject() {
        let absent: [String]? = nil
        #expect(
            failureMessage { assertThat(absent, hasItems("a")) }
                == #"Expected a sequence containing "a", but was nil"#)
    }

    @Test func emptyInput() {
        let nothing: Matcher<[Int]> = hasItems()
        #expect(nothing.description == "a sequence containing all of []")
        #expect(nothing.matches([]))
        #expect(mismatch(hasItems(1, 2), [Int]()) == "had no items matching [1, 2] in []")
    }

    @Test func readsASinglePassSequenceOnceAndStopsWhenAllAreFound() {
        let sequence = OnePassSequence([1, 2, 3])
        #expect(mismatch(hasItems(3, 4), sequence) == "had no item matching 4 in [1, 2, 3]")
        #expect(sequence.readings == 1)
        #expect(hasItems(10, 3).matches(Naturals()))
    }

    @Test func insideAnotherMatcher() {
        let negated: Matcher<[Int]> = not(hasItems(1, 2))
        #expect(negated.description == "not a sequence containing all of [1, 2]")
        #expect(mismatch(negated, [2, 1]) == "was [2, 1]")

        let nested: Matcher<[[Int]]> = hasItem(hasItems(1, 2))
        #expect(nested.matches([[1], [2, 1]]))
        #expect(
            mismatch(nested, [[1]])
                == "had no such item in [[1]]")
    }

    @Test func showsASetSorted() {
        #expect(
            mismatch(hasItems(2, 4, 6), Set([3, 1, 2]))
                == "had no items matching [4, 6] in Set([1, 2, 3])")
    }
}
