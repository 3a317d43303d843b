import Muster
import Testing
import MusterTestSupport

@Suite struct OnlyContainsTests {
    @Test func matchesWhenEveryItemMatchesOneOfThem() {
        #expect(onlyContains(1, greaterThan(5)).matches([1, 7, 1, 9]))
        #expect(onlyContains("a", "b").matches(["b", "a", "b"]))
        #expect(onlyContains([1, 2]).matches([2, 1]))
        #expect(!onlyContains(1, greaterThan(5)).matches([1, 3]))
    }

    @Test func description() {
        let matcher: Matcher<[Int]> = onlyContains(1, greaterThan(5))
        #expect(
            matcher.description
                == "a sequence where every item is one of [1, a value greater than 5]")
    }

    @Test func mismatchListsEveryOtherItem() {
        #expect(
            mismatch(onlyContains(1, greaterThan(5)), [1, 3, 7, 2])
                == "item 1: was 3, item 3: was 2")
        #expect(mismatch(onlyContains("a"), ["b"]) == #"item 0: was "b""#)
        #expect(
            mismatch(onlyContains(0), Array(1...12)).map {
                $0.hasSuffix("item 9: was 10, … and 2 more failing items")
            }
                == true)
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat([1, 7, 3], onlyContains(1, greaterThan(5))) }
                == "Expected a sequence where every item is one of [1, a value greater than 5], but item 2: was 3"
        )
    }

    @Test func optionalSubject() {
        let absent: [Int]? = nil
        #expect(
            failureMessage { assertThat(absent, onlyContains(1)) }
                == "Expected a sequence where every item is one of [1], but was nil")
    }

    @Test func emptyInput() {
        #expect(onlyContains(1).matches([Int]()))
        let nothingAllowed: Matcher<[Int]> = onlyContains()
        #expect(nothingAllowed.description == "a sequence where every item is one of []")
        #expect(nothingAllowed.matches([]))
        #expect(mismatch(nothingAllowed, [4]) == "item 0: was 4")
    }

    @Test func readsASinglePassSequenceOnce() {
        let sequence = OnePassSequence([1, 2, 1])
        #expect(mismatch(onlyContains(1), sequence) == "item 1: was 2")
        #expect(sequence.readings == 1)
    }

    @Test func insideAnotherMatcher() {
        let negated: Matcher<[Int]> = not(onlyContains(1, 2))
        #expect(negated.description == "not a sequence where every item is one of [1, 2]")
        #expect(mismatch(negated, [1, 2]) == "was [1, 2]")

        let nested: Matcher<[[Int]]> = everyItem(onlyContains(1))
        #expect(mismatch(nested, [[1], [1, 2]]) == "item 1: item 1: was 2")
    }
}
