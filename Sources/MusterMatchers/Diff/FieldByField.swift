import Foundation

// The walk of a comparison field by field: each field, element and entry compared by the rules
// of `FieldRules.swift`, with a matcher where one is given.

extension Differ.Limits {
    /// For a comparison field by field, which walks equal values too: more values before it
    /// gives up, and the changes a failure message shows (20 for 4 KB).
    static var fieldByField: Differ.Limits {
        Differ.Limits(
            changes: max(20, TextBudget.bytes / 200), steps: 1_000_000, depth: 32, contexts: 0)
    }
}

extension Differ {
    /// Compares two values field by field under `rules`, whether or not their types are
    /// `Equatable`: structs, tuples and classes by stored field, enums by case and payload,
    /// optionals by what they hold, ordered collections by index (or as multisets), sets as
    /// multisets and dictionaries by key. Leaves (numbers, strings, dates, URLs and other
    /// standard types) are compared with their own `==`; a value of any other type with
    /// nothing to take apart, with its own `==` when it has one and by how it prints otherwise.
    /// The values are neither optional nor at an ignored path: ``compare(_:_:at:depth:)`` has
    /// seen to both.
    mutating func compareFieldByField(
        _ expected: Any, _ actual: Any, at path: DiffPath, depth: Int, rules: FieldRules
    ) {
        guard ObjectIdentifier(type(of: expected)) == ObjectIdentifier(type(of: actual)) else {
            return record(at: path, .values(expected: expected, actual: actual))
        }
        if let judge = rules.judge(ofTypeOf: expected) {
            return judgeField(judge, expected, actual, at: path)
        }
        if rules.tolerance > 0, let number = expected as? any BinaryFloatingPoint {
            if !Self.isWithin(rules.tolerance, number, actual) {
                record(at: path, .values(expected: expected, actual: actual))
            }
            return
        }
        if isLeaf(expected) { return compareWholes(expected, actual, at: path, depth: depth) }
        guard depth < limits.depth else {
            // Too deep to take apart. Judging the values whole would be a guess: their `==`
            // does not ignore what the rules ignore, and objects all print as their type's
            // name. The comparison says it could not judge them instead.
            let isSameObject =
                type(of: expected) is AnyClass && (expected as AnyObject) === (actual as AnyObject)
            if !isSameObject, tooDeepPath == nil { tooDeepPath = path }
            return
        }
        let mirror = Mirror(reflecting: expected)
        switch mirror.displayStyle {
        case .struct?, .tuple?:
            compareFields(
                expected, actual, mirror, Mirror(reflecting: actual), at: path, depth: depth)
        case .class?, .foreignReference?:
            let pair = ObjectPair(expected as AnyObject, actual as AnyObject)
            // The same object, or a pair already being compared: a cycle ends here.
            guard !pair.isSameObject, visited.insert(pair).inserted else { return }
            compareFields(
                expected, actual, mirror, Mirror(reflecting: actual), at: path, depth: depth)
        case .enum?:
            compareEnumCases(expected, actual, mirror, Mirror(reflecting: actual), at: path, depth)
        case .collection?:
            let expectedElements = mirror.children.map(\.value)
            let actualElements = Mirror(reflecting: actual).children.map(\.value)
            if rules.comparesInAnyOrder(at: path) {
                compareInAnyOrder(expectedElements, actualElements, at: path, depth: depth)
            } else {
                compareByIndex(expectedElements, actualElements, at: path, depth: depth)
            }
        case .set?:
            compareInAnyOrder(
                mirror.children.map(\.value), Mirror(reflecting: actual).children.map(\.value),
                at: path, depth: depth)
        case .dictionary?:
            guard let keyed = expected as? any KeyedDiffable,
                let comparison = keyed.keyedComparison(with: actual)
            else { return compareWholes(expected, actual, at: path, depth: depth) }
            compareByKey(comparison, at: path, depth: depth)
        default:
            if mirror.children.isEmpty {
                compareWholes(expected, actual, at: path, depth: depth)
            } else {
                compareFields(
                    expected, actual, mirror, Mirror(reflecting: actual), at: path, depth: depth)
            }
        }
    }

    /// Records what `judge` finds wrong with the actual value, if anything.
    mutating func judgeField(
        _ judge: FieldJudge, _ expected: Any?, _ actual: Any?, at path: DiffPath
    ) {
        if let write = judge.judge(expected, actual) { record(at: path, .judged(write)) }
    }

    /// Whether values of this one's type are compared whole, asked once per type.
    private mutating func isLeaf(_ value: Any) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: value))
        if let known = leafTypes[type] { return known }
        let isLeaf = Self.isLeaf(value)
        leafTypes[type] = isLeaf
        return isLeaf
    }

    /// Values compared whole, with their own `==`: standard types whose stored fields are an
    /// implementation detail.
    private static func isLeaf(_ value: Any) -> Bool {
        switch value {
        case is String, is Substring, is Character, is Unicode.Scalar, is any Numeric, is Bool,
            is Any.Type, is any MusterRenderable, is Date, is Data, is URL, is UUID, is Decimal,
            is ObjectIdentifier, is Duration, is Locale, is TimeZone, is Calendar, is IndexPath,
            is CharacterSet, is URLComponents, is DateComponents:
            true
        default:
            // Not `is AnyHashable`, which every `Hashable` value passes.
            type(of: value) == AnyHashable.self
        }
    }

    /// Whether `actual`, a number of the same type as `expected`, is within `tolerance` of it.
    private static func isWithin<Number: BinaryFloatingPoint>(
        _ tolerance: Double, _ expected: Number, _ actual: Any
    ) -> Bool {
        guard let actual = actual as? Number else { return false }
        return expected == actual || abs(Double(expected) - Double(actual)) <= tolerance
    }

    private mutating func compareEnumCases(
        _ expected: Any, _ actual: Any, _ expectedMirror: Mirror, _ actualMirror: Mirror,
        at path: DiffPath, _ depth: Int
    ) {
        let expectedPayload = expectedMirror.children.first
        let actualPayload = actualMirror.children.first
        guard let expectedPayload, let actualPayload else {
            // A case without a payload on either side: the cases say it all.
            if expectedPayload != nil || actualPayload != nil {
                record(at: path, .values(expected: expected, actual: actual))
            } else if let equal = equalIfEquatable(expected, actual) {
                if !equal { record(at: path, .values(expected: expected, actual: actual)) }
            } else if String(describing: expected) != String(describing: actual) {
                record(at: path, .values(expected: expected, actual: actual))
            }
            return
        }
        guard let name = expectedPayload.label, name == actualPayload.label else {
            return record(at: path, .values(expected: expected, actual: actual))
        }
        compare(
            expectedPayload.value, actualPayload.value, at: path.appending(.field(name)),
            depth: depth + 1)
    }

    /// Ordered collections element by element at the same index; elements past the end of
    /// the shorter one are missing or extra.
    private mutating func compareByIndex(
        _ expected: [Any], _ actual: [Any], at path: DiffPath, depth: Int
    ) {
        for index in 0..<min(expected.count, actual.count) {
            compare(
                expected[index], actual[index], at: path.appending(.index(index)), depth: depth + 1)
            if stopped { return }
        }
        for index in actual.count..<max(actual.count, expected.count) {
            record(at: path.appending(.index(index)), .missingEntry(expected: expected[index]))
        }
        for index in expected.count..<max(expected.count, actual.count) {
            record(at: path.appending(.index(index)), .extraEntry(actual: actual[index]))
        }
    }

    /// Collections compared as multisets: each expected element is paired with an actual one
    /// that equals it under the rules, as many as can be; what is left on either side is
    /// missing or extra.
    ///
    /// Where the rules make "equal" an equivalence (no tolerance, no matcher of the user's, no
    /// expected `nil` that stands for anything), equal elements are interchangeable: an element
    /// that equals the one at its own index keeps it, and the rest are paired only within
    /// groups that share their type and the leaf fields the rules compare, found by hashing
    /// (after trying the elements a place or two away), so that a long list in another order
    /// costs a comparison per element rather than one per pair. Otherwise the first fit found is not always the one to keep (1.0 fits 1.04 and
    /// 0.99 within 0.05, 1.05 only 1.04), and every element may be tried against every other.
    private mutating func compareInAnyOrder(
        _ expected: [Any], _ actual: [Any], at path: DiffPath, depth: Int
    ) {
        func fits(_ item: Int, _ slot: Int) -> Bool {
            isSame(expected[slot], actual[item], at: path.appending(.index(item)), depth)
        }
        func hasStopped() -> Bool { stopped }
        /// The largest pairing of the actual elements at `items` with the expected ones at
        /// `slots`, into `owner`.
        func pair(_ items: [Int], _ slots: [Int], into owner: inout [Int?]) {
            let local = withoutActuallyEscaping(fits) { fits in
                withoutActuallyEscaping(hasStopped) { hasStopped in
                    LargestPairing.owners(
                        itemCount: items.count, slotCount: slots.count,
                        accepts: { fits(items[$0], slots[$1]) }, gaveUp: hasStopped)
                }
            }
            for (slot, item) in local.enumerated() { owner[slots[slot]] = item.map { items[$0] } }
        }
        var owner = [Int?](repeating: nil, count: expected.count)
        /// Whether each actual element is paired with an expected one.
        func pairedItems() -> [Bool] {
            var paired = [Bool](repeating: false, count: actual.count)
            for case let item? in owner { paired[item] = true }
            return paired
        }
        if let rules, rules.pairsByEquivalence {
            for index in 0..<min(expected.count, actual.count) where fits(index, index) {
                owner[index] = index
                if stopped { return }
            }
            if stopped { return }
            var paired = pairedItems()
            // An element moved a place or two, by an insertion or a removal before it; given
            // up on as soon as the misses outnumber the finds, as in a list in another order.
            var finds = 0
            var misses = 0
            for slot in expected.indices where owner[slot] == nil && misses <= finds + 8 {
                let near = [slot + 1, slot - 1, slot + 2, slot - 2].first { item in
                    actual.indices.contains(item) && !paired[item] && fits(item, slot)
                }
                if stopped { return }
                guard let near else {
                    misses += 1
                    continue
                }
                finds += 1
                owner[slot] = near
                paired[near] = true
            }
            var groups: [[AnyHashable]: (items: [Int], slots: [Int])] = [:]
            for slot in expected.indices where owner[slot] == nil {
                groups[fingerprint(expected[slot], at: path, rules), default: ([], [])].slots
                    .append(slot)
            }
            for item in actual.indices where !paired[item] {
                let key = fingerprint(actual[item], at: path, rules)
                groups[key]?.items.append(item)
            }
            for group in groups.values where !group.items.isEmpty {
                pair(group.items, group.slots, into: &owner)
                if stopped { return }
            }
        } else {
            pair(Array(actual.indices), Array(expected.indices), into: &owner)
        }
        if stopped { return }
        let paired = pairedItems()
        let missing = expected.indices.filter { owner[$0] == nil }.map { expected[$0] }
        let extra = actual.indices.filter { !paired[$0] }.map { actual[$0] }
        compareSets((missing, extra), at: path)
    }

    /// What two elements that are equal under `rules` (an equivalence) have in common: their
    /// type, and each leaf field the rules compare, by name and value. Elements with different
    /// keys cannot be equal; elements with the same one are compared in full.
    private func fingerprint(_ element: Any, at path: DiffPath, _ rules: FieldRules)
        -> [AnyHashable]
    {
        guard let value = unwrapOptionals(element) else { return [0] }
        var key: [AnyHashable] = [ObjectIdentifier(type(of: value))]
        if Self.isLeaf(value) {
            if let hashable = value as? AnyHashable { key.append(hashable) }
            return key
        }
        let mirror = Mirror(reflecting: value)
        guard [.struct, .class, .tuple].contains(mirror.displayStyle) else { return key }
        // The index does not change what the rules say of a field: theirs are paths of names.
        let elementPath = path.appending(.index(0))
        for child in mirror.children {
            guard let name = child.label else { continue }
            let fieldPath = elementPath.appending(.field(name))
            if rules.ignores(fieldPath)
                || (rules.comparesOnlySomeFields && rules.coverage(of: fieldPath) != .whole)
            {
                continue
            }
            guard let field = unwrapOptionals(child.value) else {
                key += [name, 0]
                continue
            }
            if Self.isLeaf(field), let hashable = field as? AnyHashable { key += [name, hashable] }
        }
        return key
    }

    /// Dictionaries key by key: keys only one of them has, and shared keys whose values
    /// differ under the rules, in the order of the keys' renderings.
    private mutating func compareByKey(_ comparison: KeyedComparison, at path: DiffPath, depth: Int)
    {
        let changed = comparison.shared.filter { shared in
            !isSame(shared.expected, shared.actual, at: path.appending(.key(shared.key)), depth)
        }
        if stopped { return }
        compareEntries(comparison, changed: changed, at: path, depth: depth)
    }

    /// Whether two values are the same under the rules, asked of a walk of their own that ends
    /// at the first change; its steps count against this walk's.
    private mutating func isSame(_ expected: Any, _ actual: Any, at path: DiffPath, _ depth: Int)
        -> Bool
    {
        var probe = Differ(
            limits: Limits(
                changes: 1, steps: limits.steps - steps, depth: limits.depth, contexts: 0),
            rules: rules)
        probe.stopsAtFirstChange = true
        probe.visited = visited
        probe.leafTypes = leafTypes
        probe.compare(expected, actual, at: path, depth: depth + 1)
        steps += probe.steps
        leafTypes = probe.leafTypes
        if probe.changeCount > 0 { return false }
        if probe.stopped { stopped = true }
        return true
    }
}
