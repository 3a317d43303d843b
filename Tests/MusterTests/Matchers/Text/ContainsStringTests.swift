import Muster
import Testing
import MusterTestSupport

@Suite struct ContainsStringTests {
    private struct User { var name: String }

    @Test func matchesAStringContainingTheSubstring() {
        #expect(containsString("abc").matches("abc"))
        #expect(containsString("abc").matches("xxabcxx"))
        #expect(containsString("b").matches("abc"))
        #expect(!containsString("abc").matches("ab"))
        #expect(!containsString("abc").matches("ABC"))
    }

    @Test func comparesWholeCharacters() {
        #expect(containsString("é").matches("café"))
        #expect(containsString("é").matches("cafe\u{301}"))
        #expect(!containsString("e").matches("café"))
        #expect(containsString("👍🏽").matches("ok 👍🏽!"))
    }

    @Test func descriptions() {
        #expect(containsString("abc").description == #"a string containing "abc""#)
        #expect(
            containsStringIgnoringCase("abc").description
                == #"a string containing "abc" ignoring case"#)
        #expect(containsString("a\"b\n").description == #"a string containing "a\"b\n""#)
    }

    @Test func mismatchShowsTheActualString() {
        #expect(mismatch(containsString("abc"), "xyz") == #"was "xyz""#)
        #expect(mismatch(containsStringIgnoringCase("abc"), "xyz") == #"was "xyz""#)
        #expect(mismatch(containsString("abc"), "line 1\nline 2\t✓") == #"was "line 1\nline 2\t✓""#)
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat("xyz", containsString("abc")) }
                == #"Expected a string containing "abc", but was "xyz""#)
        #expect(
            failureMessage { assertThat("xyz", containsStringIgnoringCase("ABC")) }
                == #"Expected a string containing "ABC" ignoring case, but was "xyz""#)
    }

    @Test func ignoringCase() {
        #expect(containsStringIgnoringCase("abc").matches("xABCx"))
        #expect(containsStringIgnoringCase("ABC").matches("xabcx"))
        #expect(containsStringIgnoringCase("ÄÖ").matches("äö"))
        #expect(!containsStringIgnoringCase("abd").matches("ABC"))
    }

    @Test func optionalSubject() {
        let absent: String? = nil
        let present: String? = "abc"
        #expect(failureMessages { assertThat(present, containsString("a")) } == [])
        #expect(
            failureMessage { assertThat(absent, containsString("a")) }
                == #"Expected a string containing "a", but was nil"#)
        #expect(
            failureMessage { assertThat(absent, containsStringIgnoringCase("a")) }
                == #"Expected a string containing "a" ignoring case, but was nil"#)
    }

    @Test func emptyStrings() {
        #expect(containsString("").matches(""))
        #expect(containsString("").matches("abc"))
        #expect(containsStringIgnoringCase("").matches(""))
        #expect(mismatch(containsString("a"), "") == #"was """#)
        #expect(containsString("").description == #"a string containing """#)
    }

    @Test func substrings() {
        let line = "> abc"
        assertThat(line.dropFirst(2), containsString("bc"))
        assertThat(line.dropFirst(2), containsStringIgnoringCase("BC"))
        #expect(
            failureMessage { assertThat(line.dropFirst(2), containsString(">")) }
                == #"Expected a string containing ">", but was "abc""#)
    }

    @Test func insideOtherMatchers() {
        #expect(
            failureMessage { assertThat("abc", not(containsString("b"))) }
                == #"Expected not a string containing "b", but was "abc""#)
        #expect(
            failureMessage {
                assertThat(User(name: "Bob"), hasProperty(\.name, containsString("J")))
            }
                == #"Expected a value with name a string containing "J", but name was "Bob""#)
        #expect(
            failureMessage {
                assertThat("abc", allOf(containsString("a"), containsStringIgnoringCase("D")))
            }
                == #"Expected (a string containing "a" and "#
                + #"a string containing "D" ignoring case), "#
                + #"but a string containing "D" ignoring case: was "abc""#)
    }
}
