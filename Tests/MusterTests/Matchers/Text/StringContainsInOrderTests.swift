import Muster
import Testing
import MusterTestSupport

@Suite struct StringContainsInOrderTests {
    private struct Log { var text: String }

    @Test func matchesSubstringsInOrder() {
        #expect(stringContainsInOrder("a", "b", "c").matches("abc"))
        #expect(stringContainsInOrder("a", "b", "c").matches("xaxbxcx"))
        #expect(stringContainsInOrder("ab", "cd").matches("abcd"))
        #expect(stringContainsInOrder(["start", "stop"]).matches("start, work, stop"))
    }

    @Test func substringsDoNotOverlap() {
        #expect(!stringContainsInOrder("ab", "bc").matches("abc"))
        #expect(stringContainsInOrder("a", "a").matches("aa"))
        #expect(!stringContainsInOrder("a", "a").matches("a"))
    }

    @Test func doesNotMatchOutOfOrder() {
        #expect(!stringContainsInOrder("b", "a").matches("ab"))
        #expect(!stringContainsInOrder("a", "b", "c").matches("abd"))
    }

    @Test func description() {
        #expect(
            stringContainsInOrder("a", "b", "c").description
                == #"a string containing "a", "b", "c" in order"#)
        #expect(
            stringContainsInOrder(["x\n"]).description == #"a string containing "x\n" in order"#)
    }

    @Test func mismatchNamesTheFirstSubstringNotFound() {
        #expect(
            mismatch(stringContainsInOrder("a", "b", "c"), "abd")
                == #""c" was not found after "b" in "abd""#)
        #expect(
            mismatch(stringContainsInOrder("a", "b", "c"), "xyz") == #""a" was not found in "xyz""#)
        #expect(
            mismatch(stringContainsInOrder("b", "a"), "ab")
                == #""a" was not found after "b" in "ab""#)
        #expect(
            mismatch(stringContainsInOrder("1", "2"), "2\n1")
                == #""2" was not found after "1" in "2\n1""#
        )
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat("abd", stringContainsInOrder("a", "b", "c")) }
                == #"Expected a string containing "a", "b", "c" in order, "#
                + #"but "c" was not found after "b" in "abd""#
        )
    }

    @Test func optionalSubject() {
        let absent: String? = nil
        #expect(
            failureMessage { assertThat(absent, stringContainsInOrder("a", "b")) }
                == #"Expected a string containing "a", "b" in order, but was nil"#)
        let present: String? = "ab"
        #expect(failureMessages { assertThat(present, stringContainsInOrder("a", "b")) } == [])
    }

    @Test func emptyInputs() {
        let none: Matcher<String> = stringContainsInOrder([])
        #expect(none.description == "any string")
        #expect(none.matches(""))
        #expect(none.matches("abc"))
        #expect(stringContainsInOrder("", "").matches(""))
        #expect(stringContainsInOrder("a", "").matches("a"))
        #expect(mismatch(stringContainsInOrder("a"), "") == #""a" was not found in """#)
        #expect(
            mismatch(stringContainsInOrder("", "a"), "") == #""a" was not found after "" in """#)
    }

    @Test func substrings() {
        let line = "# a b c"
        assertThat(line.dropFirst(2), stringContainsInOrder("a", "c"))
        assertThat(line.dropFirst(2), stringContainsInOrder(["b", "c"]))
        #expect(
            failureMessage { assertThat(line.dropFirst(2), stringContainsInOrder("#")) }
                == ##"Expected a string containing "#" in order, but "#" was not found in "a b c""##
        )
    }

    @Test func insideOtherMatchers() {
        #expect(
            failureMessage { assertThat("ab", not(stringContainsInOrder("a", "b"))) }
                == #"Expected not a string containing "a", "b" in order, but was "ab""#)
        #expect(
            failureMessage {
                assertThat(
                    Log(text: "stop start"),
                    hasProperty(\.text, stringContainsInOrder("start", "stop")))
            }
                == #"Expected a value with text a string containing "start", "stop" in order, "#
                + #"but text "stop" was not found after "start" in "stop start""#)
    }
}

@Suite struct ContainsStringsInOrderTests {
    @Test func matchesInOrderIgnoringCase() {
        #expect(containsStringsInOrder("foo", "bar").matches("foobar"))
        #expect(containsStringsInOrder("FOO", "Bar").matches("a foo and a bar"))
        #expect(containsStringsInOrder("o", "a").matches("foobar"))
        #expect(!containsStringsInOrder("bar", "foo").matches("foobar"))
        #expect(!containsStringsInOrder("foob", "bar").matches("foobar"))
        #expect(containsStringsInOrder(["a", "B"]).matches("ab"))
    }

    @Test func description() {
        #expect(
            containsStringsInOrder("foo", "bar").description
                == #"a string containing "foo", "bar" in order, ignoring case"#)
        #expect(containsStringsInOrder().description == "any string")
    }

    @Test func mismatchNamesTheMissingString() {
        #expect(
            mismatch(containsStringsInOrder("foob", "bar"), "foobar")
                == #""bar" was not found after "foob" in "foobar""#)
        #expect(
            mismatch(containsStringsInOrder("42"), "foobar") == #""42" was not found in "foobar""#)
        #expect(
            failureMessage { assertThat("bar foo", containsStringsInOrder("foo", "bar")) }
                == #"Expected a string containing "foo", "bar" in order, ignoring case, "#
                + #"but "bar" was not found after "foo" in "bar foo""#)
    }

    @Test func optionalAndEmptyInput() {
        #expect(
            failureMessage { assertThat(String?.none, containsStringsInOrder("a")) }
                == #"Expected a string containing "a" in order, ignoring case, but was nil"#)
        #expect(containsStringsInOrder("").matches(""))
        #expect(containsStringsInOrder("", "a").matches("A"))
        #expect(containsStringsInOrder().matches(""))
        #expect(mismatch(containsStringsInOrder("a"), "") == #""a" was not found in """#)
    }

    @Test func composition() {
        #expect(
            failureMessage { assertThat("Foo Bar", not(containsStringsInOrder("foo", "bar"))) }
                == #"Expected not a string containing "foo", "bar" in order, ignoring case, "#
                + #"but was "Foo Bar""#)
    }
}
