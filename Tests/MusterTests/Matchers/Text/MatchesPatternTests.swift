import Foundation
import Muster
import Testing
import MusterTestSupport

@Suite struct MatchesPatternTests {
    @Test func findsAMatchAnywhere() {
        #expect(matchesPattern("\\bfo+bar\\b").matches("foobar"))
        #expect(matchesPattern("o+b").matches("foobar"))
        #expect(!matchesPattern("^x").matches("foobar"))
        #expect(!matchesPattern("\\bFO+BAR\\b").matches("foobar"))
    }

    @Test func options() {
        #expect(matchesPattern("\\bFO+BAR\\b", options: .caseInsensitive).matches("foobar"))
        #expect(matchesPattern("^b", options: .anchorsMatchLines).matches("a\nb"))
        #expect(!matchesPattern("^b").matches("a\nb"))
    }

    @Test func compiledExpression() throws {
        let word = try NSRegularExpression(pattern: "\\bfo+\\b", options: [.caseInsensitive])
        #expect(matchesPattern(word).matches("a FOO"))
        #expect(
            matchesPattern(word).description
                == #"a string containing a match for /\bfo+\b/ with options .caseInsensitive"#)
    }

    @Test func description() {
        #expect(matchesPattern("a+b").description == "a string containing a match for /a+b/")
        #expect(
            matchesPattern("x", options: [.caseInsensitive, .anchorsMatchLines]).description
                == "a string containing a match for /x/ with options .caseInsensitive, "
                + ".anchorsMatchLines")
        #expect(matchesPattern("a\nb").description == #"a string containing a match for /a\nb/"#)
    }

    @Test func mismatchAndFailureText() {
        #expect(mismatch(matchesPattern("^x"), "foobar") == #"was "foobar""#)
        #expect(
            failureMessage { assertThat("foobar", matchesPattern("\\bFO+BAR\\b")) }
                == #"Expected a string containing a match for /\bFO+BAR\b/, but was "foobar""#)
    }

    @Test func anInvalidPatternFailsEveryWayItIsAsked() {
        let broken = matchesPattern("(")
        #expect(broken.match("x").isUnusable)
        #expect(not(broken).match("x").isUnusable)
        #expect(
            failureMessage { assertThat("x", broken) }
                == #"Expected a string containing a match for /(/, but could not use the pattern "(" "#
                + "as a regular expression: it is not valid in NSRegularExpression's (ICU) syntax")
    }

    @Test func optionalAndEmptyInput() {
        #expect(
            failureMessage { assertThat(String?.none, matchesPattern("a")) }
                == "Expected a string containing a match for /a/, but was nil")
        #expect(matchesPattern("^$").matches(""))
        #expect(mismatch(matchesPattern("a"), "") == #"was """#)
    }

    @Test func multiByteText() {
        #expect(matchesPattern("é+$").matches("caféé"))
        #expect(matchesPattern("🐟").matches("a 🐟 b"))
    }

    @Test func composition() {
        #expect(
            failureMessage { assertThat(["ab", "cd"], hasItem(matchesPattern("^x"))) }
                == "Expected a sequence containing a string containing a match for /^x/, "
                + #"but had no such item in ["ab", "cd"]"#)
    }
}
