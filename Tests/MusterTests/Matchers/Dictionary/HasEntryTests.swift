import Muster
import Testing
import MusterTestSupport

/// A key matcher for these tests: `a string starting with "x"`.
private func startingWith(_ prefix: String) -> Matcher<String> {
    Matcher("a string starting with \(value: prefix)") { $0.hasPrefix(prefix) }
}

@Suite struct HasEntryTests {
    @Test func matchesAnEntry() {
        #expect(hasEntry("a", 1).matches(["a": 1, "b": 2]))
        #expect(hasEntry("a", greaterThan(0)).matches(["a": 1]))
        #expect(hasEntry(startingWith("x"), 2).matches(["a": 1, "xb": 2, "xc": 3]))
        #expect(hasEntry(1, "one").matches([1: "one"]))
        #expect(!hasEntry("a", 2).matches(["a": 1, "b": 2]))
    }

    @Test func description() {
        let plain: Matcher<[String: Int]> = hasEntry("a", 1)
        #expect(plain.description == #"a dictionary containing ["a": 1]"#)
        let matchers: Matcher<[String: Int]> = hasEntry(startingWith("x"), greaterThan(2))
        #expect(
            matchers.description
                == #"a dictionary containing [a string starting with "x": a value greater than 2]"#)
    }

    @Test func mismatchForAWrongValueNamesTheKey() {
        #expect(mismatch(hasEntry("a", 1), ["a": 3]) == #"["a"]: was 3"#)
        #expect(mismatch(hasEntry(1, "one"), [1: "uno"]) == #"[1]: was "uno""#)
        #expect(mismatch(hasEntry("a\n", 1), ["a\n": 3]) == #"["a\n"]: was 3"#)
    }

    @Test func mismatchForAMissingKeyListsTheKeys() {
        #expect(
            mismatch(hasEntry("a", 1), ["c": 1, "b": 2]) == #"had no key "a" among ["b", "c"]"#)
        #expect(
            mismatch(hasEntry(startingWith("x"), 1), ["a": 1])
                == #"had no key a string starting with "x" among ["a"]"#)
        #expect(mismatch(hasEntry("a", 1), [:]) == "was [:]")
    }

    @Test func mismatchForAKeyMatcherNamesEveryEntryItTried() {
        #expect(
            mismatch(hasEntry(startingWith("x"), 1), ["xb": 4, "xa": 3, "c": 1])
                == #"["xa"]: was 3, ["xb"]: was 4"#)
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat(["a": 3], hasEntry("a", 1)) }
                == #"Expected a dictionary containing ["a": 1], but ["a"]: was 3"#)
        #expect(
            failureMessage { assertThat(["b": 1, "c": 2], hasEntry("a", 1)) }
                == #"Expected a dictionary containing ["a": 1], but had no key "a" among ["b", "c"]"#
        )
    }

    @Test func optionalSubject() {
        let absent: [String: Int]? = nil
        #expect(
            failureMessage { assertThat(absent, hasEntry("a", 1)) }
                == #"Expected a dictionary containing ["a": 1], but was nil"#)
        #expect(failureMessages { assertThat(Optional(["a": 1]), hasEntry("a", 1)) } == [])
    }

    @Test func optionalValues() {
        let values: [String: Int?] = ["a": nil, "b": 2]
        let absent: Int? = nil
        #expect(hasEntry("a", absent).matches(values))
        #expect(hasEntry("a", nilValue()).matches(values))
        #expect(mismatch(hasEntry("b", absent), values) == #"["b"]: was 2"#)
        #expect(mismatch(hasEntry("c", absent), values) == #"had no key "c" among ["a", "b"]"#)
    }

    @Test func emptyInput() {
        #expect(mismatch(hasEntry("", 0), [:]) == "was [:]")
        #expect(hasEntry("", 0).matches(["": 0]))
    }

    @Test func longKeyListsAreShortened() {
        let dictionary = Dictionary(uniqueKeysWithValues: (100..<200).map { ($0, $0) })
        let text = mismatch(hasEntry(1, 1), dictionary)
        #expect(text?.hasPrefix("had no key 1 among [100, 101, 102,") == true)
        #expect(text?.hasSuffix(", 148, 149, … 50 more]") == true)
    }

    @Test func insideAnotherMatcher() {
        let negated: Matcher<[String: Int]> = not(hasEntry("a", 1))
        #expect(negated.description == #"not a dictionary containing ["a": 1]"#)
        #expect(mismatch(negated, ["a": 1]) == #"was ["a": 1]"#)

        let nested: Matcher<[String: [String: Int]]> = hasEntry("outer", hasEntry("inner", 1))
        #expect(mismatch(nested, ["outer": ["inner": 2]]) == #"["outer"]: ["inner"]: was 2"#)

        let rows: Matcher<[[String: Int]]> = everyItem(hasEntry("id", greaterThan(0)))
        #expect(
            failureMessage { assertThat([["id": 1], ["id": 0], [:]], rows) }
                == #"Expected a sequence where every item is a dictionary containing ["id": a value greater than 0], but item 1: ["id"]: was 0, item 2: was [:]"#
        )

        let json: Any = ["name": "Bob"]
        #expect(
            failureMessage {
                assertThat(json, instanceOf([String: String].self, hasEntry("name", "Joe")))
            }
                == #"Expected an instance of Dictionary<String, String> that is a dictionary containing ["name": "Joe"], but ["name"]: was "Bob""#
        )
    }
}
