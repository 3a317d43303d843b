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
        if let name = assignedName(in: bytes[lineStart..<creation]) { return name }
        // `let sleeper =` at the end of the line before.
        guard lineStart > 0 else { return nil }
        var previousStart = lineStart - 1
        while previousStart > 0, bytes[previousStart - 1] != UInt8(ascii: "\n") {
            previousStart -= 1
        }
        let previous = bytes[previousStart..<(lineStart - 1)]
        guard previous.last(where: { $0 != UInt8(ascii: " ") }) == UInt8(ascii: "=") else {
            return nil
        }
        return assignedName(in: previous)
    }

    /// The identifier before the last lone `=` in `text`, past any type annotation.
    private static func assignedName(in text: ArraySlice<UInt8>) -> String? {
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
        return String(decoding: name.reversed(), as: UTF8.self)
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
