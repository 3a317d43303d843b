import Muster
import Testing
import MusterTestSupport

@Suite struct SequenceDiffTests {
    static let hundredThousand = Array(0..<100_000)

    @Test func shortArraysStayOnOneLine() {
        #expect(
            failureMessage { assertThat([1, 2, 4], equalTo([1, 2, 3])) }
                == "Expected [1, 2, 3], but was [1, 2, 4], which differed at [2]: expected 3, was 4"
        )
        #expect(
            failureMessage { assertThat([1, 2], equalTo([1, 2, 3])) }
                == "Expected [1, 2, 3], but was [1, 2], which differed at [2]: 3 was removed")
    }

    @Test func oneChangedElementInAHugeArrayIsShownWithItsNeighbours() {
        var actual = Self.hundredThousand
        actual[50_000] = -1
        #expect(
            failureMessage { assertThat(actual, equalTo(Self.hundredThousand)) }
                == """
                Expected [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, … 99,977 more], but differed at [50000]: expected 50000, was -1
                  (- expected, + actual)
                    … 49,997 equal elements …
                    49997
                    49998
                    49999
                  - 50000
                  + -1
                    50001
                    50002
                    50003
                    … 49,996 equal elements …
                """)
    }

    @Test func anInsertedElementIsShownAsAnElementDiff() {
        var actual = Self.hundredThousand
        actual.insert(7, at: 50_000)
        #expect(
            failureMessage { assertThat(actual, equalTo(Self.hundredThousand)) }
                == """
                Expected [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, … 99,977 more], but differed at [50000]: 7 was inserted
                  (- expected, + actual)
                    … 49,997 equal elements …
                    49997
                    49998
                    49999
                  + 7
                    50000
                    50001
                    50002
                    … 49,997 equal elements …
                """)
    }

    @Test func removedElementsAtTheEnd() {
        let expected = Array(0..<40)
        #expect(
            failureMessage { assertThat(Array(0..<37), equalTo(expected)) }
                == """
                Expected [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, … 17 more], but differed at [37], [38], [39]:
                  [37]: 37 was removed
                  [38]: 38 was removed
                  [39]: 39 was removed
                  (- expected, + actual)
                    … 34 equal elements …
                    34
                    35
                    36
                  - 37
                  - 38
                  - 39
                """)
    }

    @Test func aShiftedArrayIsAlignedRatherThanComparedPositionByPosition() {
        #expect(
            failureMessage { expect(Array(0..<100)).to(equal(Array(1..<101))) }
                == """
                Expected a value equal to [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, … 77 more], but differed at [0], [99]:
                  [0]: 0 was inserted
                  [99]: 100 was removed
                  (- expected, + actual)
                  + 0
                    1
                    2
                    3
                    … 93 equal elements …
                    97
                    98
                    99
                  - 100
                """)
    }

    @Test func changedElementsOfStructsAreNamedByPath() {
        let expected = (0..<10).map {
            Member(name: "Member \($0)", age: 20 + $0, home: Home(street: "S", city: "C"), tags: [])
        }
        var actual = expected
        actual[3].name = "Dave"
        actual[7].age = 99
        #expect(
            failureMessage { assertThat(actual, equalTo(expected)) }
                == #"""
                Expected [Member(name: "Member 0", age: 20, home: Home(street: "S", city: "C"), tags: []), … 9 more], but differed at [3].name, [7].age:
                  [3].name: expected "Member 3", was "Dave"
                  [7].age: expected 27, was 99
                  (- expected, + actual)
                    Member(name: "Member 0", age: 20, home: Home(street: "S", city: "C"), tags: [])
                    Member(name: "Member 1", age: 21, home: Home(street: "S", city: "C"), tags: [])
                    Member(name: "Member 2", age: 22, home: Home(street: "S", city: "C"), tags: [])
                  - Member(name: "Member 3", age: 23, home: Home(street: "S", city: "C"), tags: [])
                  + Member(name: "Dave", age: 23, home: Home(street: "S", city: "C"), tags: [])
                    Member(name: "Member 4", age: 24, home: Home(street: "S", city: "C"), tags: [])
                    Member(name: "Member 5", age: 25, home: Home(street: "S", city: "C"), tags: [])
                    Member(name: "Member 6", age: 26, home: Home(street: "S", city: "C"), tags: [])
                  - Member(name: "Member 7", age: 27, home: Home(street: "S", city: "C"), tags: [])
                  + Member(name: "Member 7", age: 99, home: Home(street: "S", city: "C"), tags: [])
                    Member(name: "Member 8", age: 28, home: Home(street: "S", city: "C"), tags: [])
                    Member(name: "Member 9", age: 29, home: Home(street: "S", city: "C"), tags: [])
                """#)
    }

    @Test func manyChangedPositionsAreCountedAndTheBlockIsCapped() {
        let expected = Array(0..<10_000)
        let actual = expected.map { $0.isMultiple(of: 100) ? -$0 - 1 : $0 }
        let message = failureMessage { assertThat(actual, equalTo(expected)) }
        #expect(
            message.hasPrefix(
                """
                Expected [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, … 9,977 more], but differed at [0], [100], [200] and 97 more:
                  [0]: expected 0, was -1
                  [100]: expected 100, was -101
                """))
        #expect(
            message.contains(
                "\n  … and 80 more differences\n  (- expected, + actual)\n  - 0\n  + -1\n    1\n"))
        #expect(message.hasSuffix("\n    401\n    402\n    … 137 more lines of this diff"))
    }

    @Test func elementsWithoutEqualityAreComparedByStructure() {
        struct Point {
            var x: Int
            var y: Int
        }
        let differences = ValueDifference.all(
            between: [Point(x: 1, y: 2), Point(x: 3, y: 4)],
            and: [Point(x: 1, y: 2), Point(x: 3, y: 5)])
        #expect(differences.map(\.description) == ["[1].y: expected 4, was 5"])
        #expect(ValueDifference.all(between: [Point(x: 1, y: 2)], and: [Point(x: 1, y: 2)]).isEmpty)
    }

    @Test func anElementRemovedFromANestedArrayIsNamedByIndex() {
        #expect(
            ValueDifference.all(
                between: Member.ann,
                and: Member(name: "Ann", age: 41, home: Member.ann.home, tags: ["admin"])
            )
            .map(\.description) == [#".tags[1]: "ops" was removed"#])
    }

    @Test func containsShowsTheDiffOfALongItem() {
        let expected =
            "a much longer string that goes well past the eighty character limit of short values"
        #expect(
            failureMessage { assertThat(["x", expected + "!"], contains("x", expected)) }
                == #"""
                Expected a sequence containing ["x", "a much longer string that goes well past the eighty character limit of short val"… (3 more bytes)], but item 1: differed at column 84:
                  expected: …haracter limit of short values
                  actual:   …haracter limit of short values!
                                                           ^
                """#)
    }
}

@Suite struct DiffLinePairTests {
    private struct Note: Equatable {
        var id: Int
        var text: String
    }

    @Test func aPairWhoseDifferenceACutWouldHideShowsTheTextAroundIt() {
        let expected = (0..<100).map {
            Note(id: $0, text: String(repeating: "x", count: 200) + "\($0)")
        }
        var actual = expected
        actual[60].text += "!"
        let pair = failureMessage { assertThat(actual, equalTo(expected)) }
            .split(separator: "\n").filter { $0.hasPrefix("  - ") || $0.hasPrefix("  + ") }
        #expect(
            pair == [
                #"  - Note(id: 60, text: "xxxxxxxxxxxxxxxxxxxx…xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx60")"#,
                #"  + Note(id: 60, text: "xxxxxxxxxxxxxxxxxxxx…xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx60!")"#,
            ])
    }

    @Test func longLinesOfTextKeepTheirOwnLineDiff() {
        let long = String(repeating: "y", count: 300)
        let lines = failureMessage {
            assertThat("a\n" + long + "!\nc", equalTo("a\n" + long + "\nc"))
        }
        .split(separator: "\n").filter { $0.hasPrefix("  - ") || $0.hasPrefix("  + ") }
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("  - yyy") || $0.hasPrefix("  + yyy") })
    }

    @Test func aPairWhoseDifferenceIsInViewIsShownAsUsual() {
        let expected = (0..<100).map { Note(id: $0, text: "note \($0)") }
        var actual = expected
        actual[60].text = "changed"
        let pair = failureMessage { assertThat(actual, equalTo(expected)) }
            .split(separator: "\n").filter { $0.hasPrefix("  - ") || $0.hasPrefix("  + ") }
        #expect(
            pair == [
                #"  - Note(id: 60, text: "note 60")"#, #"  + Note(id: 60, text: "changed")"#,
            ])
    }
}

/// Arrays of the standard integer types, `String` and `Double` are scanned by code compiled for
/// their type (integers a block of bytes at a time); the difference found must be the one the
/// general path finds, wherever it falls against the blocks.
@Suite struct TypedSequenceScanTests {
    // Past 1,000, blocks double while they match and halve around a difference.
    static let lengths = [1, 2, 63, 64, 65, 127, 128, 129, 1_000, 8_193, 20_000]

    /// Where the first difference is said to be, for a change at `index` of an array of `count`.
    static func reportedPlace<Element: Equatable>(
        count: Int, changing index: Int, _ make: (Int) -> Element
    ) -> String? {
        let expected = (0..<count).map(make)
        var actual = expected
        actual[index] = make(count + 7)
        let message = failureMessage { assertThat(actual, equalTo(expected)) }
        return message.firstRange(of: "differed at [").map { range in
            String(message[range.upperBound...].prefix { $0 != "]" })
        }
    }

    @Test(arguments: lengths) func aChangeIsFoundWhereverItFalls(count: Int) {
        for index in Set([0, count / 2, count - 1]) {
            let expected = "\(index)"
            #expect(Self.reportedPlace(count: count, changing: index) { $0 } == expected)
            #expect(
                Self.reportedPlace(count: count, changing: index) { UInt8($0 % 251) } == expected)
            #expect(Self.reportedPlace(count: count, changing: index) { Int32($0) } == expected)
            #expect(Self.reportedPlace(count: count, changing: index) { Int64($0) } == expected)
            #expect(Self.reportedPlace(count: count, changing: index) { UInt($0) } == expected)
            #expect(Self.reportedPlace(count: count, changing: index) { "\($0)" } == expected)
            #expect(Self.reportedPlace(count: count, changing: index) { Double($0) } == expected)
        }
    }

    @Test(arguments: lengths) func anAppendedElementIsFoundAtTheEnd(count: Int) {
        let expected = Array(0..<count)
        #expect(
            failureMessage { assertThat(expected + [-1], equalTo(expected)) }
                .contains("differed at [\(count)]: -1 was inserted") == true)
        #expect(
            failureMessage { assertThat([-1] + expected, equalTo(expected)) }
                .contains("differed at [0]: -1 was inserted") == true)
    }

    /// Arrays that share their storage are equal, as `==` on arrays has it, even when their
    /// elements are not equal to themselves.
    @Test func anArraySharingStorageIsNotADifference() {
        struct Reading: Equatable {
            var samples: [Double]
            var sensor: Int
        }
        let samples = [1.5, .nan]
        #expect(
            failureMessage {
                assertThat(
                    Reading(samples: samples, sensor: 2),
                    equalTo(Reading(samples: samples, sensor: 1)))
            }
                == "Expected Reading(samples: [1.5, nan], sensor: 1), but was Reading(samples: [1.5, nan], sensor: 2), which differed at .sensor: expected 1, was 2"
        )
    }
}
