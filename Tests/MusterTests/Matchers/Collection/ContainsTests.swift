import Muster
import Testing
import MusterTestSupport

@Suite struct ContainsTests {
    @Test func matchesExactlyTheseItemsInOrder() {
        #expect(contains(1, 2, 3).matches([1, 2, 3]))
        #expect(contains("a", "b").matches(["a", "b"]))
        #expect(contains(1, greaterThan(1), 3).matches([1, 5, 3]))
        #expect(contains([1, 2]).matches([1, 2]))
        #expect(!contains(1, 2, 3).matches([3, 2, 1]))
    }

    @Test func describesTheItemsAsAList() {
        let ints: Matcher<[Int]> = contains(1, 2, 3)
        #expect(ints.description == "a sequence containing [1, 2, 3]")
        let mixed: Matcher<[Int]> = contains(1, greaterThan(2), 3)
        #expect(mixed.description == "a sequence containing [1, a value greater than 2, 3]")
        let strings: Matcher<[String]> = contains("a", "b\n")
        #expect(strings.description == #"a sequence containing ["a", "b\n"]"#)
    }

    @Test func mismatchNamesTheFirstWrongItem() {
        #expect(mismatch(contains("a", "b", "c"), ["a", "x", "y"]) == #"item 1: was "x""#)
        #expect(mismatch(contains(1, greaterThan(2)), [1, 2]) == "item 1: was 2")
    }

    @Test func mismatchNamesTheFirstMissingItem() {
        #expect(mismatch(contains(1, 2, 3), [1, 2]) == "had no item 2 to match 3")
        #expect(
            mismatch(contains(1, greaterThan(2), 3), [1])
                == "had no item 1 to match a value greater than 2")
    }

    @Test func mismatchNamesTheFirstExtraItem() {
        #expect(mismatch(contains(1, 2), [1, 2, 9, 10]) == "had an extra item 2: 9")
        #expect(mismatch(contains("a"), ["a", "b"]) == #"had an extra item 1: "b""#)
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat(["a", "c"], contains("a", "b")) }
                == #"Expected a sequence containing ["a", "b"], but item 1: was "c""#)
        #expect(
            failureMessage { assertThat([1, 2], contains(1, 2, 3)) }
                == "Expected a sequence containing [1, 2, 3], but had no item 2 to match 3")
    }

    @Test func literalsTakeTheElementType() {
        #expect(failureMessages { assertThat([1.5, 3.0], contains(1.5, 3)) } == [])
        #expect(
            failureMessage { assertThat([1.5, 3.0], contains(1.5, 2)) }
                == "Expected a sequence containing [1.5, 2.0], but item 1: was 3.0")
    }

    @Test func optionalSubject() {
        let present: [Int]? = [1, 2]
        let absent: [Int]? = nil
        #expect(failureMessages { assertThat(present, contains(1, 2)) } == [])
        #expect(
            failureMessage { assertThat(absent, contains(1, 2)) }
                == "Expected a sequence containing [1, 2], but was nil")
    }

    @Test func optionalItems() {
        let values: [Int?] = [1, nil]
        let withNil: Matcher<[Int?]> = contains(Optional(1), Int?.none)
        #expect(withNil.matches(values))
        #expect(mismatch(contains(Optional(1), Optional(2)), values) == "item 1: was nil")
    }

    @Test func emptyInput() {
        let none: Matcher<[Int]> = contains()
        #expect(none.description == "a sequence containing []")
        #expect(none.matches([]))
        #expect(mismatch(none, [7]) == "had an extra item 0: 7")
        #expect(mismatch(contains(1), [Int]()) == "had no item 0 to match 1")
    }

    @Test func readsASinglePassSequenceOnce() {
        let good = OnePassSequence([1, 2, 3])
        #expect(contains(1, 2, 3).matches(good))
        #expect(good.readings == 1)
        let bad = OnePassSequence([1, 5, 3])
        #expect(
            failureMessage { assertThat(bad, contains(1, 2, 3)) }
                == "Expected a sequence containing [1, 2, 3], but item 1: was 5")
        #expect(bad.readings == 1)
    }

    @Test func stopsReadingAnEndlessSequence() {
        #expect(mismatch(contains(1, 2), Naturals()) == "had an extra item 2: 3")
        #expect(mismatch(contains(1, 3), Naturals()) == "item 1: was 2")
    }

    @Test func worksOnAnySequence() {
        // A string literal is a String, so characters are spelled out.
        let letters: [Character] = ["a", "b"]
        #expect(failureMessages { assertThat("ab", contains(letters)) } == [])
        #expect(
            failureMessage { assertThat("ax", contains(letters)) }
                == #"Expected a sequence containing ["a", "b"], but item 1: was "x""#)
        #expect(contains(1, 2, 3).matches(1...3))
        #expect(mismatch(contains(1, 2), 1...3) == "had an extra item 2: 3")
    }

    @Test func insideAnotherMatcher() {
        let negated: Matcher<[Int]> = not(contains(1, 2))
        #expect(negated.description == "not a sequence containing [1, 2]")
        #expect(mismatch(negated, [1, 2]) == "was [1, 2]")
        #expect(negated.matches([2, 1]))

        let nested: Matcher<[[Int]]> = contains(contains(1), contains(2, 3))
        #expect(
            nested.description
                == "a sequence containing [a sequence containing [1], a sequence containing [2, 3]]"
        )
        #expect(mismatch(nested, [[1], [2, 4]]) == "item 1: item 1: was 4")
        #expect(
            failureMessage { assertThat([[1], [2]], nested) }
                == "Expected a sequence containing [a sequence containing [1], a sequence containing [2, 3]], but item 1: had no item 1 to match 3"
        )
    }

    @Test func longListsAreShortened() {
        let matcher: Matcher<[Int]> = contains(Array(0..<60))
        #expect(matcher.description.hasSuffix(", 48, 49, … 10 more]"))
        #expect(matcher.matches(Array(0..<60)))
    }
}
