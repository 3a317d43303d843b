import Foundation

/// Access to two ordered collections for comparison, by position, whatever their element type.
struct OrderedComparison {
    /// The collections themselves, to decide whether they are short enough to show whole.
    let expected: Any
    let actual: Any
    let expectedCount: Int
    let actualCount: Int
    /// Whether the expected element at the first position equals the actual one at the second.
    let same: (Int, Int) -> Bool
    let expectedElement: (Int) -> Any
    let actualElement: (Int) -> Any
    /// How many leading elements are equal, and then how many trailing ones (not counting
    /// the leading ones), when the element type can work that out faster than `same` can.
    var sharedEnds: (() -> (prefix: Int, suffix: Int))? = nil

    /// The longest differing stretch aligned element by element with `difference(from:)`,
    /// whose cost grows with the square of the stretch when little of it matches: longer for
    /// elements compared with their own `==` than for elements compared by structure.
    var alignmentLimit: Int { sharedEnds == nil ? 200 : 1_000 }

    /// A comparison through `Mirror`, for collections whose elements have no `==`.
    static func mirrored(_ expected: Any, _ actual: Any, mirror: Mirror, actualMirror: Mirror)
        -> OrderedComparison
    {
        let expectedElements = mirror.children.map(\.value)
        let actualElements = actualMirror.children.map(\.value)
        return OrderedComparison(
            expected: expected, actual: actual, expectedCount: expectedElements.count,
            actualCount: actualElements.count,
            same: { Differ.areSame(expectedElements[$0], actualElements[$1]) },
            expectedElement: { expectedElements[$0] }, actualElement: { actualElements[$0] })
    }
}

/// An ordered collection whose elements have `==`: compared with it directly, which is much
/// faster than through `Mirror` and keeps the element type's own equality.
protocol OrderedDiffable {
    func orderedComparison(with other: Any) -> OrderedComparison?
}

extension Array: OrderedDiffable where Element: Equatable {
    func orderedComparison(with other: Any) -> OrderedComparison? {
        guard let other = other as? [Element] else { return nil }
        return OrderedComparison(
            expected: self, actual: other, expectedCount: count, actualCount: other.count,
            same: { self[$0] == other[$1] }, expectedElement: { self[$0] },
            actualElement: { other[$0] }, sharedEnds: { self.sharedEnds(with: other) })
    }

    /// The equal leading and trailing runs, found in one typed pass over the buffers: the
    /// bulk of the work when two large arrays differ in a few places. Two arrays that share
    /// their storage are equal whatever their elements, as `==` on arrays has it.
    private func sharedEnds(with other: [Element]) -> (prefix: Int, suffix: Int) {
        // The pass is generic code called through a protocol, so the element `==` goes through
        // a witness table; for the standard library's common element types a pass compiled for
        // that type is several times faster on a large array.
        // Integers are equal exactly when their bytes are, so their runs are found a block of
        // bytes at a time.
        if Element.self == Int.self || Element.self == UInt8.self || Element.self == Int64.self
            || Element.self == UInt.self || Element.self == Int32.self
        {
            return bytewiseCommonEnds(self, other)
        }
        if Element.self == String.self { return commonEnds(both(as: String.self, other)) }
        if Element.self == Double.self { return commonEnds(both(as: Double.self, other)) }
        return commonEnds((self, other))
    }

    /// Both arrays as arrays of `Known`, which must be `Element`.
    private func both<Known>(as known: Known.Type, _ other: [Element]) -> ([Known], [Known]) {
        (unsafeBitCast(self, to: [Known].self), unsafeBitCast(other, to: [Known].self))
    }
}

/// The equal leading and trailing runs of two arrays of a type whose values are equal exactly
/// when their bytes are, found with `memcmp`: over blocks that double while they match, then
/// halving the block that differs down to its first (or last) differing element. A long equal
/// run costs a few calls, where fixed blocks of 512 bytes took 1,600 for two arrays of 100,000
/// integers, a third of the comparison.
private func bytewiseCommonEnds<Element>(_ expected: [Element], _ actual: [Element]) -> (
    prefix: Int, suffix: Int
) {
    let stride = MemoryLayout<Element>.stride
    return expected.withUnsafeBytes { expectedBytes in
        actual.withUnsafeBytes { actualBytes in
            let expectedCount = expected.count
            let actualCount = actual.count
            if expectedCount == actualCount, expectedBytes.baseAddress == actualBytes.baseAddress {
                return (expectedCount, 0)
            }
            let common = Swift.min(expectedCount, actualCount)
            let prefix = equalRun(upTo: common, stride: stride) { start, count in
                memcmp(
                    expectedBytes.baseAddress! + start * stride,
                    actualBytes.baseAddress! + start * stride, count * stride) == 0
            }
            let suffix = equalRun(upTo: common - prefix, stride: stride) { start, count in
                memcmp(
                    expectedBytes.baseAddress! + (expectedCount - start - count) * stride,
                    actualBytes.baseAddress! + (actualCount - start - count) * stride,
                    count * stride) == 0
            }
            return (prefix, suffix)
        }
    }
}

/// The length of the equal run from the start, at most `limit` elements long, where
/// `same(start, count)` says whether the `count` elements from `start` are equal.
private func equalRun(upTo limit: Int, stride: Int, _ same: (Int, Int) -> Bool) -> Int {
    var run = 0
    var block = Swift.max(1, 512 / stride)
    let largest = Swift.max(1, 65_536 / stride)
    while run < limit {
        let count = Swift.min(block, limit - run)
        if same(run, count) {
            run += count
            block = Swift.min(block * 2, largest)
        } else if count == 1 {
            return run
        } else {
            block = count / 2
        }
    }
    return run
}

/// The equal leading and trailing runs of two arrays, as `Array.sharedEnds(with:)` describes.
private func commonEnds<Element: Equatable>(_ arrays: ([Element], [Element])) -> (
    prefix: Int, suffix: Int
) {
    arrays.0.withUnsafeBufferPointer { expected in
        arrays.1.withUnsafeBufferPointer { actual in
            if expected.count == actual.count, expected.baseAddress == actual.baseAddress {
                return (expected.count, 0)
            }
            let common = Swift.min(expected.count, actual.count)
            var prefix = 0
            while prefix < common, expected[prefix] == actual[prefix] { prefix += 1 }
            var suffix = 0
            var left = expected.count - 1
            var right = actual.count - 1
            while suffix < common - prefix, expected[left] == actual[right] {
                suffix += 1
                left -= 1
                right -= 1
            }
            return (prefix, suffix)
        }
    }
}

extension ContiguousArray: OrderedDiffable where Element: Equatable {
    func orderedComparison(with other: Any) -> OrderedComparison? {
        guard let other = other as? ContiguousArray<Element> else { return nil }
        return Array(self).orderedComparison(with: Array(other))
    }
}

extension ArraySlice: OrderedDiffable where Element: Equatable {
    func orderedComparison(with other: Any) -> OrderedComparison? {
        guard let other = other as? ArraySlice<Element> else { return nil }
        return Array(self).orderedComparison(with: Array(other))
    }
}

extension Differ {
    /// How many elements are shown on each side of a difference.
    static let elementContext = 3
    /// The most differing positions, in collections of equal length, reported one by one; past
    /// it the collections are shown as an element diff.
    static let positionLimit = 20

    /// Compares two ordered collections: the common start and end are skipped in one pass, then
    /// equal lengths are compared position by position, and unequal ones aligned as an element
    /// diff (inserted and removed elements).
    mutating func compareOrdered(_ comparison: OrderedComparison, at path: DiffPath, depth: Int) {
        let expectedCount = comparison.expectedCount
        let actualCount = comparison.actualCount
        let common = min(expectedCount, actualCount)
        var prefix = 0
        var suffix = 0
        if let sharedEnds = comparison.sharedEnds {
            (prefix, suffix) = sharedEnds()
        } else {
            while prefix < common, comparison.same(prefix, prefix) { prefix += 1 }
            while suffix < common - prefix,
                comparison.same(expectedCount - 1 - suffix, actualCount - 1 - suffix)
            {
                suffix += 1
            }
        }
        if prefix == expectedCount, prefix == actualCount { return }
        guard expectedCount == actualCount else {
            return compareByEdits(
                comparison, prefix: prefix, suffix: suffix, at: path, depth: depth)
        }
        var differing: [Int] = []
        var differingCount = 0
        for index in prefix..<(expectedCount - suffix) where !comparison.same(index, index) {
            differingCount += 1
            if differing.count < Self.positionLimit { differing.append(index) }
        }
        let stretch = expectedCount - suffix - prefix
        if differingCount > Self.positionLimit, stretch <= comparison.alignmentLimit {
            // Many positions differ: more likely elements inserted and removed than changed.
            return compareByEdits(
                comparison, prefix: prefix, suffix: suffix, at: path, depth: depth)
        }
        for index in differing {
            compare(
                comparison.expectedElement(index), comparison.actualElement(index),
                at: path.appending(.index(index)), depth: depth + 1)
            if stopped { return }
        }
        countChanges(differingCount - differing.count)
        if !ValueRenderer.isShort(comparison.expected) || !ValueRenderer.isShort(comparison.actual)
        {
            addContext(
                Self.contextLines(
                    comparison, around: differing, allShown: differing.count == differingCount),
                at: path)
        }
    }

    /// Aligns the differing stretch and names each insertion, removal and change at its index,
    /// with the elements around them for a long collection; a stretch too long to align is
    /// shown as an element diff that counts what it leaves out.
    private mutating func compareByEdits(
        _ comparison: OrderedComparison, prefix: Int, suffix: Int, at path: DiffPath, depth: Int
    ) {
        var script = ElementScript(
            expectedCount: comparison.expectedCount, actualCount: comparison.actualCount,
            firstDifference: prefix)
        script.lines = Self.editLines(comparison, prefix: prefix, suffix: suffix)
        guard script.isAligned else { return record(at: path, .sequence(script)) }
        recordEdits(of: script, at: path, depth: depth)
        if !ValueRenderer.isShort(comparison.expected) || !ValueRenderer.isShort(comparison.actual)
        {
            addContext(script, at: path)
        }
    }

    /// Records each edit of an aligned script at its index: a removed element at its expected
    /// index, an inserted one at its actual index, and a removal followed by an insertion as a
    /// change at the actual index, compared part by part.
    private mutating func recordEdits(of script: ElementScript, at path: DiffPath, depth: Int) {
        var expectedIndex = 0
        var actualIndex = 0
        var removed: [(index: Int, value: Any)] = []
        var inserted: [(index: Int, value: Any)] = []
        func flush(_ differ: inout Differ) {
            let paired = min(removed.count, inserted.count)
            for (old, new) in zip(removed.prefix(paired), inserted.prefix(paired)) {
                // Past the changes a message keeps, a changed element is only counted, as
                // positions that differ in place are.
                guard differ.changes.count < differ.limits.changes else {
                    differ.countChanges(1)
                    continue
                }
                differ.compare(
                    old.value, new.value, at: path.appending(.index(new.index)), depth: depth + 1)
            }
            for old in removed.dropFirst(paired) {
                differ.record(at: path.appending(.index(old.index)), .removedElement(old.value))
            }
            for new in inserted.dropFirst(paired) {
                differ.record(at: path.appending(.index(new.index)), .insertedElement(new.value))
            }
            removed.removeAll()
            inserted.removeAll()
        }
        for line in script.lines {
            switch line {
            case .removed(let value):
                // A removal after insertions starts a new edit.
                if !inserted.isEmpty { flush(&self) }
                removed.append((expectedIndex, value))
                expectedIndex += 1
            case .inserted(let value):
                inserted.append((actualIndex, value))
                actualIndex += 1
            case .same:
                flush(&self)
                expectedIndex += 1
                actualIndex += 1
            case .skipped(let count, _):
                flush(&self)
                expectedIndex += count
                actualIndex += count
            case .moreRemoved, .moreInserted:
                break
            }
            if stopped { return }
        }
        flush(&self)
    }

    /// The elements around each position that differs in place, with the rest counted.
    private static func contextLines(
        _ comparison: OrderedComparison, around positions: [Int], allShown: Bool
    ) -> ElementScript {
        let count = comparison.expectedCount
        var script = ElementScript(
            expectedCount: count, actualCount: count, firstDifference: positions.first ?? 0)
        var next = 0
        for position in positions {
            var low = max(position - elementContext, next)
            var high = min(position + elementContext, count - 1)
            if low == next + 1 { low = next }
            if high == count - 2 { high = count - 1 }
            guard low <= high else { continue }
            if low > next { script.lines.append(.skipped(low - next, allEqual: true)) }
            for index in low...high {
                let expected = comparison.expectedElement(index)
                if comparison.same(index, index) {
                    script.lines.append(.same(expected))
                } else {
                    script.lines.append(.removed(expected))
                    script.lines.append(.inserted(comparison.actualElement(index)))
                }
            }
            next = high + 1
        }
        if next < count { script.lines.append(.skipped(count - next, allEqual: allShown)) }
        return script
    }

    /// The element diff of two collections that share `prefix` leading and `suffix` trailing
    /// elements: a little of what they share, then what was removed and inserted between.
    private static func editLines(_ comparison: OrderedComparison, prefix: Int, suffix: Int)
        -> [ElementScript.Line]
    {
        var lines: [ElementScript.Line] = []
        // One element more rather than a note that one element is left out.
        let start = prefix == elementContext + 1 ? 0 : max(0, prefix - elementContext)
        if start > 0 { lines.append(.skipped(start, allEqual: true)) }
        for index in start..<prefix { lines.append(.same(comparison.expectedElement(index))) }
        let removedCount = comparison.expectedCount - suffix - prefix
        let insertedCount = comparison.actualCount - suffix - prefix
        if removedCount <= comparison.alignmentLimit, insertedCount <= comparison.alignmentLimit {
            lines += ElementScript.collapsed(
                alignedLines(
                    comparison, from: prefix, removed: removedCount, inserted: insertedCount),
                context: elementContext)
        } else {
            let shown = 5
            for index in prefix..<(prefix + min(shown, removedCount)) {
                lines.append(.removed(comparison.expectedElement(index)))
            }
            if removedCount > shown { lines.append(.moreRemoved(removedCount - shown)) }
            for index in prefix..<(prefix + min(shown, insertedCount)) {
                lines.append(.inserted(comparison.actualElement(index)))
            }
            if insertedCount > shown { lines.append(.moreInserted(insertedCount - shown)) }
        }
        let tailStart = comparison.expectedCount - suffix
        let shownAfter = suffix == elementContext + 1 ? suffix : min(elementContext, suffix)
        for index in tailStart..<(tailStart + shownAfter) {
            lines.append(.same(comparison.expectedElement(index)))
        }
        if suffix > shownAfter { lines.append(.skipped(suffix - shownAfter, allEqual: true)) }
        return lines
    }

    /// Lines up the differing stretches with the standard library's `difference(from:)`.
    private static func alignedLines(
        _ comparison: OrderedComparison, from start: Int, removed: Int, inserted: Int
    ) -> [ElementScript.Line] {
        let expectedPositions = Array(start..<(start + removed))
        let actualPositions = Array(start..<(start + inserted))
        let difference = actualPositions.difference(from: expectedPositions) {
            comparison.same($0, $1)
        }
        return ElementScript.lines(
            of: difference, removedCount: removed, insertedCount: inserted,
            expected: { comparison.expectedElement(start + $0) },
            actual: { comparison.actualElement(start + $0) })
    }
}
