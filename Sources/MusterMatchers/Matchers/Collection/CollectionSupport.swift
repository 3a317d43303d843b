// Shared pieces of the collection and dictionary matchers: keeping the items a mismatch will
// show, and writing bounded lists so that a huge input still gives a short message.

/// The number of mismatch clauses (one per failing item or entry) a message lists before it
/// counts the rest.
let clauseLimit = 10

/// The path a collection matcher puts before an item's mismatch: `item 2`.
func itemPath(_ index: Int) -> String { "item \(index)" }

/// The path a dictionary matcher puts before an entry's mismatch: `["key"]`.
func keyPath(_ key: Any?) -> String { "[\(ValueRenderer.render(key, limit: 200))]" }

/// The value a matcher-or-value argument holds when it is a plain value of exactly `T`, which
/// stands for `equalTo(value)`; `nil` when it is a matcher. Lets a matcher look a plain value
/// up by hashing instead of trying it against every item.
func plainValue<T>(of item: any MatcherConvertible<T>) -> T? {
    // Comparing types first spares the common cases a cast that looks up a conformance.
    let type = type(of: item) as Any.Type
    if type == (T.self as Any.Type) { return item as? T }
    if type == (Matcher<T>.self as Any.Type) { return nil }
    if let held = item as? any HoldsPlainValue { return held.plainValue as? T }
    return nil
}

/// The first items of a sequence and how many it had, kept while a matcher reads it once, so
/// that a mismatch can show them without reading the sequence again. Inlinable, so that the
/// matchers that keep one specialize for the sequence they read.
@usableFromInline
package struct ItemSample<Element> {
    /// The items kept: as many as a rendered list shows.
    @usableFromInline package var items: [Element] = []
    /// How many items were read.
    @usableFromInline package var count = 0
    /// How many items to keep.
    @usableFromInline let limit: Int

    @usableFromInline
    package init() { limit = ValueRenderer.elementLimit }

    @inlinable
    package mutating func append(_ item: Element) {
        if items.count < limit { items.append(item) }
        count += 1
    }
}

/// Whether `sequence` is a set or a dictionary, whose order of iteration means nothing: a
/// mismatch shows such a collection as itself, sorted by the renderer, so that the message
/// reads the same from one run to the next.
func isUnordered(_ sequence: some Sequence) -> Bool {
    switch Mirror(reflecting: sequence).displayStyle {
    case .set?, .dictionary?: true
    default: false
    }
}

extension Description {
    /// Appends the sampled items as a list: `[1, 2, … 98 more]`.
    mutating func appendItems<Element>(_ sample: ItemSample<Element>) {
        appendItems(sample.items, total: sample.count)
    }

    /// Appends what a matcher read of `sequence`: a set or a dictionary as itself, sorted
    /// (`Set([1, 5, 7])`), any other sequence as the items sampled while reading it.
    mutating func appendItems<S: Sequence>(of sequence: S, sample: ItemSample<S.Element>) {
        if isUnordered(sequence) { return appendValue(sequence) }
        appendItems(sample)
    }

    /// Appends the first items of a sequence as a list, counting the rest up to `total`; a `nil`
    /// total (the sequence was not read to its end) leaves the rest uncounted: `[1, 2, … more]`.
    mutating func appendItems<Element>(_ items: [Element], total: Int?) {
        appendBoundedList(
            items, total: total ?? items.count, countsRest: total != nil,
            limit: ValueRenderer.elementLimit
        ) { $0.appendValue($1) }
    }

    /// Appends values as a list, `[1, 2]`, bounded like a rendered collection.
    mutating func appendValues(_ values: [some Any]) {
        appendBoundedList(values, total: values.count, limit: ValueRenderer.elementLimit) {
            $0.appendValue($1)
        }
    }

    /// Appends matcher descriptions as a list, `[1, a value greater than 2]`, bounded like a
    /// rendered collection.
    /// `total` counts matchers past the end of `matchers`, when only the first few were made.
    mutating func appendDescriptions<Subject>(of matchers: [Matcher<Subject>], total: Int? = nil) {
        appendBoundedList(
            matchers, total: total ?? matchers.count, limit: ValueRenderer.elementLimit
        ) {
            $0.appendDescription(of: $1)
        }
    }

    /// Appends already rendered pieces sorted, `["a", "b"]`, so that an unordered collection
    /// (a dictionary's keys or values) always reads the same way.
    mutating func appendSorted(_ values: some Sequence) {
        let pieces = values.map { ValueRenderer.render($0, limit: 200) }.sorted()
        appendBoundedList(pieces, total: pieces.count, limit: ValueRenderer.elementLimit) {
            $0.append($1)
        }
    }

    /// Appends clauses separated by commas, listing at most ``clauseLimit`` of them and
    /// counting the rest: `item 1: was -2, item 3: was -5, … and 37 more failing items`.
    mutating func appendClauses(
        _ clauses: [MatchResult], total: Int, rest: String = "failing items"
    ) {
        for (index, clause) in clauses.prefix(clauseLimit).enumerated() {
            if index > 0 { append(", ") }
            appendMismatch(of: clause)
        }
        let shown = min(clauses.count, clauseLimit)
        if total > shown { append(", … and \(total - shown) more \(rest)") }
    }

    /// Writes `[a, b, … n more]`: at most `limit` elements and about
    /// `ValueRenderer.defaultLimit` characters, then a count of the rest.
    mutating func appendBoundedList<Element>(
        _ elements: [Element], total: Int, countsRest: Bool = true, limit: Int,
        _ appendElement: (inout Description, Element) -> Void
    ) {
        let start = text.utf8.count
        append("[")
        var shown = 0
        for element in elements {
            if shown >= limit || text.utf8.count - start >= ValueRenderer.defaultLimit { break }
            if shown > 0 { append(", ") }
            appendElement(&self, element)
            shown += 1
        }
        if shown < total || !countsRest {
            if shown > 0 { append(", ") }
            let rest = countsRest ? "\(ValueRenderer.Output.grouped(total - shown)) " : ""
            append("… \(rest)more")
        }
        append("]")
    }
}

/// The items that failed, kept up to the number a message lists, and how many failed in all.
@usableFromInline
package struct FailingItems {
    private var shown: [MatchResult] = []
    private var count = 0

    @usableFromInline
    package init() {}

    @usableFromInline
    package mutating func record(_ result: MatchResult, at index: Int) {
        count += 1
        if shown.count < clauseLimit { shown.append(result.at(itemPath(index))) }
    }

    /// A match when nothing failed, otherwise `item 1: was -2, item 3: was -5`.
    @usableFromInline
    package var result: MatchResult {
        guard count > 0 else { return .match }
        let shown = shown
        let count = count
        return .mismatch { $0.appendClauses(shown, total: count) }
    }
}

extension Description {
    /// Appends `had no item matching 5`, or for several `had no items matching [5, 6]`.
    /// `total` counts matchers past the end of `matchers`, when only the first few were made.
    mutating func appendNoItemsMatching<Element>(_ matchers: [Matcher<Element>], total: Int? = nil)
    {
        if (total ?? matchers.count) == 1 {
            append("had no item matching \(matchers[0])")
        } else {
            append("had no items matching ")
            appendDescriptions(of: matchers, total: total)
        }
    }
}

/// How a mismatch shows a sequence judged by its first items: a collection whole (the
/// renderer bounds it), any other sequence, which may not be read twice, as the items read
/// plus what `iterator` still gives, up to the renderer's limit.
func mismatchShowing<S: Sequence>(
    _ actual: S, read: [S.Element], rest iterator: inout S.Iterator
) -> MatchResult {
    if actual is any Collection { return .mismatch(was: actual) }
    var items = read
    while items.count < ValueRenderer.elementLimit, let item = iterator.next() {
        items.append(item)
    }
    let total = iterator.next() == nil ? items.count : nil
    return .mismatch {
        $0.append("was ")
        $0.appendItems(items, total: total)
    }
}

/// What a description shows of an expected sequence: itself when it is a collection (a string
/// stays a string), otherwise the elements read from it.
func shown<S: Sequence>(_ sequence: S, elements: [S.Element]) -> Any {
    sequence is any Collection ? sequence : elements
}
