/// The largest one-to-one pairing of items with slots, where `accepts(item, slot)` says which
/// pairs may be made: `containsInAnyOrder` pairs a sequence's items with its expectations, and
/// field-by-field comparison in any order pairs actual elements with expected ones.
///
/// Each item tries the slots outwards from its own position, so items that arrive in the slots'
/// order, or a few places off it, pair in a step or a few each, and each pair is evaluated at most once, only when a search
/// reaches it: greedily first, then with one lazy pass of augmenting paths, then by
/// Hopcroft–Karp for whatever that pass missed. A caller that can evaluate many pairs at once
/// (a matcher over a buffer of items) passes `sweep`: when the lazy search evaluates a large
/// share of the pairs anyway (acceptance that overlaps a lot), it stops, the sweep evaluates the
/// pairs it has not reached, and the pairing starts again from the whole graph by degrees
/// (Karp–Sipser). Iterative throughout, so that long paths cannot overflow the stack.
enum LargestPairing {
    /// For each slot, the item paired with it, or `nil`.
    ///
    /// `gaveUp` ends the search where it is when it returns `true`: a comparison that has used
    /// up its steps evaluates no more pairs.
    static func owners(
        itemCount: Int, slotCount: Int, accepts: @escaping (Int, Int) -> Bool,
        gaveUp: (() -> Bool)? = nil, sweep: ((LazyGraph) -> DenseGraph)? = nil
    ) -> [Int?] {
        guard itemCount > 0, slotCount > 0 else {
            return Array(repeating: nil, count: slotCount)
        }
        let pairCount = itemCount.multipliedReportingOverflow(by: slotCount)
        // Past this share of the pairs, a sweep through the rest costs less than searching on.
        let budget =
            sweep != nil && !pairCount.overflow && sweepablePairs.contains(pairCount.partialValue)
            ? max(pairCount.partialValue / 64, 4 * (itemCount + slotCount)) : .max
        var graph = LazyGraph(
            itemCount: itemCount, slotCount: slotCount, budget: budget, accepts: accepts,
            gaveUp: gaveUp)
        var owner: [Int?] = Array(repeating: nil, count: slotCount)
        var partner: [Int?] = Array(repeating: nil, count: itemCount)
        // Greedy first: most items find a free slot without any search.
        for item in 0..<itemCount {
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
            var visited = Array(repeating: false, count: slotCount)
            for root in 0..<itemCount where partner[root] == nil {
                _ = augment(
                    from: root, graph: &graph, owner: &owner, partner: &partner,
                    visited: &visited)
            }
        }
        if !graph.exhausted {
            completeByLayers(graph: &graph, owner: &owner, partner: &partner)
        }
        if graph.gaveUp { return owner }
        if graph.exhausted, let sweep {
            let dense = sweep(graph)
            (owner, partner) = dense.pairByDegrees()
            if owner.contains(nil) && partner.contains(nil) {
                var known = dense.lazyGraph()
                completeByLayers(graph: &known, owner: &owner, partner: &partner)
            }
        }
        return owner
    }

    /// Looks for a path from an unpaired item through paired ones to a free slot, and
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
    /// layering reaches have their remaining slots evaluated; a layering that reaches
    /// no free slot proves the pairing is the largest.
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
            // The layer of the first item that reaches a free slot: paths end there.
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

/// How many pairs a pairing may sweep through when its lazy search has used up its
/// budget: below this range the search is cheap whatever it evaluates, above it the bits of the
/// whole graph take too much memory.
private let sweepablePairs = (1 << 14)...(1 << 24)

/// Which slots each item is accepted by, found out only when asked: each item scans the
/// slots outwards from its own position (see ``slot(of:step:)``), and remembers what matched.
/// Past its budget of evaluations it reports no more edges and marks itself exhausted.
struct LazyGraph {
    let slotCount: Int
    let accepts: (Int, Int) -> Bool
    let hasGivenUp: (() -> Bool)?
    private var edges: [[Int]]
    private var scanned: [Int]
    private var budget: Int
    private(set) var exhausted = false
    /// Whether the caller gave up, which exhausts the graph too.
    private(set) var gaveUp = false

    init(
        itemCount: Int, slotCount: Int, budget: Int, accepts: @escaping (Int, Int) -> Bool,
        gaveUp: (() -> Bool)? = nil
    ) {
        self.slotCount = slotCount
        self.accepts = accepts
        hasGivenUp = gaveUp
        self.budget = budget
        edges = Array(repeating: [], count: itemCount)
        scanned = Array(repeating: 0, count: itemCount)
    }

    /// A graph whose edges are all known already.
    init(edges: [[Int]], slotCount: Int) {
        self.slotCount = slotCount
        accepts = { _, _ in false }
        hasGivenUp = nil
        budget = 0
        self.edges = edges
        scanned = Array(repeating: slotCount, count: edges.count)
    }

    /// The slots found so far that accept `item`.
    func edges(of item: Int) -> [Int] { edges[item] }

    /// How many slots `item` has been tried against: the first of its scan order.
    func scannedCount(of item: Int) -> Int { scanned[item] }

    /// The slot `item` tries at `step` of its scan: its own position first, then the slots
    /// after and before it in turn (+1, −1, +2, −2 …), wrapping around, so that an item shifted a
    /// few places from its slot, as by an insertion or a removal before it, finds it in a few
    /// steps. Every slot comes once in `slotCount` steps.
    @inline(__always)
    func slot(of item: Int, step: Int) -> Int {
        let own = item < slotCount ? item : item % slotCount
        // Less than `slotCount` steps away either way, so one wrap at most.
        let distance = (step + 1) >> 1
        let slot = step & 1 == 1 ? own + distance : own - distance
        return slot >= slotCount ? slot - slotCount : slot < 0 ? slot + slotCount : slot
    }

    /// The `index`-th slot that accepts `item`, scanning further when needed.
    mutating func edge(of item: Int, at index: Int) -> Int? {
        while edges[item].count <= index {
            guard nextNewEdge(of: item) != nil else { return nil }
        }
        return edges[item][index]
    }

    /// Every slot that accepts `item`, scanning the rest first.
    mutating func allEdges(of item: Int) -> [Int] {
        while nextNewEdge(of: item) != nil {}
        return edges[item]
    }

    /// Scans on to the next slot that accepts `item` and records it.
    mutating func nextNewEdge(of item: Int) -> Int? {
        while scanned[item] < slotCount {
            guard budget > 0, hasGivenUp?() != true else {
                exhausted = true
                gaveUp = budget > 0
                return nil
            }
            budget -= 1
            let slot = self.slot(of: item, step: scanned[item])
            scanned[item] += 1
            if accepts(item, slot) {
                edges[item].append(slot)
                return slot
            }
        }
        return nil
    }
}

/// Every item–slot edge, as bit rows per item and bit columns per slot.
/// The bits, and the Karp–Sipser state, live in memory of their own: through pointers, an
/// unoptimized build indexes them without a call per access.
final class DenseGraph {
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
        func force(_ entry: Int) {
            forced[forcedCount] = entry
            forcedCount += 1
        }
        for item in 0..<itemCount {
            itemDegree[item] = count(rows + item * rowWords, words: rowWords)
            if itemDegree[item] == 1 { force(item) }
        }
        for slot in 0..<slotCount {
            slotDegree[slot] = count(columns + slot * columnWords, words: columnWords)
            if slotDegree[slot] == 1 { force(~slot) }
        }

        /// Takes one from the degree of each neighbour along `edges` that is still free, and
        /// forces each that is left with one.
        func lowerDegrees(
            along edges: UnsafePointer<UInt>, free: UnsafePointer<UInt>, words: Int,
            of degree: UnsafeMutablePointer<Int>, slots: Bool
        ) {
            var word = 0
            while word < words {
                var remaining = edges[word] & free[word]
                while remaining != 0 {
                    let neighbour = word * wordBits + remaining.trailingZeroBitCount
                    remaining &= remaining &- 1
                    degree[neighbour] -= 1
                    if degree[neighbour] == 1 { force(slots ? ~neighbour : neighbour) }
                }
                word += 1
            }
        }

        func pair(_ item: Int, _ slot: Int) {
            partner[item] = slot
            owner[slot] = item
            freeItems[item / wordBits] &= ~bit(item)
            freeSlots[slot / wordBits] &= ~bit(slot)
            lowerDegrees(
                along: rows + item * rowWords, free: freeSlots, words: rowWords, of: slotDegree,
                slots: true)
            lowerDegrees(
                along: columns + slot * columnWords, free: freeItems, words: columnWords,
                of: itemDegree, slots: false)
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

/// Bits per word of a bit set.
var wordBits: Int {
    @_transparent get { UInt.bitWidth }
}

/// The bit that stands for `index` in its word.
@_transparent
func bit(_ index: Int) -> UInt { 1 &<< UInt(bitPattern: index % wordBits) }

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
