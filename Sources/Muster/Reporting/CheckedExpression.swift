import Foundation

/// The source text of what a failed assertion checked, `cart.total` in
/// `assertThat(cart.total, equalTo(5))`, read from the assertion's own file when it fails.
///
/// Only the failure path reads it, so a passing assertion pays nothing. The call site says
/// where the assertion's arguments start; the text there must be a call of one of Muster's assertions
/// (`assertThat`, `expect`, `require`, …), else there is no text: the file moved or changed
/// since it was compiled, or a helper passed on its caller's line but not its column.
enum CheckedExpression {
    /// The assertions whose first value argument, or trailing closure, is what they check.
    static let assertionNames: Set<String> = [
        "assertThat", "warnThat", "expect", "expects", "expecta", "require", "requires", "requirea",
        "unwrap", "unwraps", "unwrapa", "pollUnwrap", "pollUnwraps", "pollUnwrapa",
    ]

    /// The longest text shown; longer ones are cut with `…`.
    static let lengthLimit = 120

    /// The checked expression of the assertion at `site`, on one line; `nil` when the source
    /// cannot be read, is not an assertion there, or is a literal, which the message already
    /// shows as the actual value.
    static func text(at site: CallSite) -> String? {
        guard let source = SourceFiles.contents(ofFile: "\(site.filePath)"),
            let start = source.offset(line: Int(site.line), column: Int(site.column))
        else { return nil }
        var scanner = SourceScanner(bytes: source.bytes, position: start)
        // The column is that of the call's `(` or trailing `{`, after the assertion's name.
        guard let name = scanner.identifierEnding(before: start), assertionNames.contains(name),
            let argument = scanner.checkedArgument()
        else { return nil }
        let text = oneLine(argument)
        guard !text.isEmpty, !isLiteral(text) else { return nil }
        guard text.count > lengthLimit else { return text }
        return String(text.prefix(lengthLimit - 1)) + "…"
    }

    /// The text with each line break and the indentation after it made one space.
    static func oneLine(_ text: Substring) -> String {
        text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// Whether the text names nothing: numbers, strings, `true`, `false`, `nil`, and arrays or
    /// dictionaries of them.
    static func isLiteral(_ text: String) -> Bool {
        var scanner = SourceScanner(bytes: Array(text.utf8), position: 0)
        while let byte = scanner.peek() {
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") {
                scanner.skipStringLiteral()
            } else if let word = scanner.identifier() {
                if !["true", "false", "nil"].contains(word) { return false }
            } else {
                scanner.position += 1
            }
        }
        return true
    }
}

/// Source files read on a failure path, kept so that a test with many failures in one file reads
/// it once. A few files only: the tests that fail at one time are few.
enum SourceFiles {
    struct Source: Sendable {
        let bytes: [UInt8]

        /// The byte offset of a 1-based line and column (`#column` counts bytes of UTF-8).
        func offset(line: Int, column: Int) -> Int? {
            guard line >= 1, column >= 1 else { return nil }
            var position = 0
            var currentLine = 1
            while currentLine < line {
                guard let newline = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) else {
                    return nil
                }
                position = newline + 1
                currentLine += 1
            }
            let offset = position + column - 1
            return offset < bytes.count ? offset : nil
        }
    }

    private static let largestFile = 4 << 20
    private static let filesKept = 16
    private static let cache = Locked<[String: Source]>([:])

    static func contents(ofFile path: String) -> Source? {
        if let cached = cache.withLock({ $0[path] }) { return cached }
        guard
            let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = attributes[.size] as? Int, size <= largestFile,
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        let source = Source(bytes: Array(data))
        cache.withLock { files in
            if files.count >= filesKept { files.removeAll() }
            files[path] = source
        }
        return source
    }
}

/// Reads Swift source a byte at a time, enough to find where an argument ends: brackets,
/// string literals (interpolated, multi-line, raw) and comments.
struct SourceScanner {
    let bytes: [UInt8]
    var position: Int

    func peek(_ ahead: Int = 0) -> UInt8? {
        position + ahead < bytes.count ? bytes[position + ahead] : nil
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
            || byte >= 0x80
    }

    private static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    /// The identifier at the position, consumed; `nil`, consuming nothing, when there is none.
    mutating func identifier() -> String? {
        guard let first = peek(), Self.isIdentifierStart(first) else { return nil }
        let start = position
        while let byte = peek(), Self.isIdentifierPart(byte) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// The identifier that ends just before `end`, spaces aside, with the position after it.
    mutating func identifierEnding(before end: Int) -> String? {
        var last = end
        while last > 0, bytes[last - 1] == 0x20 || bytes[last - 1] == 0x09 { last -= 1 }
        var first = last
        while first > 0, Self.isIdentifierPart(bytes[first - 1]) { first -= 1 }
        guard first < last, Self.isIdentifierStart(bytes[first]) else { return nil }
        position = last
        return String(decoding: bytes[first..<last], as: UTF8.self)
    }

    mutating func skipWhitespaceAndComments() {
        while let byte = peek() {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                position += 1
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while let next = peek(), next != 0x0A { position += 1 }
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skipBlockComment()
            } else {
                return
            }
        }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while let byte = peek() {
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                position += 1
            }
        }
    }

    /// After an assertion's name: the text of the first argument without a label, or else of
    /// the trailing closure's body; `nil` when neither is there.
    mutating func checkedArgument() -> Substring? {
        skipWhitespaceAndComments()
        if peek() == UInt8(ascii: "(") {
            position += 1
            while true {
                skipWhitespaceAndComments()
                guard let byte = peek() else { return nil }
                if byte == UInt8(ascii: ")") {
                    position += 1
                    break
                }
                let labelled = skipLabel()
                let valueStart = position
                guard let end = skipBalanced(until: [UInt8(ascii: ","), UInt8(ascii: ")")])
                else { return nil }
                if !labelled { return Self.closureBody(text(valueStart..<end)) }
                if peek() == UInt8(ascii: ",") { position += 1 }
            }
            skipWhitespaceAndComments()
        }
        guard peek() == UInt8(ascii: "{") else { return nil }
        position += 1
        let start = position
        guard let end = skipBalanced(until: [UInt8(ascii: "}")]) else { return nil }
        return Self.withoutParameters(text(start..<end))
    }

    /// The body of a closure given in parentheses, `assertThat({ await engine.state }, …)`,
    /// shown as a trailing closure's is; any other argument as it is.
    private static func closureBody(_ argument: Substring) -> Substring {
        guard argument.first == "{", argument.last == "}" else { return argument }
        let body = argument.dropFirst().dropLast()
        return withoutParameters(body.trimmingCharacters(in: .whitespacesAndNewlines)[...])
    }

    /// `{ x in … }`: the parameters are not what was checked.
    private static func withoutParameters(_ body: Substring) -> Substring {
        if let inRange = body.range(of: " in\n") ?? body.range(of: " in "),
            isParameterList(body[..<inRange.lowerBound])
        {
            return body[inRange.upperBound...]
        }
        return body
    }

    /// Whether `text` is a closure's parameter list: `x`, `a, b`, `_`.
    private static func isParameterList(_ text: Substring) -> Bool {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," })
        let keywords: Set<Substring> = [
            "for", "case", "if", "let", "var", "while", "guard", "return",
        ]
        return !words.isEmpty && !keywords.contains(words[0])
            && words.allSatisfy {
                $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
            }
    }

    private func text(_ range: Range<Int>) -> Substring {
        Substring(String(decoding: bytes[range], as: UTF8.self))
            .trimmingCharacters(in: .whitespacesAndNewlines)[...]
    }

    /// Skips `name:` at the position if it is there; `false`, moving nothing, if not.
    private mutating func skipLabel() -> Bool {
        let start = position
        guard identifier() != nil else { return false }
        skipWhitespaceAndComments()
        if peek() == UInt8(ascii: ":"), peek(1) != UInt8(ascii: ":") {
            position += 1
            return true
        }
        position = start
        return false
    }

    /// Skips to the first of `terminators` outside brackets, strings and comments and returns
    /// its position, leaving the scanner on it; `nil` at the end of the file.
    mutating func skipBalanced(until terminators: Set<UInt8>) -> Int? {
        var depth = 0
        while let byte = peek() {
            if depth == 0 && terminators.contains(byte) { return position }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                position += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 { return nil }
                depth -= 1
                position += 1
            case UInt8(ascii: "<"):
                // `Result<Int, ParseError>`: the comma is not the argument's end.
                position = genericArgumentsEnd() ?? position + 1
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                skipStringLiteral()
            case UInt8(ascii: "/")
            where peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*"):
                skipWhitespaceAndComments()
            default:
                position += 1
            }
        }
        return nil
    }

    /// Where the generic argument list that starts at the position's `<` ends, just past its
    /// `>`: only when the `<` follows a type's name with no space (`Result<Int, E>`), and holds
    /// nothing but what types are written with; `nil` for a comparison such as `a < b`.
    private func genericArgumentsEnd() -> Int? {
        guard position > 0, Self.isIdentifierPart(bytes[position - 1]) else { return nil }
        var depth = 0
        var index = position
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ">"):
                depth -= 1
                if depth == 0 { return index + 1 }
            case UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: "!"),
                UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: ":"), 0x20:
                break
            default:
                if !Self.isIdentifierPart(byte) { return nil }
            }
            index += 1
        }
        return nil
    }

    /// Skips a string literal at the position: `"…"`, `"""…"""`, and raw `#"…"#` forms, with
    /// interpolations; a `#` that starts no string (`#line`) is skipped alone.
    mutating func skipStringLiteral() {
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        guard peek(hashes) == UInt8(ascii: "\"") else {
            position += max(hashes, 1)
            return
        }
        position += hashes
        let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        let quotes = multiline ? 3 : 1
        position += quotes
        while let byte = peek() {
            if byte == UInt8(ascii: "\\"),
                (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") })
            {
                position += 1 + hashes
                if peek() == UInt8(ascii: "(") {
                    position += 1
                    _ = skipBalanced(until: [UInt8(ascii: ")")])
                }
                position += 1
            } else if byte == UInt8(ascii: "\""),
                (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") }),
                (0..<hashes).allSatisfy({ peek(quotes + $0) == UInt8(ascii: "#") })
            {
                position += quotes + hashes
                return
            } else if byte == 0x0A && !multiline {
                return
            } else {
                position += 1
            }
        }
    }
}

extension Failure {
    /// The source text of the value the failed assertion checked, read from the assertion's
    /// file: `cart.total` for `assertThat(cart.total, equalTo(5))`, the body of the closure for
    /// `expect { try store.save() }`. `nil` when the file cannot be read or no longer has the
    /// assertion where it was, and for a literal, which the message already shows.
    ///
    /// Test runners show it before the message, `cart.total: Expected 5, but was 4`, unless the
    /// assertion gave a message of its own.
    ///
    /// ```swift
    /// failure.checkedExpression  // "cart.total"
    /// ```
    public var checkedExpression: String? { CheckedExpression.text(at: site) }

    /// The message as a test runner shows it: the checked expression, when there is one, before
    /// the message. A message that starts with the user's own words (`message:`,
    /// `description:`) or is the user's alone (`fail("…")`) already says what it is about.
    /// A scope's clues stay first, on their lines.
    var reportedMessage: String {
        let body = messageWithoutClues
        guard body.hasPrefix("Expected "), let expression = checkedExpression else {
            return message
        }
        return message.dropLast(body.count) + expression + ": " + body
    }
}
