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
        let pairCount = pending.count.multipliedReportingOverflow(by: expectations.count)
        // Past this share of the pairs, a sweep through the rest costs less than searching on.
        let budget =
            !pairCount.overflow && sweepablePairs.contains(pairCount.partialValue)
            ? max(pairCount.partialValue / 64, 4 * (pending.count + expectations.count)) : .max
        var graph = LazyGraph(
            itemCount: pending.count, slotCount: expectations.count, budget: budget,
            accepts: accepts)
        var owner: [Int?] = Array(repeating: nil, count: expectations.count)
        var partner: [Int?] = Array(repeating: nil, count: pending.count)
        // Greedy first: most items find a free expectation without any search.
        for item in pending.indices {
            while let slot = graph.nextNewEdge(of: item) {
                guard owner[slot] == nil else { continue }
                owner[slot] = item
                partner[item] = slot
                break
            }
        }
        // One cheap pass of depth-first searches that share one visited mark per slot reads
        // only the edges it needs, so chains of reassignment cost one evaluation per link.
        // It may miss paths that its own flips opened; Hopcroft–Karp finds those.
        if !graph.exhausted {
            var visited = Array(repeating: false, count: expectations.count)
            for root in pending.indices where partner[root] == nil {
                _ = Self.augment(
                    from: root, graph: &graph, owner: &owner, partner: &partner,
                    visited: &visited)
            }
        }
        if !graph.exhausted {
            Self.completeByLayers(graph: &graph, owner: &owner, partner: &partner)
        }
        if graph.exhausted {
            let dense = Self.sweep(graph, candidates: candidates, matchers: matchers)
            (owner, partner) = dense.pairByDegrees()
            if owner.contains(nil) && partner.contains(nil) {
                var known = dense.lazyGraph()
                Self.completeByLayers(graph: &known, owner: &owner, partner: &partner)
            }
        }
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
            // `graph` tried each item against the slots from its own position on.
            var slot = item % slotCount
            for _ in 0..<graph.scannedCount(of: item) {
                evaluated[slot * words + item / wordBits] |= bit(item)
                slot = slot + 1 == slotCount ? 0 : slot + 1
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

    /// Looks for a path from an unpaired item through paired ones to a free expectation, and
    /// flips the pairs along it; `true` if it found one. Iterative, so that long paths cannot
    /// overflow the stack. Visited slots are not explored again.
    private static func augment(
        from root: Int, graph: inout LazyGraph, owner: inout [Int?], partner: inout [Int?],
        visited: inout [Bool]
    ) -> Bool {
        // Each frame: an item, how many of its edges it has tried, and the slot it came through.
        var stack: [(item: Int, tried: Int, via: Int)] = [(root, 0, -1)]
        while let top = stack.last {
            guard let slot = graph.edge(of: top.item, at: top.tried) else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].tried += 1
            if visited[slot] { continue }
            visited[slot] = true
            guard let holder = owner[slot] else {
                flip(
                    stack.lazy.map { ($0.item, $0.via) }, to: slot, owner: &owner, partner: &partner
                )
                return true
            }
            stack.append((holder, 0, slot))
        }
        return false
    }

    /// Hopcroft–Karp: each phase layers the items by their distance from the unpaired ones
    /// (breadth first) and then flips a maximal set of disjoint shortest augmenting paths
    /// (depth first, along the layers), so O(√V) phases of O(E) each suffice. Only items the
    /// layering reaches have their remaining expectations evaluated; a layering that reaches
    /// no free expectation proves the pairing is the largest.
    private static func completeByLayers(
        graph: inout LazyGraph, owner: inout [Int?], partner: inout [Int?]
    ) {
        let unreached = Int.max
        var layer = Array(repeating: unreached, count: partner.count)
        var next = Array(repeating: 0, count: partner.count)
        var queue: [Int] = []
        queue.reserveCapacity(partner.count)
        while true {
            queue.removeAll(keepingCapacity: true)
            for item in partner.indices {
                if partner[item] == nil {
                    layer[item] = 0
                    queue.append(item)
                } else {
                    layer[item] = unreached
                }
            }
            guard !queue.isEmpty else { return }
            // The layer of the first item that reaches a free expectation: paths end there.
            var last = unreached
            var head = 0
            while head < queue.count {
                let item = queue[head]
                head += 1
                if layer[item] > last { break }
                for slot in graph.allEdges(of: item) {
                    guard let holder = owner[slot] else {
                        last = min(last, layer[item])
                        continue
                    }
                    if layer[holder] == unreached {
                        layer[holder] = layer[item] + 1
                        queue.append(holder)
                    }
                }
            }
            // Out of budget, the layering may have missed edges: the caller sweeps them.
            guard last != unreached, !graph.exhausted else { return }
            for item in next.indices { next[item] = 0 }
            for root in partner.indices where partner[root] == nil && layer[root] == 0 {
                var stack: [(item: Int, via: Int)] = [(root, -1)]
                while let top = stack.last {
                    guard let slot = graph.edge(of: top.item, at: next[top.item]) else {
                        // A dead end for the rest of the phase.
                        layer[top.item] = unreached
                        stack.removeLast()
                        continue
                    }
                    next[top.item] += 1
                    guard let holder = owner[slot] else {
                        if layer[top.item] != last { continue }
                        flip(stack, to: slot, owner: &owner, partner: &partner)
                        break
                    }
                    if layer[top.item] < last && layer[holder] == layer[top.item] + 1 {
                        stack.append((holder, slot))
                    }
                }
            }
        }
    }

    /// Gives each item on the path the slot after it, the last one taking `slot`.
    private static func flip(
        _ path: some BidirectionalCollection<(item: Int, via: Int)>, to slot: Int,
        owner: inout [Int?], partner: inout [Int?]
    ) {
        var target = slot
        for frame in path.reversed() {
            owner[target] = frame.item
            partner[frame.item] = target
            target = frame.via
        }
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

/// How many item–matcher pairs a pairing may sweep through when its lazy search has used up its
/// budget: below this range the search is cheap whatever it evaluates, above it the bits of the
/// whole graph take too much memory.
private let sweepablePairs = (1 << 14)...(1 << 24)

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

/// Which expectations each item satisfies, found out only when asked: each item scans the
/// expectations from its own position onwards, wrapping around, and remembers what matched.
/// Past its budget of evaluations it reports no more edges and marks itself exhausted.
private struct LazyGraph {
    let slotCount: Int
    let accepts: (Int, Int) -> Bool
    private var edges: [[Int]]
    private var scanned: [Int]
    private var budget: Int
    private(set) var exhausted = false

    init(itemCount: Int, slotCount: Int, budget: Int, accepts: @escaping (Int, Int) -> Bool) {
        self.slotCount = slotCount
        self.accepts = accepts
        self.budget = budget
        edges = Array(repeating: [], count: itemCount)
        scanned = Array(repeating: 0, count: itemCount)
    }

    /// A graph whose edges are all known already.
    init(edges: [[Int]], slotCount: Int) {
        self.slotCount = slotCount
        accepts = { _, _ in false }
        budget = 0
        self.edges = edges
        scanned = Array(repeating: slotCount, count: edges.count)
    }

    /// The expectation slots found so far that `item` satisfies.
    func edges(of item: Int) -> [Int] { edges[item] }

    /// How many slots `item` has been tried against: those from its own position on.
    func scannedCount(of item: Int) -> Int { scanned[item] }

    /// The `index`-th expectation slot that `item` satisfies, scanning further when needed.
    mutating func edge(of item: Int, at index: Int) -> Int? {
        while edges[item].count <= index {
            guard nextNewEdge(of: item) != nil else { return nil }
        }
        return edges[item][index]
    }

    /// Every expectation slot that `item` satisfies, scanning the rest first.
    mutating func allEdges(of item: Int) -> [Int] {
        while nextNewEdge(of: item) != nil {}
        return edges[item]
    }

    /// Scans on to the next expectation slot that `item` satisfies and records it.
    mutating func nextNewEdge(of item: Int) -> Int? {
        while scanned[item] < slotCount {
            guard budget > 0 else {
                exhausted = true
                return nil
            }
            budget -= 1
            let slot = (item + scanned[item]) % slotCount
            scanned[item] += 1
            if accepts(item, slot) {
                edges[item].append(slot)
                return slot
            }
        }
        return nil
    }
}

/// Every item–expectation edge, as bit rows per item and bit columns per expectation slot.
/// The bits, and the Karp–Sipser state, live in memory of their own: through pointers, an
/// unoptimized build indexes them without a call per access.
private final class DenseGraph {
    let itemCount: Int
    let slotCount: Int
    /// Words per row (one bit per slot) and per column (one bit per item).
    let rowWords: Int
    let columnWords: Int
    let rows: UnsafeMutablePointer<UInt>
    let columns: UnsafeMutablePointer<UInt>

    init(itemCount: Int, slotCount: Int) {
        self.itemCount = itemCount
        self.slotCount = slotCount
        rowWords = (slotCount + wordBits - 1) / wordBits
        columnWords = (itemCount + wordBits - 1) / wordBits
        rows = .allocate(capacity: itemCount * rowWords)
        rows.initialize(repeating: 0, count: itemCount * rowWords)
        columns = .allocate(capacity: slotCount * columnWords)
        columns.initialize(repeating: 0, count: slotCount * columnWords)
    }

    deinit {
        rows.deallocate()
        columns.deallocate()
    }

    func add(item: Int, slot: Int) {
        rows[item * rowWords + slot / wordBits] |= bit(slot)
        columns[slot * columnWords + item / wordBits] |= bit(item)
    }

    /// The same edges as lists, for Hopcroft–Karp.
    func lazyGraph() -> LazyGraph {
        let edges = (0..<itemCount).map { item in
            var slots: [Int] = []
            let row = rows + item * rowWords
            for word in 0..<rowWords {
                var remaining = row[word]
                while remaining != 0 {
                    slots.append(word * wordBits + remaining.trailingZeroBitCount)
                    remaining &= remaining &- 1
                }
            }
            return slots
        }
        return LazyGraph(edges: edges, slotCount: slotCount)
    }

    /// Karp–Sipser: a vertex left with one free neighbour is paired with it, which some largest
    /// pairing always does; when none is left, the free item with the fewest free neighbours
    /// takes its free neighbour with the fewest. Returns each slot's item and each item's slot.
    func pairByDegrees() -> (owner: [Int?], partner: [Int?]) {
        let (itemCount, slotCount, rowWords, columnWords) = (
            self.itemCount, self.slotCount, self.rowWords, self.columnWords
        )
        let (rows, columns) = (self.rows, self.columns)
        let owner = UnsafeMutablePointer<Int>.allocate(capacity: slotCount)
        owner.initialize(repeating: -1, count: slotCount)
        let partner = UnsafeMutablePointer<Int>.allocate(capacity: itemCount)
        partner.initialize(repeating: -1, count: itemCount)
        let freeSlots = allSet(count: slotCount)
        let freeItems = allSet(count: itemCount)
        let slotDegree = UnsafeMutablePointer<Int>.allocate(capacity: slotCount)
        let itemDegree = UnsafeMutablePointer<Int>.allocate(capacity: itemCount)
        // Vertices whose degree fell to one, an item as itself and a slot as its complement:
        // each enters once at most, when it starts at one or when it falls from two.
        let forced = UnsafeMutablePointer<Int>.allocate(capacity: itemCount + slotCount)
        var forcedCount = 0
        defer {
            for storage in [owner, partner, slotDegree, itemDegree, forced] {
                storage.deallocate()
            }
            freeSlots.deallocate()
            freeItems.deallocate()
        }
        for item in 0..<itemCount {
            itemDegree[item] = count(rows + item * rowWords, words: rowWords)
            if itemDegree[item] == 1 {
                forced[forcedCount] = item
                forcedCount += 1
            }
        }
        for slot in 0..<slotCount {
            slotDegree[slot] = count(columns + slot * columnWords, words: columnWords)
            if slotDegree[slot] == 1 {
                forced[forcedCount] = ~slot
                forcedCount += 1
            }
        }

        func pair(_ item: Int, _ slot: Int) {
            partner[item] = slot
            owner[slot] = item
            freeItems[item / wordBits] &= ~bit(item)
            freeSlots[slot / wordBits] &= ~bit(slot)
            let row = rows + item * rowWords
            var word = 0
            while word < rowWords {
                var remaining = row[word] & freeSlots[word]
                while remaining != 0 {
                    let neighbour = word * wordBits + remaining.trailingZeroBitCount
                    remaining &= remaining &- 1
                    slotDegree[neighbour] -= 1
                    if slotDegree[neighbour] == 1 {
                        forced[forcedCount] = ~neighbour
                        forcedCount += 1
                    }
                }
                word += 1
            }
            let column = columns + slot * columnWords
            word = 0
            while word < columnWords {
                var remaining = column[word] & freeItems[word]
                while remaining != 0 {
                    let neighbour = word * wordBits + remaining.trailingZeroBitCount
                    remaining &= remaining &- 1
                    itemDegree[neighbour] -= 1
                    if itemDegree[neighbour] == 1 {
                        forced[forcedCount] = neighbour
                        forcedCount += 1
                    }
                }
                word += 1
            }
        }

        while true {
            while forcedCount > 0 {
                forcedCount -= 1
                let vertex = forced[forcedCount]
                if vertex >= 0 {
                    guard partner[vertex] < 0, itemDegree[vertex] == 1 else { continue }
                    pair(
                        vertex,
                        firstBit(rows + vertex * rowWords, masked: freeSlots, words: rowWords))
                } else {
                    let slot = ~vertex
                    guard owner[slot] < 0, slotDegree[slot] == 1 else { continue }
                    pair(
                        firstBit(
                            columns + slot * columnWords, masked: freeItems, words: columnWords),
                        slot)
                }
            }
            var item = -1
            var fewest = Int.max
            for candidate in 0..<itemCount
            where partner[candidate] < 0 && itemDegree[candidate] > 0
                && itemDegree[candidate] < fewest
            {
                item = candidate
                fewest = itemDegree[candidate]
            }
            guard item >= 0 else { break }
            var slot = -1
            fewest = Int.max
            let row = rows + item * rowWords
            for word in 0..<rowWords {
                var remaining = row[word] & freeSlots[word]
                while remaining != 0 {
                    let candidate = word * wordBits + remaining.trailingZeroBitCount
                    remaining &= remaining &- 1
                    if slotDegree[candidate] < fewest {
                        slot = candidate
                        fewest = slotDegree[candidate]
                    }
                }
            }
            pair(item, slot)
        }
        return (
            (0..<slotCount).map { owner[$0] < 0 ? nil : owner[$0] },
            (0..<itemCount).map { partner[$0] < 0 ? nil : partner[$0] }
        )
    }
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

/// Bits per word of a bit set.
private var wordBits: Int {
    @_transparent get { UInt.bitWidth }
}

/// The bit that stands for `index` in its word.
@_transparent
private func bit(_ index: Int) -> UInt { 1 &<< UInt(bitPattern: index % wordBits) }

/// Bits for `count` members, all set; the caller deallocates them.
private func allSet(count: Int) -> UnsafeMutablePointer<UInt> {
    let words = (count + wordBits - 1) / wordBits
    let bits = UnsafeMutablePointer<UInt>.allocate(capacity: words)
    bits.initialize(repeating: .max, count: words)
    if count % wordBits != 0 { bits[words - 1] = bit(count) &- 1 }
    return bits
}

/// How many bits are set.
private func count(_ bits: UnsafeMutablePointer<UInt>, words: Int) -> Int {
    var total = 0
    for word in 0..<words { total += bits[word].nonzeroBitCount }
    return total
}

/// The first member of `bits` that `mask` also holds; one must exist.
private func firstBit(
    _ bits: UnsafeMutablePointer<UInt>, masked mask: UnsafeMutablePointer<UInt>, words: Int
) -> Int {
    var word = 0
    while bits[word] & mask[word] == 0 { word += 1 }
    return word * wordBits + (bits[word] & mask[word]).trailingZeroBitCount
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
