/// The fields a comparison field by field was told to ignore, left out of the description of
/// its expected value too: a message that shows an ignored random id or timestamp shows noise,
/// and twice when the value is shown again.
@usableFromInline
package struct OmittedFields: Sendable {
    /// Paths from the root, as field names.
    let paths: [[String]]
    /// Field names at any depth.
    let names: Set<String>

    var isEmpty: Bool { paths.isEmpty && names.isEmpty }

    /// Whether the field `label`, in the value at `path` from the root (`nil` inside a
    /// collection or a payload), is left out.
    func omits(_ label: String?, at path: [String]?) -> Bool {
        guard let label else { return false }
        if names.contains(label) { return true }
        guard let path, !paths.isEmpty else { return false }
        return paths.contains {
            $0.count == path.count + 1 && $0.last == label && $0.starts(with: path)
        }
    }
}

extension Description {
    /// ``appendSummary(of:)`` without the fields a comparison ignores.
    package mutating func appendSummary(of value: Any?, omitting omitted: OmittedFields) {
        guard !omitted.isEmpty else { return appendSummary(of: value) }
        let rendering = ValueRenderer.renderMeasured(
            value, limit: ValueRenderer.shortLimit, omitting: omitted)
        append(rendering.text)
        if rendering.wasCut { partlyShownValues.append(PartlyShownValue(value)) }
    }
}
