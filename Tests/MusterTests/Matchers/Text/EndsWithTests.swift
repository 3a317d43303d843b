import Muster
import Testing

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
