import Foundation

/// An expected JSON document written as a Swift literal, where any value may be a matcher:
///
/// ```swift
/// assertThat(response.body, equalToJSON(["id": .anyNumber, "name": "Ann", "tags": ["a", .matching(hasPrefix("b"))]]))
/// // Expected JSON equal to {"id": <any number>, "name": "Ann", "tags": ["a", <a string starting with "b">]}, but $.id: expected any number, was "7"
/// ```
///
/// Strings, numbers, Booleans, `nil` (JSON's `null`), arrays and dictionaries are written as
/// literals; ``encoding(_:)`` takes a value of your own, and the options of ``JSONComparison``
/// hold as they do for an expected document written as text.
public struct JSONExpected: Sendable, ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral,
    ExpressibleByStringInterpolation, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByNilLiteral
{
    let value: JSONValue
    /// Why the literal is no JSON document (a key written twice, a number JSON cannot hold).
    let problem: String?

    init(_ value: JSONValue, problem: String? = nil) {
        self.value = value
        self.problem = problem
    }

    /// An object: `["name": "Ann", "age": 7]`. A key written twice makes the matcher fail.
    public init(dictionaryLiteral elements: (String, JSONExpected)...) {
        var members: [(key: String, value: JSONValue)] = []
        members.reserveCapacity(elements.count)
        var problem = elements.lazy.compactMap(\.1.problem).first
        for (key, element) in elements {
            if problem == nil, members.contains(where: { $0.key == key }) {
                problem = "the key \(JSONValue.quoted(key)) is written twice in one object"
            }
            members.append((key, element.value))
        }
        self.init(.object(members), problem: problem)
    }

    /// An array: `["a", 1, nil]`.
    public init(arrayLiteral elements: JSONExpected...) {
        self.init(.array(elements.map(\.value)), problem: elements.lazy.compactMap(\.problem).first)
    }

    /// A string: `"Ann"` or `"\(name)"`.
    public init(stringLiteral value: String) { self.init(.string(value)) }

    /// A number: `7`.
    public init(integerLiteral value: Int) { self.init(.number(JSONNumber(text: String(value)))) }

    /// A number: `4.5`.
    public init(floatLiteral value: Double) { self = Self.number(value) }

    /// `true` or `false`.
    public init(booleanLiteral value: Bool) { self.init(.bool(value)) }

    /// JSON's `null`.
    public init(nilLiteral: ()) { self.init(.null) }

    /// `value` as `JSONEncoder` encodes it: `["user": .encoding(user), "at": .anyString]`.
    public static func encoding<Value: Encodable>(_ value: Value) -> JSONExpected {
        do {
            return JSONExpected(try JSONReader.parse(Array(try JSONEncoder().encode(value))))
        } catch {
            return JSONExpected(.null, problem: "a value could not be encoded as JSON: \(error)")
        }
    }

    /// Any value that `matcher` accepts, as Foundation reads JSON (`String`, `Int` where it is
    /// whole and fits, else `Double`, `Bool`, `[Any]`, `[String: Any]`, or `nil` for `null` and
    /// a missing member): `["id": .matching(greaterThan(0))]`.
    public static func matching<Value>(_ matcher: Matcher<Value>) -> JSONExpected {
        let judgeValue = judge(matcher)
        return JSONExpected(
            .placeholder(
                JSONPlaceholder(
                    describe: { $0.appendDescription(of: matcher) },
                    judge: { judgeValue($0?.foundationValue) })))
    }

    /// Any string: `["createdAt": .anyString]`.
    public static var anyString: JSONExpected {
        kind("any string") { if case .string = $0 { true } else { false } }
    }

    /// Any number, whole or not: `["id": .anyNumber]`.
    public static var anyNumber: JSONExpected {
        kind("any number") { if case .number = $0 { true } else { false } }
    }

    /// `true` or `false`: `["isActive": .anyBoolean]`.
    public static var anyBoolean: JSONExpected {
        kind("any Boolean") { if case .bool = $0 { true } else { false } }
    }

    /// Any value, `null` included, that is there: `["etag": .anyValue]` fails only when the
    /// member is missing.
    public static var anyValue: JSONExpected { kind("any value") { _ in true } }

    private static func kind(
        _ description: String, _ accepts: @escaping @Sendable (JSONValue) -> Bool
    ) -> JSONExpected {
        JSONExpected(
            .placeholder(
                JSONPlaceholder(
                    describe: { $0.append(description) },
                    judge: { value in
                        guard let value else { return .mismatch("was missing") }
                        if accepts(value) { return .match }
                        return .mismatch { $0.append("was " + value.kindAndText) }
                    })))
    }

    private static func number(_ value: Double) -> JSONExpected {
        guard value.isFinite else {
            return JSONExpected(.null, problem: "\(value) is no JSON number")
        }
        return JSONExpected(.number(JSONNumber(text: "\(value)")))
    }
}
