// Where two structural dumps differ, said as a comparison of values says it: the path of each
// field, element or entry that differs, with its two sides. A snapshot file holds only text, so
// both sides are read back from their text into trees; a text that does not read as a dump is
// compared as text, by line and column.

/// Compares two texts written by ``StructuralDump``.
package enum DumpDifference {
    /// The clause after "but it" that says where `actual` differs from `expected`
    /// (`differed at .items[1].price: expected 8.0, was 12.0`), within a message's bounds;
    /// `full` for an attachment, with nothing left out. `structural` reads the texts as dumps;
    /// otherwise, or when either does not read as one, they are compared by line and column.
    package static func report(
        expected: String, actual: String, structural: Bool = true, full: Bool = false
    ) -> String {
        var differ = Differ(limits: full ? .full : .message)
        let width = full ? Int.max : 120
        if structural, let expectedTree = DumpTree.read(expected),
            let actualTree = DumpTree.read(actual), expectedTree != actualTree
        {
            if expectedTree.children == nil || actualTree.children == nil
                || expectedTree.text != actualTree.text
            {
                // The whole value differs: the expectation named the snapshot, not the value.
                let (shownExpected, shownActual) = DumpComparison.aroundDifference(
                    expectedTree.oneLine(width: .max), actualTree.oneLine(width: .max),
                    width: width)
                return "differed: expected \(shownExpected), was \(shownActual)"
            }
            var comparison = DumpComparison(differ: differ, width: width)
            comparison.compare(expectedTree, actualTree, at: .root)
            differ = comparison.differ
        } else {
            differ.record(at: .root, .text(expected: expected, actual: actual))
        }
        var report = DifferenceReport(limits: full ? .full : .message)
        report.write(differ)
        return report.text
    }
}

/// A dump read back: a leaf line, or a line that opens a group, the group's children and the
/// line that closes it.
struct DumpTree: Hashable {
    struct Child: Hashable {
        var label: String?
        var tree: DumpTree
    }

    enum Shape {
        /// A struct's, class's, tuple's or enum payload's, by label.
        case fields
        /// An ordered collection's, by index.
        case elements
        /// A dictionary's, by key.
        case entries
        /// A set's, unlabelled.
        case members
    }

    /// The leaf's text, or the group's opening (`Order(`, `[`, `Set([`, `.shipped(`).
    var text: String
    /// `nil` for a leaf.
    var children: [Child]?
    var closing = ""

    var shape: Shape {
        if text.hasSuffix("Set([") { return .members }
        if text == "[" {
            return children?.first?.label.map(Self.isIndexLabel) ?? true ? .elements : .entries
        }
        return .fields
    }

    /// `nil` when `text` is not one dump: a line indented under nothing, or lines left over.
    static func read(_ text: String) -> DumpTree? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            line -> (indent: Int, content: Substring) in
            let content = line.drop { $0 == " " }
            return (line.count - content.count, content)
        }
        var reader = Reader(lines: lines)
        guard let first = lines.first, first.indent == 0 else { return nil }
        let tree = reader.tree(content: first.content, at: 0)
        return reader.position == lines.count ? tree : nil
    }

    private struct Reader {
        let lines: [(indent: Int, content: Substring)]
        var position = 0

        /// The tree whose first line, at `position`, holds `content` after its label.
        mutating func tree(content: Substring, at indent: Int) -> DumpTree {
            position += 1
            guard position < lines.count, lines[position].indent > indent else {
                return DumpTree(text: String(content))
            }
            var group = DumpTree(text: String(content), children: [])
            var children: [(label: Substring?, tree: DumpTree)] = []
            var firstLabel: Substring?
            while position < lines.count, lines[position].indent > indent {
                let line = lines[position]
                let (label, value) = DumpTree.split(
                    line.content, in: group.text, firstLabel: firstLabel)
                if children.isEmpty { firstLabel = label ?? "" }
                children.append((label, tree(content: value, at: line.indent)))
            }
            group.children = children.map { Child(label: $0.label.map(String.init), tree: $0.tree) }
            if position < lines.count, lines[position].indent == indent,
                [")", "]", "])"].contains(lines[position].content)
            {
                group.closing = String(lines[position].content)
                position += 1
            }
            return group
        }
    }

    /// A child line's label and value, read as the group that `opening` starts labels its
    /// children.
    static func split(_ line: Substring, in opening: String, firstLabel: Substring?)
        -> (label: Substring?, value: Substring)
    {
        if opening.hasSuffix("Set([") { return (nil, line) }
        if opening == "[" {
            let byIndex = firstLabel.map { $0.isEmpty ? false : isIndexLabel(String($0)) }
            if byIndex ?? true, let colon = indexLabelEnd(line) {
                return (line[..<colon], line[line.index(colon, offsetBy: 2)...])
            }
            if let colon = keyEnd(line) {
                return (line[..<colon], line[line.index(colon, offsetBy: 2)...])
            }
            return (nil, line)
        }
        // A field: `name: `, or `.0: ` for a tuple's element.
        guard let colon = line.firstRange(of: ": ")?.lowerBound else { return (nil, line) }
        let label = line[..<colon]
        let isLabel =
            !label.isEmpty
            && label.allSatisfy { $0.isLetter || $0.isNumber || "_$.".contains($0) }
            && !(label.first?.isNumber ?? false)
        return isLabel ? (label, line[line.index(colon, offsetBy: 2)...]) : (nil, line)
    }

    static func isIndexLabel(_ label: String) -> Bool {
        label.hasPrefix("[") && label.hasSuffix("]")
            && label.dropFirst().dropLast().allSatisfy(\.isNumber)
            && label.count > 2
    }

    /// Where `[12]: ` has its colon.
    private static func indexLabelEnd(_ line: Substring) -> Substring.Index? {
        guard line.first == "[", let close = line.firstIndex(of: "]") else { return nil }
        let digits = line[line.index(after: line.startIndex)..<close]
        guard !digits.isEmpty, digits.allSatisfy(\.isNumber) else { return nil }
        let colon = line.index(after: close)
        return line[colon...].hasPrefix(": ") ? colon : nil
    }

    /// Where the `: ` after a dictionary key is: the first outside quotes and brackets.
    private static func keyEnd(_ line: Substring) -> Substring.Index? {
        var depth = 0
        var inQuotes = false
        var escaped = false
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if inQuotes {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inQuotes = false
                }
            } else {
                switch character {
                case "\"": inQuotes = true
                case "(", "[", "<": depth += 1
                case ")", "]", ">": depth -= 1
                case ":" where depth == 0 && line[index...].hasPrefix(": "): return index
                default: break
                }
            }
            index = line.index(after: index)
        }
        return nil
    }

    /// The tree on one line, cut at `width` characters: `Item(sku: "A-1", price: 8.0)`.
    func oneLine(width: Int) -> String {
        var text = ""
        write(into: &text, width: width)
        if text.count > width { return String(text.prefix(width)) + "…" }
        return text
    }

    private func write(into text: inout String, width: Int) {
        text += self.text
        guard let children else { return }
        for (index, child) in children.enumerated() {
            if text.count > width { return }
            if index > 0 { text += ", " }
            if let label = child.label, shape != .elements { text += label + ": " }
            child.tree.write(into: &text, width: width)
        }
        text += closing
    }
}

/// Text shown as it is, where a comparison of values would quote a string.
private struct DumpText: MusterRenderable {
    let musterRendering: String
}

private struct DumpComparison {
    var differ: Differ
    /// How much of a value a line shows.
    let width: Int

    mutating func compare(_ expected: DumpTree, _ actual: DumpTree, at path: DiffPath) {
        guard expected != actual, !differ.stopped else { return }
        differ.steps += 1
        guard differ.steps <= differ.limits.steps else {
            differ.stopped = true
            return
        }
        guard let expectedChildren = expected.children, let actualChildren = actual.children,
            expected.text == actual.text, expected.shape == actual.shape
        else { return recordValues(expected, actual, at: path) }
        var path = path
        if expected.text.hasPrefix("."), expected.text.hasSuffix("(") {
            path = path.appending(.field(String(expected.text.dropFirst().dropLast())))
        }
        switch expected.shape {
        case .fields: compareLabelled(expectedChildren, actualChildren, at: path, isField: true)
        case .entries: compareLabelled(expectedChildren, actualChildren, at: path, isField: false)
        case .elements:
            compareElements(expectedChildren.map(\.tree), actualChildren.map(\.tree), at: path)
        case .members:
            compareMembers(expectedChildren.map(\.tree), actualChildren.map(\.tree), at: path)
        }
    }

    private mutating func recordValues(_ expected: DumpTree, _ actual: DumpTree, at path: DiffPath)
    {
        let (shownExpected, shownActual) = Self.aroundDifference(
            expected.oneLine(width: .max), actual.oneLine(width: .max), width: width)
        differ.record(
            at: path,
            .values(
                expected: DumpText(musterRendering: shownExpected),
                actual: DumpText(musterRendering: shownActual)))
    }

    private mutating func compareLabelled(
        _ expected: [DumpTree.Child], _ actual: [DumpTree.Child], at path: DiffPath, isField: Bool
    ) {
        func step(_ label: String?, _ index: Int) -> DiffPath.Component {
            guard let label else { return .index(index) }
            return isField ? .field(label) : .key(DumpText(musterRendering: label))
        }
        // An enum's one unlabelled payload is the case's value itself.
        if isField, expected.count == 1, actual.count == 1, expected[0].label == nil,
            actual[0].label == nil
        {
            return compare(expected[0].tree, actual[0].tree, at: path)
        }
        let actualByLabel = Dictionary(
            actual.enumerated().map { ($1.label ?? ".\($0)", $1.tree) },
            uniquingKeysWith: { first, _ in first })
        var expectedLabels = Set<String>()
        for (index, child) in expected.enumerated() {
            let label = child.label ?? ".\(index)"
            expectedLabels.insert(label)
            let childPath = path.appending(step(label, index))
            if let other = actualByLabel[label] {
                compare(child.tree, other, at: childPath)
            } else {
                differ.record(at: childPath, .missingEntry(expected: shown(child.tree)))
            }
            if differ.stopped { return }
        }
        for (index, child) in actual.enumerated()
        where !expectedLabels.contains(child.label ?? ".\(index)") {
            let childPath = path.appending(step(child.label ?? ".\(index)", index))
            if isField {
                let value = shown(child.tree)
                differ.record(
                    at: childPath,
                    .judged { $0.append("expected no field, was \(value.musterRendering)") })
            } else {
                differ.record(at: childPath, .extraEntry(actual: shown(child.tree)))
            }
        }
    }

    /// By index when the counts agree; otherwise lined up by the longest run of equal elements,
    /// each stretch between them compared in place as far as both sides go, the rest removed or
    /// inserted.
    private mutating func compareElements(
        _ expected: [DumpTree], _ actual: [DumpTree], at path: DiffPath
    ) {
        // Lining up is quadratic at worst: two long collections are compared by index, the
        // longer one's rest removed or inserted.
        guard expected.count != actual.count,
            expected.count.multipliedReportingOverflow(by: actual.count).partialValue
                <= Self.alignmentBound
        else {
            for index in 0..<min(expected.count, actual.count) {
                compare(expected[index], actual[index], at: path.appending(.index(index)))
                if differ.stopped { return }
            }
            for index in actual.count..<max(actual.count, expected.count) {
                differ.record(
                    at: path.appending(.index(index)), .removedElement(shown(expected[index])))
            }
            for index in expected.count..<max(expected.count, actual.count) {
                differ.record(
                    at: path.appending(.index(index)), .insertedElement(shown(actual[index])))
            }
            return
        }
        let difference = actual.difference(from: expected)
        var removals = Set<Int>()
        var insertions = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removals.insert(offset)
            case .insert(let offset, _, _): insertions.insert(offset)
            }
        }
        var old = 0
        var new = 0
        while old < expected.count || new < actual.count {
            var removed: [Int] = []
            var inserted: [Int] = []
            while old < expected.count, removals.contains(old) {
                removed.append(old)
                old += 1
            }
            while new < actual.count, insertions.contains(new) {
                inserted.append(new)
                new += 1
            }
            for (expectedIndex, actualIndex) in zip(removed, inserted) {
                compare(
                    expected[expectedIndex], actual[actualIndex],
                    at: path.appending(.index(actualIndex)))
            }
            for index in removed.dropFirst(inserted.count) {
                differ.record(
                    at: path.appending(.index(index)), .removedElement(shown(expected[index])))
            }
            for index in inserted.dropFirst(removed.count) {
                differ.record(
                    at: path.appending(.index(index)), .insertedElement(shown(actual[index])))
            }
            if differ.stopped { return }
            if removed.isEmpty, inserted.isEmpty {
                old += 1
                new += 1
            }
        }
    }

    private mutating func compareMembers(
        _ expected: [DumpTree], _ actual: [DumpTree], at path: DiffPath
    ) {
        var unmatched: [DumpTree: Int] = [:]
        for element in actual { unmatched[element, default: 0] += 1 }
        var missing: [DumpTree] = []
        for element in expected {
            if let count = unmatched[element] {
                unmatched[element] = count == 1 ? nil : count - 1
            } else {
                missing.append(element)
            }
        }
        // In the order the actual text has them, which is sorted.
        let extra = actual.filter { element in
            guard let count = unmatched[element] else { return false }
            unmatched[element] = count == 1 ? nil : count - 1
            return true
        }
        let kept = differ.limits.changes
        differ.record(
            at: path,
            .elements(
                missing: missing.prefix(kept).map(shown), missingCount: missing.count,
                extra: extra.prefix(kept).map(shown), extraCount: extra.count))
    }

    /// How many pairs of elements two collections may have to be lined up by their longest
    /// common run.
    static let alignmentBound = 4_000_000

    private func shown(_ tree: DumpTree) -> DumpText {
        DumpText(musterRendering: tree.oneLine(width: width))
    }

    /// Two texts each cut to `width`, from a little before where they part when that is past
    /// what the width shows.
    static func aroundDifference(_ expected: String, _ actual: String, width: Int) -> (
        String, String
    ) {
        guard width != .max, max(expected.count, actual.count) > width else {
            return (expected, actual)
        }
        let common = zip(expected, actual).prefix { $0 == $1 }.count
        let start = common > width / 2 ? common - width / 3 : 0
        func excerpt(_ text: String) -> String {
            let body = text.dropFirst(start)
            return (start > 0 ? "…" : "") + body.prefix(width) + (body.count > width ? "…" : "")
        }
        return (excerpt(expected), excerpt(actual))
    }
}
