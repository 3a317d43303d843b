/// Where two strings first differ (line and column, in characters), a window of each around it,
/// and a line diff of the lines around it.
///
/// The first difference is found by comparing bytes, then settled on a character boundary, so
/// that a 10 MB string costs a few milliseconds; the line diff (the standard library's
/// `difference(from:)`) runs only on the lines between the common first and last lines.
struct TextDifference {
    /// How many lines are shown on each side of the changed ones.
    static let lineContext = 2
    /// How many characters of the differing line are shown before the difference, and after.
    static let windowBefore = 30
    static let windowAfter = 40
    /// The most lines in a differing stretch that are aligned line by line.
    static let alignmentLimit = 1_000
    /// The most characters shown of one line in a line diff.
    static let lineWidth = 120

    let expected: String
    let actual: String
    /// 1-based line and column (in characters) of the first difference.
    let line: Int
    let column: Int
    /// Whether either string has more than one line.
    let isMultiline: Bool
    private let expectedLineStart: Int
    private let actualLineStart: Int
    private let expectedOffset: Int
    private let actualOffset: Int
    /// Where the lines just before the differing one start, nearest last.
    private let previousLineStarts: [Int]

    /// Whether a string is long or has several lines, and so is compared as a block.
    static func needsBlock(_ text: String) -> Bool {
        if text.utf8.count > ValueRenderer.shortLimit { return true }
        return text.utf8.contains(UTF8Scan.newline) || text.utf8.contains(UInt8(ascii: "\r"))
    }

    init(expected: String, actual: String) {
        self.expected = expected
        self.actual = actual
        let sharedBytes = UTF8Scan.withBytes(of: expected) { expectedBytes in
            UTF8Scan.withBytes(of: actual) { UTF8Scan.commonPrefixCount(expectedBytes, $0) }
        }
        let anchor = Self.characterBoundary(before: sharedBytes, in: expected, actual)
        var expectedIndex = expected.index(atUTF8Offset: anchor)
        var actualIndex = actual.index(atUTF8Offset: anchor)
        // Bytes can differ where characters do not (a precomposed "é" against "e" and an
        // accent), so the difference is settled character by character from a boundary.
        while expectedIndex < expected.endIndex, actualIndex < actual.endIndex,
            expected[expectedIndex] == actual[actualIndex]
        {
            expectedIndex = expected.index(after: expectedIndex)
            actualIndex = actual.index(after: actualIndex)
        }
        let expectedOffset = expected.utf8.distance(from: expected.startIndex, to: expectedIndex)
        let actualOffset = actual.utf8.distance(from: actual.startIndex, to: actualIndex)
        let context = Self.lineContext
        let (newlines, lastNewlines) = UTF8Scan.withBytes(of: expected) {
            UTF8Scan.newlines(in: $0, 0..<expectedOffset, keeping: context + 2)
        }
        let expectedLineStart = lastNewlines.last.map { $0 + 1 } ?? 0
        self.expectedOffset = expectedOffset
        self.actualOffset = actualOffset
        self.expectedLineStart = expectedLineStart
        line = newlines + 1
        // One line more rather than a note that one line is left out.
        let shownBefore = newlines == context + 1 ? newlines : min(context, newlines)
        previousLineStarts = Array(
            ([0] + lastNewlines.dropLast().map { $0 + 1 }).suffix(shownBefore))
        actualLineStart = UTF8Scan.withBytes(of: actual) {
            UTF8Scan.newlines(in: $0, 0..<actualOffset, keeping: 1).last.last.map { $0 + 1 } ?? 0
        }
        let lineStartIndex = expected.index(atUTF8Offset: expectedLineStart)
        column = expected[lineStartIndex..<expectedIndex].count + 1
        isMultiline =
            UTF8Scan.withBytes(of: expected) {
                UTF8Scan.firstIndex(of: UTF8Scan.newline, in: $0, from: 0) != nil
            }
            || UTF8Scan.withBytes(of: actual) {
                UTF8Scan.firstIndex(of: UTF8Scan.newline, in: $0, from: 0) != nil
            }
    }

    /// The last offset at or before `offset` that is certainly a character boundary in both
    /// strings: between two ASCII bytes (other than a carriage return, which joins a following
    /// line feed), or the start of a line. Looking back a little is enough for almost any text.
    private static func characterBoundary(before offset: Int, in expected: String, _ actual: String)
        -> Int
    {
        UTF8Scan.withBytes(of: expected) { left in
            UTF8Scan.withBytes(of: actual) { right in
                var position = offset
                let lowest = max(0, offset - 256)
                while position > lowest {
                    let previous = left[position - 1]
                    if previous == UTF8Scan.newline { return position }
                    let nextIsASCII =
                        (position == left.count || left[position] < 0x80)
                        && (position == right.count || right[position] < 0x80)
                    if previous < 0x80, previous != UInt8(ascii: "\r"), nextIsASCII {
                        return position
                    }
                    position -= 1
                }
                if position == 0 { return 0 }
                let lineStart = UTF8Scan.newlines(in: left, 0..<position, keeping: 1).last.last
                return lineStart.map { $0 + 1 } ?? 0
            }
        }
    }

    /// `line 3, column 7`, or `column 7` when both strings are one line.
    var position: String {
        let column = ValueRenderer.Output.grouped(column)
        return isMultiline
            ? "line \(ValueRenderer.Output.grouped(line)), column \(column)" : "column \(column)"
    }

    /// The differing line of each string, cut to a window around the difference, with
    /// invisible characters made visible; and how far into the window the difference is.
    func excerpts() -> (expected: String, actual: String, caret: Int) {
        let expectedWindow = Self.window(
            of: expected, lineStart: expectedLineStart, difference: expectedOffset)
        let actualWindow = Self.window(
            of: actual, lineStart: actualLineStart, difference: actualOffset)
        return (expectedWindow.text, actualWindow.text, expectedWindow.caret)
    }

    private static func window(of text: String, lineStart: Int, difference: Int)
        -> (text: String, caret: Int)
    {
        let lineEnd = UTF8Scan.withBytes(of: text) {
            UTF8Scan.firstIndex(of: UTF8Scan.newline, in: $0, from: difference) ?? $0.count
        }
        let line = text[text.index(atUTF8Offset: lineStart)..<text.index(atUTF8Offset: lineEnd)]
        let differenceIndex = text.index(atUTF8Offset: difference)
        let start =
            line.index(differenceIndex, offsetBy: -windowBefore, limitedBy: line.startIndex)
            ?? line.startIndex
        let end =
            line.index(differenceIndex, offsetBy: windowAfter, limitedBy: line.endIndex)
            ?? line.endIndex
        var shown = start > line.startIndex ? "…" : ""
        let pieces = visiblePieces(line[start..<end], marksTrailingSpaces: end == line.endIndex)
        var caret = shown.count
        for (index, piece) in zip(line[start..<end].indices, pieces) {
            if index < differenceIndex { caret += piece.count }
            shown += piece
        }
        if end < line.endIndex { shown += "…" }
        // A difference in the newline itself (one text ends its line, the other goes on) needs
        // the newline shown.
        if differenceIndex == line.endIndex, lineEnd < text.utf8.count { shown += "↵" }
        return (shown, caret)
    }

    /// Each character as it is shown: tabs as `→`, carriage returns as `␍`, spaces at the end
    /// of a line as `·`, other invisible characters as `\u{…}` escapes.
    static func visiblePieces(_ characters: Substring, marksTrailingSpaces: Bool) -> [String] {
        var trailingStart = characters.endIndex
        if marksTrailingSpaces {
            while trailingStart > characters.startIndex,
                characters[characters.index(before: trailingStart)] == " "
            {
                trailingStart = characters.index(before: trailingStart)
            }
        }
        return characters.indices.map { index in
            let character = characters[index]
            switch character {
            case " ": return index >= trailingStart ? "·" : " "
            case "\t": return "→"
            case "\r", "\r\n": return "␍"
            default:
                guard character.unicodeScalars.count == 1,
                    let scalar = character.unicodeScalars.first,
                    scalar.value < 0x20 || scalar.value == 0x7F || invisible.contains(scalar.value)
                else { return String(character) }
                return "\\u{\(String(scalar.value, radix: 16))}"
            }
        }
    }

    /// Characters that print as nothing or as a plain space.
    private static let invisible: Set<UInt32> = [
        0xA0, 0xAD, 0x200B, 0x200C, 0x200D, 0x2028, 0x2029, 0xFEFF,
    ]

    /// A line shown in a line diff: visible, and cut to ``lineWidth`` characters.
    static func shown(_ line: TextLine) -> String {
        let content = line.content
        let end =
            content.index(content.startIndex, offsetBy: lineWidth, limitedBy: content.endIndex)
            ?? content.endIndex
        var text = visiblePieces(content[..<end], marksTrailingSpaces: end == content.endIndex)
            .joined()
        if end < content.endIndex { text += "…" }
        if line.marksMissingNewline { text += "   (no newline at end)" }
        return text
    }

    /// The line diff around the first difference: a little of what both share before and
    /// after, and the changed lines between, aligned with `difference(from:)`.
    func lineScript() -> [ElementScript.Line] {
        UTF8Scan.withBytes(of: expected) { expectedBytes in
            UTF8Scan.withBytes(of: actual) { actualBytes in
                lineScript(expectedBytes, actualBytes)
            }
        }
    }

    private func lineScript(
        _ expectedBytes: UnsafeBufferPointer<UInt8>, _ actualBytes: UnsafeBufferPointer<UInt8>
    ) -> [ElementScript.Line] {
        var lines: [ElementScript.Line] = []
        let skippedBefore = line - 1 - previousLineStarts.count
        if skippedBefore > 0 { lines.append(.skipped(skippedBefore, allEqual: true)) }
        for start in previousLineStarts {
            lines.append(
                .same(Self.lines(of: expected, expectedBytes, start..<expectedLineStart)[0]))
        }
        // The common end, moved forward to a line start so that only whole lines are shared.
        let sharedEnd = UTF8Scan.commonSuffixCount(
            expectedBytes, actualBytes,
            limit: min(expectedBytes.count - expectedLineStart, actualBytes.count - actualLineStart)
        )
        var expectedTail = expectedBytes.count
        if sharedEnd > 0,
            let newline = UTF8Scan.firstIndex(
                of: UTF8Scan.newline, in: expectedBytes, from: expectedBytes.count - sharedEnd)
        {
            expectedTail = newline + 1
        }
        let actualTail = actualBytes.count - (expectedBytes.count - expectedTail)
        let removed = Self.lines(
            of: expected, expectedBytes, expectedLineStart..<expectedTail,
            limit: Self.alignmentLimit)
        let inserted = Self.lines(
            of: actual, actualBytes, actualLineStart..<actualTail, limit: Self.alignmentLimit)
        lines += ElementScript.collapsed(
            Self.changedLines(removed: removed, inserted: inserted), context: Self.lineContext)
        let total = Self.lineCount(expectedBytes, expectedTail..<expectedBytes.count)
        let after = Self.lines(
            of: expected, expectedBytes, expectedTail..<expectedBytes.count,
            limit: total == Self.lineContext + 1 ? total : Self.lineContext)
        lines += after.map { .same($0) }
        if total > after.count { lines.append(.skipped(total - after.count, allEqual: true)) }
        return lines
    }

    private static func changedLines(removed: [TextLine], inserted: [TextLine])
        -> [ElementScript.Line]
    {
        var removed = removed
        var inserted = inserted
        // A last line that differs from its counterpart only by its newline says so.
        for index in removed.indices where !removed[index].isTerminated {
            removed[index].marksMissingNewline = inserted.contains {
                $0.isTerminated && $0.content == removed[index].content
            }
        }
        for index in inserted.indices where !inserted[index].isTerminated {
            inserted[index].marksMissingNewline = removed.contains {
                $0.isTerminated && $0.content == inserted[index].content
            }
        }
        if removed.count >= alignmentLimit || inserted.count >= alignmentLimit {
            let shown = 5
            var lines: [ElementScript.Line] = removed.prefix(shown).map { .removed($0) }
            if removed.count > shown { lines.append(.moreRemoved(removed.count - shown)) }
            lines += inserted.prefix(shown).map { .inserted($0) }
            if inserted.count > shown { lines.append(.moreInserted(inserted.count - shown)) }
            return lines
        }
        let difference = inserted.difference(from: removed) {
            $0.content == $1.content && $0.isTerminated == $1.isTerminated
        }
        return ElementScript.lines(
            of: difference, removedCount: removed.count, insertedCount: inserted.count,
            expected: { removed[$0] }, actual: { inserted[$0] })
    }

    /// The lines in a byte range of `text`, at most `limit` of them.
    private static func lines(
        of text: String, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
        limit: Int = .max
    ) -> [TextLine] {
        var lines: [TextLine] = []
        var start = range.lowerBound
        while start < range.upperBound, lines.count < limit {
            let newline = UTF8Scan.firstIndex(of: UTF8Scan.newline, in: bytes, from: start)
            let end = min(newline ?? range.upperBound, range.upperBound)
            let content = text[text.index(atUTF8Offset: start)..<text.index(atUTF8Offset: end)]
            lines.append(TextLine(content: content, isTerminated: end < range.upperBound))
            start = end + 1
        }
        return lines
    }

    private static func lineCount(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        guard !range.isEmpty else { return 0 }
        let newlines = UTF8Scan.newlines(in: bytes, range, keeping: 0).count
        return bytes[range.upperBound - 1] == UTF8Scan.newline ? newlines : newlines + 1
    }
}

/// One line of a text in a line diff.
struct TextLine {
    var content: Substring
    /// Whether a newline ends it (the last line of a text may have none).
    var isTerminated: Bool
    /// Whether to point out that it lacks the newline its counterpart has.
    var marksMissingNewline = false
}
