import Muster
import Testing
import MusterTestSupport

@Suite struct ContainsInRelativeOrderTests {
    @Test func matchesItemsInThisOrderWithOthersBetween() {
        #expect(containsInRelativeOrder(1, 3).matches([0, 1, 2, 3, 4]))
        #expect(containsInRelativeOrder(1, 2, 3).matches([1, 2, 3]))
        #expect(containsInRelativeOrder("a", "a").matches(["a", "b", "a"]))
        #expect(containsInRelativeOrder(greaterThan(1), 1).matches([2, 1]))
        #expect(containsInRelativeOrder([2, 4]).matches([1, 2, 3, 4]))
        #expect(!containsInRelativeOrder(3, 1).matches([1, 2, 3]))
        #expect(!containsInRelativeOrder("a", "a").matches(["a", "b"]))
    }

    @Test func description() {
        let matcher: Matcher<[Int]> = containsInRelativeOrder(1, greaterThan(2))
        #expect(
            matcher.description
                == "a sequence containing [1, a value greater than 2] in relative order")
    }

    @Test func mismatchNamesTheFirstExpectationNotFound() {
        #expect(
            mismatch(containsInRelativeOrder(3, 1), [1, 2, 3])
                == "had no item matching 1 after item 2 in [1, 2, 3]")
        #expect(
            mismatch(containsInRelativeOrder(5, 1), [1, 2]) == "had no item matching 5 in [1, 2]")
        #expect(
            mismatch(containsInRelativeOrder("a", "a"), ["b", "a"])
                == #"had no item matching "a" after item 1 in ["b", "a"]"#)
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat([1, 2, 3], containsInRelativeOrder(3, 1)) }
                == "Expected a sequence containing [3, 1] in relative order, but had no item matching 1 after item 2 in [1, 2, 3]"
        )
    }

    @Test func optionalSubject() {
        let absent: [Int]? = nil
        #expect(
            failureMessage { assertThat(absent, containsInRelativeOrder(1)) }
                == "Expected a sequence containing [1] in relative order, but was nil")
    }

    @Test func emptyInput() {
        let nothing: Matcher<[Int]> = containsInRelativeOrder()
        #expect(nothing.description == "a sequence containing [] in relative order")
        #expect(nothing.matches([]))
        #expect(nothing.matches([1]))
        #expect(mismatch(containsInRelativeOrder(1), [Int]()) == "had no item matching 1 in []")
    }

    @Test func readsASinglePassSequenceOnceAndStopsWhenAllAreFound() {
        let sequence = OnePassSequence([3, 2, 1])
        #expect(
            mismatch(containsInRelativeOrder(1, 2), sequence)
                == "had no item matching 2 after item 2 in [3, 2, 1]")
        #expect(sequence.readings == 1)
        #expect(containsInRelativeOrder(5, 500).matches(Naturals()))
    }

    @Test func insideAnotherMatcher() {
        let negated: Matcher<[Int]> = not(containsInRelativeOrder(1, 2))
        #expect(negated.description == "not a sequence containing [1, 2] in relative order")
        #expect(mismatch(negated, [1, 0, 2]) == "was [1, 0, 2]")
        #expect(negated.matches([2, 1]))

        let nested: Matcher<[String: [Int]]> = hasEntry("log", containsInRelativeOrder(1, 2))
        #expect(
            mismatch(nested, ["log": [2, 1]])
                == #"["log"]: had no item matching 2 after item 1 in [2, 1]"#)
    }
}
