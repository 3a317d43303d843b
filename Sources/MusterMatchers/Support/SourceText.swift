import Foundation

/// Source files read on a failure path, kept so that a test with many failures in one file reads
/// it once. A few files only: the tests that fail at one time are few.
package enum SourceFiles {
    package struct Source: Sendable {
        package let bytes: [UInt8]

        package init(bytes: [UInt8]) { self.bytes = bytes }

        /// The byte offset of a 1-based line and column (`#column` counts bytes of UTF-8).
        package func offset(line: Int, column: Int) -> Int? {
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

    package static func contents(ofFile path: String) -> Source? {
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
package struct SourceScanner {
    package let bytes: [UInt8]
    package var position: Int

    package init(bytes: [UInt8], position: Int) {
        self.bytes = bytes
        self.position = position
    }

    package func peek(_ ahead: Int = 0) -> UInt8? {
        position + ahead < bytes.count ? bytes[position + ahead] : nil
    }

    package static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
            || byte >= 0x80
    }

    package static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    /// The identifier at the position, consumed; `nil`, consuming nothing, when there is none.
    package mutating func identifier() -> String? {
        guard let first = peek(), Self.isIdentifierStart(first) else { return nil }
        let start = position
        while let byte = peek(), Self.isIdentifierPart(byte) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// The identifier that ends just before `end`, spaces aside, with the position after it.
    package mutating func identifierEnding(before end: Int) -> String? {
        var last = end
        while last > 0, bytes[last - 1] == 0x20 || bytes[last - 1] == 0x09 { last -= 1 }
        var first = last
        while first > 0, Self.isIdentifierPart(bytes[first - 1]) { first -= 1 }
        guard first < last, Self.isIdentifierStart(bytes[first]) else { return nil }
        position = last
        return String(decoding: bytes[first..<last], as: UTF8.self)
    }

    package mutating func skipWhitespaceAndComments() {
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

    /// Skips to the first of `terminators` outside brackets, strings and comments and returns
    /// its position, leaving the scanner on it; `nil` at the end of the file.
    package mutating func skipBalanced(until terminators: Set<UInt8>) -> Int? {
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
    package mutating func skipStringLiteral() {
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
