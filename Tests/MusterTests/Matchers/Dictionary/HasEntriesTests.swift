import Muster
import Testing
import MusterTestSupport

@Suite struct HasEntriesTests {
    @Test func matchesWhenEveryEntryIsThere() {
        #expect(hasEntries(["a": 1, "b": greaterThan(1)]).matches(["a": 1, "b": 2, "c": 3]))
        #expect(hasEntries(["a": 1, "b": 2]).matches(["a": 1, "b": 2]))
        let expected = ["a": 1]
        #expect(hasEntries(expected).matches(["a": 1, "b": 2]))
        #expect(!hasEntries(["a": 1, "b": 3]).matches(["a": 1, "b": 2]))
    }

    @Test func description() {
        let mixed: Matcher<[String: Int]> = hasEntries(["b": 1, "a": greaterThan(2)])
        #expect(
            mixed.description == #"a dictionary containing ["b": 1, "a": a value greater than 2]"#)
        let plain: Matcher<[String: Int]> = hasEntries(["b": 1, "a": 2])
        #expect(plain.description == #"a dictionary containing ["a": 2, "b": 1]"#)
    }

    @Test func mismatchNamesEveryFailingEntry() {
        #expect(
            mismatch(hasEntries(["a": 1, "b": greaterThan(2), "c": 3]), ["a": 1, "b": 1])
                == #"["b"]: was 1, had no key "c" among ["a", "b"]"#)
        #expect(
            mismatch(hasEntries(["d": 4, "c": greaterThan(2), "a": 9]), ["a": 1, "b": 1])
                == #"["a"]: was 1, had no keys ["d", "c"] among ["a", "b"]"#)
        #expect(
            mismatch(hasEntries(["b": 5, "a": 5]), ["a": 1, "b": 2])
                == #"["a"]: was 1, ["b"]: was 2"#)
        #expect(
            mismatch(hasEntries(["d": 4, "c": 3]), ["a": 1])
                == #"had no keys ["c", "d"] among ["a"]"#)
    }

    @Test func failureText() {
        #expect(
            failureMessage {
                assertThat(["a": 1, "b": 1], hasEntries(["a": 1, "b": greaterThan(2), "c": 3]))
            }
                == #"Expected a dictionary containing ["a": 1, "b": a value greater than 2, "c": 3], but ["b"]: was 1, had no key "c" among ["a", "b"]"#
        )
    }

    @Test func optionalSubject() {
        let absent: [String: Int]? = nil
        #expect(
            failureMessage { assertThat(absent, hasEntries(["a": 1])) }
                == #"Expected a dictionary containing ["a": 1], but was nil"#)
    }

    @Test func emptyInput() {
        let nothing: Matcher<[String: Int]> = hasEntries([:])
        #expect(nothing.description == "a dictionary containing [:]")
        #expect(nothing.matches([:]))
        #expect(nothing.matches(["a": 1]))
        #expect(mismatch(hasEntries(["a": 1]), [:]) == "was [:]")
    }

    @Test func manyFailingEntriesAreCounted() {
        let expected = Dictionary(uniqueKeysWithValues: (10..<25).map { ($0, 0) })
        let actual = Dictionary(uniqueKeysWithValues: (10..<25).map { ($0, 1) })
        #expect(
            mismatch(hasEntries(expected), actual)
                == "[10]: was 1, [11]: was 1, [12]: was 1, [13]: was 1, [14]: was 1, [15]: was 1, "
                + "[16]: was 1, [17]: was 1, [18]: was 1, [19]: was 1, … and 5 more failing entries"
        )
    }

    @Test func insideAnotherMatcher() {
        let negated: Matcher<[String: Int]> = not(hasEntries(["a": 1]))
        #expect(negated.description == #"not a dictionary containing ["a": 1]"#)
        #expect(mismatch(negated, ["a": 1]) == #"was ["a": 1]"#)

        let nested: Matcher<[String: [String: Int]]> = hasEntries(["x": hasEntries(["y": 1])])
        #expect(mismatch(nested, ["x": ["y": 2]]) == #"["x"]: ["y"]: was 2"#)
        #expect(
            failureMessage { assertThat(["x": ["y": 2]], nested) }
                == #"Expected a dictionary containing ["x": a dictionary containing ["y": 1]], but ["x"]: ["y"]: was 2"#
        )
    }
}
