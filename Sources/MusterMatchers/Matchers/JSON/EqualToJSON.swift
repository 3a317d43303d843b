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
    jsonMatcher(expected, options) { subject in
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Array(try encoder.encode(subject))
    }
}

/// Matches JSON text equal to `expected` by meaning: `assertThat(#"{"b": 1, "a": 2.0}"#, equalToJSON(#"{"a": 2, "b": 1}"#))`.
public func equalToJSON(_ expected: String, _ options: JSONComparison...) -> Matcher<String> {
    jsonMatcher(expected, options) { Array($0.utf8) }
}

/// Matches a JSON document equal to `expected` by meaning: `assertThat(response.body, equalToJSON(#"{"ok": true}"#))`.
public func equalToJSON(_ expected: String, _ options: JSONComparison...) -> Matcher<Data> {
    jsonMatcher(expected, options) { Array($0) }
}

/// How `equalToJSON(_:_:)` compares: places left out, arrays in any order,
/// only some places, or a matcher at a place. Places are JSON paths: `$` is the document,
/// `.name` a member, `[2]` an element, `.*` any member and `[*]` any element.
///
/// ```swift
/// equalToJSON(expected, .ignoring("$.id", "$.lines[*].sku"), .inAnyOrder(at: "$.tags"))
/// ```
public struct JSONComparison: Sendable {
    enum Rule: @unchecked Sendable {
        case ignoring([String])
        case inAnyOrder(String)
        case comparingOnly([String])
        case matching(String, describe: (inout Description) -> Void, judge: (Any?) -> MatchResult)
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
                path, describe: { $0.appendDescription(of: matcher) },
                judge: { value in
                    // A whole number reads as an `Int`; a matcher of `Double` or `Float` takes
                    // it as the number it is.
                    guard let typed = value as? Value ?? wholeNumber(value, as: Value.self) else {
                        return .mismatch { text in
                            text.append("was ")
                            text.appendValue(value)
                        }
                    }
                    return matcher.match(typed)
                }))
    }

    /// Accepts any value at `path`, present or not: `equalToJSON(#"{"id": 0}"#, .anyValue(at: "$.id"))`.
    public static func anyValue(at path: String) -> JSONComparison {
        JSONComparison(rule: .ignoring([path]))
    }
}

/// The matcher of every `equalToJSON`: `data` turns the actual value into a document.
/// `number` as a `Double` or `Float` when `Value` is one and `number` is an `Int`.
private func wholeNumber<Value>(_ number: Any?, as _: Value.Type) -> Value? {
    guard let integer = number as? Int else { return nil }
    if Value.self == Double.self { return Double(integer) as? Value }
    if Value.self == Float.self { return Float(integer) as? Value }
    return nil
}

private func jsonMatcher<Subject>(
    _ expectedText: String, _ options: [JSONComparison], data: @escaping (Subject) throws -> [UInt8]
) -> Matcher<Subject> {
    // Read once, when the matcher is made; a problem is reported when it is applied.
    let expected = Result { () throws(JSONSyntaxError) in try JSONReader.parse(expectedText) }
    let comparison = JSONComparer(options)
    return Matcher(
        describe: { text in
            text.append("JSON equal to ")
            switch expected {
            case .success(let value): text.append(value.text())
            case .failure: text.append(JSONValue.quoted(String(expectedText.prefix(60))))
            }
            comparison.describeOptions(into: &text)
        },
        match: { subject in
            let document: [UInt8]
            do { document = try data(subject) } catch {
                return .unusable("could not be encoded as JSON: \(describing: error)")
            }
            let expectedValue: JSONValue
            switch expected {
            case .success(let value): expectedValue = value
            case .failure(let problem):
                return .unusable(
                    "the expected JSON is not JSON: \(describing: problem.description)")
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
