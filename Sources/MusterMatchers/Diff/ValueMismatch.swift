// The mismatch of a value against the value it should equal: short when both are short, else a
// bounded difference that locates where they part.

extension MatchResult {
    /// The mismatch of a value that should have equaled `expected`: `was 4` when both values
    /// are short, otherwise a difference that names where they differ and shows it.
    ///
    /// Long values get the block format, bounded in size whatever their length:
    ///
    /// ```
    /// differed at .address.city: expected "Oslo", was "Bergen"
    /// ```
    ///
    /// ```swift
    /// return actual == expected ? .match : .mismatch(expected: expected, actual: actual)
    /// ```
    public static func mismatch(expected: Any?, actual: Any?) -> MatchResult {
        .mismatch { $0.appendDifference(expected: expected, actual: actual) }
    }
}

extension Description {
    /// Appends how `actual` differs from `expected`, as a mismatch clause: `was 4` for short
    /// values; for long, multi-line or structured ones, the places they differ (a field path,
    /// an index, a key, a line and column) followed by indented blocks that show the
    /// difference. When the values had to be cut to fit, their complete renderings go with
    /// the failure, for test runners that take attachments.
    ///
    /// ```swift
    /// description.appendDifference(expected: expectedUser, actual: user)
    /// ```
    public mutating func appendDifference(expected: Any?, actual: Any?) {
        keepForRecording(RecordableValue(actual))
        let shownExpected = ValueRenderer.renderShort(expected)
        let shownActual = ValueRenderer.renderShort(actual)
        if ValueRenderer.fitsOneLine(expected, shownExpected),
            ValueRenderer.fitsOneLine(actual, shownActual)
        {
            appendWas(actual)
            return appendLocation(
                expected: expected, actual: actual,
                printAlike: shownExpected.text == shownActual.text)
        }
        let differ = Differ.differences(expected: expected, actual: actual, limits: .message)
        var report = DifferenceReport(limits: .message)
        if differ.changeCount > 0 {
            report.write(differ)
            append(report.text)
            noteDifferingPaths(of: differ)
        } else {
            appendWas(actual)
            report.writeNotes(of: differ)
            append(report.text)
        }
        if shownExpected.wasCut || shownActual.wasCut || report.wasCut {
            fullTexts.append(FullTexts(expected: expected, actual: actual))
        }
    }

    /// After `was <actual>` of two short values: where inside them they differ (`, which
    /// differed at ["b"]: expected 3, was 2`), or how far apart two dates are; nothing for
    /// values that differ only as wholes.
    private mutating func appendLocation(expected: Any?, actual: Any?, printAlike: Bool) {
        let differ = Differ.differences(expected: expected, actual: actual, limits: .message)
        if differ.changeCount == 0, printAlike {
            // Nothing inside them differs that can be shown (`Optional(nil)` against `nil`).
            return append(" " + DifferenceReport.printAlikeNote)
        }
        if differ.changeCount == 1, let change = differ.changes.first, change.path.isRoot,
            case .values = change.kind
        {
            if let distance = DateDistance.phrase(from: expected, to: actual) {
                append(", " + distance)
            } else if printAlike, let expected = unwrapOptionals(expected),
                let actual = unwrapOptionals(actual), type(of: expected) == type(of: actual),
                let note = DifferenceReport.alikeNote(expected, actual)
            {
                append(" " + note)
            }
            return
        }
        // Against an empty collection every element is missing or extra: `was []` says it all.
        guard differ.changeCount > 0, !Self.isEmptyCollection(expected),
            !Self.isEmptyCollection(actual)
        else { return }
        var report = DifferenceReport(limits: .message)
        report.write(differ)
        append(", which " + report.text)
        noteDifferingPaths(of: differ)
    }

    /// Keeps the paths at which `differ` found the values different, at most 100, for a
    /// record a tool reads (a message names fewer).
    mutating func noteDifferingPaths(of differ: Differ) {
        differingPaths += differ.changes.prefix(100).map(\.path.shortened)
    }

    private static func isEmptyCollection(_ value: Any?) -> Bool {
        guard let value = unwrapOptionals(value) else { return false }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .collection?, .set?, .dictionary?: return mirror.children.isEmpty
        default: return false
        }
    }

    /// Appends a value cut to about 80 characters, as an expected value is summarized, for a
    /// description whose mismatch shows the value where it matters (as
    /// ``MatchResult/mismatch(expected:actual:)`` does) or that lists many values; when it is
    /// cut, the complete value goes to the failure's attachment.
    ///
    /// ```swift
    /// description.appendSummary(of: expected)  // [0, 1, 2, … 99,997 more]
    /// ```
    public mutating func appendSummary(of value: Any?) {
        appendSummary(of: value, keepingFullValue: true)
    }

    /// ``appendSummary(of:)``, without keeping the complete value where the failure keeps it
    /// already (an expected value that a mismatch's full texts hold).
    package mutating func appendSummary(of value: Any?, keepingFullValue: Bool) {
        let rendering = ValueRenderer.renderMeasured(value, limit: ValueRenderer.shortLimit)
        append(rendering.text)
        if rendering.wasCut, keepingFullValue {
            partlyShownValues.append(PartlyShownValue(value))
        }
    }
}

extension ValueRenderer {
    /// Whether a value is short enough to show whole in a one-line message.
    static func isShort(_ value: Any?) -> Bool {
        fitsOneLine(value, renderShort(value))
    }

    /// `renderMeasured(value, limit: shortLimit)`, except that an array with more elements than
    /// can fit is not rendered, only reported cut: the separators between its elements alone
    /// pass the limit.
    static func renderShort(_ value: Any?) -> (text: String, wasCut: Bool) {
        if let value = unwrapOptionals(value), !(value is any MusterRenderable),
            let array = value as? any RenderedAsArray, array.count > shortLimit / 2 + 1
        {
            return ("", true)
        }
        return renderMeasured(value, limit: shortLimit)
    }

    static func fitsOneLine(_ value: Any?, _ rendering: (text: String, wasCut: Bool)) -> Bool {
        guard !rendering.wasCut, rendering.text.utf8.count <= shortLimit else { return false }
        switch unwrapOptionals(value) {
        case let text as String: return !TextDifference.needsBlock(text)
        case let text as Substring: return !TextDifference.needsBlock(String(text))
        case let value?:
            // An object shown only by its type name hides what differs: compare its fields.
            let style = Mirror(reflecting: value).displayStyle
            return !(style == .class && Output.customDescription(value) == nil)
                || value is any MusterRenderable
        case nil: return true
        }
    }
}
