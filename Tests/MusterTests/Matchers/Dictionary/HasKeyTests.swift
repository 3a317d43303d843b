import Muster
import Testing
import MusterTestSupport

@Suite struct HasKeyTests {
    @Test func matchesAKey() {
        #expect(hasKey("a").matches(["a": 1]))
        #expect(hasKey(greaterThan(2)).matches([1: "one", 3: "three"]))
        #expect(!hasKey("b").matches(["a": 1]))
    }

    @Test func description() {
        let plain: Matcher<[String: Int]> = hasKey("a")
        #expect(plain.description == #"a dictionary with key "a""#)
        let matcher: Matcher<[Int: String]> = hasKey(greaterThan(2))
        #expect(matcher.description == "a dictionary with key greater than 2")
    }

    @Test func mismatchListsTheKeys() {
        #expect(mismatch(hasKey("a"), ["c": 1, "b": 2]) == #"had no key "a" among ["b", "c"]"#)
        #expect(
            mismatch(hasKey(greaterThan(5)), [1: "one"])
                == "had no key a value greater than 5 among [1]")
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat(["b": 1, "c": 2], hasKey("a")) }
                == #"Expected a dictionary with key "a", but had no key "a" among ["b", "c"]"#)
    }

    @Test func optionalSubject() {
        let absent: [String: Int]? = nil
        #expect(
            failureMessage { assertThat(absent, hasKey("a")) }
                == #"Expected a dictionary with key "a", but was nil"#)
    }

    @Test func emptyInput() {
        #expect(mismatch(hasKey("a"), [String: Int]()) == "was [:]")
        #expect(hasKey("").matches(["": 1]))
    }

    @Test func insideAnotherMatcher() {
        let negated: Matcher<[String: Int]> = not(hasKey("a"))
        #expect(negated.description == #"not a dictionary with key "a""#)
        #expect(mismatch(negated, ["a": 1]) == #"was ["a": 1]"#)

        let rows: Matcher<[[String: Int]]> = everyItem(hasKey("id"))
        #expect(
            failureMessage { assertThat([["id": 1], ["name": 2]], rows) }
                == #"Expected a sequence where every item is a dictionary with key "id", but item 1: had no key "id" among ["name"]"#
        )
    }
}
