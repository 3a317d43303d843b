import Foundation
import Muster
import Testing
import MusterTestSupport

@Suite struct EqualToJSONTests {
    private struct Line: Encodable {
        var sku: String
        var price: Double
    }
    private struct Order: Encodable {
        var id: Int
        var lines: [Line]
        var note: String?
    }

    @Test func equalByMeaningWhateverTheSpelling() {
        let matcher: Matcher<String> = equalToJSON(
            #"{"a": 1, "b": [true, null, "x"], "c": {"d": 2.50}}"#)
        #expect(matcher.matches(#"{"c":{"d":2.5},"b":[true,null,"x"],"a":1.0}"#))
        #expect(
            matcher.matches(
                "{\n  \"a\" : 1e0,\n  \"b\" : [ true , null , \"x\" ],\n  \"c\" : { \"d\" : 25E-1 }\n}"
            ))
        #expect(!matcher.matches(#"{"a": 1, "b": [null, true, "x"], "c": {"d": 2.5}}"#))
        #expect(!matcher.matches(#"{"a": 1, "b": [true, null, "x"], "c": {"d": 2.5}, "e": 0}"#))
    }

    @Test func numbersKeepEveryDigit() {
        let big: Matcher<String> = equalToJSON("12345678901234567890123")
        #expect(big.matches("12345678901234567890123"))
        #expect(big.matches("1.2345678901234567890123e22"))
        #expect(!big.matches("12345678901234567890124"))
        #expect(equalToJSON("0").matches("-0.0") as Bool)
    }

    @Test func dataAndEncodableValuesAreCompared() {
        #expect(equalToJSON(#"{"ok": true}"#).matches(Data(#"{"ok":true}"#.utf8)))
        let order = Order(id: 7, lines: [Line(sku: "a", price: 4)], note: nil)
        #expect(equalToJSON(#"{"id": 7, "lines": [{"sku": "a", "price": 4}]}"#).matches(order))
    }

    @Test func description() {
        let matcher: Matcher<String> = equalToJSON(#"{ "b": 1,  "a": [1.50, "x"] }"#)
        #expect(matcher.description == #"JSON equal to {"b": 1, "a": [1.50, "x"]}"#)
        let withOptions: Matcher<String> = equalToJSON(
            #"{"a": 1}"#, .ignoring("$.id", "$.at"), .inAnyOrder(at: "$.tags"),
            .comparingOnly("$.a"), .value(at: "$.n", greaterThan(0)))
        #expect(
            withOptions.description
                == #"JSON equal to {"a": 1} ignoring $.id, $.at with $.tags in any order comparing only $.a with $.n a value greater than 0"#
        )
    }

    @Test func oneDifferenceIsLocatedByItsPath() {
        let expected = #"{"total": 8.0, "lines": [{"price": 4.0}, {"price": 4.0}]}"#
        #expect(
            failureMessage {
                assertThat(
                    #"{"lines": [{"price": 4.0}, {"price": 4.5}], "total": 8.0}"#,
                    equalToJSON(expected))
            }
                == #"Expected JSON equal to {"total": 8.0, "lines": [{"price": 4.0}, {"price": 4.0}]}, but $.lines[1].price: expected 4.0, was 4.5"#
        )
    }

    @Test func missingExtraAndOtherKindsOfValue() {
        #expect(
            mismatch(
                equalToJSON(#"{"a": 1, "b": "1", "list": [1, 2], "odd key": null}"#),
                #"{"b": 1, "list": [1, 2, 3], "odd key": null, "c": {"x": 1}}"#)
                    == """
                    4 places differed:
                      $.a: missing, expected 1
                      $.b: expected a string "1", was a number 1
                      $.list[2]: not expected, was 3
                      $.c: not expected, was {"x": 1}
                    """)
    }

    @Test func manyDifferencesAreBounded() {
        let expected = "[" + (0..<50).map(String.init).joined(separator: ",") + "]"
        let actual = "[" + (0..<50).map { String($0 + 1) }.joined(separator: ",") + "]"
        let text = mismatch(equalToJSON(expected), actual) ?? ""
        #expect(text.hasPrefix("50 places differed:\n  $[0]: expected 0, was 1\n"))
        #expect(text.hasSuffix("\n  $[9]: expected 9, was 10\n  and 40 more"))
    }

    @Test func ignoredPlacesAreLeftOutOnBothSides() {
        let matcher: Matcher<String> = equalToJSON(
            #"{"id": 1, "lines": [{"sku": "x", "n": 1}]}"#, .ignoring("$.id", "$.lines[*].sku"))
        #expect(matcher.matches(#"{"lines": [{"sku": "y", "n": 1}], "id": 99}"#))
        #expect(matcher.matches(#"{"lines": [{"n": 1}]}"#))
        #expect(mismatch(matcher, #"{"lines": [{"n": 2}]}"#) == "$.lines[0].n: expected 1, was 2")
    }

    @Test func anArrayInAnyOrder() {
        let matcher: Matcher<String> = equalToJSON(
            #"{"tags": ["a", "b", "b"]}"#, .inAnyOrder(at: "$.tags"))
        #expect(matcher.matches(#"{"tags": ["b", "a", "b"]}"#))
        #expect(
            mismatch(matcher, #"{"tags": ["b", "c", "a"]}"#) == """
                2 places differed:
                  $.tags: no element equal to "b"
                  $.tags[1]: not expected, was "c"
                """)
    }

    @Test func anArrayInAnyOrderWhereOnlySomeFieldsAreCompared() {
        let matcher: Matcher<String> = equalToJSON(
            #"[{"k": 1}, {"k": 2}]"#, .comparingOnly("$[*].k"), .inAnyOrder(at: "$"))
        #expect(matcher.matches(#"[{"k": 2, "x": 1}, {"k": 1}]"#))
        #expect(
            mismatch(matcher, #"[{"k": 2, "x": 1}, {"k": 3}]"#)
                == #"$: no element equal to {"k": 1}; the nearest, $[1], differs at $[1].k: expected 1, was 3"#
        )
    }

    @Test func anyValueInAnArrayInAnyOrderPairsWithWhateverIsLeft() {
        let matcher: Matcher<String> = equalToJSON(
            #"["anything", {"k": 1}]"#, .anyValue(at: "$[0]"), .inAnyOrder(at: "$"))
        #expect(matcher.matches(#"[{"k": 1}, {"k": 2}]"#))
        #expect(matcher.matches(#"[7, {"k": 1}]"#))
        #expect(
            mismatch(matcher, #"[{"k": 2}, {"k": 3}]"#)
                == #"$: no element equal to {"k": 1}; the nearest, $[1], differs at $[1].k: expected 1, was 3"#
        )
    }

    @Test func aFailureInAnArrayInAnyOrderNamesTheNearestElementAndTheFieldThatDiffers() {
        let matcher: Matcher<String> = equalToJSON(
            #"{"test": [{"key": 1, "name": "a"}, {"key": 3, "name": "c"}]}"#,
            .inAnyOrder(at: "$.test"))
        #expect(
            mismatch(matcher, #"{"test": [{"key": 4, "name": "c"}, {"key": 1, "name": "a"}]}"#)
                == #"$.test: no element equal to {"key": 3, "name": "c"}; the nearest, $.test[0], "#
                + #"differs at $.test[0].key: expected 3, was 4"#)
    }

    @Test func aToleranceHoldsForAWholeNumber() {
        let matcher: Matcher<String> = equalToJSON(
            #"{"v": 0}"#, .value(at: "$.v", closeTo(1.0, 0.01)))
        #expect(matcher.matches(#"{"v": 1}"#))
        #expect(matcher.matches(#"{"v": 1.005}"#))
        #expect(
            mismatch(matcher, #"{"v": 2}"#)
                == "$.v: expected a numeric value within 0.01 of 1.0, was 2.0, which differs by 1.0"
        )
    }

    @Test func comparingOnlySomePlaces() {
        let matcher: Matcher<String> = equalToJSON(
            #"{"total": 8, "lines": [{"price": 4}]}"#, .comparingOnly("$.total", "$.lines[*].price")
        )
        #expect(matcher.matches(#"{"total": 8, "id": 3, "lines": [{"price": 4, "sku": "a"}]}"#))
        #expect(
            mismatch(matcher, #"{"total": 9, "lines": [{"price": 4}]}"#)
                == "$.total: expected 8, was 9")
    }

    @Test func aMatcherInPlaceOfAnExpectedValue() {
        let matcher: Matcher<String> = equalToJSON(
            #"{"id": 0, "name": "Ann", "at": ""}"#, .value(at: "$.id", greaterThan(0)),
            .value(at: "$.at", matchesPattern("[0-9]{4}-[0-9]{2}-[0-9]{2}")))
        #expect(matcher.matches(#"{"id": 7, "name": "Ann", "at": "2026-11-28"}"#))
        #expect(
            mismatch(matcher, #"{"id": 0, "name": "Ann", "at": 5}"#) == """
                2 places differed:
                  $.id: expected a value greater than 0, was 0
                  $.at: expected a string containing a match for /[0-9]{4}-[0-9]{2}-[0-9]{2}/, was 5
                """)
    }

    @Test func documentsThatAreNotJSONSayWhereTheyStopped() {
        // The text that was not JSON is shown, cut around where the reader stopped.
        #expect(
            mismatch(equalToJSON("{}"), "<html><body>Service unavailable</body></html>")
                == #"was not JSON: line 1, column 1: expected a value, in "<html><body>Service unavailable</body></html>""#
        )
        #expect(
            mismatch(equalToJSON(#"{"a": 1}"#), "{\"a\": 1,\n  \"b\" 2}")
                == #"was not JSON: line 2, column 7: expected ":" after a key, in "  \"b\" 2}""#)
        #expect(
            mismatch(equalToJSON(#"{"a": 1}"#), #"{"a": 1, "a": 2}"#)
                == #"was not JSON: line 1, column 10: the key "a" appears twice in one object, in "{\"a\": 1, \"a\": 2}""#
        )
        let large =
            "{" + (0..<20).map { #""k\#($0)": \#($0)"# }.joined(separator: ", ") + #", "k3": 0}"#
        #expect(
            mismatch(equalToJSON(#"{"a": 1}"#), large)
                == #"was not JSON: line 1, column 202: the key "k3" appears twice in one object, in …"7\": 17, \"k18\": 18, \"k19\": 19, \"k3\": 0}""#
        )
        #expect(
            mismatch(equalToJSON(#"{"a": 1}"#), Data([0x7B, 0xFF, 0x7D]))
                == "was not JSON: line 1, column 2: the document is not UTF-8, in \"{\u{FFFD}}\"")
        #expect(
            mismatch(equalToJSON("[1, 2"), "[1, 2]")
                == #"the expected JSON is not JSON: line 1, column 6: expected "," or "]" after a value in an array"#
        )
        #expect(
            mismatch(equalToJSON("1", .ignoring("id")), "1")
                == #"the path "id" is not a JSON path; write one such as $.lines[0].price or $.lines[*].sku"#
        )
    }

    @Test func deepAndHugeDocumentsAreBounded() {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(
            mismatch(equalToJSON("[]"), deep)
                == "was not JSON: line 1, column 513: arrays and objects nest more than 512 deep, in …\""
                + String(repeating: "[", count: 80) + "\"…")
        let huge =
            "[" + Array(repeating: #""abcdefghij""#, count: 100_000).joined(separator: ",") + "]"
        #expect(equalToJSON(huge).matches(huge) as Bool)
        #expect((mismatch(equalToJSON(huge), "[]") ?? "").count < 2_000)
    }

    @Test func emptyAndOptionalInput() {
        #expect(
            mismatch(equalToJSON("{}"), "")
                == "was not JSON: line 1, column 1: the document ended where a value was expected")
        #expect(equalToJSON("{}").matches("{ }") as Bool)
        #expect(equalToJSON("[]").matches(" [] ") as Bool)
        #expect(
            failureMessage { assertThat(nil as String?, equalToJSON("{}")) }
                == "Expected JSON equal to {}, but $: expected an object {}, was null")
    }

    @Test func composes() {
        #expect(
            failureMessage {
                assertThat([#"{"a": 1}"#, #"{"a": 2}"#], everyItem(equalToJSON(#"{"a": 1}"#)))
            }
                == #"Expected a sequence where every item is JSON equal to {"a": 1}, but item 1: $.a: expected 1, was 2"#
        )
        #expect(not(equalToJSON(#"{"a": 1}"#)).matches(#"{"a": 2}"#) as Bool)
    }

    // The readings of a whole document; the examples are the peers' own (JsonUnit, Kotest).

    @Test func everyArrayInAnyOrder() {
        let matcher =
            (equalToJSON(#"{"a": [1, 2, 2], "b": [[3, 4], [5]]}"#, .inAnyOrder) as Matcher<String>)
        #expect(matcher.matches(#"{"a": [2, 1, 2], "b": [[5], [4, 3]]}"#))
        #expect(
            mismatch(matcher, #"{"a": [2, 1, 1], "b": [[5], [4, 3]]}"#) == """
                2 places differed:
                  $.a: no element equal to 2
                  $.a[2]: not expected, was 1
                """)
        #expect(
            matcher.description
                == #"JSON equal to {"a": [1, 2, 2], "b": [[3, 4], [5]]} with arrays in any order"#)
    }

    @Test func extraElementsLeftOutInOrder() {
        let matcher = (equalToJSON(#"{"test": ["a"]}"#, .ignoringExtraElements) as Matcher<String>)
        #expect(matcher.matches(#"{"test": ["a", "b", "c"]}"#))
        #expect(
            (equalToJSON(#"{"test": []}"#, .ignoringExtraElements) as Matcher<String>).matches(
                #"{"test": ["a"]}"#))
        #expect(
            (equalToJSON(#"{"test": [{"a": 1}, {"b": 2}]}"#, .ignoringExtraElements)
                as Matcher<String>)
                .matches(#"{"test": [{"a": 1}, {"b": 2}, {"c": 3}]}"#))
        #expect(
            mismatch(
                (equalToJSON(#"{"test": [1, 2, 3]}"#, .ignoringExtraElements) as Matcher<String>),
                #"{"test": [1, 2, 5, 4]}"#)
                == "$.test[2]: expected 3, was 5")
        #expect(
            mismatch(
                (equalToJSON(#"{"test": [{"a": 1}, {"b": 2}]}"#, .ignoringExtraElements)
                    as Matcher<String>),
                #"{"test": [{"a": 1}, {"c": 3}, {"b": 2}]}"#) == """
                    2 places differed:
                      $.test[1].b: missing, expected 2
                      $.test[1].c: not expected, was 3
                    """)
        #expect(
            mismatch(
                (equalToJSON(#"{"test": [{"a": 1}, {"b": 1}, {"c": 3}]}"#, .ignoringExtraElements)
                    as Matcher<String>),
                #"{"test": [{"a": 1}, {"b": 1}]}"#) == #"$.test[2]: missing, expected {"c": 3}"#)
    }

    @Test func extraElementsLeftOutInAnyOrderMeansContaining() {
        #expect(
            (equalToJSON(#"{"test": [{"a": 1}, {"b": 2}]}"#, .ignoringExtraElements, .inAnyOrder)
                as Matcher<String>)
                .matches(#"{"test": [{"a": 1}, {"c": 3}, {"b": 2}]}"#))
        #expect(
            (equalToJSON(#"{"test": [1, 2, 3]}"#, .ignoringExtraElements, .inAnyOrder)
                as Matcher<String>).matches(#"{"test": [5, 5, 4, 4, 3, 3, 2, 2, 1, 1]}"#))
        // Each element finds a partner even when a first choice took the one another needed.
        #expect(
            (equalToJSON("[[2], [1]]", .ignoringExtraElements, .inAnyOrder) as Matcher<String>)
                .matches("[[1, 2], [2]]"))
        #expect(
            (equalToJSON("[[3], [2], [1]]", .ignoringExtraElements, .inAnyOrder) as Matcher<String>)
                .matches("[[1, 2], [2, 3], [3, 1]]"))
        #expect(
            mismatch(
                (equalToJSON(#"{"test": [1, 2, 3, 9]}"#, .ignoringExtraElements, .inAnyOrder)
                    as Matcher<String>), #"{"test": [5, 5, 4, 4, 3, 3, 2, 2, 1, 1]}"#)
                == "$.test: no element equal to 9")
        #expect(
            mismatch(
                (equalToJSON("[[2], [1]]", .ignoringExtraElements, .inAnyOrder) as Matcher<String>),
                "[[1, 2], [3]]")
                == "$: no element equal to [1]; the nearest, $[1], differs at $[1]: no element equal to 1"
        )
    }

    @Test func extraMembersLeftOut() {
        let matcher =
            (equalToJSON(#"{"test": {"b": 2}}"#, .ignoringExtraMembers) as Matcher<String>)
        #expect(matcher.matches(#"{"test": {"a": 1, "b": 2, "c": 3}}"#))
        #expect(mismatch(matcher, #"{"test": {"a": 1}}"#) == "$.test.b: missing, expected 2")
        #expect(
            (equalToJSON(
                #"{"test": [{"key": 1}, {"key": 2}, {"key": 3}]}"#, .inAnyOrder,
                .ignoringExtraMembers) as Matcher<String>)
                .matches(#"{"test": [{"key": 3}, {"key": 2, "extraField": 2}, {"key": 1}]}"#))
    }

    @Test func structureOnly() {
        let matcher =
            (equalToJSON(#"{"test": {"a": 1, "b": 2, "c": 3}}"#, .comparingStructureOnly)
                as Matcher<String>)
        #expect(matcher.matches(#"{"test": {"a": 3, "b": 2, "c": 1}}"#))
        #expect(
            mismatch(matcher, #"{"test": {"a": 3, "b": "2", "c": 1}}"#)
                == #"$.test.b: expected a number 2, was a string "2""#)
        #expect(
            (equalToJSON(#"{"test": "4"}"#, .comparingStructureOnly) as Matcher<String>).matches(
                #"{"test": "3"}"#))
        #expect(
            mismatch(
                (equalToJSON(#"{"test": 3}"#, .comparingStructureOnly) as Matcher<String>), "null")
                == #"$: expected an object {"test": 3}, was null"#)
        #expect(
            (equalToJSON("5", .tolerance(0.01), .comparingStructureOnly) as Matcher<String>)
                .matches("0.9999"))
        #expect(
            mismatch((equalToJSON("[1, 2]", .comparingStructureOnly) as Matcher<String>), "[7]")
                == "$[1]: missing, expected 2")
    }

    @Test func nullTakenAsAbsent() {
        let matcher =
            (equalToJSON(#"{"test": {"a": 1}}"#, .treatingNullAsAbsent) as Matcher<String>)
        #expect(matcher.matches(#"{"test": {"a": 1, "b": null}}"#))
        #expect(matcher.matches(#"{"test": {"a": 1, "b": null, "c": null}}"#))
        #expect(
            mismatch(
                (equalToJSON(#"{"test": {"a": 1, "b": null}}"#, .treatingNullAsAbsent)
                    as Matcher<String>), #"{"test": {"a": 1}}"#)
                == "$.test.b: missing, expected null")
        #expect(
            mismatch((equalToJSON(#"{"a": 1}"#) as Matcher<String>), #"{"a": 1, "b": null}"#)
                == "$.b: not expected, was null")
        #expect(
            mismatch(
                (equalToJSON(#"{"a": 1}"#, .at("$.b", .treatingNullAsAbsent)) as Matcher<String>),
                #"{"a": 1, "b": null}"#)
                == "$.b: not expected, was null")
    }

    @Test func typesCoercedEitherWayRound() {
        let matcher =
            (equalToJSON(#"{"count": 2, "on": true, "id": "7", "ok": "false"}"#, .coercingTypes)
                as Matcher<String>)
        #expect(matcher.matches(#"{"count": "2", "on": "true", "id": 7.0, "ok": false}"#))
        #expect(matcher.matches(#"{"count": "2.0", "on": true, "id": "7", "ok": "false"}"#))
        #expect(
            mismatch(matcher, #"{"count": "two", "on": "yes", "id": 8, "ok": false}"#) == """
                3 places differed:
                  $.count: expected a number 2, was a string "two"
                  $.on: expected a Boolean true, was a string "yes"
                  $.id: expected a string "7", was a number 8
                """)
        #expect(
            mismatch((equalToJSON(#"{"on": true}"#) as Matcher<String>), #"{"on": "true"}"#)
                == #"$.on: expected a Boolean true, was a string "true""#)
        #expect(
            mismatch((equalToJSON("1", .coercingTypes) as Matcher<String>), #"" 1""#)
                == #"$: expected a number 1, was a string " 1""#)
    }

    @Test func numbersAsWritten() {
        #expect((equalToJSON("[1, 1.0]") as Matcher<String>).matches("[1.0, 1e0]"))
        let matcher =
            (equalToJSON(#"{"price": 1.50}"#, .comparingNumbersAsWritten) as Matcher<String>)
        #expect(matcher.matches(#"{"price": 1.50}"#))
        #expect(mismatch(matcher, #"{"price": 1.5}"#) == "$.price: expected 1.50, was 1.5")
    }

    @Test func memberOrder() {
        let matcher =
            (equalToJSON(#"{"a": 1, "b": 2, "c": 3}"#, .comparingMemberOrder) as Matcher<String>)
        #expect(matcher.matches(#"{"a": 1, "b": 2, "c": 3}"#))
        #expect(
            (equalToJSON(#"{"a": 1, "b": 2}"#) as Matcher<String>).matches(#"{"b": 2, "a": 1}"#))
        #expect(
            mismatch(matcher, #"{"b": 2, "a": 1, "c": 3}"#)
                == #"$: expected the members in the order "a", "b", "c", were "b", "a", "c""#)
        #expect(
            mismatch(matcher, #"{"c": 3, "b": 9, "a": 1}"#) == """
                2 places differed:
                  $: expected the members in the order "a", "b", "c", were "c", "b", "a"
                  $.b: expected 2, was 9
                """)
    }

    @Test func aToleranceForEveryNumber() {
        #expect(
            (equalToJSON(#"{"test": 1}"#, .tolerance(0.01)) as Matcher<String>).matches(
                #"{"test": 1.009}"#))
        #expect((equalToJSON("1", .tolerance(0.01)) as Matcher<String>).matches("0.9999"))
        #expect((equalToJSON("1", .tolerance(0.01)) as Matcher<String>).matches("1.01"))
        #expect(
            mismatch((equalToJSON("1", .tolerance(0.01)) as Matcher<String>), "1.1")
                == "$: expected 1 within 0.01, was 1.1, which differs by 0.1")
        #expect((equalToJSON("1e2", .tolerance(0.5)) as Matcher<String>).matches("100.4"))
        #expect(
            mismatch((equalToJSON("1", .tolerance(0)) as Matcher<String>), "1.1")
                == "$: expected 1 within 0.0, was 1.1, which differs by 0.1")
        #expect(
            mismatch((equalToJSON("1", .tolerance(-1)) as Matcher<String>), "1")
                == "a tolerance is at least 0, not -1.0")
    }

    @Test func readingsHeldAtAPlace() {
        let matcher =
            (equalToJSON(
                #"{"lines": [{"sku": "a"}, {"sku": "b"}], "tags": [1, 2], "total": 8}"#,
                .at("$.lines", .inAnyOrder, .ignoringExtraMembers), .at("$.total", .tolerance(0.5)))
                as Matcher<String>)
        #expect(
            matcher.matches(
                #"{"lines": [{"sku": "b", "n": 1}, {"sku": "a"}], "tags": [1, 2], "total": 8.4}"#))
        #expect(
            mismatch(
                matcher,
                #"{"lines": [{"sku": "a"}, {"sku": "b"}], "tags": [2, 1], "total": 8, "x": 1}"#)
                    == """
                    3 places differed:
                      $.tags[0]: expected 1, was 2
                      $.tags[1]: expected 2, was 1
                      $.x: not expected, was 1
                    """)
        #expect(
            matcher.description
                == #"JSON equal to {"lines": [{"sku": "a"}, {"sku": "b"}], "tags": [1, 2], "total": 8} "#
                + "at $.lines (with arrays in any order, ignoring extra members) at $.total "
                + "(with numbers within 0.5)")
    }

    @Test func everyReadingDescribed() {
        #expect(
            (equalToJSON(
                "{}", .inAnyOrder, .ignoringExtraElements, .ignoringExtraMembers,
                .comparingStructureOnly, .treatingNullAsAbsent, .coercingTypes,
                .comparingNumbersAsWritten, .comparingMemberOrder, .tolerance(0.25)
            ) as Matcher<String>).description
                == "JSON equal to {} with arrays in any order ignoring extra elements ignoring extra "
                + "members comparing structure only treating null as absent coercing types comparing "
                + "numbers as written comparing member order with numbers within 0.25")
    }

    @Test func placesAtAnyDepth() {
        let ids = #"{"id": 1, "a": {"id": 2, "b": [{"id": 3, "x": 1}]}}"#
        let matcher = (equalToJSON(ids, .ignoring("$..id")) as Matcher<String>)
        #expect(matcher.matches(#"{"id": 9, "a": {"id": 8, "b": [{"id": 7, "x": 1}]}}"#))
        #expect(
            mismatch(matcher, #"{"a": {"b": [{"x": 2}]}}"#) == "$.a.b[0].x: expected 1, was 2")
        let prices =
            (equalToJSON(
                #"{"total": 8, "lines": [{"price": 4, "sku": "a"}]}"#, .comparingOnly("$..price"))
                as Matcher<String>)
        #expect(prices.matches(#"{"total": 9, "lines": [{"price": 4, "sku": "b"}]}"#))
        #expect(
            mismatch(prices, #"{"lines": [{"price": 5}]}"#) == "$.lines[0].price: expected 4, was 5"
        )
        #expect(
            (equalToJSON("[[1, 2]]", .ignoring("$..[1]")) as Matcher<String>).matches("[[1, 3]]"))
        #expect(
            mismatch((equalToJSON("1", .ignoring("$..")) as Matcher<String>), "1")
                == #"the path "$.." is not a JSON path; write one such as $.lines[0].price or $.lines[*].sku"#
        )
    }

    @Test func aMatcherOptionInAnArrayInAnyOrderIsShownAsItsMatcher() {
        let matcher: Matcher<String> = equalToJSON(
            #"{"lines": [{"sku": "a", "n": 0}, {"sku": "b", "n": 1}]}"#, .inAnyOrder,
            .value(at: "$.lines[0].n", greaterThan(0)))
        #expect(matcher.matches(#"{"lines": [{"sku": "b", "n": 1}, {"sku": "a", "n": 3}]}"#))
        #expect(
            mismatch(matcher, #"{"lines": [{"sku": "b", "n": 1}, {"sku": "a", "n": 0}]}"#)
                == #"$.lines: no element equal to {"sku": "a", "n": <a value greater than 0>}; "#
                + #"the nearest, $.lines[1], differs at $.lines[1].n: expected a value greater "#
                + "than 0, was 0")
    }
}
