/// One place where an actual value differs from the expected one.
struct Change {
    enum Kind {
        /// Two values that are simply different: `expected "Oslo", was "Bergen"`.
        case values(expected: Any?, actual: Any?)
        /// Two strings too long or too many lines to compare by eye: shown with the first
        /// differing line and column and a line diff.
        case text(expected: String, actual: String)
        /// A dictionary key the actual value lacks.
        case missingEntry(expected: Any?)
        /// A dictionary key the actual value has but should not.
        case extraEntry(actual: Any?)
        /// Set elements missing from the actual value, and elements it has in excess; each list
        /// holds the first few, sorted, and its count holds how many there are in all.
        case elements(missing: [Any], missingCount: Int, extra: [Any], extraCount: Int)
        /// An ordered collection with elements inserted or removed, shown as an element diff:
        /// for differences too large to name one by one.
        case sequence(ElementScript)
        /// An element of an ordered collection that the actual one lacks (at its expected index).
        case removedElement(Any)
        /// An element the actual ordered collection has in excess (at its actual index).
        case insertedElement(Any)
        /// Two `Data` values, from their first differing byte.
        case bytes(ByteDifference)
        /// A value a matcher of the comparison's options rejected: what it writes after the
        /// path (`expected a date within 1.0 s of …, was …`).
        case judged((inout Description) -> Void)
    }

    let path: DiffPath
    let kind: Kind
}

/// An ordered collection's elements lined up against the expected ones: equal elements,
/// removed (expected but missing) and inserted (not expected), with long equal runs counted
/// instead of shown.
struct ElementScript {
    enum Line {
        case same(Any)
        case removed(Any)
        case inserted(Any)
        /// A run of elements not shown; `allEqual` when they are known to be equal.
        case skipped(Int, allEqual: Bool)
        /// Further removed or inserted elements, counted.
        case moreRemoved(Int)
        case moreInserted(Int)
    }

    /// The lines of a `difference(from:)` between `removedCount` expected and `insertedCount`
    /// actual elements: its removals and insertions interleaved with the elements both share.
    static func lines<Element>(
        of difference: CollectionDifference<Element>, removedCount: Int, insertedCount: Int,
        expected: (Int) -> Any, actual: (Int) -> Any
    ) -> [Line] {
        var removals = Set<Int>()
        var insertions = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removals.insert(offset)
            case .insert(let offset, _, _): insertions.insert(offset)
            }
        }
        var lines: [Line] = []
        var old = 0
        var new = 0
        while old < removedCount || new < insertedCount {
            if old < removedCount, removals.contains(old) {
                lines.append(.removed(expected(old)))
                old += 1
            } else if new < insertedCount, insertions.contains(new) {
                lines.append(.inserted(actual(new)))
                new += 1
            } else if old < removedCount, new < insertedCount {
                lines.append(.same(expected(old)))
                old += 1
                new += 1
            } else {
                break
            }
        }
        return lines
    }

    var expectedCount: Int
    var actualCount: Int
    /// The first position where the collections differ.
    var firstDifference: Int
    var lines: [Line] = []

    /// How many elements the lines show as removed and as inserted.
    var changeCounts: (removed: Int, inserted: Int) {
        var removed = 0
        var inserted = 0
        for line in lines {
            switch line {
            case .removed: removed += 1
            case .inserted: inserted += 1
            case .moreRemoved(let count): removed += count
            case .moreInserted(let count): inserted += count
            case .same, .skipped: break
            }
        }
        return (removed, inserted)
    }

    /// Whether every removed and inserted element is on a line of its own, so that each can
    /// be named by its index; not so when a stretch too long to align was only counted.
    var isAligned: Bool {
        !lines.contains { line in
            switch line {
            case .moreRemoved, .moreInserted: true
            default: false
            }
        }
    }

    /// `lines` with each run of equal lines longer than `context` on both sides counted
    /// instead of shown. The lines start and end with changes, so a run at either end is one
    /// that the caller added as context and is kept.
    static func collapsed(_ lines: [Line], context: Int) -> [Line] {
        var result: [Line] = []
        var run: [Line] = []
        func flush(isEnd: Bool) {
            let keepBefore = result.isEmpty ? run.count : context
            let keepAfter = isEnd ? run.count : context
            if run.count > keepBefore + keepAfter + 1 {
                result += run.prefix(keepBefore)
                result.append(.skipped(run.count - keepBefore - keepAfter, allEqual: true))
                result += run.suffix(keepAfter)
            } else {
                result += run
            }
            run.removeAll()
        }
        for line in lines {
            if case .same = line {
                run.append(line)
            } else {
                flush(isEnd: false)
                result.append(line)
            }
        }
        flush(isEnd: true)
        return result
    }
}
