import Foundation

/// Matches a JSON document equal to `expected` by meaning: keys in any order, numbers however
/// they are spelled (`1`, `1.0`, `1e0`), any whitespace. A difference is located by its JSON
/// path, each value summarized:
///
/// ```swift
/// assertThat(body, equalToJSON(#"{"total": 8.0, "lines": [{"price": 4.0}, {"price": 4.0}]}"#))
/// // Expected JSON equal to {"total": 8.0, "lines": [{"price": 4.0}, {"price": 4.0}]}, but $.lines[1].price: expected 4.0, was 4.5
/// ```
///
/// The actual value may be `Data`, a `String` or any `Encodable` value (encoded with
/// `JSONEncoder`). `options` leave places out, compare arrays in any order, compare only some
/// places, or check a place with a matcher; see ``JSONComparison``. A document that is not JSON,
/// on either side, fails and says where its reading stopped; so does a key written twice in one
/// object, and nesting deeper than 512.
public func equalToJSON<Subject: Encodable>(_ expected: String, _ options: JSONComparison...)
    -> Matcher<Subject>
{
    jsonMatcher(expected, options, data: encoded)
}

/// Matches JSON text equal to `expected` by meaning: `assertThat(#"{"b": 1, "a": 2.0}"#, equalToJSON(#"{"a": 2, "b": 1}"#))`.
public func equalToJSON(_ expected: String, _ options: JSONComparison...) -> Matcher<String> {
    jsonMatcher(expected, options) { Array($0.utf8) }
}

/// Matches a JSON document equal to `expected` by meaning: `assertThat(response.body, equalToJSON(#"{"ok": true}"#))`.
public func equalToJSON(_ expected: String, _ options: JSONComparison...) -> Matcher<Data> {
    jsonMatcher(expected, options) { Array($0) }
}

/// Matches a JSON document equal to `expected`, a Swift literal whose values may be matchers,
/// compared as an expected document written as text is:
/// `assertThat(order, equalToJSON(["id": .anyNumber, "total": 8.0]))`. See ``JSONExpected``.
public func equalToJSON<Subject: Encodable>(
    _ expected: JSONExpected, _ options: JSONComparison...
) -> Matcher<Subject> {
    jsonMatcher(expected, options, data: encoded)
}

/// Matches JSON text equal to `expected`, a Swift literal whose values may be matchers:
/// `assertThat(text, equalToJSON(["id": .anyNumber, "name": "Ann"]))`.
public func equalToJSON(_ expected: JSONExpected, _ options: JSONComparison...) -> Matcher<String> {
    jsonMatcher(expected, options) { Array($0.utf8) }
}

/// Matches a JSON document equal to `expected`, a Swift literal whose values may be matchers:
/// `assertThat(response.body, equalToJSON(["ok": true, "id": .matching(greaterThan(0))]))`.
public func equalToJSON(_ expected: JSONExpected, _ options: JSONComparison...) -> Matcher<Data> {
    jsonMatcher(expected, options) { Array($0) }
}

private func encoded<Subject: Encodable>(_ subject: Subject) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return Array(try encoder.encode(subject))
}

/// How `equalToJSON(_:_:)` compares: places left out, arrays in any order, only some places,
/// a matcher at a place, and the looser or stricter readings of a whole document (extra
/// elements or members allowed, `null` as absent, types coerced, a tolerance for numbers,
/// numbers as written, members in order). Places are JSON paths: `$` is the document, `.name`
/// a member, `[2]` an element, `.*` any member, `[*]` any element and `..` any depth
/// (`$..id`).
///
/// ```swift
/// equalToJSON(expected, .ignoring("$.id", "$..sku"), .inAnyOrder(at: "$.tags"))
/// equalToJSON(expected, .at("$.lines", .inAnyOrder, .ignoringExtraMembers))
/// ```
public struct JSONComparison: Sendable {
    /// A reading of a whole document, or of the places under one path with ``at(_:_:)``.
    enum Reading: Int, CaseIterable {
        case anyOrder, extraElements, extraMembers, structureOnly, nullAsAbsent, coercingTypes
        case numbersAsWritten, memberOrder

        /// ` with arrays in any order`, as the matcher's description says it.
        var text: String {
            switch self {
            case .anyOrder: "with arrays in any order"
            case .extraElements: "ignoring extra elements"
            case .extraMembers: "ignoring extra members"
            case .structureOnly: "comparing structure only"
            case .nullAsAbsent: "treating null as absent"
            case .coercingTypes: "coercing types"
            case .numbersAsWritten: "comparing numbers as written"
            case .memberOrder: "comparing member order"
            }
        }
    }

    enum Rule: @unchecked Sendable {
        case ignoring([String])
        case inAnyOrder(String)
        case comparingOnly([String])
        case matching(
            String, describe: @Sendable (inout Description) -> Void,
            judge: @Sendable (Any?) -> MatchResult)
        case reading(Reading)
        case tolerance(Double)
        case at(String, [JSONComparison])
    }

    let rule: Rule

    /// Leaves out the places `paths` name, on both sides.
    ///
    /// ```swift
    /// equalToJSON(#"{"name": "Ann"}"#, .ignoring("$.id", "$.createdAt"))
    /// ```
    public static func ignoring(_ paths: String...) -> JSONComparison {
        JSONComparison(rule: .ignoring(paths))
    }

    /// Compares the array at `path` as a collection in any order.
    ///
    /// ```swift
    /// equalToJSON(#"{"tags": ["a", "b"]}"#, .inAnyOrder(at: "$.tags"))
    /// ```
    public static func inAnyOrder(at path: String) -> JSONComparison {
        JSONComparison(rule: .inAnyOrder(path))
    }

    /// Compares every array as a collection in any order: `equalToJSON(expected, .inAnyOrder)`.
    public static var inAnyOrder: JSONComparison { JSONComparison(rule: .reading(.anyOrder)) }

    /// Lets an actual array hold more elements than the expected one. In order, the expected
    /// elements are compared with the first ones and the rest are left out; with
    /// ``inAnyOrder``, each expected element is found anywhere (the array contains them).
    ///
    /// ```swift
    /// equalToJSON(#"{"tags": ["a"]}"#, .ignoringExtraElements)  // matches {"tags": ["a", "b"]}
    /// ```
    public static var ignoringExtraElements: JSONComparison {
        JSONComparison(rule: .reading(.extraElements))
    }

    /// Lets an actual object hold members the expected one does not name:
    /// `equalToJSON(#"{"name": "Ann"}"#, .ignoringExtraMembers)` matches
    /// `{"name": "Ann", "id": 7}`.
    public static var ignoringExtraMembers: JSONComparison {
        JSONComparison(rule: .reading(.extraMembers))
    }

    /// Compares the structure and each value's kind, not the values: objects by their keys,
    /// arrays by their elements, and a string, number, Boolean or `null` only by being one.
    ///
    /// ```swift
    /// equalToJSON(#"{"id": 0, "name": ""}"#, .comparingStructureOnly)  // matches {"id": 7, "name": "Ann"}
    /// ```
    public static var comparingStructureOnly: JSONComparison {
        JSONComparison(rule: .reading(.structureOnly))
    }

    /// Takes an actual member whose value is `null` as absent, so that the expected document
    /// need not name it: `equalToJSON(#"{"a": 1}"#, .treatingNullAsAbsent)` matches
    /// `{"a": 1, "b": null}`. A `null` the expected document names is still expected.
    public static var treatingNullAsAbsent: JSONComparison {
        JSONComparison(rule: .reading(.nullAsAbsent))
    }

    /// Takes a string for the Boolean or number it spells, either way round: `true` equals
    /// `"true"`, and `1` equals `"1"` and `"1.0"`.
    ///
    /// ```swift
    /// equalToJSON(#"{"count": 2, "on": true}"#, .coercingTypes)  // matches {"count": "2", "on": "true"}
    /// ```
    public static var coercingTypes: JSONComparison {
        JSONComparison(rule: .reading(.coercingTypes))
    }

    /// Compares numbers as they are written, so that `1` and `1.0` differ:
    /// `equalToJSON(#"{"price": 1.50}"#, .comparingNumbersAsWritten)`.
    public static var comparingNumbersAsWritten: JSONComparison {
        JSONComparison(rule: .reading(.numbersAsWritten))
    }

    /// Compares the order of each object's members, which is otherwise left out:
    /// `equalToJSON(#"{"a": 1, "b": 2}"#, .comparingMemberOrder)` fails on `{"b": 2, "a": 1}`.
    public static var comparingMemberOrder: JSONComparison {
        JSONComparison(rule: .reading(.memberOrder))
    }

    /// Takes two numbers as equal when they differ by at most `tolerance`, bounds included.
    ///
    /// ```swift
    /// equalToJSON(#"{"total": 1}"#, .tolerance(0.01))  // matches {"total": 1.009}
    /// ```
    public static func tolerance(_ tolerance: Double) -> JSONComparison {
        JSONComparison(rule: .tolerance(tolerance))
    }

    /// Applies `options` to the place `path` names and the places inside it only; an option
    /// that names places of its own, such as ``ignoring(_:)``, keeps them.
    ///
    /// ```swift
    /// equalToJSON(expected, .at("$.lines", .inAnyOrder, .ignoringExtraMembers), .at("$..price", .tolerance(0.01)))
    /// ```
    public static func at(_ path: String, _ options: JSONComparison...) -> JSONComparison {
        JSONComparison(rule: .at(path, options))
    }

    /// Compares only the places `paths` name (and what they contain); the rest of both
    /// documents is left out.
    ///
    /// ```swift
    /// equalToJSON(#"{"total": 8.0}"#, .comparingOnly("$.total"))
    /// ```
    public static func comparingOnly(_ paths: String...) -> JSONComparison {
        JSONComparison(rule: .comparingOnly(paths))
    }

    /// Checks the value at `path` with `matcher` in place of the expected document's value: the
    /// value as Foundation reads JSON (`String`, `Int` where it is whole and fits, else
    /// `Double`, `Bool`, `[Any]`, `[String: Any]`, or `nil` for `null` and a missing place).
    ///
    /// ```swift
    /// equalToJSON(#"{"id": 0, "name": "Ann"}"#, .value(at: "$.id", greaterThan(0)))
    /// ```
    public static func value<Value>(at path: String, _ matcher: Matcher<Value>) -> JSONComparison {
        JSONComparison(
            rule: .matching(
                path, describe: { $0.appendDescription(of: matcher) }, judge: judge(matcher)))
    }

    /// Accepts any value at `path`, present or not: `equalToJSON(#"{"id": 0}"#, .anyValue(at: "$.id"))`.
    public static func anyValue(at path: String) -> JSONComparison {
        JSONComparison(rule: .ignoring([path]))
    }
}

/// `matcher` applied to a value as Foundation reads JSON.
func judge<Value>(_ matcher: Matcher<Value>) -> @Sendable (Any?) -> MatchResult {
    { value in
        // A whole number reads as an `Int`; a matcher of `Double` or `Float` takes it as the
        // number it is.
        guard let typed = value as? Value ?? wholeNumber(value, as: Value.self) else {
            return .mismatch { text in
                text.append("was ")
                text.appendValue(value)
            }
        }
        return matcher.match(typed)
    }
}

/// `number` as a `Double` or `Float` when `Value` is one and `number` is an `Int`.
private func wholeNumber<Value>(_ number: Any?, as _: Value.Type) -> Value? {
    guard let integer = number as? Int else { return nil }
    if Value.self == Double.self { return Double(integer) as? Value }
    if Value.self == Float.self { return Float(integer) as? Value }
    return nil
}

/// The matcher of every `equalToJSON` written with text: `data` turns the actual value into a
/// document.
private func jsonMatcher<Subject>(
    _ expectedText: String, _ options: [JSONComparison], data: @escaping (Subject) throws -> [UInt8]
) -> Matcher<Subject> {
    // Read once, when the matcher is made; a problem is reported when it is applied.
    do throws(JSONSyntaxError) {
        let value = try JSONReader.parse(expectedText)
        return jsonMatcher(value, problem: nil, shown: { value.text() }, options, data: data)
    } catch {
        return jsonMatcher(
            .null, problem: error.description,
            shown: { JSONValue.quoted(String(expectedText.prefix(60))) }, options, data: data)
    }
}

private func jsonMatcher<Subject>(
    _ expected: JSONExpected, _ options: [JSONComparison],
    data: @escaping (Subject) throws -> [UInt8]
) -> Matcher<Subject> {
    jsonMatcher(
        expected.value, problem: expected.problem, shown: { expected.value.text() }, options,
        data: data)
}

/// `problem` says why the expected document is no JSON document, and `shown` writes it for the
/// description.
private func jsonMatcher<Subject>(
    _ expectedValue: JSONValue, problem expectedProblem: String?,
    shown: @escaping () -> String, _ options: [JSONComparison],
    data: @escaping (Subject) throws -> [UInt8]
) -> Matcher<Subject> {
    let comparison = JSONComparer(options)
    return Matcher(
        describe: { text in
            text.append("JSON equal to " + shown())
            comparison.describeOptions(into: &text)
        },
        match: { subject in
            let document: [UInt8]
            do { document = try data(subject) } catch {
                return .unusable("could not be encoded as JSON: \(describing: error)")
            }
            if let expectedProblem {
                return .unusable("the expected JSON is not JSON: \(describing: expectedProblem)")
            }
            if let problem = comparison.problem {
                return .unusable("\(describing: problem)")
            }
            let actual: JSONValue
            do throws(JSONSyntaxError) { actual = try JSONReader.parse(document) } catch {
                return .mismatch { $0.append("was not JSON: " + error.description(in: document)) }
            }
            let differences = comparison.differences(expectedValue, actual)
            if differences.isEmpty { return .match }
            return .mismatch { text in
                text.keepForRecording(.json { comparison.recorded(actual).recordedText() })
                JSONDifference.write(differences, into: &text)
            }
        })
}
