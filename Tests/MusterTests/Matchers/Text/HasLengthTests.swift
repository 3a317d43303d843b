import Muster
import Testing
import MusterTestSupport

@Suite struct HasLengthTests {
    private struct Code { var value: String }

    @Test func matchesALengthInCharacters() {
        #expect(hasLength(3).matches("abc"))
        #expect(hasLength(1).matches("é"))
        #expect(hasLength(1).matches("cafe\u{301}".suffix(1)))
        #expect(hasLength(1).matches("👨‍👩‍👧"))
        #expect(!hasLength(3).matches("ab"))
    }

    @Test func takesAMatcher() {
        #expect(hasLength(greaterThan(2)).matches("abc"))
        #expect(!hasLength(inRange(1...2)).matches("abc"))
        #expect(
            hasLength(greaterThan(2)).description == "a string with length greater than 2")
        #expect(mismatch(hasLength(inRange(1...2)), "abc") == "length was 3")
    }

    @Test func description() {
        #expect(hasLength(3).description == "a string with length 3")
    }

    @Test func mismatchNamesTheLength() {
        #expect(mismatch(hasLength(3), "ab") == "length was 2")
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat("ab", hasLength(3)) }
                == "Expected a string with length 3, but length was 2")
        #expect(
            failureMessage { assertThat("a\nb", hasLength(lessThan(3))) }
                == "Expected a string with length less than 3, but length was 3")
    }

    @Test func optionalSubject() {
        let absent: String? = nil
        #expect(
            failureMessage { assertThat(absent, hasLength(3)) }
                == "Expected a string with length 3, but was nil")
        let present: String? = "abc"
        #expect(failureMessages { assertThat(present, hasLength(3)) } == [])
    }

    @Test func emptyString() {
        #expect(hasLength(0).matches(""))
        #expect(mismatch(hasLength(1), "") == "length was 0")
    }

    @Test func substrings() {
        assertThat("abcdef".prefix(2), hasLength(2))
        #expect(
            failureMessage { assertThat("abcdef".prefix(2), hasLength(3)) }
                == "Expected a string with length 3, but length was 2")
    }

    @Test func insideOtherMatchers() {
        #expect(
            failureMessage { assertThat("abc", not(hasLength(3))) }
                == #"Expected not a string with length 3, but was "abc""#)
        #expect(
            failureMessage { assertThat(Code(value: "12345"), hasProperty(\.value, hasLength(4))) }
                == "Expected a value with value a string with length 4, but value length was 5")
        #expect(
            failureMessage {
                assertThat("abcd", allOf(startsWith("a"), hasLength(lessThanOrEqualTo(3))))
            }
                == #"Expected (a string starting with "a" and "#
                + "a string with length less than or equal to 3), "
                + "but a string with length less than or equal to 3: length was 4")
    }
}
