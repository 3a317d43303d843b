import Foundation

// A JSON document as `equalToJSON` compares it: parsed by a reader of its own, so that a
// document that is not JSON says where it stopped, a key written twice is found, and a number
// keeps its exact value however it is spelled (`1`, `1.0` and `1e0` are one number; no number
// is rounded to a `Double`).

/// A parsed JSON value. Objects keep their keys in the order written, for messages.
enum JSONValue: Equatable {
    case object([(key: String, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(JSONNumber)
    case bool(Bool)
    case null

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let left), .object(let right)):
            guard left.count == right.count else { return false }
            let rightByKey = Dictionary(right.map { ($0.key, $0.value) }) { first, _ in first }
            return left.allSatisfy { rightByKey[$0.key] == $0.value }
        case (.array(let left), .array(let right)): return left == right
        case (.string(let left), .string(let right)): return left == right
        case (.number(let left), .number(let right)): return left == right
        case (.bool(let left), .bool(let right)): return left == right
        case (.null, .null): return true
        default: return false
        }
    }

    /// What kind of value it is, for messages: `an object`, `a number`.
    var kind: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a Boolean"
        case .null: "null"
        }
    }

    /// The value as JSON on one line, each string and number as written, cut at `limit`
    /// characters with `…`.
    func text(limit: Int = 80) -> String {
        var text = ""
        write(into: &text, limit: limit)
        return text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    }

    /// The value as recording mode writes it: on one line when that is short, else indented.
    func recordedText() -> String {
        let line = text(limit: 100)
        return line.count < 100 ? line : indentedText()
    }

    /// The value as JSON over as many lines as it needs, two spaces a level, members in their
    /// order, each string and number as written: the form recording mode writes.
    func indentedText() -> String {
        var text = ""
        writeIndented(into: &text, indentation: "")
        return text
    }

    private func writeIndented(into text: inout String, indentation: String) {
        let inner = indentation + "  "
        switch self {
        case .object(let members) where !members.isEmpty:
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += inner + JSONValue.quoted(member.key) + ": "
                member.value.writeIndented(into: &text, indentation: inner)
                text += index == members.count - 1 ? "\n" : ",\n"
            }
            text += indentation + "}"
        case .array(let elements) where !elements.isEmpty:
            text += "[\n"
            for (index, element) in elements.enumerated() {
                text += inner
                element.writeIndented(into: &text, indentation: inner)
                text += index == elements.count - 1 ? "\n" : ",\n"
            }
            text += indentation + "]"
        default:
            // Into a text of its own: `write` counts what it is given.
            var scalar = ""
            write(into: &scalar, limit: .max)
            text += scalar
        }
    }

    private func write(into text: inout String, limit: Int) {
        guard text.count <= limit else { return }
        switch self {
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += ", " }
                text += JSONValue.quoted(member.key) + ": "
                member.value.write(into: &text, limit: limit)
                if text.count > limit { return }
            }
            text += "}"
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += ", " }
                element.write(into: &text, limit: limit)
                if text.count > limit { return }
            }
            text += "]"
        case .string(let string): text += JSONValue.quoted(string)
        case .number(let number): text += number.text
        case .bool(let bool): text += bool ? "true" : "false"
        case .null: text += "null"
        }
    }

    static func quoted(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                text += "\\u" + String(format: "%04X", scalar.value)
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}

/// A JSON number by its exact value: sign, significant digits and a power of ten, so that
/// `4.50`, `4.5` and `45e-1` are equal and a number beyond `Double` keeps every digit.
struct JSONNumber: Equatable {
    /// As written; its value is read only when two numbers are written differently.
    let text: String

    static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        lhs.text == rhs.text || lhs.value == rhs.value
    }

    /// The value as sign, significant digits (no leading or trailing zeros, none for zero) and
    /// a power of ten: `digits × 10^exponent`.
    private var value: (isNegative: Bool, digits: [UInt8], exponent: Int) {
        var utf8 = Substring(text).utf8[...]
        let isNegative = utf8.first == UInt8(ascii: "-")
        if isNegative { utf8 = utf8.dropFirst() }
        var digits: [UInt8] = []
        var exponent = 0
        var inFraction = false
        while let byte = utf8.first {
            utf8 = utf8.dropFirst()
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits.append(byte - UInt8(ascii: "0"))
                if inFraction { exponent -= 1 }
            case UInt8(ascii: "."): inFraction = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                var written = 0
                var negative = false
                if let sign = utf8.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                    negative = sign == UInt8(ascii: "-")
                    utf8 = utf8.dropFirst()
                }
                // Beyond nine digits the exponent alone says the number is out of any range.
                for digit in utf8.prefix(9) {
                    written = written * 10 + Int(digit - UInt8(ascii: "0"))
                }
                exponent += negative ? -written : written
                utf8 = utf8[utf8.endIndex...]
            default: break
            }
        }
        let leading = digits.firstIndex { $0 != 0 } ?? digits.count
        digits.removeFirst(leading)
        while let last = digits.last, last == 0 {
            digits.removeLast()
            exponent += 1
        }
        return (isNegative && !digits.isEmpty, digits, digits.isEmpty ? 0 : exponent)
    }

    /// The value as a `Double`, for a matcher of numbers.
    var double: Double { Double(text) ?? .nan }
}

/// Why a document is not JSON, and where: `line 3, column 7: expected "," or "}" after a value
/// in an object`.
struct JSONSyntaxError: Error {
    let line: Int
    let column: Int
    let problem: String

    var description: String { "line \(line), column \(column): \(problem)" }
}
