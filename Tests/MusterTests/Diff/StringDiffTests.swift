import Muster
import Testing
import MusterTestSupport

@Suite struct StringDiffTests {
    @Test func shortStringsStayOnOneLine() {
        #expect(
            failureMessage { assertThat("abd", equalTo("abc")) }
                == #"Expected "abc", but was "abd""#)
    }

    @Test func multiLineStringsShowTheLineAndColumnThenALineDiff() {
        let expected = "first line\nsecond line\nthird line\n"
        let actual = "first line\nsecond lime\nthird line\n"
        #expect(
            failureMessage { assertThat(actual, equalTo(expected)) }
                == #"""
                Expected "first line\nsecond line\nthird line\n", but differed at line 2, column 10:
                  expected: second line
                  actual:   second lime
                                     ^
                  (- expected, + actual)
                    first line
                  - second line
                  + second lime
                    third line
                """#)
    }

    @Test func aLongSingleLineShowsAWindowAroundTheDifference() {
        let expected = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 4)
        let actual = expected.replacingOccurrences(
            of: "lazy dog. The quick", with: "lazy cat. The quick")
        #expect(
            failureMessage { assertThat(actual, equalTo(expected)) }
                == #"""
                Expected "The quick brown fox jumps over the lazy dog. The quick brown fox jumps over the "… (100 more bytes), but differed at column 41:
                  expected: …brown fox jumps over the lazy dog. The quick brown fox jumps over the …
                  actual:   …brown fox jumps over the lazy cat. The quick brown fox jumps over the …
                                                           ^
                """#)
    }

    @Test func trailingSpacesAndTabsAreVisible() {
        #expect(
            failureMessage { assertThat("a\tb  \nc", equalTo("a    b\nc")) }
                == #"""
                Expected "a    b\nc", but differed at line 1, column 2:
                  expected: a    b
                  actual:   a→b··
                             ^
                  (- expected, + actual)
                  - a    b
                  + a→b··
                    c
                """#)
    }

    @Test func windowsLineEndingsAreVisible() {
        #expect(
            failureMessage { assertThat("alpha\r\nbeta\n", equalTo("alpha\nbeta\n")) }
                == #"""
                Expected "alpha\nbeta\n", but differed at line 1, column 6:
                  expected: alpha↵
                  actual:   alpha␍
                                 ^
                  (- expected, + actual)
                  - alpha
                  + alpha␍
                    beta
                """#)
    }

    @Test func aMissingFinalNewlineIsPointedOut() {
        #expect(
            failureMessage { assertThat("a\nb\n", equalTo("a\nb")) }
                == #"""
                Expected "a\nb", but differed at line 2, column 2:
                  expected: b
                  actual:   b↵
                             ^
                  (- expected, + actual)
                    a
                  - b   (no newline at end)
                  + b
                """#)
    }

    @Test func longTextsShowOnlyTheLinesAroundEachChange() {
        let expected = (1...500).map { "line \($0)" }.joined(separator: "\n")
        let actual = expected.replacingOccurrences(of: "line 250\n", with: "line 250\nline 250.5\n")
            .replacingOccurrences(of: "line 400", with: "LINE 400")
        #expect(
            failureMessage { assertThat(actual, equalTo(expected)) }
                == #"""
                Expected "line 1\nline 2\nline 3\nline 4\nline 5\nline 6\nline 7\nline 8\nline 9\nline 10\n"… (4,320 more bytes), but differed at line 251, column 8:
                  expected: line 251
                  actual:   line 250.5
                                   ^
                  (- expected, + actual)
                    … 248 equal lines …
                    line 249
                    line 250
                  + line 250.5
                    line 251
                    line 252
                    … 145 equal lines …
                    line 398
                    line 399
                  - line 400
                  + LINE 400
                    line 401
                    line 402
                    … 98 equal lines …
                """#)
    }

    @Test func columnsCountCharactersNotBytes() {
        let expected = "naïve café ☕️ and 👩‍👩‍👧 at the table\nsecond"
        let actual = "naïve café ☕️ and 👩‍👩‍👦 at the table\nsecond"
        #expect(
            failureMessage { assertThat(actual, equalTo(expected)) }
                == #"""
                Expected "naïve café ☕️ and 👩‍👩‍👧 at the table\nsecond", but differed at line 1, column 18:
                  expected: naïve café ☕️ and 👩‍👩‍👧 at the table
                  actual:   naïve café ☕️ and 👩‍👩‍👦 at the table
                                             ^
                  (- expected, + actual)
                  - naïve café ☕️ and 👩‍👩‍👧 at the table
                  + naïve café ☕️ and 👩‍👩‍👦 at the table
                    second
                """#)
    }

    @Test func canonicallyEquivalentTextIsEqual() {
        // "é" written as one scalar and as "e" plus an accent are the same character.
        let tail = ", with a tail long enough to make the strings a block"
        let precomposed = "caf\u{E9} au lait, s'il vous pla\u{EE}t" + tail
        let decomposed = "cafe\u{301} au lait, s'il vous plai\u{302}t" + tail + "!"
        #expect(
            ValueDifference.all(between: precomposed, and: decomposed).map(\.description)
                == ["differed at column 83"])
    }

    @Test func aStringFieldIsDiffedUnderItsPath() {
        struct Note: Equatable {
            var title: String
            var body: String
        }
        let expected = Note(
            title: "Plan for the third quarter of the year", body: "one\ntwo\nthree\nfour\nfive")
        let actual = Note(
            title: "Plan for the third quarter of the year", body: "one\n2\nthree\nfour\nfive")
        #expect(
            failureMessage { assertThat(actual, equalTo(expected)) }
                == #"""
                Expected Note(title: "Plan for the third quarter of the year", body: "one\ntwo\nthree\nfou"… (6 more bytes)), but differed at .body, line 2, column 1:
                  expected: two
                  actual:   2
                            ^
                  (- expected, + actual)
                    one
                  - two
                  + 2
                    three
                    four
                    five
                """#)
    }

    @Test func insideAnotherMatcherTheDiffFollowsThePath() {
        struct Note: Equatable { var body: String }
        #expect(
            failureMessage { assertThat(Note(body: "a\nb"), hasProperty(\.body, "a\nc")) }
                == #"""
                Expected a value with body "a\nc", but body differed at line 2, column 1:
                  expected: c
                  actual:   b
                            ^
                  (- expected, + actual)
                    a
                  - c
                  + b
                """#)
    }
}
