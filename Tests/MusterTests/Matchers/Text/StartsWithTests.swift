import Muster
import Testing
import MusterTestSupport

@Suite struct StartsWithTests {
    private struct File { var path: String }

    @Test func matchesAStringWithThePrefix() {
        #expect(startsWith("ab").matches("abc"))
        #expect(startsWith("abc").matches("abc"))
        #expect(!startsWith("bc").matches("abc"))
        #expect(!startsWith("abcd").matches("abc"))
        #expect(!startsWith("Ab").matches("abc"))
    }

    @Test func description() {
        #expect(startsWith("ab").description == #"a string starting with "ab""#)
        #expect(startsWith("\t").description == #"a string starting with "\t""#)
    }

    @Test func mismatchShowsTheActualString() {
        #expect(mismatch(startsWith("ab"), "xyz") == #"was "xyz""#)
        #expect(mismatch(startsWith("ab"), "\nab") == #"was "\nab""#)
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat("xyz", startsWith("ab")) }
                == #"Expected a string starting with "ab", but was "xyz""#)
    }

    @Test func comparesWholeCharacters() {
        #expect(!startsWith("e").matches("é"))
        #expect(startsWith("e\u{301}").matches("éa"))
    }

    @Test func optionalSubject() {
        let absent: String? = nil
        #expect(
            failureMessage { assertThat(absent, startsWith("ab")) }
                == #"Expected a string starting with "ab", but was nil"#)
        let present: String? = "abc"
        #expect(failureMessages { assertThat(present, startsWith("ab")) } == [])
    }

    @Test func emptyStrings() {
        #expect(startsWith("").matches(""))
        #expect(startsWith("").matches("abc"))
        #expect(mismatch(startsWith("a"), "") == #"was """#)
    }

    @Test func substrings() {
        let words = "one two".split(separator: " ")
        assertThat(words[1], startsWith("tw"))
        #expect(
            failureMessage { assertThat(words[0], startsWith("tw")) }
                == #"Expected a string starting with "tw", but was "one""#)
    }

    @Test func insideOtherMatchers() {
        #expect(
            failureMessage { assertThat("abc", not(startsWith("a"))) }
                == #"Expected not a string starting with "a", but was "abc""#)
        #expect(
            failureMessage {
                assertThat(File(path: "/tmp/x"), hasProperty(\.path, startsWith("/usr")))
            }
                == #"Expected a value with path a string starting with "/usr", "#
                + #"but path was "/tmp/x""#
        )
        #expect(
            mismatch(anyOf(startsWith("a"), startsWith("b")), "c") == #"was "c""#)
    }
}

@Suite struct HasPrefixTests {
    @Test func matchesAStringWithThePrefix() {
        #expect(hasPrefix("foo").matches("foobar"))
        #expect(!hasPrefix("bar").matches("foobar"))
        #expect(!hasPrefix("Foo").matches("foobar"))
    }

    @Test func descriptionAndMismatchAreStartsWiths() {
        #expect(hasPrefix("ab").description == #"a string starting with "ab""#)
        #expect(mismatch(hasPrefix("ab"), "xyz") == #"was "xyz""#)
        #expect(
            failureMessage { assertThat("foobar", hasPrefix("bar")) }
                == #"Expected a string starting with "bar", but was "foobar""#)
    }

    @Test func optionalAndEmptyInput() {
        #expect(
            failureMessage { assertThat(String?.none, hasPrefix("a")) }
                == #"Expected a string starting with "a", but was nil"#)
        #expect(hasPrefix("").matches(""))
        #expect(mismatch(hasPrefix("a"), "") == #"was """#)
    }

    @Test func substringsAndComposition() {
        let words = "one two".split(separator: " ")
        #expect(failureMessages { assertThat(words[1], hasPrefix("tw")) } == [])
        #expect(
            failureMessage { assertThat("abc", allOf(hasPrefix("a"), not(hasPrefix("ab")))) }
                == #"Expected (a string starting with "a" and not a string starting with "ab"), "#
                + #"but not a string starting with "ab": was "abc""#)
    }
}
