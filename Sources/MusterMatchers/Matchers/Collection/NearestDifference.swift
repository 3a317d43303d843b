/// How many unmatched values are compared with the leftover items, and with how many of them.
let nearestExpectationLimit = 3
let nearestCandidateLimit = 20

extension Description {
    /// For each expected value that no item equalled, shows how the nearest leftover item
    /// differs from it, when that says more than the message does without it: the values are
    /// long, or there are several to pair up, and the difference is more than two values side
    /// by side (a field path, a line and column, an element diff):
    /// `item 2, nearest to User(name: "Ann", age: 41), differed at .age: expected 41, was 42`,
    /// or `item 2, the nearest, differed at …` where the message names only one value.
    mutating func appendNearestDifferences(
        expected: [Any], candidates: [(position: Int, item: Any)]
    ) {
        guard !candidates.isEmpty else { return }
        // One short value against one short item: the message already shows them side by side.
        if expected.count == 1, candidates.count == 1, ValueRenderer.isShort(expected[0]),
            ValueRenderer.isShort(candidates[0].item)
        {
            return
        }
        for value in expected.prefix(nearestExpectationLimit) {
            var nearest: (position: Int, differ: Differ)?
            for candidate in candidates.prefix(nearestCandidateLimit) {
                let differ = Differ.differences(
                    expected: value, actual: candidate.item, limits: .message)
                if differ.changeCount > 0,
                    differ.changeCount < nearest?.differ.changeCount ?? .max
                {
                    nearest = (candidate.position, differ)
                }
            }
            guard let nearest, let first = nearest.differ.changes.first else { continue }
            // Two plain values side by side already say everything.
            if first.path.isRoot, case .values = first.kind { continue }
            var report = DifferenceReport(limits: .message, indent: 2)
            report.write(nearest.differ)
            append("\n  \(itemPath(nearest.position))")
            // A value the message names once already is not named again.
            if expected.count == 1 {
                append(", the nearest, ")
            } else {
                append(", nearest to ")
                appendSummary(of: value)
                append(", ")
            }
            append(report.text)
            if report.wasCut || !ValueRenderer.isShort(value) {
                fullTexts.append(
                    FullTexts(
                        expected: value,
                        actual: candidates.first { $0.position == nearest.position }?.item))
            }
        }
    }
}

extension Description {
    /// For the equality matchers among `missing`, shows how the nearest item read differs from
    /// the value it wanted, as ``appendNearestDifferences(expected:candidates:)`` does. The
    /// items of a set or a dictionary have no position worth naming: those are left alone.
    mutating func appendNearestDifferences<S: Sequence>(
        expected missing: [Matcher<S.Element>], in actual: S, sample: ItemSample<S.Element>
    ) {
        let values = missing.compactMap(\.comparedEqualValue)
        guard !values.isEmpty, !isUnordered(actual) else { return }
        appendNearestDifferences(
            expected: values, candidates: sample.items.enumerated().map { ($0, $1) })
    }
}

extension Matcher {
    /// The value an equality matcher (`equalTo`, `equal`, a plain value) compares with; `nil`
    /// for any other matcher.
    var comparedEqualValue: Subject? {
        guard let comparison, comparison.showsDifference else { return nil }
        return comparison.value
    }
}

extension Description {
    /// For a matcher that compares with an expected value by its own rules (field by field),
    /// the item that differs from it least and how: `item 1, the nearest, differed at .text:
    /// expected "hello", was "hullo"`. The matcher runs again on the items the message shows,
    /// on this failure path only.
    mutating func appendNearestMismatch<S: Sequence>(
        of matcher: Matcher<S.Element>, in actual: S, sample: ItemSample<S.Element>
    ) {
        guard let differenceCount = matcher.differenceCount, !isUnordered(actual) else { return }
        var nearest: (position: Int, item: S.Element, count: Int)?
        for (position, item) in sample.items.prefix(nearestCandidateLimit).enumerated() {
            let count = differenceCount(item)
            if count > 0, count < nearest?.count ?? .max { nearest = (position, item, count) }
        }
        guard let nearest else { return }
        append("\n  \(itemPath(nearest.position)), the nearest, ")
        appendMismatch(of: matcher.match(nearest.item))
    }
}
