import Muster
import Testing
import MusterTestSupport

@Suite struct HasItemAtIndexTests {
    private struct Line: Equatable { var sku: String }

    @Test func matchesTheItemAtTheIndex() {
        #expect(hasItem("b", atIndex: 1).matches(["a", "b"]))
        #expect(!hasItem("a", atIndex: 1).matches(["a", "b"]))
        #expect(hasItem(greaterThan(2), atIndex: 0).matches([3, 1]))
        #expect(hasItem(Character("c"), atIndex: 2).matches("abc"))
        #expect(hasItem(Line(sku: "mug"), atIndex: 0).matches([Line(sku: "mug")]))
    }

    @Test func description() {
        let matcher: Matcher<[String]> = hasItem("c", atIndex: 1)
        #expect(matcher.description == #"a sequence containing "c" at index 1"#)
        let condition: Matcher<[Int]> = hasItem(greaterThan(2), atIndex: 0)
        #expect(condition.description == "a sequence containing a value greater than 2 at index 0")
    }

    @Test func mismatchNamesTheItemOrTheShortfall() {
        #expect(mismatch(hasItem("c", atIndex: 1), ["a", "b"]) == #"item at index 1 was "b""#)
        #expect(mismatch(hasItem(1, atIndex: 3), [1, 2]) == "had no item at index 3 in [1, 2]")
        #expect(
            failureMessage { assertThat(["a", "b"], hasItem("c", atIndex: 1)) }
                == #"Expected a sequence containing "c" at index 1, but item at index 1 was "b""#)
    }

    @Test func aNegativeIndexCannotBeRead() {
        let matcher: Matcher<[Int]> = hasItem(1, atIndex: -1)
        #expect(matcher.match([1]).isUnusable)
        #expect(not(matcher).match([1]).isUnusable)
        #expect(
            matcher.match([1]).mismatchDescription
                == "could not read index -1 of a sequence: indices start at 0")
    }

    @Test func optionalAndEmptyInput() {
        #expect(
            failureMessage { assertThat([Int]?.none, hasItem(1, atIndex: 0)) }
                == "Expected a sequence containing 1 at index 0, but was nil")
        #expect(mismatch(hasItem(1, atIndex: 0), [Int]()) == "had no item at index 0 in []")
        let values: [Int?] = [1, nil]
        #expect(hasItem(nilValue(), atIndex: 1).matches(values))
    }

    @Test func aShortfallShowsTheItemsAsHasItemDoes() {
        #expect(
            mismatch(hasItem(0, atIndex: 100), Array(0..<60))
                == "had no item at index 100 in [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, "
                + "15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, "
                + "35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, … 10 more]")
    }

    @Test func readsOnlyUpToTheIndex() {
        #expect(hasItem(6, atIndex: 5).matches(Naturals()))
        #expect(mismatch(hasItem(1, atIndex: 2), Naturals()) == "item at index 2 was 3")
    }

    @Test func composition() {
        #expect(
            failureMessage {
                assertThat([[1], [2, 3]], hasItem(hasItem(9, atIndex: 0), atIndex: 1))
            }
                == "Expected a sequence containing a sequence containing 9 at index 0 at index 1, "
                + "but item at index 1 item at index 0 was 2")
    }
}
