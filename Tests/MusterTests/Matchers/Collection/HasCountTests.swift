import Muster
import Testing
import MusterTestSupport

@Suite struct HasCountTests {
    @Test func matchesTheNumberOfItems() {
        #expect(hasCount(3).matches([1, 2, 3]))
        #expect(hasCount(greaterThan(1)).matches(["a", "b"]))
        #expect(hasCount(2).matches(Set([1, 2])))
        #expect(!hasCount(2).matches([1]))
    }

    @Test func description() {
        let matcher: Matcher<[Int]> = hasCount(3)
        #expect(matcher.description == "a collection with count 3")
        let bounded: Matcher<[Int]> = hasCount(greaterThan(2))
        #expect(bounded.description == "a collection with count greater than 2")
    }

    @Test func mismatchShowsTheCount() {
        #expect(mismatch(hasCount(3), [1, 2]) == "count was 2")
        #expect(mismatch(hasCount(greaterThan(2)), [1]) == "count was 1")
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat([1, 2], hasCount(3)) }
                == "Expected a collection with count 3, but count was 2")
    }

    @Test func optionalSubject() {
        let absent: [Int]? = nil
        #expect(
            failureMessage { assertThat(absent, hasCount(0)) }
                == "Expected a collection with count 0, but was nil")
    }

    @Test func emptyInput() {
        #expect(hasCount(0).matches([Int]()))
        #expect(mismatch(hasCount(1), [Int]()) == "count was 0")
    }

    @Test func countsASinglePassSequenceInOneReading() {
        let sequence = OnePassSequence([1, 2, 3])
        #expect(mismatch(hasCount(2), sequence) == "count was 3")
        #expect(sequence.readings == 1)
        #expect(hasCount(4).matches("abcd"))
        #expect(hasCount(3).matches(["a": 1, "b": 2, "c": 3]))
    }

    @Test func insideAnotherMatcher() {
        let negated: Matcher<[Int]> = not(hasCount(2))
        #expect(negated.description == "not a collection with count 2")
        #expect(mismatch(negated, [1, 2]) == "was [1, 2]")

        let nested: Matcher<[[Int]]> = everyItem(hasCount(2))
        #expect(mismatch(nested, [[1, 2], [3]]) == "item 1: count was 1")
        #expect(
            failureMessage { assertThat([[1, 2], [3]], nested) }
                == "Expected a sequence where every item is a collection with count 2, but item 1: count was 1"
        )
    }

    @Test func hasCountOfIsOCHamcrestsNameForACount() {
        let matcher: Matcher<[Int]> = hasCountOf(2)
        #expect(matcher.matches([1, 2]))
        #expect(!matcher.matches([1]))
        #expect(matcher.description == "a collection with count 2")
        #expect(
            failureMessage { assertThat([1, 2], hasCountOf(3)) }
                == "Expected a collection with count 3, but count was 2")
        #expect(
            failureMessage { assertThat(nil as [Int]?, hasCountOf(0)) }
                == "Expected a collection with count 0, but was nil")
        #expect(failureMessages { assertThat([Int](), hasCountOf(0)) } == [])
        #expect(failureMessages { assertThat([[1], [2]], everyItem(hasCountOf(1))) } == [])
    }
}
