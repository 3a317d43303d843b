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
    let matchers = items.map { $0.asMatcher() }
    let plainValues = items.map { plainValue(of: $0) }
    return Matcher(describe: {
        $0.append("a sequence containing ")
        $0.appendDescriptions(of: matchers)
        $0.append(" in any order")
    }) { actual in
        var pairing = Pairing(items: Array(actual), matchers: matchers, plainValues: plainValues)
        pairing.pairByHashing()
        pairing.pairByMatching()
        let unmatched = pairing.unmatchedExpectations
        let unmatchedExpectations = unmatched.map { matchers[$0] }
        let unexpectedPositions = pairing.unexpectedPositions
        let unexpectedItems = unexpectedPositions.map { pairing.items[$0] }
        if unmatchedExpectations.isEmpty && unexpectedItems.isEmpty { return .match }
        return .mismatch { description in
            defer {
                description.appendNearestDifferences(
                    expected: unmatched.compactMap { plainValues[$0] },
                    candidates: zip(unexpectedPositions, unexpectedItems).map { ($0, $1) })
            }
            if !unmatchedExpectations.isEmpty {
                description.appendNoItemsMatching(unmatchedExpectations)
            }
            guard !unexpectedItems.isEmpty else { return }
            description.append(unmatchedExpectations.isEmpty ? "had " : " and ")
            if unexpectedItems.count == 1 {
                description.append("an unexpected item \(value: unexpectedItems[0])")
            } else {
                description.append("unexpected items ")
                description.appendValues(unexpectedItems)
            }
        }
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
/// reaches it.
private struct Pairing<Element> {
    let items: [Element]
    let matchers: [Matcher<Element>]
    let plainValues: [Element?]
    /// Whether each expectation was paired by hashing (a plain value of a `Hashable` type),
    /// whether or not an equal item was found.
    private var hashed: [Bool]

    /// The expectation each item is paired with.
    private var expectationOfItem: [Int?]
    /// The item each expectation is paired with.
    private var itemOfExpectation: [Int?]

    init(items: [Element], matchers: [Matcher<Element>], plainValues: [Element?]) {
        self.items = items
        self.matchers = matchers
        self.plainValues = plainValues
        hashed = Array(repeating: false, count: matchers.count)
        expectationOfItem = Array(repeating: nil, count: items.count)
        itemOfExpectation = Array(repeating: nil, count: matchers.count)
    }

    var unmatchedExpectations: [Int] { matchers.indices.filter { itemOfExpectation[$0] == nil } }

    /// The positions of the items that no expectation took.
    var unexpectedPositions: [Int] { items.indices.filter { expectationOfItem[$0] == nil } }

    mutating func pairByHashing() {
        if let typed = items as? any HashedPairing, let pairs = typed.pairs(withKeys: plainValues) {
            for (item, expectation) in pairs {
                expectationOfItem[item] = expectation
                itemOfExpectation[expectation] = item
            }
            for (expectation, value) in plainValues.enumerated() where value != nil {
                hashed[expectation] = true
            }
            return
        }
        // Items of a type that is not `Hashable` itself (`Any`, a protocol) may still hold
        // hashable values: each is looked up through `AnyHashable`.
        var waiting: [AnyHashable: [Int]] = [:]
        for (expectation, value) in plainValues.enumerated().reversed() {
            guard let key = value.flatMap({ $0 as? AnyHashable }) else { continue }
            waiting[key, default: []].append(expectation)
            hashed[expectation] = true
        }
        guard !waiting.isEmpty else { return }
        for (item, value) in items.enumerated() {
            guard let key = value as? AnyHashable,
                let expectation = waiting[key]?.popLast()
            else { continue }
            expectationOfItem[item] = expectation
            itemOfExpectation[expectation] = item
        }
    }

    mutating func pairByMatching() {
        // A plain value left unpaired here has no equal item left: only matchers take part.
        let expectations = matchers.indices.filter {
            !hashed[$0] && itemOfExpectation[$0] == nil
        }
        let pending = items.indices.filter { expectationOfItem[$0] == nil }
        guard !expectations.isEmpty, !pending.isEmpty else { return }
        // One closure per expectation that takes an item's position: the search below then
        // runs on positions only, and no step of it looks up the element type's metadata, as
        // calling a generic matcher from this generic code would on every evaluation.
        let items = items
        let acceptors: [(Int) -> Bool] = matchers.map { matcher in
            let test = matcher.valueTest()
            return { item in test(items[item]) }
        }
        var graph = LazyGraph(
            items: pending, expectations: expectations,
            accepts: { item, expectation in acceptors[expectation](item) })
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
        var visited = Array(repeating: false, count: expectations.count)
        for root in pending.indices where partner[root] == nil {
            _ = Self.augment(
                from: root, graph: &graph, owner: &owner, partner: &partner, visited: &visited)
        }
        Self.completeByLayers(graph: &graph, owner: &owner, partner: &partner)
        for (slot, item) in owner.enumerated() {
            guard let item else { continue }
            expectationOfItem[pending[item]] = expectations[slot]
            itemOfExpectation[expectations[slot]] = pending[item]
        }
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
            guard last != unreached else { return }
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

/// Arrays of a `Hashable` type pair their elements with equal plain values through a typed
/// hash table, without boxing each value in `AnyHashable`.
private protocol HashedPairing {
    /// Each element paired with the first unused equal key, as (element position, key
    /// position); `nil` when `keys` is not an array of optional elements.
    func pairs(withKeys keys: Any) -> [(item: Int, expectation: Int)]?
}

extension Array: HashedPairing where Element: Hashable {
    func pairs(withKeys keys: Any) -> [(item: Int, expectation: Int)]? {
        guard let keys = keys as? [Element?] else { return nil }
        // The unused positions of each key, as a list threaded through `next`, lowest first:
        // no array per key.
        var first: [Element: Int] = [:]
        first.reserveCapacity(keys.count)
        var next = [Int](repeating: -1, count: keys.count)
        for (position, key) in keys.enumerated().reversed() {
            guard let key else { continue }
            if let following = first.updateValue(position, forKey: key) {
                next[position] = following
            }
        }
        var pairs: [(item: Int, expectation: Int)] = []
        pairs.reserveCapacity(Swift.min(count, keys.count))
        for (item, value) in enumerated() {
            guard let position = first[value] else { continue }
            pairs.append((item, position))
            first[value] = next[position] >= 0 ? next[position] : nil
        }
        return pairs
    }
}

/// Which expectations each item satisfies, found out only when asked: each item scans the
/// expectations from its own position onwards, wrapping around, and remembers what matched.
private struct LazyGraph {
    let items: [Int]
    let expectations: [Int]
    let accepts: (Int, Int) -> Bool
    private var edges: [[Int]]
    private var scanned: [Int]

    init(items: [Int], expectations: [Int], accepts: @escaping (Int, Int) -> Bool) {
        self.items = items
        self.expectations = expectations
        self.accepts = accepts
        edges = Array(repeating: [], count: items.count)
        scanned = Array(repeating: 0, count: items.count)
    }

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
        let count = expectations.count
        while scanned[item] < count {
            let slot = (item + scanned[item]) % count
            scanned[item] += 1
            if accepts(items[item], expectations[slot]) {
                edges[item].append(slot)
                return slot
            }
        }
        return nil
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
    containsInAnyOrder(items.map { EquatableValue($0) })
}

/// Matches a sequence of exactly `items`, in any order, given as an array of values of any `Equatable` type.
///
/// ```swift
/// assertThat(cart.lines, containsInAnyOrder(expectedLines))
/// ```
@_disfavoredOverload
public func containsInAnyOrder<S: Sequence>(_ items: [S.Element]) -> Matcher<S>
where S.Element: Equatable {
    containsInAnyOrder(items.map { EquatableValue($0) })
}
