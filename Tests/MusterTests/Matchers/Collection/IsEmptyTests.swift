import Muster
import Testing
import MusterTestSupport

@Suite struct IsEmptyTests {
    @Test func matchesAnEmptySequence() {
        #expect(isEmpty().matches([Int]()))
        #expect(isEmpty().matches(""))
        #expect(isEmpty().matches([String: Int]()))
        #expect(!isEmpty().matches([1]))
    }

    @Test func description() {
        let matcher: Matcher<[Int]> = isEmpty()
        #expect(matcher.description == "an empty collection")
    }

    @Test func mismatchShowsTheItems() {
        #expect(mismatch(isEmpty(), [1, 2]) == "had 2 items: [1, 2]")
        #expect(mismatch(isEmpty(), ["a"]) == #"had 1 item: ["a"]"#)
        #expect(mismatch(isEmpty(), "ab") == #"had 2 items: ["a", "b"]"#)
        let many = mismatch(isEmpty(), Array(1...1_200))
        #expect(many?.hasPrefix("had 1,200 items: [1, 2, 3,") == true)
        #expect(many?.hasSuffix(", 49, 50, … 1,150 more]") == true)
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat([1, 2], isEmpty()) }
                == "Expected an empty collection, but had 2 items: [1, 2]")
    }

    @Test func optionalSubject() {
        let absent: [Int]? = nil
        let empty: [Int]? = []
        #expect(failureMessages { assertThat(empty, isEmpty()) } == [])
        #expect(
            failureMessage { assertThat(absent, isEmpty()) }
                == "Expected an empty collection, but was nil")
    }

    @Test func readsASinglePassSequenceOnce() {
        let sequence = OnePassSequence([1, 2])
        #expect(mismatch(isEmpty(), sequence) == "had 2 items: [1, 2]")
        #expect(sequence.readings == 1)
        let empty = OnePassSequence([Int]())
        #expect(isEmpty().matches(empty))
        #expect(empty.readings == 1)
    }

    @Test func anEndlessSequenceGetsAnAnswer() {
        let text = mismatch(isEmpty(), Naturals())
        #expect(text?.hasPrefix("had more than 50 items: [1, 2, 3,") == true)
        #expect(text?.hasSuffix(", 49, 50, … more]") == true)
        let fifty = OnePassSequence(Array(1...50))
        #expect(mismatch(isEmpty(), fifty)?.hasPrefix("had 50 items: [1, 2,") == true)
    }

    @Test func insideAnotherMatcher() {
        let negated: Matcher<[Int]> = not(isEmpty())
        #expect(negated.description == "not an empty collection")
        #expect(mismatch(negated, []) == "was []")
        #expect(
            failureMessage { assertThat([Int](), negated) }
                == "Expected not an empty collection, but was []")

        let nested: Matcher<[String: [Int]]> = hasEntry("a", isEmpty())
        #expect(mismatch(nested, ["a": [1]]) == #"["a"]: had 1 item: [1]"#)
    }

    @Test func showsASetOrADictionarySorted() {
        #expect(mismatch(isEmpty(), Set([3, 1, 2])) == "had 3 items: Set([1, 2, 3])")
        #expect(mismatch(isEmpty(), ["b": 2, "a": 1]) == #"had 2 items: ["a": 1, "b": 2]"#)
    }

    @Test func emptyIsOCHamcrestsNameForIsEmpty() {
        let matcher: Matcher<[String]> = empty()
        #expect(matcher.matches([]))
        #expect(!matcher.matches(["mug"]))
        #expect(matcher.description == "an empty collection")
        #expect(
            failureMessage { assertThat(["mug"], empty()) }
                == #"Expected an empty collection, but had 1 item: ["mug"]"#)
        #expect(
            failureMessage { assertThat(nil as [Int]?, empty()) }
                == "Expected an empty collection, but was nil")
        #expect(failureMessages { assertThat([[Int]()], everyItem(empty())) } == [])
    }
}
