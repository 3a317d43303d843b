/// Matches a sequence whose items can be paired one to one with `items`: every item equals or
/// satisfies exactly one expectation and every expectation is used once, in any order.
///
/// Overlapping matchers are paired as well as they can be (a maximum bipartite matching), so
/// `[5, 1]` matches `containsInAnyOrder(greaterThan(0), 5)` even though `5` satisfies both.
/// Plain `Hashable` values are paired by hashing, in linear time; matchers are tried against
/// items only as far as needed.
///
/// ```swift
/// assertThat([1, 2, 3], containsInAnyOrder(2, 1, 7))
/// // Expected a sequence containing [2, 1, 7] in any order, but had no item matching 7 and an unexpected item 3
/// ```
public func containsInAnyOrder<S: Sequence>(_ items: any MatcherConvertible<S.Element>...)
    -> Matcher<S>
{
    containsInAnyOrder(items)
}

/// Matches a sequence whose items can be paired one to one with the values or matchers in the
/// array, in any order.
///
/// ```swift
/// assertThat(fetchedIDs, containsInAnyOrder(expectedIDs))
/// ```
public func containsInAnyOrder<S: Sequence>(_ items: [any MatcherConvertible<S.Element>])
    -> Matcher<S>
{
    inAnyOrder(Expectations(items))
}

/// The matcher behind every form of `containsInAnyOrder`.
private func inAnyOrder<S: Sequence>(_ expected: Expectations<S.Element>) -> Matcher<S> {
    Matcher(describe: {
        $0.append("a sequence containing ")
        let (shown, total) = expected.shownMatchers(of: 0..<expected.count)
        $0.appendDescriptions(of: shown, total: total)
        $0.append(" in any order")
    }) { actual in
        var pairing = Pairing(items: Array(actual), expected: expected)
        pairing.pairByHashing()
        pairing.pairByMatching()
        let unmatched = pairing.unmatchedExpectations
        let unexpectedPositions = pairing.unexpectedPositions
        if unmatched.isEmpty && unexpectedPositions.isEmpty { return .match }
        let (unmatchedShown, unmatchedTotal) = expected.shownMatchers(of: unmatched)
        let unexpectedItems = unexpectedPositions.map { pairing.items[$0] }
        return .mismatch { description in
            defer {
                // Only the first few are compared; two or more stand for "several".
                let compared = max(nearestExpectationLimit, 2)
                description.appendNearestDifferences(
                    expected: unmatched.lazy.compactMap { expected.value(at: $0) }
                        .prefix(compared).map { $0 as Any },
                    candidates: zip(unexpectedPositions, unexpectedItems)
                        .prefix(max(nearestCandidateLimit, 2)).map { ($0, $1 as Any) })
            }
            if !unmatched.isEmpty {
                description.appendNoItemsMatching(unmatchedShown, total: unmatchedTotal)
            }
            guard !unexpectedItems.isEmpty else { return }
            description.append(unmatched.isEmpty ? "had " : " and ")
            if unexpectedItems.count == 1 {
                description.append("an unexpected item \(value: unexpectedItems[0])")
            } else {
                description.append("unexpected items ")
                description.appendValues(unexpectedItems)
            }
        }
    }
}

/// The expectations of one `containsInAnyOrder`: plain values, which are paired by hashing
/// where their type allows it, and matchers. A matcher is made only for an expectation that a
/// search or a message needs, so that a long list of plain values makes none.
private struct Expectations<Element> {
    let count: Int
    /// The plain values among the expectations, in order.
    let values: [Element]
    /// For each expectation, the position of its value in `values`, or -1 for a matcher; `nil`
    /// when every expectation is a plain value.
    let valueIndex: [Int]?
    /// For each value, the expectation it stands for; `nil` as for `valueIndex`.
    let positionOfValue: [Int]?
    /// The matcher that an expectation stands for.
    let matcher: (Int) -> Matcher<Element>

    init(values: [Element]) where Element: Equatable {
        count = values.count
        self.values = values
        valueIndex = nil
        positionOfValue = nil
        matcher = { equalTo(values[$0]) }
    }

    init(_ items: [any MatcherConvertible<Element>]) {
        var values: [Element] = []
        var valueIndex = [Int](repeating: -1, count: items.count)
        var positionOfValue: [Int] = []
        for (position, item) in items.enumerated() {
            guard let value = plainValue(of: item) else { continue }
            valueIndex[position] = values.count
            values.append(value)
            positionOfValue.append(position)
        }
        count = items.count
        self.values = values
        let allValues = values.count == items.count
        self.valueIndex = allValues ? nil : valueIndex
        self.positionOfValue = allValues ? nil : positionOfValue
        matcher = { items[$0].asMatcher() }
    }

    /// The plain value that an expectation stands for, or `nil` for a matcher.
    func value(at expectation: Int) -> Element? {
        guard let valueIndex else { return values[expectation] }
        let index = valueIndex[expectation]
        return index < 0 ? nil : values[index]
    }

    /// The expectation that `values[index]` stands for.
    func expectation(ofValue index: Int) -> Int { positionOfValue?[index] ?? index }

    /// The matchers of the given expectations, as many as a message lists: a list of matcher
    /// descriptions shows at most that many.
    func shownMatchers(of expectations: some Collection<Int>) -> (
        shown: [Matcher<Element>], total: Int
    ) {
        (expectations.prefix(ValueRenderer.elementLimit).map(matcher), expectations.count)
    }
}

/// A one-to-one pairing of items with expectations, grown to the largest possible.
///
/// Items that equal a plain `Hashable` expectation are paired first through a hash table:
/// equal items are interchangeable, so giving them to the equal values loses nothing. The
/// remaining items and matcher expectations are paired greedily, then with one lazy pass of
/// augmenting paths, then by Hopcroft–Karp for whatever that pass missed. Each item tries the
/// expectations starting at its own position, so items that arrive in the expected order pair
/// in one step each, and each item–matcher pair is evaluated at most once, only when a search
/// reaches it. When that lazy search evaluates a large share of the pairs anyway (matchers that
/// overlap a lot), it stops, the pairs it has not reached are evaluated in one sweep, and the
/// pairing starts again from the whole graph by degrees (Karp–Sipser).
private struct Pairing<Element> {
    let items: [Element]
    let expected: Expectations<Element>
    /// Whether each expectation was paired by hashing (a plain value of a `Hashable` type),
    /// whether or not an equal item was found.
    private var hashed: [Bool]

    /// The expectation each item is paired with, or -1.
    private var expectationOfItem: [Int]
    /// The item each expectation is paired with, or -1.
    private var itemOfExpectation: [Int]

    init(items: [Element], expected: Expectations<Element>) {
        self.items = items
        self.expected = expected
        hashed = Array(repeating: false, count: expected.count)
        expectationOfItem = Array(repeating: -1, count: items.count)
        itemOfExpectation = Array(repeating: -1, count: expected.count)
    }

    var unmatchedExpectations: [Int] { unlinked(itemOfExpectation) }

    /// The positions of the items that no expectation took.
    var unexpectedPositions: [Int] { unlinked(expectationOfItem) }

    private mutating func pair(item: Int, expectation: Int) {
        expectationOfItem[item] = expectation
        itemOfExpectation[expectation] = item
    }

    mutating func pairByHashing() {
        let values = expected.values
        guard !values.isEmpty else { return }
        if let typed = items as? any HashableItems, let paired = typed.paired(with: values) {
            // Indices only: a call into `expected` per item would look up its type's metadata.
            let positions = expected.positionOfValue
            for item in paired.indices where paired[item] >= 0 {
                let expectation = positions?[paired[item]] ?? paired[item]
                expectationOfItem[item] = expectation
                itemOfExpectation[expectation] = item
            }
            if let positions = expected.positionOfValue {
                for expectation in positions { hashed[expectation] = true }
            } else {
                hashed = Array(repeating: true, count: expected.count)
            }
            return
        }
        // Items of a type that is not `Hashable` itself (`Any`, a protocol) may still hold
        // hashable values: each is looked up through `AnyHashable`.
        var waiting: [AnyHashable: [Int]] = [:]
        for (index, value) in values.enumerated().reversed() {
            guard let key = value as? AnyHashable else { continue }
            let expectation = expected.expectation(ofValue: index)
            waiting[key, default: []].append(expectation)
            hashed[expectation] = true
        }
        guard !waiting.isEmpty else { return }
        for (item, value) in items.enumerated() {
            guard let key = value as? AnyHashable,
                let expectation = waiting[key]?.popLast()
            else { continue }
            pair(item: item, expectation: expectation)
        }
    }

    mutating func pairByMatching() {
        // A plain value left unpaired here has no equal item left: only matchers take part.
        let pending = unlinked(expectationOfItem)
        guard !pending.isEmpty else { return }
        let expectations = unlinked(itemOfExpectation).filter { !hashed[$0] }
        guard !expectations.isEmpty else { return }
        let candidates = pending.map { items[$0] }
        // One closure per expectation that takes an item's position: the search below then
        // runs on positions only, and no step of it looks up the element type's metadata, as
        // calling a generic matcher from this generic code would on every evaluation.
        let matchers = expectations.map(expected.matcher)
        let acceptors: [(Int) -> Bool] = matchers.map { matcher in
            let test = matcher.valueTest()
            return { item in test(candidates[item]) }
        }
        let accepts: (Int, Int) -> Bool = { item, slot in acceptors[slot](item) }
        let owner = LargestPairing.owners(
            itemCount: pending.count, slotCount: expectations.count, accepts: accepts,
            sweep: { graph in Self.sweep(graph, candidates: candidates, matchers: matchers) })
        for (slot, item) in owner.enumerated() {
            guard let item else { continue }
            pair(item: pending[item], expectation: expectations[slot])
        }
    }

    /// Every edge: those `graph` found, and those among the pairs it did not reach, each of
    /// which is evaluated once, one matcher at a time.
    private static func sweep(
        _ graph: LazyGraph, candidates: [Element], matchers: [Matcher<Element>]
    ) -> DenseGraph {
        let itemCount = candidates.count
        let slotCount = matchers.count
        let dense = DenseGraph(itemCount: itemCount, slotCount: slotCount)
        let words = dense.columnWords
        let evaluated = UnsafeMutablePointer<UInt>.allocate(capacity: slotCount * words)
        evaluated.initialize(repeating: 0, count: slotCount * words)
        defer { evaluated.deallocate() }
        for item in 0..<itemCount {
            // `graph` tried each item against the first slots of its scan order.
            for step in 0..<graph.scannedCount(of: item) {
                let slot = graph.slot(of: item, step: step)
                evaluated[slot * words + item / wordBits] |= bit(item)
            }
            for slot in graph.edges(of: item) { dense.add(item: item, slot: slot) }
        }
        candidates.withUnsafeBufferPointer { items in
            for slot in 0..<slotCount {
                matchers[slot].markAccepted(
                    items, skipping: evaluated + slot * words, in: dense, slot: slot)
            }
        }
        return dense
    }

}

/// The positions in `links` that link to nothing (-1). A loop over a buffer: `filter` over a
/// range costs a generic call per element in an unoptimized build.
private func unlinked(_ links: [Int]) -> [Int] {
    links.withUnsafeBufferPointer { links in
        var positions: [Int] = []
        var position = 0
        while position < links.count {
            if links[position] < 0 { positions.append(position) }
            position += 1
        }
        return positions
    }
}

/// Arrays of a `Hashable` type pair their elements with equal plain values through a typed
/// hash table, without boxing each value in `AnyHashable`.
private protocol HashableItems {
    /// For each element, the position of the first unused equal value in `values`, or -1;
    /// `nil` when `values` is not an array of the element type.
    func paired(with values: Any) -> [Int]?
}

extension Array: HashableItems where Element: Hashable {
    func paired(with values: Any) -> [Int]? {
        guard let values = values as? [Element] else { return nil }
        return pairEqual(self, values)
    }
}

/// For each item, the position of the first unused value equal to it, or -1. Specialized for
/// the commonest element types: a generic hash table calls through witness tables for every
/// hash and comparison.
@_specialize(where Element == Int)
@_specialize(where Element == String)
private func pairEqual<Element: Hashable>(_ items: [Element], _ values: [Element]) -> [Int] {
    // The unused positions of each value, as a list threaded through `next`, lowest first,
    // ending in -1: no array per value, and a used-up value keeps its slot in the table.
    var first: [Element: Int] = [:]
    first.reserveCapacity(values.count)
    var next = [Int](repeating: -1, count: values.count)
    var position = values.count
    while position > 0 {
        position -= 1
        if let following = first.updateValue(position, forKey: values[position]) {
            next[position] = following
        }
    }
    var paired = [Int](repeating: -1, count: items.count)
    for item in items.indices {
        guard let index = first.index(forKey: items[item]) else { continue }
        let position = first.values[index]
        guard position >= 0 else { continue }
        paired[item] = position
        first.values[index] = next[position]
    }
    return paired
}

extension Matcher {
    /// Adds an edge to `slot` for each of `items` that this matcher accepts, leaving out those
    /// whose bit is set in `skipped`. A comparison is applied as it is, not through a closure
    /// around it, which in an unoptimized build would double the cost of each evaluation.
    fileprivate func markAccepted(
        _ items: UnsafeBufferPointer<Subject>, skipping skipped: UnsafePointer<UInt>,
        in graph: DenseGraph, slot: Int
    ) {
        let edges = SlotEdges(graph, slot: slot)
        if case .comparison(let (value, relation, _, _)) = kind {
            markEdges(items, skipping: skipped, into: edges, value: value, relation: relation)
        } else {
            markEdges(items, skipping: skipped, into: edges, test: valueTest())
        }
    }
}

/// Where the edges of one expectation slot go: its column, and its bit in each item's row.
private struct SlotEdges {
    let column: UnsafeMutablePointer<UInt>
    /// The word of the first row that holds the slot's bit.
    let rowWord: UnsafeMutablePointer<UInt>
    let rowWords: Int
    let slotBit: UInt

    init(_ graph: DenseGraph, slot: Int) {
        column = graph.columns + slot * graph.columnWords
        rowWord = graph.rows + slot / wordBits
        rowWords = graph.rowWords
        slotBit = bit(slot)
    }
}

// The two loops below differ only in how they test an item. They work a word of bits at a
// time, so that no item costs a division; the element types that lists hold most often get
// code of their own, which copies items without calling through their type's value witnesses.

/// Adds an edge for each of `items` that stands in `relation` to `value`, except the `skipped` ones.
@_specialize(where Item == Int)
@_specialize(where Item == String)
private func markEdges<Item>(
    _ items: UnsafeBufferPointer<Item>, skipping skipped: UnsafePointer<UInt>,
    into edges: SlotEdges, value: Item, relation: HeldRelation<Item>
) {
    guard let base = items.baseAddress else { return }
    let count = items.count
    let words = (count + wordBits - 1) / wordBits
    var word = 0
    while word < words {
        var open = ~skipped[word]
        if word == words - 1 && count % wordBits != 0 { open &= bit(count) &- 1 }
        let start = word * wordBits
        var found: UInt = 0
        while open != 0 {
            let item = start + open.trailingZeroBitCount
            open &= open &- 1
            if holds(relation, base[item], value) {
                found |= bit(item)
                edges.rowWord[item * edges.rowWords] |= edges.slotBit
            }
        }
        edges.column[word] |= found
        word += 1
    }
}

/// Adds an edge for each of `items` that passes `test`, except the `skipped` ones.
@_specialize(where Item == Int)
@_specialize(where Item == String)
private func markEdges<Item>(
    _ items: UnsafeBufferPointer<Item>, skipping skipped: UnsafePointer<UInt>,
    into edges: SlotEdges, test: (Item) -> Bool
) {
    guard let base = items.baseAddress else { return }
    let count = items.count
    let words = (count + wordBits - 1) / wordBits
    var word = 0
    while word < words {
        var open = ~skipped[word]
        if word == words - 1 && count % wordBits != 0 { open &= bit(count) &- 1 }
        let start = word * wordBits
        var found: UInt = 0
        while open != 0 {
            let item = start + open.trailingZeroBitCount
            open &= open &- 1
            if test(base[item]) {
                found |= bit(item)
                edges.rowWord[item * edges.rowWords] |= edges.slotBit
            }
        }
        edges.column[word] |= found
        word += 1
    }
}

/// Matches a sequence of exactly `items`, in any order, for values of any `Equatable` type, the caller's own included. To mix
/// values with matchers, write `equalTo(value)` around each value.
///
/// ```swift
/// assertThat(cart.lines, containsInAnyOrder(rake, mug))
/// ```
@_disfavoredOverload
public func containsInAnyOrder<S: Sequence>(_ items: S.Element...) -> Matcher<S>
where S.Element: Equatable {
    inAnyOrder(Expectations(values: items))
}

/// Matches a sequence of exactly `items`, in any order, given as an array of values of any `Equatable` type.
///
/// ```swift
/// assertThat(cart.lines, containsInAnyOrder(expectedLines))
/// ```
// Not disfavored, unlike the other plain-value forms: an array already typed `[Int]` would
// otherwise take the matcher form, and the caller would convert each element to
// `any MatcherConvertible` through a runtime cast, 8 ms for 10,000 elements. Array literals
// still take the matcher form, so values and matchers mix in them as before.
public func containsInAnyOrder<S: Sequence>(_ items: [S.Element]) -> Matcher<S>
where S.Element: Equatable {
    inAnyOrder(Expectations(values: items))
}
