import MusterMatchers

/// The name a test gave its mock, for the line of advice a failure prints
/// (`given(sleeper).sleep(for: .seconds(1)).willDoNothing()`). Read only on a failure path.
enum MockVariableName {
    /// The variable that the line creating the mock assigns it to: `sleeper` for
    /// `let sleeper = SleeperMock()`, `var sleeper: SleeperMock! = …`, `self.sleeper = …` or an
    /// assignment whose value starts on the next line. `nil` when the source cannot be read or
    /// the creating line does not assign a `typeName(…)` (a hand-written mock's recorder is
    /// created inside the mock, assigned to a property of its own).
    static func assigned(at site: CallSite, typeName: String) -> String? {
        guard let source = SourceFiles.contents(ofFile: "\(site.filePath)"),
            let creation = source.offset(line: Int(site.line), column: Int(site.column))
        else { return nil }
        let bytes = source.bytes
        var lineStart = creation
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        var lineEnd = creation
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        guard String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self).contains(typeName)
        else { return nil }
        if let (name, value) = assignment(in: bytes[lineStart..<creation]) {
            return assignsTheMock(value, typeName) ? name : nil
        }
        // `let sleeper =` at the end of the line before.
        guard lineStart > 0, assignsTheMock(bytes[lineStart..<creation], typeName) else {
            return nil
        }
        var previousStart = lineStart - 1
        while previousStart > 0, bytes[previousStart - 1] != UInt8(ascii: "\n") {
            previousStart -= 1
        }
        let previous = bytes[previousStart..<(lineStart - 1)]
        guard previous.last(where: { $0 != UInt8(ascii: " ") }) == UInt8(ascii: "=") else {
            return nil
        }
        return assignment(in: previous)?.name
    }

    /// Whether `value`, what the line says between the `=` and where the mock was made, is the
    /// mock itself (`try await`, the type's name) rather than a call the mock is an argument
    /// of (`_ = Checkout(catalog: CatalogMock())`).
    private static func assignsTheMock(_ value: ArraySlice<UInt8>, _ typeName: String) -> Bool {
        var words = String(decoding: value, as: UTF8.self).split(separator: " ")[...]
        while let word = words.first, ["try", "try?", "try!", "await"].contains(word) {
            words = words.dropFirst()
        }
        guard !words.isEmpty else { return true }
        // The type's name, with a generic argument clause that may hold spaces (`Spy<Int, User>`).
        var rest = Substring(words.joined(separator: " "))
        guard rest.hasPrefix(typeName) else { return false }
        rest = rest.dropFirst(typeName.count)
        if rest.first == "<" {
            var depth = 0
            while let character = rest.first {
                rest = rest.dropFirst()
                if character == "<" { depth += 1 }
                if character == ">" { depth -= 1 }
                if depth == 0 { break }
            }
        }
        return !rest.contains("(") && !rest.contains(" ")
    }

    /// The identifier before the last lone `=` in `text`, past any type annotation, and what
    /// follows the `=`; `nil` when there is none, or the identifier is `_`.
    private static func assignment(in text: ArraySlice<UInt8>) -> (
        name: String, value: ArraySlice<UInt8>
    )? {
        let equals = UInt8(ascii: "=")
        guard
            let assignment = text.indices.last(where: { index in
                text[index] == equals
                    && (index == text.startIndex
                        || !"=!<>+-*/%&|^".utf8.contains(text[index - 1]))
                    && (index + 1 == text.endIndex || text[index + 1] != equals)
            })
        else { return nil }
        var left = text[text.startIndex..<assignment]
        if let colon = left.firstIndex(of: UInt8(ascii: ":")) { left = left[..<colon] }
        let name = left.reversed().drop { $0 == UInt8(ascii: " ") }
            .prefix(while: SourceScanner.isIdentifierPart)
        guard let first = name.last, SourceScanner.isIdentifierStart(first) else { return nil }
        let identifier = String(decoding: name.reversed(), as: UTF8.self)
        guard identifier != "_" else { return nil }
        return (identifier, text[(assignment + 1)...])
    }

    /// A variable named after the mock's type, where the test's source does not say:
    /// `repository` for `RepositoryMock`, `sleeper` for `MockSleeper`.
    static func guessed(fromType typeName: String) -> String {
        var base = Substring(typeName)
        if base.hasSuffix("Mock"), base.count > 4 {
            base = base.dropLast(4)
        } else if base.hasPrefix("Mock"), base.count > 4 {
            base = base.dropFirst(4)
        }
        guard let first = base.first else { return typeName }
        return first.lowercased() + base.dropFirst()
    }
}
