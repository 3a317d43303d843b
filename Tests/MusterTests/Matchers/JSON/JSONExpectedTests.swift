import Foundation
import Muster
import MusterTestSupport
import Testing

/// An expected document written as a Swift literal, with matchers where values may vary.
@Suite struct JSONExpectedTests {
    private struct User: Encodable {
        var name: String
        var age: Int
    }

    @Test func aLiteralMatchesByMeaning() {
        let matcher: Matcher<String> = equalToJSON([
            "name": "Ann", "age": 7, "score": 4.5, "admin": false, "boss": nil, "tags": ["a", 1],
        ])
        #expect(
            matcher.matches(
                #"{"tags": ["a", 1.0], "boss": null, "admin": false, "score": 4.50, "age": 7, "name": "Ann"}"#
            ))
        #expect(
            mismatch(
                matcher,
                #"{"name": "Bo", "age": 7, "score": 4.5, "admin": false, "tags": ["a", 1]}"#)
                    == """
                    2 places differed:
                      $.name: expected "Ann", was "Bo"
                      $.boss: missing, expected null
                    """)
    }

    @Test func matchersInPlaceOfValues() {
        let matcher: Matcher<String> = equalToJSON([
            "id": .anyNumber, "at": .anyString, "on": .anyBoolean, "etag": .anyValue,
            "total": .matching(closeTo(8.0, 0.01)),
        ])
        #expect(matcher.matches(#"{"id": 7, "at": "2026", "on": true, "etag": null, "total": 8}"#))
        #expect(
            mismatch(matcher, #"{"id": "7", "at": 2026, "on": "yes", "total": 9.5}"#) == """
                5 places differed:
                  $.id: expected any number, was a string "7"
                  $.at: expected any string, was a number 2026
                  $.on: expected any Boolean, was a string "yes"
                  $.etag: expected any value, was missing
                  $.total: expected a numeric value within 0.01 of 8.0, was 9.5, which differs by 1.5
                """)
    }

    @Test func description() {
        let matcher: Matcher<String> = equalToJSON(
            ["id": .matching(greaterThan(0)), "tags": ["a", .anyString]], .ignoringExtraMembers)
        #expect(
            matcher.description
                == #"JSON equal to {"id": <a value greater than 0>, "tags": ["a", <any string>]} ignoring extra members"#
        )
    }

    @Test func aMatcherInAnArrayInAnyOrderIsDescribedAsOne() {
        let matcher: Matcher<String> = equalToJSON(
            ["lines": [["sku": "a", "n": .matching(greaterThan(0))], ["sku": "b", "n": 1]]],
            .inAnyOrder)
        #expect(matcher.matches(#"{"lines": [{"sku": "b", "n": 1}, {"sku": "a", "n": 3}]}"#))
        #expect(
            mismatch(matcher, #"{"lines": [{"sku": "b", "n": 1}, {"sku": "a", "n": 0}]}"#)
                == #"$.lines: no element equal to {"sku": "a", "n": <a value greater than 0>}; "#
                + #"the nearest, $.lines[1], differs at $.lines[1].n: expected a value greater "#
                + "than 0, was 0")
    }

    @Test func valuesOfYourOwnAndInterpolation() {
        let name = "Ann"
        let matcher: Matcher<String> = equalToJSON([
            "user": .encoding(User(name: name, age: 7)), "greeting": "hello \(name)",
        ])
        #expect(matcher.matches(#"{"user": {"age": 7, "name": "Ann"}, "greeting": "hello Ann"}"#))
        #expect(
            mismatch(matcher, #"{"user": {"age": 8, "name": "Ann"}, "greeting": "hello Ann"}"#)
                == "$.user.age: expected 7, was 8")
    }

    @Test func encodableAndDataActualValues() {
        let user: Matcher<User> = equalToJSON(["name": "Ann", "age": .anyNumber])
        #expect(user.matches(User(name: "Ann", age: 3)))
        let data: Matcher<Data> = equalToJSON(["ok": true])
        #expect(data.matches(Data(#"{"ok": true}"#.utf8)))
        #expect(
            mismatch(data, Data("[]".utf8))
                == #"$: expected an object {"ok": true}, was an array []"#)
    }

    @Test func aLiteralThatIsNoDocumentFailsClearly() {
        let repeated: Matcher<String> = equalToJSON(["a": 1, "a": 2])
        #expect(
            mismatch(repeated, #"{"a": 1}"#)
                == #"the expected JSON is not JSON: the key "a" is written twice in one object"#)
        let infinite: Matcher<String> = equalToJSON(["a": [.init(floatLiteral: .infinity)]])
        #expect(
            mismatch(infinite, #"{"a": [1]}"#)
                == "the expected JSON is not JSON: inf is no JSON number")
    }

    @Test func emptyAndOptionalInput() {
        let object: Matcher<String> = equalToJSON([:])
        #expect(object.matches("{}"))
        #expect(mismatch(object, "[]") == "$: expected an object {}, was an array []")
        let array: Matcher<String> = equalToJSON([])
        #expect(array.matches(" [ ] "))
        #expect(
            mismatch(array, "")
                == "was not JSON: line 1, column 1: the document ended where a value was expected")
        #expect(
            failureMessage { assertThat(nil as String?, equalToJSON(["a": .anyValue])) }
                == #"Expected JSON equal to {"a": <any value>}, but $: expected an object {"a": <any value>}, was null"#
        )
    }

    @Test func composes() {
        #expect(
            failureMessage {
                assertThat(
                    [#"{"a": 1}"#, #"{"a": "x"}"#], everyItem(equalToJSON(["a": .anyNumber])))
            }
                == #"Expected a sequence where every item is JSON equal to {"a": <any number>}, but item 1: $.a: expected any number, was a string "x""#
        )
        #expect(not(equalToJSON(["a": .anyString]) as Matcher<String>).matches(#"{"a": 2}"#))
    }

    @Test func theArticlesExample() {
        let body = Data(
            #"{"id": 7, "name": "Ann", "createdAt": "2026-12-03", "lines": [{"sku": "mug", "quantity": 0}]}"#
                .utf8)
        #expect(
            failureMessage {
                assertThat(
                    body,
                    equalToJSON([
                        "id": .anyNumber,
                        "name": "Ann",
                        "createdAt": .anyString,
                        "lines": [["sku": "mug", "quantity": .matching(greaterThan(0))]],
                    ]))
            }
                == #"Expected JSON equal to {"id": <any number>, "name": "Ann", "createdAt": <any string>, "lines": [{"sku"…, but $.lines[0].quantity: expected a value greater than 0, was 0"#
        )
    }
}
