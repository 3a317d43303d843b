import Muster
import Testing
import MusterTestSupport

@Suite struct EqualToIgnoringCaseTests {
    private struct Tag { var label: String }

    @Test func matchesTheSameTextInAnyCase() {
        #expect(equalToIgnoringCase("abc").matches("abc"))
        #expect(equalToIgnoringCase("abc").matches("ABC"))
        #expect(equalToIgnoringCase("ABC").matches("aBc"))
        #expect(equalToIgnoringCase("ÉTÉ").matches("été"))
    }

    @Test func doesNotMatchOtherText() {
        #expect(!equalToIgnoringCase("abc").matches("abd"))
        #expect(!equalToIgnoringCase("abc").matches("abc "))
        #expect(!equalToIgnoringCase("abc").matches("ab"))
    }

    @Test func description() {
        #expect(equalToIgnoringCase("abc").description == #""abc" ignoring case"#)
        #expect(equalToIgnoringCase("a\nb").description == #""a\nb" ignoring case"#)
    }

    @Test func mismatchShowsTheActualString() {
        #expect(mismatch(equalToIgnoringCase("abc"), "xyz") == #"was "xyz""#)
        #expect(mismatch(equalToIgnoringCase("abc"), "ab\u{0}c") == #"was "ab\0c""#)
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat("abd", equalToIgnoringCase("ABC")) }
                == #"Expected "ABC" ignoring case, but was "abd""#)
    }

    @Test func optionalSubject() {
        let absent: String? = nil
        #expect(
            failureMessage { assertThat(absent, equalToIgnoringCase("abc")) }
                == #"Expected "abc" ignoring case, but was nil"#)
        let present: String? = "ABC"
        #expect(failureMessages { assertThat(present, equalToIgnoringCase("abc")) } == [])
    }

    @Test func emptyStrings() {
        #expect(equalToIgnoringCase("").matches(""))
        #expect(mismatch(equalToIgnoringCase(""), "a") == #"was "a""#)
        #expect(mismatch(equalToIgnoringCase("a"), "") == #"was """#)
    }

    @Test func substrings() {
        let text = "> ABC"
        assertThat(text.dropFirst(2), equalToIgnoringCase("abc"))
        #expect(
            failureMessage { assertThat(text.dropFirst(1), equalToIgnoringCase("abc")) }
                == #"Expected "abc" ignoring case, but was " ABC""#)
    }

    @Test func insideOtherMatchers() {
        #expect(
            failureMessage { assertThat("ABC", not(equalToIgnoringCase("abc"))) }
                == #"Expected not "abc" ignoring case, but was "ABC""#)
        #expect(
            failureMessage {
                assertThat(Tag(label: "Urgent"), hasProperty(\.label, equalToIgnoringCase("low")))
            }
                == #"Expected a value with label "low" ignoring case, but label was "Urgent""#)
    }
}
