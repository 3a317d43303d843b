import Muster
import Testing
import MusterTestSupport

@Suite struct EqualToIgnoringWhitespaceTests {
    private struct Message { var body: String }

    @Test func collapsesRunsOfWhitespaceAndTrimsTheEnds() {
        #expect(equalToIgnoringWhitespace("a b").matches("a b"))
        #expect(equalToIgnoringWhitespace("a b").matches("  a    b  "))
        #expect(equalToIgnoringWhitespace("a b").matches("a\t\n b\r\n"))
        #expect(equalToIgnoringWhitespace(" a  b ").matches("a b"))
        #expect(equalToIgnoringWhitespace("a b").matches("a\u{00A0}b"))
    }

    @Test func whitespaceStillSeparatesWords() {
        #expect(!equalToIgnoringWhitespace("a b").matches("ab"))
        #expect(!equalToIgnoringWhitespace("ab").matches("a b"))
        #expect(!equalToIgnoringWhitespace("a b").matches("a b c"))
        #expect(!equalToIgnoringWhitespace("a b").matches("A B"))
    }

    @Test func description() {
        #expect(equalToIgnoringWhitespace("a b").description == #""a b" ignoring whitespace"#)
        #expect(equalToIgnoringWhitespace(" a\tb ").description == #"" a\tb " ignoring whitespace"#)
    }

    @Test func mismatchShowsTheActualString() {
        #expect(mismatch(equalToIgnoringWhitespace("a b"), "a  c ") == #"was "a  c ""#)
        #expect(mismatch(equalToIgnoringWhitespace("a b"), "a\nc") == #"was "a\nc""#)
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat("a  b c", equalToIgnoringWhitespace(" a b ")) }
                == #"Expected " a b " ignoring whitespace, but was "a  b c""#)
    }

    @Test func optionalSubject() {
        let absent: String? = nil
        #expect(
            failureMessage { assertThat(absent, equalToIgnoringWhitespace("a b")) }
                == #"Expected "a b" ignoring whitespace, but was nil"#)
        let present: String? = " a  b"
        #expect(failureMessages { assertThat(present, equalToIgnoringWhitespace("a b")) } == [])
    }

    @Test func emptyAndBlankStrings() {
        #expect(equalToIgnoringWhitespace("").matches(""))
        #expect(equalToIgnoringWhitespace("").matches(" \n\t "))
        #expect(equalToIgnoringWhitespace("  ").matches(""))
        #expect(mismatch(equalToIgnoringWhitespace("a"), "  ") == #"was "  ""#)
        #expect(mismatch(equalToIgnoringWhitespace(""), "a") == #"was "a""#)
    }

    @Test func substrings() {
        let text = "> a   b"
        assertThat(text.dropFirst(), equalToIgnoringWhitespace("a b"))
        #expect(
            failureMessage { assertThat(text.dropLast(), equalToIgnoringWhitespace("a b")) }
                == #"Expected "a b" ignoring whitespace, but was "> a   ""#)
    }

    @Test func insideOtherMatchers() {
        #expect(
            failureMessage { assertThat("a  b", not(equalToIgnoringWhitespace("a b"))) }
                == #"Expected not "a b" ignoring whitespace, but was "a  b""#)
        #expect(
            failureMessage {
                assertThat(
                    Message(body: "hello\n  world!"),
                    hasProperty(\.body, equalToIgnoringWhitespace("hello world")))
            }
                == #"Expected a value with body "hello world" ignoring whitespace, "#
                + #"but body was "hello\n  world!""#
        )
    }
}
