import Muster
import Testing
import MusterTestSupport

@Suite struct IsEmptyStringTests {
    private struct Form { var name: String }

    @Test func matchesOnlyTheEmptyString() {
        #expect(isEmptyString().matches(""))
        #expect(!isEmptyString().matches(" "))
        #expect(!isEmptyString().matches("a"))
        #expect(!isEmptyString().matches("\u{200B}"))
    }

    @Test func description() {
        #expect(isEmptyString().description == "an empty string")
    }

    @Test func mismatchShowsTheActualString() {
        #expect(mismatch(isEmptyString(), "abc") == #"was "abc""#)
        #expect(mismatch(isEmptyString(), "\n") == #"was "\n""#)
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat("abc", isEmptyString()) }
                == #"Expected an empty string, but was "abc""#)
    }

    @Test func optionalSubject() {
        let absent: String? = nil
        #expect(
            failureMessage { assertThat(absent, isEmptyString()) }
                == "Expected an empty string, but was nil")
        let present: String? = ""
        #expect(failureMessages { assertThat(present, isEmptyString()) } == [])
    }

    @Test func substrings() {
        assertThat("abc".dropFirst(3), isEmptyString())
        #expect(
            failureMessage { assertThat("abc".dropFirst(2), isEmptyString()) }
                == #"Expected an empty string, but was "c""#)
    }

    @Test func insideOtherMatchers() {
        #expect(
            failureMessage { assertThat("", not(isEmptyString())) }
                == #"Expected not an empty string, but was """#)
        #expect(
            failureMessage { assertThat(Form(name: "Joe"), hasProperty(\.name, isEmptyString())) }
                == #"Expected a value with name an empty string, but name was "Joe""#)
    }
}
