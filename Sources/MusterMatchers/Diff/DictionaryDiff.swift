/// The entries of two dictionaries, split by whether each key is in one or both.
struct KeyedComparison {
    var missing: [(key: Any, value: Any)] = []
    var extra: [(key: Any, value: Any)] = []
    var shared: [(key: Any, expected: Any, actual: Any)] = []
}

/// A dictionary compared with another of its type, key by key.
protocol KeyedDiffable {
    func keyedComparison(with other: Any) -> KeyedComparison?
}

extension Dictionary: KeyedDiffable {
    func keyedComparison(with other: Any) -> KeyedComparison? {
        guard let other = other as? [Key: Value] else { return nil }
        var comparison = KeyedComparison()
        for (key, value) in self {
            if let otherValue = other[key] {
                comparison.shared.append((key, value, otherValue))
            } else {
                comparison.missing.append((key, value))
            }
        }
        for (key, value) in other where index(forKey: key) == nil {
            comparison.extra.append((key, value))
        }
        return comparison
    }
}

extension Differ {
    /// Compares dictionaries: keys only the expected one has, keys only the actual one has,
    /// and shared keys whose values differ, each at its key's path, in the order of the keys'
    /// renderings.
    mutating func compareEntries(_ comparison: KeyedComparison, at path: DiffPath, depth: Int) {
        compareEntries(
            comparison,
            changed: comparison.shared.filter { !Self.areSame($0.expected, $0.actual) },
            at: path, depth: depth)
    }

    /// Records the keys only one side has and compares the values of the `changed` shared
    /// keys, each at its key's path, in the order of the keys' renderings.
    mutating func compareEntries(
        _ comparison: KeyedComparison, changed: [(key: Any, expected: Any, actual: Any)],
        at path: DiffPath, depth: Int
    ) {
        enum Entry {
            case missing(Any)
            case extra(Any)
            case changed(Any, Any)
        }
        var entries: [(key: Any, entry: Entry)] = []
        entries += comparison.missing.map { ($0.key, .missing($0.value)) }
        entries += comparison.extra.map { ($0.key, .extra($0.value)) }
        entries += changed.map { ($0.key, .changed($0.expected, $0.actual)) }
        if entries.isEmpty { return }
        // Only a failure gets here: the keys are rendered to put the changes in order.
        let considered = entries.prefix(Self.sortingLimit).map {
            (rendering: ValueRenderer.render($0.key, limit: 100), key: $0.key, entry: $0.entry)
        }
        countChanges(entries.count - considered.count)
        for item in considered.sorted(by: { $0.rendering < $1.rendering }) {
            let entryPath = path.appending(.key(item.key))
            switch item.entry {
            case .missing(let value): record(at: entryPath, .missingEntry(expected: value))
            case .extra(let value): record(at: entryPath, .extraEntry(actual: value))
            case .changed(let expected, let actual):
                compare(expected, actual, at: entryPath, depth: depth + 1)
            }
            if stopped { return }
        }
    }
}
