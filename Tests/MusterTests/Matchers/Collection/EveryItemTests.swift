import Muster
import Testing
import MusterTestSupport

@Suite struct EveryItemTests {
    @Test func matchesWhenEveryItemMatches() {
        #expect(everyItem(greaterThan(0)).matches([1, 2, 3]))
        #expect(everyItem("a").matches(["a", "a"]))
        #expect(!everyItem(greaterThan(0)).matches([1, -2, 3]))
    }

    @Test func description() {
        let positive: Matcher<[Int]> = everyItem(greaterThan(0))
        #expect(positive.description == "a sequence where every item is a value greater than 0")
        let threes: Matcher<[Int]> = everyItem(3)
        #expect(threes.description == "a sequence where every item is 3")
    }

    @Test func mismatchListsEveryFailingItem() {
        #expect(
            mismatch(everyItem(greaterThan(0)), [3, -2, 5, -5]) == "item 1: was -2, item 3: was -5")
        #expect(mismatch(everyItem("a"), ["b"]) == #"item 0: was "b""#)
    }

    @Test func mismatchCountsFailingItemsBeyondTen() {
        let values = Array(-47...0)
        #expect(
            mismatch(everyItem(greaterThan(0)), values)
                == "item 0: was -47, item 1: was -46, item 2: was -45, item 3: was -44, "
                + "item 4: was -43, item 5: was -42, item 6: was -41, item 7: was -40, "
                + "item 8: was -39, item 9: was -38, … and 38 more failing items")
        #expect(
            mismatch(everyItem(greaterThan(0)), Array(-11...0)).map {
                $0.hasSuffix("… and 2 more failing items")
            }
                == true)
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat([3, -2, 5, -5], everyItem(greaterThan(0))) }
                == "Expected a sequence where every item is a value greater than 0, but item 1: was -2, item 3: was -5"
        )
    }

    @Test func optionalSubject() {
        let absent: [Int]? = nil
        let present: [Int]? = [1]
        #expect(failureMessages { assertThat(present, everyItem(greaterThan(0))) } == [])
        #expect(
            failureMessage { assertThat(absent, everyItem(greaterThan(0))) }
                == "Expected a sequence where every item is a value greater than 0, but was nil")
    }

    @Test func optionalItems() {
        let values: [Int?] = [1, nil, 2]
        #expect(
            mismatch(everyItem(Matcher<Int?>(unwrapping: greaterThan(0))), values)
                == "item 1: was nil")
        #expect(everyItem(notNilValue()).matches([Optional(1)]))
    }

    @Test func emptyInputMatches() {
        #expect(everyItem(greaterThan(0)).matches([Int]()))
        #expect(failureMessages { assertThat([Int](), everyItem(greaterThan(0))) } == [])
    }

    @Test func readsASinglePassSequenceOnce() {
        let sequence = OnePassSequence([1, -2, 3])
        #expect(
            failureMessage { assertThat(sequence, everyItem(greaterThan(0))) }
                == "Expected a sequence where every item is a value greater than 0, but item 1: was -2"
        )
        #expect(sequence.readings == 1)
    }

    @Test func insideAnotherMatcher() {
        let nested: Matcher<[[Int]]> = everyItem(hasItem(1))
        #expect(nested.description == "a sequence where every item is a sequence containing 1")
        #expect(nested.matches([[1], [2, 1]]))
        #expect(
            mismatch(nested, [[1], [2], [3, 4]])
                == "item 1: had no such item in [2], item 2: had no such item in [3, 4]"
        )

        let negated: Matcher<[Int]> = not(everyItem(greaterThan(0)))
        #expect(negated.description == "not a sequence where every item is a value greater than 0")
        #expect(mismatch(negated, [1, 2]) == "was [1, 2]")
        #expect(negated.matches([1, -1]))

        let counted: Matcher<[Int]> = allOf(hasCount(2), everyItem(greaterThan(0)))
        #expect(
            mismatch(counted, [1, -1])
                == "a sequence where every item is a value greater than 0: item 1: was -1")
    }

    @Test func worksOnAnySequence() {
        #expect(everyItem(greaterThan(0)).matches(Set([1, 2])))
        #expect(mismatch(everyItem(greaterThan(2)), 1...3) == "item 0: was 1, item 1: was 2")
    }
}
