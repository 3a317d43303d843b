import Muster
import Testing
import MusterTestSupport

@Suite struct IsBlankTests {
    private struct Form { var comment: String }

    @Test func matchesEmptyOrWhitespaceOnlyStrings() {
        #expect(isBlank().matches(""))
        #expect(isBlank().matches(" "))
        #expect(isBlank().matches(" \t\r\n "))
        #expect(isBlank().matches("\u{00A0}\u{2003}"))
    }

    @Test func doesNotMatchStringsWithOtherCharacters() {
        #expect(!isBlank().matches("a"))
        #expect(!isBlank().matches("  a  "))
        #expect(!isBlank().matches("\u{0}"))
    }

    @Test func description() {
        #expect(isBlank().description == "a blank string")
    }

    @Test func mismatchShowsTheActualString() {
        #expect(mismatch(isBlank(), " a ") == #"was " a ""#)
        #expect(mismatch(isBlank(), "\n.\n") == #"was "\n.\n""#)
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat(" a ", isBlank()) }
                == #"Expected a blank string, but was " a ""#)
    }

    @Test func optionalSubject() {
        let absent: String? = nil
        #expect(
            failureMessage { assertThat(absent, isBlank()) }
                == "Expected a blank string, but was nil")
        let present: String? = "  "
        #expect(failureMessages { assertThat(present, isBlank()) } == [])
    }

    @Test func substrings() {
        assertThat("a  ".dropFirst(), isBlank())
        #expect(
            failureMessage { assertThat("a  ".dropLast(), isBlank()) }
                == #"Expected a blank string, but was "a ""#)
    }

    @Test func insideOtherMatchers() {
        #expect(
            failureMessage { assertThat(" ", not(isBlank())) }
                == #"Expected not a blank string, but was " ""#)
        #expect(
            failureMessage { assertThat(Form(comment: "hi"), hasProperty(\.comment, isBlank())) }
                == #"Expected a value with comment a blank string, but comment was "hi""#)
        #expect(failureMessages { assertThat("", allOf(isBlank(), isEmptyString())) } == [])
    }
}
