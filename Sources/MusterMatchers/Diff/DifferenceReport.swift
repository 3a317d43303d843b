/// Writes what a ``Differ`` found as the clause after "but" in a failure message: one line that
/// names where the values differ, then indented blocks (- expected, + actual) that show it.
///
/// ```
/// differed at .address.city: expected "Oslo", was "Bergen"
/// ```
///
/// The text is bounded: a byte budget, a cap on the lines of each block and on the length of
/// each value shown; whatever is left out is counted, and `wasCut` records that it happened.
struct DifferenceReport {
    struct Limits {
        /// Bytes the whole report may take.
        var budget: Int
        /// Characters of one value shown in a change line.
        var valueWidth: Int
        /// Lines in one block.
        var blockLines: Int

        /// For a failure message in the current task (see ``TextBudget``): three quarters of
        /// its bytes, and more lines a block for a larger message limit.
        static var message: Limits {
            let bytes = TextBudget.bytes
            return Limits(budget: bytes * 3 / 4, valueWidth: 120, blockLines: max(40, bytes / 100))
        }
        static let full = Limits(budget: .max, valueWidth: 100_000, blockLines: .max)
    }

    static let legend = "(- expected, + actual)"

    let limits: Limits
    /// Spaces before every line after the first, for a report nested in another list.
    let indent: Int
    private(set) var text = ""
    /// Whether anything was left out.
    private(set) var wasCut = false

    init(limits: Limits, indent: Int = 0) {
        self.limits = limits
        self.indent = indent
    }

    /// The complete report, for an attachment.
    static func full(expected: Any?, actual: Any?, rules: FieldRules? = nil) -> String {
        let differ = Differ.differences(
            expected: expected, actual: actual, limits: .full, rules: rules)
        var report = DifferenceReport(limits: .full)
        report.write(differ)
        return report.text
    }

    mutating func write(_ differ: Differ) {
        let changes = differ.changes
        if differ.changeCount == 1, let change = changes.first {
            let textDifference = Self.textDifference(of: change)
            text += headline(of: change, textDifference)
            writeBlock(of: change, textDifference, indent: 2)
        } else {
            let named = changes.prefix(3).map { pathName($0.path) }.joined(separator: ", ")
            let rest = differ.changeCount - min(changes.count, 3)
            text += "differed at " + named + (rest > 0 ? " and \(grouped(rest)) more" : "") + ":"
            var shown = 0
            for change in changes {
                let textDifference = Self.textDifference(of: change)
                guard
                    addLine(
                        pathName(change.path) + ": " + detail(of: change, textDifference),
                        indent: 2)
                else { break }
                writeBlock(of: change, textDifference, indent: 4)
                shown += 1
            }
            if differ.changeCount > shown {
                let more = differ.changeCount - shown
                forceLine("… and \(grouped(more)) more \(more == 1 ? "difference" : "differences")")
            }
        }
        for context in differ.contexts {
            let label = context.path.isRoot ? Self.legend : "\(context.path) \(Self.legend):"
            guard addLine(label, indent: 2) else { break }
            writeScript(
                context.script.lines, noun: "element", indent: 2, show: Self.element,
                fullText: Self.fullElement)
        }
        writeNotes(of: differ)
    }

    /// Says where the comparison stopped short, so that no difference is hidden silently.
    mutating func writeNotes(of differ: Differ) {
        if differ.stopped {
            forceLine("… stopped comparing after \(grouped(differ.steps - 1)) values")
        }
        if differ.reachedDepthLimit {
            forceLine(
                "… values nested more than \(differ.limits.depth) levels deep were compared by "
                    + "how they print")
        }
        if let path = differ.tooDeepPath {
            forceLine(
                "… values nested more than \(differ.limits.depth) levels deep, from "
                    + "\(path.shortened), were not compared")
        }
    }

    // MARK: - Lines

    /// Where two strings differ: worked out once per change, since it scans them.
    private static func textDifference(of change: Change) -> TextDifference? {
        guard case .text(let expected, let actual) = change.kind else { return nil }
        return TextDifference(expected: expected, actual: actual)
    }

    /// The first line when there is one change: it completes "Expected …, but".
    private mutating func headline(of change: Change, _ textDifference: TextDifference?)
        -> String
    {
        let path = change.path
        switch change.kind {
        case .values(_, let actual) where path.isRoot:
            return "was " + render(actual, width: ValueRenderer.defaultLimit)
        case .text:
            let position = textDifference?.position ?? ""
            return "differed at " + (path.isRoot ? "" : "\(path), ") + position + ":"
        case .elements, .sequence:
            return path.isRoot
                ? detail(of: change, textDifference)
                : "differed at \(path): " + detail(of: change, textDifference)
        default:
            return "differed at \(path): " + detail(of: change, textDifference)
        }
    }

    /// Why two values of one type that print alike were reported as different.
    static func alikeNote(_ expected: Any, _ actual: Any) -> String? {
        if let number = expected as? any FloatingPoint, number.isNaN {
            return "(NaN never equals NaN)"
        }
        if DateDistance.phrase(from: expected, to: actual) != nil { return nil }
        return printAlikeNote
    }

    /// Said of two values that print alike when nothing more specific explains them.
    static let printAlikeNote = "(they print alike, but their == says they differ)"

    /// What changed at a path, on one line and without the trailing colon of a block.
    mutating func summary(of change: Change) -> String {
        let text = detail(of: change, Self.textDifference(of: change))
        return text.hasSuffix(":") ? String(text.dropLast()) : text
    }

    /// What changed at a path, after `path: `.
    private mutating func detail(of change: Change, _ textDifference: TextDifference?) -> String {
        switch change.kind {
        case .values(let expected, let actual):
            var shownExpected = render(expected)
            var shownActual = render(actual)
            // Values that print alike but are of different types say which types they are.
            if shownExpected == shownActual, let expected, let actual {
                if type(of: expected) != type(of: actual) {
                    shownExpected += " (\(type(of: expected)))"
                    shownActual += " (\(type(of: actual)))"
                } else if let note = Self.alikeNote(expected, actual) {
                    return "expected \(shownExpected), was \(shownActual) " + note
                }
            }
            return "expected \(shownExpected), was \(shownActual)"
                + (DateDistance.phrase(from: expected, to: actual).map { ", " + $0 } ?? "")
        case .text:
            return "differed at " + (textDifference?.position ?? "") + ":"
        case .missingEntry(let expected):
            return "expected \(render(expected)), was missing"
        case .extraEntry(let actual):
            // A comparison field by field lines up ordered collections by index.
            if case .index? = change.path.components.last {
                return "expected no element, was \(render(actual))"
            }
            return "expected no entry, was \(render(actual))"
        case .removedElement(let expected):
            return "\(render(expected)) was removed"
        case .insertedElement(let actual):
            return "\(render(actual)) was inserted"
        case .bytes(let difference):
            return difference.detail
        case .judged(let write):
            var text = Description()
            write(&text)
            return text.text
        case .elements(let missing, let missingCount, let extra, let extraCount):
            var parts: [String] = []
            if missingCount > 0 {
                parts.append("was missing " + list(missing, total: missingCount))
            }
            if extraCount > 0 { parts.append("had extra " + list(extra, total: extraCount)) }
            return parts.joined(separator: " and ")
        case .sequence(let script):
            let first = "first difference at [\(script.firstDifference)]"
            if script.expectedCount == script.actualCount {
                let (removed, inserted) = script.changeCounts
                return
                    "had \(count(removed, "element")) removed and \(grouped(inserted)) inserted, "
                    + "\(first):"
            }
            return "had \(count(script.actualCount, "element")) instead of "
                + "\(grouped(script.expectedCount)), \(first):"
        }
    }

    private mutating func writeBlock(
        of change: Change, _ textDifference: TextDifference?, indent: Int
    ) {
        switch change.kind {
        case .text:
            guard let difference = textDifference else { return }
            let excerpts = difference.excerpts()
            guard addLine("expected: " + excerpts.expected, indent: indent),
                addLine("actual:   " + excerpts.actual, indent: indent),
                addLine(String(repeating: " ", count: 10 + excerpts.caret) + "^", indent: indent)
            else { return }
            guard difference.isMultiline, addLine(Self.legend, indent: indent) else { return }
            writeScript(difference.lineScript(), noun: "line", indent: indent) { report, line in
                (line as? TextLine).map(TextDifference.shown) ?? report.render(line)
            }
        case .sequence(let script):
            guard addLine(Self.legend, indent: indent) else { return }
            writeScript(
                script.lines, noun: "element", indent: indent, show: Self.element,
                fullText: Self.fullElement)
        case .bytes(let difference)
        where max(difference.expected.count, difference.actual.count)
            > ValueRenderer.dataBytesShown:
            // The rendering shows the first bytes only: show the bytes around the difference.
            let excerpts = difference.excerpts()
            guard addLine("expected: " + excerpts.expected, indent: indent),
                addLine("actual:   " + excerpts.actual, indent: indent)
            else { return }
            _ = addLine(String(repeating: " ", count: 10 + excerpts.caret) + "^", indent: indent)
        default:
            break
        }
    }

    /// Writes an element or line diff: `  ` for shared, `- ` for expected only, `+ ` for actual
    /// only, within the block's line cap.
    /// `fullText`, for lines whose shown form may be cut, gives their whole text, so that a
    /// removed-inserted pair that differs only past the cut can show where.
    private mutating func writeScript(
        _ lines: [ElementScript.Line], noun: String, indent: Int,
        show: (inout DifferenceReport, Any) -> String, fullText: ((Any) -> String)? = nil
    ) {
        // The inserted half of a removed-inserted pair, when it had to be shown specially.
        var pairedText: (number: Int, text: String)?
        for (number, line) in lines.enumerated() {
            if number >= limits.blockLines {
                forceLine("  … \(count(lines.count - number, "more line")) of this diff", indent)
                return
            }
            let text: String
            switch line {
            case .same(let value): text = "  " + show(&self, value)
            case .removed(let value):
                if number + 1 < lines.count, case .inserted(let next) = lines[number + 1],
                    let fullText,
                    let pair = Self.aroundDifference(
                        fullText(value), fullText(next), width: limits.valueWidth)
                {
                    pairedText = (number + 1, pair.actual)
                    text = "- " + pair.expected
                } else {
                    text = "- " + show(&self, value)
                }
            case .inserted(let value) where pairedText?.number == number:
                text = "+ " + (pairedText?.text ?? show(&self, value))
            case .inserted(let value): text = "+ " + show(&self, value)
            case .skipped(let number, let allEqual):
                text = "  … \(count(number, (allEqual ? "equal " : "more ") + noun)) …"
            case .moreRemoved(let number): text = "- … \(count(number, "more " + noun))"
            case .moreInserted(let number): text = "+ … \(count(number, "more " + noun))"
            }
            guard addLine(text, indent: indent) else {
                forceLine("  … \(count(lines.count - number, "more line")) of this diff", indent)
                return
            }
        }
    }

    // MARK: - Output

    /// Adds a line if it fits in the budget (keeping room for a closing note).
    private mutating func addLine(_ line: String, indent: Int) -> Bool {
        let needed = text.utf8.count + indent + line.utf8.count + 1
        guard limits.budget == .max || needed + 80 <= limits.budget else {
            wasCut = true
            return false
        }
        text += "\n" + String(repeating: " ", count: self.indent + indent) + line
        return true
    }

    /// Adds a short closing note even past the budget: the caller of the report caps the
    /// message as a whole.
    private mutating func forceLine(_ line: String, _ indent: Int = 2) {
        wasCut = true
        text += "\n" + String(repeating: " ", count: self.indent + indent) + line
    }

    private mutating func render(_ value: Any?) -> String {
        render(value, width: limits.valueWidth)
    }

    private mutating func render(_ value: Any?, width: Int) -> String {
        let rendered = ValueRenderer.renderMeasured(value, limit: width)
        if rendered.wasCut { wasCut = true }
        return rendered.text
    }

    /// Two texts that part beyond what a line of `width` shows: each shown from a little before
    /// the first character where they part, so the line pair shows what differs instead of the
    /// same cut text twice. `nil` when the difference is in view anyway.
    private static func aroundDifference(_ expected: String, _ actual: String, width: Int)
        -> (expected: String, actual: String)?
    {
        let lead = 40
        let expectedText = Array(expected)
        let actualText = Array(actual)
        var common = 0
        while common < min(expectedText.count, actualText.count),
            expectedText[common] == actualText[common]
        {
            common += 1
        }
        guard common > width - lead, common < max(expectedText.count, actualText.count) else {
            return nil
        }
        let start = max(0, common - lead)
        func excerpt(_ text: [Character]) -> String {
            let end = min(text.count, start + width)
            // The start says which element it is; the rest shows where it differs.
            let head = start > lead ? String(text.prefix(lead)) + "…" : String(text.prefix(start))
            return head + String(text[start..<end]) + (end < text.count ? "…" : "")
        }
        return (excerpt(expectedText), excerpt(actualText))
    }

    /// An element's rendering, long enough to find where two of them part.
    private static func fullElement(_ value: Any) -> String {
        ValueRenderer.render(value, limit: 10_000)
    }

    private static func element(_ report: inout DifferenceReport, _ value: Any) -> String {
        report.render(value)
    }

    private mutating func list(_ values: [Any], total: Int) -> String {
        var description = Description()
        description.appendItems(values, total: total)
        if values.count < total || description.text.contains("… ") { wasCut = true }
        return description.text
    }

    private func pathName(_ path: DiffPath) -> String { path.isRoot ? "the value" : "\(path)" }

    private func grouped(_ number: Int) -> String { ValueRenderer.Output.grouped(number) }

    private func count(_ number: Int, _ noun: String) -> String {
        "\(grouped(number)) \(noun)\(number == 1 ? "" : "s")"
    }
}
