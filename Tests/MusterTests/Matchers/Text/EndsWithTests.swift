import Muster
import Testing
import MusterTestSupport

@Suite struct EndsWithTests {
    private struct File { var name: String }

    @Test func matchesAStringWithTheSuffix() {
        #expect(endsWith("yz").matches("xyz"))
        #expect(endsWith("xyz").matches("xyz"))
        #expect(!endsWith("xy").matches("xyz"))
        #expect(!endsWith("wxyz").matches("xyz"))
        #expect(!endsWith("YZ").matches("xyz"))
    }

    @Test func description() {
        #expect(endsWith("yz").description == #"a string ending with "yz""#)
        #expect(endsWith("\r\n").description == #"a string ending with "\r\n""#)
    }

    @Test func mismatchShowsTheActualString() {
        #expect(mismatch(endsWith("yz"), "abc") == #"was "abc""#)
        #expect(mismatch(endsWith("yz"), "yz\n") == #"was "yz\n""#)
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat("abc", endsWith("yz")) }
                == #"Expected a string ending with "yz", but was "abc""#)
    }

    @Test func comparesWholeCharacters() {
        #expect(!endsWith("e").matches("café"))
        #expect(endsWith("é").matches("cafe\u{301}"))
        #expect(endsWith("🇫🇷").matches("Paris 🇫🇷"))
    }

    @Test func optionalSubject() {
        let absent: String? = nil
        #expect(
            failureMessage { assertThat(absent, endsWith("yz")) }
                == #"Expected a string ending with "yz", but was nil"#)
        let present: String? = "xyz"
        #expect(failureMessages { assertThat(present, endsWith("yz")) } == [])
    }

    @Test func emptyStrings() {
        #expect(endsWith("").matches(""))
        #expect(endsWith("").matches("abc"))
        #expect(mismatch(endsWith("z"), "") == #"was """#)
    }

    @Test func substrings() {
        let text = "file.swift.orig"
        assertThat(text.dropLast(5), endsWith(".swift"))
        #expect(
            failureMessage { assertThat(text.dropFirst(5), endsWith(".swift")) }
                == #"Expected a string ending with ".swift", but was "swift.orig""#)
    }

    @Test func insideOtherMatchers() {
        #expect(
            failureMessage { assertThat("a.swift", not(endsWith(".swift"))) }
                == #"Expected not a string ending with ".swift", but was "a.swift""#)
        #expect(
            failureMessage {
                assertThat(File(name: "a.txt"), hasProperty(\.name, endsWith(".swift")))
            }
                == #"Expected a value with name a string ending with ".swift", "#
                + #"but name was "a.txt""#
        )
        #expect(failureMessages { assertThat("ab", allOf(startsWith("a"), endsWith("b"))) } == [])
    }
}

@Suite struct HasSuffixTests {
    @Test func matchesAStringWithTheSuffix() {
        #expect(hasSuffix("bar").matches("foobar"))
        #expect(!hasSuffix("foo").matches("foobar"))
        #expect(!hasSuffix("Bar").matches("foobar"))
    }

    @Test func descriptionAndMismatchAreEndsWiths() {
        #expect(hasSuffix("ab").description == #"a string ending with "ab""#)
        #expect(mismatch(hasSuffix("ab"), "xyz") == #"was "xyz""#)
        #expect(
            failureMessage { assertThat("foobar", hasSuffix("foo")) }
                == #"Expected a string ending with "foo", but was "foobar""#)
    }

    @Test func optionalAndEmptyInput() {
        #expect(
            failureMessage { assertThat(String?.none, hasSuffix("a")) }
                == #"Expected a string ending with "a", but was nil"#)
        #expect(hasSuffix("").matches(""))
        #expect(mismatch(hasSuffix("a"), "") == #"was """#)
    }

    @Test func substringsAndComposition() {
        let words = "one two".split(separator: " ")
        #expect(failureMessages { assertThat(words[1], hasSuffix("wo")) } == [])
        #expect(
            failureMessage { assertThat(["ab", "cd"], everyItem(hasSuffix("b"))) }
                == #"Expected a sequence where every item is a string ending with "b", "#
                + #"but item 1: was "cd""#)
    }
}
