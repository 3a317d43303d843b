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
    /// A matcher in place of a value, in an expected document written as a Swift literal;
    /// never in a document that was read.
    case placeholder(JSONPlaceholder)

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
        case (.placeholder(let left), .placeholder(let right)): return left === right
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
        case .placeholder: "a value to match"
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
        case .placeholder(let placeholder): text += placeholder.text
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

/// A matcher standing for a value of an expected document: `<a value greater than 0>` in its
/// text.
final class JSONPlaceholder: Sendable {
    let describe: @Sendable (inout Description) -> Void
    /// Judges the actual value, `nil` when the place is missing.
    let judge: @Sendable (JSONValue?) -> MatchResult

    init(
        describe: @escaping @Sendable (inout Description) -> Void,
        judge: @escaping @Sendable (JSONValue?) -> MatchResult
    ) {
        self.describe = describe
        self.judge = judge
    }

    var text: String {
        var description = Description()
        describe(&description)
        return "<" + description.text + ">"
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

    /// The description, then the line the reader stopped in, cut to about 80 bytes around where
    /// it stopped: `line 1, column 1: expected a value, in "<html><body>Server error</body>…"`.
    func description(in document: [UInt8]) -> String {
        var lineStart = 0
        var linesLeft = line - 1
        while linesLeft > 0, let newline = document[lineStart...].firstIndex(of: 0x0A) {
            lineStart = newline + 1
            linesLeft -= 1
        }
        let lineEnd = document[lineStart...].firstIndex(of: 0x0A) ?? document.endIndex
        if lineStart == lineEnd { return description }
        let stop = min(lineStart + max(column - 1, 0), lineEnd)
        var start = max(lineStart, stop - 30)
        var end = min(lineEnd, start + 80)
        // Whole characters only: a cut never splits one.
        while start > lineStart, start < document.count, document[start] & 0xC0 == 0x80 {
            start -= 1
        }
        while end < lineEnd, document[end] & 0xC0 == 0x80 { end += 1 }
        let excerpt = String(decoding: document[start..<end], as: UTF8.self)
        return description + ", in " + (start > lineStart ? "…" : "") + JSONValue.quoted(excerpt)
            + (end < lineEnd ? "…" : "")
    }
}

/// Reads a JSON document, UTF-8, to its end.
struct JSONReader {
    /// How deep arrays and objects may nest: deeper documents are refused rather than read with
    /// a recursion that could exhaust the stack.
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var reader = JSONReader(bytes)
        if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        let invalid = reader.firstInvalidUTF8()
        guard invalid == reader.bytes.count else {
            throw reader.error("the document is not UTF-8", at: invalid)
        }
        reader.skipWhitespace()
        let value = try reader.readValue()
        reader.skipWhitespace()
        guard reader.index == reader.bytes.count else {
            throw reader.error("unexpected text after the document")
        }
        return value
    }

    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    private mutating func readValue() throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else {
            throw error("the document ended where a value was expected")
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try readObject()
        case UInt8(ascii: "["): return try readArray()
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): return try readWord("true", .bool(true))
        case UInt8(ascii: "f"): return try readWord("false", .bool(false))
        case UInt8(ascii: "n"): return try readWord("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try readNumber())
        default: throw error("expected a value")
        }
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("arrays and objects nest more than \(Self.maximumDepth) deep")
        }
    }

    private mutating func readObject() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        // Room for a typical object at once: growing one member at a time was a fifth of reading.
        members.reserveCapacity(8)
        // Keys seen, hashed only in a large object: a small one is searched.
        var seen: Set<String> = []
        if passClosing("}") { return .object(members) }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw error("expected a key in quotes") }
            let keyStart = index
            let key = try readString()
            let isDuplicate =
                members.count < 16
                ? members.contains { $0.key == key }
                : !seen.insert(key).inserted
            if members.count == 15 { seen = Set(members.map(\.key) + [key]) }
            guard !isDuplicate else {
                throw error(
                    "the key \(JSONValue.quoted(key)) appears twice in one object", at: keyStart)
            }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw error("expected \":\" after a key") }
            index += 1
            skipWhitespace()
            members.append((key, try readValue()))
            if try passSeparator(closing: "}", in: "an object") { return .object(members) }
        }
    }

    private mutating func readArray() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        if passClosing("]") { return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try readValue())
            if try passSeparator(closing: "]", in: "an array") { return .array(elements) }
        }
    }

    /// Passes what follows a value in an array or an object: a `,` (`false`) or `closing`
    /// (`true`), else an error. Inlined, as a call per value costs the reader 8 %.
    @inline(__always)
    private mutating func passSeparator(closing: Unicode.Scalar, in container: String)
        throws(JSONSyntaxError) -> Bool
    {
        skipWhitespace()
        if peek(UInt8(ascii: ",")) {
            index += 1
            return false
        }
        guard passClosing(closing) else {
            throw error("expected \",\" or \"\(closing)\" after a value in \(container)")
        }
        return true
    }

    /// Passes white space and then `closing`, when that comes next: whether it did.
    @inline(__always)
    private mutating func passClosing(_ closing: Unicode.Scalar) -> Bool {
        skipWhitespace()
        guard peek(UInt8(ascii: closing)) else { return false }
        index += 1
        return true
    }

    private mutating func readString() throws(JSONSyntaxError) -> String {
        let start = index
        // Most strings have no escape: read them in one piece.
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"),
            bytes[end] >= 0x20
        {
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            index = end + 1
            return String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        }
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush(_ reader: JSONReader, upTo end: Int) {
            scalars.append(
                contentsOf: String(decoding: reader.bytes[runStart..<end], as: UTF8.self)
                    .unicodeScalars)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(self, upTo: index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("a control character in a string must be escaped") }
            if byte == UInt8(ascii: "\\") {
                flush(self, upTo: index)
                index += 1
                guard index < bytes.count else { break }
                switch bytes[index] {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try readHex4()
                    if (0xD800..<0xDC00).contains(code),
                        bytes[index...].starts(with: Array("\\u".utf8))
                    {
                        index += 1
                        let low = try readHex4()
                        if (0xDC00..<0xE000).contains(low) {
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        }
                    }
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                    runStart = index + 1
                    index += 1
                    continue
                default: throw error("an unknown escape in a string")
                }
                index += 1
                runStart = index
                continue
            }
            index += 1
        }
        throw error("a string that starts here is not closed", at: start)
    }

    /// Reads the 4 hex digits after `\u`; leaves the index on the last.
    private mutating func readHex4() throws(JSONSyntaxError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            index += 1
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                throw error("expected 4 hexadecimal digits after \\u")
            }
            code = code * 16 + digit
        }
        return code
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func readNumber() throws(JSONSyntaxError) -> JSONNumber {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        let integerStart = index
        guard skipDigits() > 0 else { throw error("expected a digit") }
        if index - integerStart > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw error("a number cannot start with 0", at: start)
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard skipDigits() > 0 else { throw error("expected a digit after \".\"") }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "-")) || peek(UInt8(ascii: "+")) { index += 1 }
            guard skipDigits() > 0 else { throw error("expected a digit in the exponent") }
        }
        return JSONNumber(text: String(decoding: bytes[start..<index], as: UTF8.self))
    }

    /// Skips digits and says how many.
    private mutating func skipDigits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            index += 1
        }
        return index - start
    }

    private mutating func readWord(_ word: StaticString, _ value: JSONValue) throws(JSONSyntaxError)
        -> JSONValue
    {
        let count = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { word in
            index + count <= bytes.count && (0..<count).allSatisfy { bytes[index + $0] == word[$0] }
        }
        guard matches else { throw error("expected a value") }
        index += count
        return value
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// Where the bytes stop being UTF-8: their count when they are.
    private func firstInvalidUTF8() -> Int {
        // ASCII, as JSON mostly is, needs no decoding.
        var offset = index
        while offset < bytes.count, bytes[offset] < 0x80 { offset += 1 }
        if offset == bytes.count { return offset }
        var decoder = UTF8()
        var iterator = bytes[offset...].makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput, .error: return offset
            }
        }
    }

    private func error(_ problem: String, at offset: Int? = nil) -> JSONSyntaxError {
        let offset = min(offset ?? index, bytes.count)
        var line = 1
        var lineStart = 0
        for position in 0..<offset where bytes[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return JSONSyntaxError(line: line, column: column, problem: problem)
    }
}
