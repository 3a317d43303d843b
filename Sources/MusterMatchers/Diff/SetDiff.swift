/// A set compared with another of its type: the elements only one of them has.
protocol SetDiffable {
    func setComparison(with other: Any) -> (missing: [Any], extra: [Any])?
}

extension Set: SetDiffable {
    func setComparison(with other: Any) -> (missing: [Any], extra: [Any])? {
        guard let other = other as? Set<Element> else { return nil }
        return (subtracting(other).map { $0 }, other.subtracting(self).map { $0 })
    }
}

extension Differ {
    /// How many missing or extra elements (or keys) are kept, sorted, for a message.
    static let elementSample = 50
    /// How many are sorted to choose them; beyond it an arbitrary selection is sorted.
    static let sortingLimit = 1_000

    mutating func compareSets(_ comparison: (missing: [Any], extra: [Any]), at path: DiffPath) {
        let (missing, extra) = comparison
        if missing.isEmpty, extra.isEmpty { return }
        record(
            at: path,
            .elements(
                missing: Self.sortedSample(missing), missingCount: missing.count,
                extra: Self.sortedSample(extra), extraCount: extra.count))
    }

    /// The first elements in the order of their renderings, so that the same sets always read
    /// the same way.
    static func sortedSample(_ elements: [Any]) -> [Any] {
        let considered = elements.prefix(sortingLimit).map {
            (rendering: ValueRenderer.render($0, limit: 100), element: $0)
        }
        return considered.sorted { $0.rendering < $1.rendering }.prefix(elementSample).map(
            \.element)
    }
}
