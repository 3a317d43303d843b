import Muster
import Testing
import MusterTestSupport

@Suite struct MatchesRegexTests {
    private struct Version { var tag: String }

    @Test func matchesRegexNeedsTheWholeString() {
        #expect(matchesRegex("a+b").matches("aab"))
        #expect(!matchesRegex("a+b").matches("aab!"))
        #expect(!matchesRegex("a+b").matches("xaab"))
        #expect(matchesRegex(#"\d{3}-\d{4}"#).matches("555-1234"))
    }

    @Test func containsMatchFindsAMatchAnywhere() {
        #expect(containsMatch("a+").matches("xaay"))
        #expect(containsMatch("^x").matches("xy"))
        #expect(!containsMatch("a+").matches("xyz"))
        #expect(!containsMatch("^y").matches("xy"))
    }

    @Test func descriptions() {
        #expect(matchesRegex("a+b").description == "a string matching /a+b/")
        #expect(containsMatch("a+").description == "a string containing a match for /a+/")
        #expect(matchesRegex(#"\d+"\s"#).description == #"a string matching /\d+"\s/"#)
        #expect(matchesRegex("a\nb").description == #"a string matching /a\nb/"#)
    }

    @Test func mismatchShowsTheActualString() {
        #expect(mismatch(matchesRegex("a+b"), "xyz") == #"was "xyz""#)
        #expect(mismatch(containsMatch("a+"), "x\ny") == #"was "x\ny""#)
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat("aab!", matchesRegex("a+b")) }
                == #"Expected a string matching /a+b/, but was "aab!""#)
        #expect(
            failureMessage { assertThat("xyz", containsMatch("a+")) }
                == #"Expected a string containing a match for /a+/, but was "xyz""#)
    }

    @Test func invalidPatternIsAClearMismatchNotACrash() {
        #expect(
            mismatch(matchesRegex("a("), "a")
                == #"could not use the pattern "a(" as a regular expression: expected ')'"#)
        #expect(
            mismatch(containsMatch("["), "[")
                == #"could not use the pattern "[" as a regular expression:"#
                + #" expected custom character class members"#
        )
        #expect(
            failureMessage { assertThat("a", matchesRegex("a(")) }
                == #"Expected a string matching /a(/, "#
                + #"but could not use the pattern "a(" as a regular expression: expected ')'"#
        )
        #expect(
            failureMessage { assertThat("", containsMatch("*")) }
                == #"Expected a string containing a match for /*/, "#
                + #"but could not use the pattern "*" "#
                + #"as a regular expression: quantifier '*' must appear after expression"#)
    }

    @Test func invalidPatternFailsEvenWhenNegated() {
        let unusable = #"could not use the pattern "a(" as a regular expression: expected ')'"#
        #expect(matchesRegex("a(").match("x").isUnusable)
        #expect(mismatch(not(matchesRegex("a(")), "x") == unusable)
        #expect(
            failureMessage { assertThat("x", not(matchesRegex("a("))) }
                == #"Expected not a string matching /a(/, but "# + unusable)
        #expect(
            failureMessage { expect("x").toNot(matchesRegex("a(")) }
                == #"Expected not a string matching /a(/, but "# + unusable)
        #expect(
            mismatch(allOf(matchesRegex("a("), matchesRegex("x")), "x")
                == "a string matching /a(/: " + unusable)
    }

    @Test func unicodeAndNewlines() {
        #expect(matchesRegex("caf.").matches("café"))
        #expect(matchesRegex("caf.").matches("cafe\u{301}"))
        #expect(!matchesRegex("a.b").matches("a\nb"))
        #expect(containsMatch("b$").matches("a\nb"))
        #expect(
            failureMessage { assertThat("ü\n\t", matchesRegex("u+")) }
                == #"Expected a string matching /u+/, but was "ü\n\t""#)
    }

    @Test func optionalSubject() {
        let absent: String? = nil
        #expect(
            failureMessage { assertThat(absent, matchesRegex("a+")) }
                == "Expected a string matching /a+/, but was nil")
        #expect(
            failureMessage { assertThat(absent, containsMatch("a+")) }
                == "Expected a string containing a match for /a+/, but was nil")
        let present: String? = "aa"
        #expect(failureMessages { assertThat(present, matchesRegex("a+")) } == [])
    }

    @Test func emptyInputs() {
        #expect(matchesRegex("").matches(""))
        #expect(!matchesRegex("").matches("a"))
        #expect(containsMatch("").matches("abc"))
        #expect(matchesRegex("a*").matches(""))
        #expect(mismatch(matchesRegex("a+"), "") == #"was """#)
        #expect(matchesRegex("").description == "a string matching //")
    }

    @Test func substrings() {
        let line = "v=1.2.3;"
        assertThat(line.dropFirst(2).dropLast(), matchesRegex(#"\d+\.\d+\.\d+"#))
        assertThat(line.dropFirst(2), containsMatch(#"\d"#))
        #expect(
            failureMessage { assertThat(line.dropFirst(2), matchesRegex(#"\d+\.\d+\.\d+"#)) }
                == #"Expected a string matching /\d+\.\d+\.\d+/, but was "1.2.3;""#)
    }

    @Test func insideOtherMatchers() {
        #expect(
            failureMessage { assertThat("aab", not(matchesRegex("a+b"))) }
                == #"Expected not a string matching /a+b/, but was "aab""#)
        #expect(
            failureMessage {
                assertThat(Version(tag: "v1"), hasProperty(\.tag, matchesRegex(#"v\d+\.\d+"#)))
            }
                == #"Expected a value with tag a string matching /v\d+\.\d+/, but tag was "v1""#)
        #expect(
            failureMessage { assertThat("x", allOf(containsMatch("x"), matchesRegex("("))) }
                == #"Expected (a string containing a match for /x/ and a string matching /(/), "#
                + #"but a string matching /(/:"#
                + #" could not use the pattern "(" as a regular expression: expected ')'"#
        )
    }
}
