import Foundation
import Muster
import Testing
import MusterTestSupport

/// Short values are shown whole and then located: the reader never has to compare them by eye.
@Suite struct ShortValueLocationTests {
    @Test func anInsertedElementIsNamedByItsIndex() {
        #expect(
            failureMessage { assertThat([1, 2, 99, 3, 4, 5], equalTo([1, 2, 3, 4, 5])) }
                == "Expected [1, 2, 3, 4, 5], but was [1, 2, 99, 3, 4, 5], which differed at [2]: "
                + "99 was inserted")
    }

    @Test func removedInsertedAndChangedElementsAreEachNamed() {
        #expect(
            failureMessage { assertThat([1, 9, 3], equalTo([1, 2, 3, 4])) }
                == """
                Expected [1, 2, 3, 4], but was [1, 9, 3], which differed at [1], [3]:
                  [1]: expected 2, was 9
                  [3]: 4 was removed
                """)
    }

    @Test func aSetNamesItsMissingAndExtraElements() {
        #expect(
            failureMessage { assertThat(Set([1, 2, 4]), equalTo(Set([1, 2, 3]))) }
                == "Expected Set([1, 2, 3]), but was Set([1, 2, 4]), which was missing [3] and "
                + "had extra [4]")
    }

    @Test func aDictionaryNamesMissingExtraAndChangedKeys() {
        #expect(
            failureMessage { assertThat(["a": 1, "b": 2], equalTo(["a": 1, "b": 2, "c": 3])) }
                == #"Expected ["a": 1, "b": 2, "c": 3], but was ["a": 1, "b": 2], which differed "#
                + #"at ["c"]: expected 3, was missing"#)
        #expect(
            failureMessage { assertThat(["a": 1, "b": 2], equalTo(["a": 1, "b": 3])) }
                == #"Expected ["a": 1, "b": 3], but was ["a": 1, "b": 2], which differed at "#
                + #"["b"]: expected 3, was 2"#)
        #expect(
            failureMessage { assertThat(["a": 1, "d": 4], equalTo(["a": 1])) }
                == #"Expected ["a": 1], but was ["a": 1, "d": 4], which differed at ["d"]: "#
                + "expected no entry, was 4")
    }

    @Test func aNestedDictionaryNamesThePathOfKeys() {
        #expect(
            failureMessage { assertThat(["u": ["n": "x"]], equalTo(["u": ["n": "y"]])) }
                == #"Expected ["u": ["n": "y"]], but was ["u": ["n": "x"]], which differed at "#
                + #"["u"]["n"]: expected "y", was "x""#)
    }

    @Test func aStructNamesItsDifferingField() {
        #expect(
            failureMessage {
                assertThat(
                    Home(street: "Main", city: "Bergen"),
                    equalTo(Home(street: "Main", city: "Oslo")))
            }
                == #"Expected Home(street: "Main", city: "Oslo"), but was Home(street: "Main", "#
                + #"city: "Bergen"), which differed at .city: expected "Oslo", was "Bergen""#)
    }

    @Test func valuesThatDifferAsWholesAreNotLocated() {
        #expect(failureMessage { assertThat(4, equalTo(5)) } == "Expected 5, but was 4")
        #expect(
            failureMessage { assertThat(Optional<[Int]>.none, equalTo([1])) }
                == "Expected [1], but was nil")
        #expect(failureMessage { assertThat([Int](), equalTo([1])) } == "Expected [1], but was []")
        #expect(
            failureMessage { assertThat(["a": 1], equalTo([:])) }
                == #"Expected [:], but was ["a": 1]"#)
    }

    @Test func optionalsAreLocatedThroughTheirValue() {
        let actual: [Int]? = [1, 3]
        #expect(
            failureMessage { assertThat(actual, equalTo([1, 2])) }
                == "Expected [1, 2], but was [1, 3], which differed at [1]: expected 2, was 3")
    }

    @Test func theLocationComposes() {
        #expect(
            failureMessage { assertThat([1, 3], allOf(hasCount(2), equalTo([1, 2]))) }
                == "Expected (a collection with count 2 and [1, 2]), but [1, 2]: was [1, 3], "
                + "which differed at [1]: expected 2, was 3")
        #expect(failureMessages { assertThat([1, 3], not(equalTo([1, 2]))) }.isEmpty)
    }

    @Test func valuesThatPrintAlikeSayWhy() {
        struct Always: Equatable, CustomStringConvertible {
            var description: String { "always" }
            static func == (_: Always, _: Always) -> Bool { false }
        }
        #expect(
            failureMessage { assertThat(Always(), equalTo(Always())) }
                == "Expected always, but was always (they print alike, but their == says they "
                + "differ)")
    }
}

@Suite struct InvisibleCharacterTests {
    @Test func charactersThatPrintAsNothingOrASpaceAreEscaped() {
        #expect(
            failureMessage { assertThat("a\u{200B}b", equalTo("ab")) }
                == #"Expected "ab", but was "a\u{200B}b""#)
        #expect(
            failureMessage { assertThat("a\u{A0}b", equalTo("a b")) }
                == #"Expected "a b", but was "a\u{A0}b""#)
        #expect(
            failureMessage { assertThat("\u{FEFF}x", equalTo("x")) }
                == #"Expected "x", but was "\u{FEFF}x""#)
        #expect(
            failureMessage { assertThat("\u{1B}[0m", equalTo("[0m")) }
                == #"Expected "[0m", but was "\u{1B}[0m""#)
    }

    @Test func visibleTextIsLeftAlone() {
        #expect(
            failureMessage { assertThat("👨‍👩‍👧 é", equalTo("👨 é")) }
                == #"Expected "👨 é", but was "👨‍👩‍👧 é""#)
    }

    @Test func datesLessThanAMicrosecondApartSaySo() {
        let date = Date(timeIntervalSinceReferenceDate: 1_000)
        #expect(
            failureMessage { assertThat(date + 1e-7, equalTo(date)) }
                == "Expected 2001-01-01 00:16:40 +0000, but was 2001-01-01 00:16:40 +0000, less "
                + "than a microsecond later")
    }

    @Test func indexSetsShowTheirIndexes() {
        #expect(
            failureMessage { assertThat(IndexSet([1, 2]), equalTo(IndexSet([1, 3]))) }
                == "Expected IndexSet([1, 3]), but was IndexSet([1, 2]), which differed at "
                + ".ranges[0], .ranges[1]:\n  .ranges[0]: expected 1..<2, was 1..<3\n"
                + "  .ranges[1]: 3..<4 was removed")
    }

    @Test func nestedOptionalsThatPrintAlikeSaySo() {
        let expected: Int?? = .some(nil)
        let actual: Int?? = nil
        #expect(
            failureMessage { assertThat(actual, equalTo(expected)) }
                == "Expected nil, but was nil (they print alike, but their == says they differ)")
    }
}
