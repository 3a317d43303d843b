import Foundation

/// Walks an expected and an actual value side by side and records where they differ.
///
/// Each value is first asked for its own `==`, so equal parts (however large) cost one
/// comparison and a type's own idea of equality is kept. Unequal values are taken apart:
/// strings by line and character, ordered collections by element, sets and dictionaries by
/// element and key, and structs, tuples, enums and classes through `Mirror` field by field. A
/// type that conforms to ``MusterRenderable`` is compared as one value; one that conforms to
/// `CustomReflectable` is compared by the children its mirror shows.
///
/// The walk is bounded: it keeps the first few changes and counts the rest, stops after a set
/// number of values, compares each pair of objects once (so cyclic graphs end), and treats
/// values nested deeper than a limit as wholes (so deep values cannot overflow the stack).
struct Differ {
    struct Limits {
        /// How many changes are kept; the rest are only counted.
        var changes: Int
        /// How many values are visited before the walk gives up.
        var steps: Int
        /// How deep the walk goes before it compares what is there as a whole.
        var depth: Int
        /// How many element contexts (the elements around in-place changes) are kept.
        var contexts: Int

        /// For a failure message in the current task (see ``TextBudget``): more changes for a
        /// larger message limit, 20 for 4 KB.
        static var message: Limits {
            Limits(changes: max(20, TextBudget.bytes / 200), steps: 100_000, depth: 32, contexts: 2)
        }
        /// For the complete difference attached to a failure.
        static let full = Limits(changes: 10_000, steps: 1_000_000, depth: 64, contexts: 100)
        /// For asking only whether two values differ.
        static let probe = Limits(changes: 1, steps: 10_000, depth: 32, contexts: 0)
    }

    /// The elements around changes made in place in a long ordered collection.
    struct Context {
        var path: DiffPath
        var script: ElementScript
    }

    let limits: Limits
    private(set) var changes: [Change] = []
    /// How many changes were found, including those not kept.
    private(set) var changeCount = 0
    private(set) var contexts: [Context] = []
    /// Whether the walk gave up before it had seen everything.
    var stopped = false
    /// Whether some values were nested too deep to be taken apart.
    private(set) var reachedDepthLimit = false
    /// For a comparison field by field, the first place whose values were nested too deep to
    /// be taken apart, and so were not judged.
    var tooDeepPath: DiffPath?
    /// How many comparisons ended without a verdict: a pair of objects already being compared
    /// further up (a cycle), or values too deep to take apart that print alike. A value with
    /// such a part cannot be called different just because its `==` says so and nothing else
    /// was found: the difference may be in the part that was not looked at, and is reported
    /// where that part is compared, if anywhere.
    private var undecided = 0
    var steps = 0
    var visited: Set<ObjectPair> = []
    /// How a comparison field by field is tuned (``RecursiveComparison``); `nil` for the
    /// ordinary comparison, which asks each value for its own `==` first.
    var rules: FieldRules?
    /// Whether the walk ends at the first change: for asking whether two values differ under
    /// ``rules``.
    var stopsAtFirstChange = false
    /// For a comparison field by field, which types it compares whole, by type.
    var leafTypes: [ObjectIdentifier: Bool] = [:]

    init(limits: Limits, rules: FieldRules? = nil) {
        self.limits = limits
        self.rules = rules
    }

    /// Finds the differences between two values.
    static func differences(
        expected: Any?, actual: Any?, limits: Limits, rules: FieldRules? = nil
    ) -> Differ {
        var differ = Differ(limits: limits, rules: rules)
        differ.compare(expected, actual, at: .root, depth: 0)
        return differ
    }

    /// Whether two values are the same: by `==` where they have one, by structure otherwise.
    static func areSame(_ expected: Any, _ actual: Any) -> Bool {
        if let equal = equalIfEquatable(expected, actual) { return equal }
        return differences(expected: expected, actual: actual, limits: .probe).changeCount == 0
    }

    mutating func compare(_ expected: Any?, _ actual: Any?, at path: DiffPath, depth: Int) {
        guard !stopped else { return }
        steps += 1
        guard steps <= limits.steps else {
            stopped = true
            return
        }
        if let rules, !path.isRoot {
            if rules.ignores(path) { return }
            if rules.comparesOnlySomeFields, rules.coverage(of: path) == .outside { return }
            if let judge = rules.judge(at: path) {
                return judgeField(judge, expected, actual, at: path)
            }
        }
        let expected = unwrapOptionals(expected)
        let actual = unwrapOptionals(actual)
        guard let expected, let actual else {
            if expected == nil, rules?.ignoresExpectedNils == true, !path.isRoot { return }
            if expected != nil || actual != nil {
                record(at: path, .values(expected: expected, actual: actual))
            }
            return
        }
        if let rules {
            return compareFieldByField(expected, actual, at: path, depth: depth, rules: rules)
        }
        compareWholes(expected, actual, at: path, depth: depth)
    }

    /// Compares two values that are not `nil`: by their own `==` first, then by their parts.
    mutating func compareWholes(_ expected: Any, _ actual: Any, at path: DiffPath, depth: Int) {
        if let comparison = typedOrderedComparison(expected, actual, depth: depth) {
            // Its one typed pass over the two arrays both answers `==` (equal ends that cover
            // both) and finds where they start to differ: no untyped `==` over every element
            // before it.
            return compareOrdered(comparison, at: path, depth: depth)
        }
        let equal = equalIfEquatable(expected, actual)
        if equal == true { return }
        let before = changeCount
        let undecidedBefore = undecided
        if !compareParts(expected, actual, at: path, depth: depth) { undecided += 1 }
        // `==` said they differ but no part does (a NaN, a custom `==`): show them whole.
        if equal == false, changeCount == before, undecided == undecidedBefore, !stopped {
            record(at: path, .values(expected: expected, actual: actual))
        }
    }

    mutating func record(at path: DiffPath, _ kind: Change.Kind) {
        // When only some fields are compared, what differs on the way to them is not theirs.
        if let rules, rules.comparesOnlySomeFields, !path.isRoot,
            rules.coverage(of: path) == .onTheWay
        {
            return
        }
        changeCount += 1
        if stopsAtFirstChange { stopped = true }
        if changes.count < limits.changes { changes.append(Change(path: path, kind: kind)) }
    }

    /// Counts changes that were found but not examined one by one.
    mutating func countChanges(_ count: Int) { changeCount += count }

    mutating func addContext(_ script: ElementScript, at path: DiffPath) {
        if contexts.count < limits.contexts { contexts.append(Context(path: path, script: script)) }
    }

    /// Compares the parts of two unequal values; `false` when it did not look at them
    /// because they are a pair of objects already being compared (a cycle).
    private mutating func compareParts(
        _ expected: Any, _ actual: Any, at path: DiffPath, depth: Int
    )
        -> Bool
    {
        guard ObjectIdentifier(type(of: expected)) == ObjectIdentifier(type(of: actual)) else {
            record(at: path, .values(expected: expected, actual: actual))
            return true
        }
        switch expected {
        case is any MusterRenderable, is Character, is Unicode.Scalar, is any Numeric, is Bool,
            is Any.Type:
            recordIfRenderingsDiffer(expected, actual, at: path)
            return true
        case let text as String:
            compareText(text, actual as? String ?? "", at: path)
            return true
        case let text as Substring:
            compareText(String(text), String(actual as? Substring ?? ""), at: path)
            return true
        case is Date:
            // Its one stored field would read `.timeIntervalSinceReferenceDate`.
            record(at: path, .values(expected: expected, actual: actual))
            return true
        case let data as Data:
            // Its mirror shows storage pointers: compare the bytes.
            if let difference = ByteDifference(expected: data, actual: actual as? Data ?? Data()) {
                record(at: path.appending(.index(difference.offset)), .bytes(difference))
            }
            return true
        default: break
        }
        if depth >= limits.depth {
            reachedDepthLimit = true
            // Values this deep are compared by how they print; when they print alike, that
            // says nothing either way.
            return recordIfRenderingsDiffer(expected, actual, at: path)
        } else if let set = expected as? any SetDiffable,
            let comparison = set.setComparison(with: actual)
        {
            compareSets(comparison, at: path)
        } else if let keyed = expected as? any KeyedDiffable,
            let comparison = keyed.keyedComparison(with: actual)
        {
            compareEntries(comparison, at: path, depth: depth)
        } else {
            return compareReflected(expected, actual, at: path, depth: depth)
        }
        return true
    }

    /// Two arrays of one type whose elements have `==`, as the walk takes them apart, when they
    /// would be taken apart here: not past the depth limit and not a ``MusterRenderable`` type,
    /// which `compareParts` compares whole.
    private func typedOrderedComparison(_ expected: Any, _ actual: Any, depth: Int)
        -> OrderedComparison?
    {
        guard depth < limits.depth,
            ObjectIdentifier(type(of: expected)) == ObjectIdentifier(type(of: actual)),
            !(expected is any MusterRenderable),
            let ordered = expected as? any OrderedDiffable
        else { return nil }
        return ordered.orderedComparison(with: actual)
    }

    /// Compares values through their mirrors: collections by element, structs, tuples and
    /// classes by field, enums by case and payload.
    private mutating func compareReflected(
        _ expected: Any, _ actual: Any, at path: DiffPath, depth: Int
    )
        -> Bool
    {
        let mirror = Mirror(reflecting: expected)
        let actualMirror = Mirror(reflecting: actual)
        switch mirror.displayStyle {
        case .collection?:
            compareOrdered(
                .mirrored(expected, actual, mirror: mirror, actualMirror: actualMirror),
                at: path, depth: depth)
        case .struct?, .tuple?:
            if descriptionsDiffer(expected, actual) {
                record(at: path, .values(expected: expected, actual: actual))
            } else {
                compareFields(expected, actual, mirror, actualMirror, at: path, depth: depth)
            }
        case .class?, .foreignReference?:
            let pair = ObjectPair(expected as AnyObject, actual as AnyObject)
            // The same object, or a pair already being compared: a cycle ends here.
            guard !pair.isSameObject, visited.insert(pair).inserted else { return false }
            if descriptionsDiffer(expected, actual) {
                record(at: path, .values(expected: expected, actual: actual))
            } else {
                compareFields(expected, actual, mirror, actualMirror, at: path, depth: depth)
            }
        case .enum?:
            compareCases(expected, actual, mirror, actualMirror, at: path, depth: depth)
        default:
            recordIfRenderingsDiffer(expected, actual, at: path)
        }
        return true
    }

    private mutating func compareText(_ expected: String, _ actual: String, at path: DiffPath) {
        if TextDifference.needsBlock(expected) || TextDifference.needsBlock(actual) {
            record(at: path, .text(expected: expected, actual: actual))
        } else {
            record(at: path, .values(expected: expected, actual: actual))
        }
    }

    /// Records the values as a change when they print differently; `true` when they do.
    @discardableResult
    private mutating func recordIfRenderingsDiffer(
        _ expected: Any, _ actual: Any, at path: DiffPath
    )
        -> Bool
    {
        let limit = 10_000
        guard
            ValueRenderer.render(expected, limit: limit)
                != ValueRenderer.render(actual, limit: limit)
        else { return false }
        record(at: path, .values(expected: expected, actual: actual))
        return true
    }

    /// Types that describe themselves (`URL`, `Date`, `Decimal`) are compared as wholes by that
    /// description; their stored fields are an implementation detail.
    private func descriptionsDiffer(_ expected: Any, _ actual: Any) -> Bool {
        guard let description = ValueRenderer.Output.customDescription(expected) else {
            return false
        }
        return description != ValueRenderer.Output.customDescription(actual)
    }

    mutating func compareFields(
        _ expected: Any, _ actual: Any, _ expectedMirror: Mirror, _ actualMirror: Mirror,
        at path: DiffPath, depth: Int
    ) {
        var expectedMirror: Mirror? = expectedMirror
        var actualMirror: Mirror? = actualMirror
        // A class's inherited fields live in its superclass mirrors.
        while let expectedLevel = expectedMirror, let actualLevel = actualMirror {
            let expectedFields = Array(expectedLevel.children)
            let actualFields = Array(actualLevel.children)
            guard expectedFields.count == actualFields.count else {
                return record(at: path, .values(expected: expected, actual: actual))
            }
            for (index, (expectedField, actualField)) in zip(expectedFields, actualFields)
                .enumerated()
            {
                let name = expectedField.label ?? ".\(index)"
                compare(
                    expectedField.value, actualField.value, at: path.appending(.field(name)),
                    depth: depth + 1)
                if stopped { return }
            }
            expectedMirror = expectedLevel.superclassMirror
            actualMirror = actualLevel.superclassMirror
        }
    }

    private mutating func compareCases(
        _ expected: Any, _ actual: Any, _ expectedMirror: Mirror, _ actualMirror: Mirror,
        at path: DiffPath, depth: Int
    ) {
        let expectedPayload = expectedMirror.children.first
        let actualPayload = actualMirror.children.first
        let expectedCase = expectedPayload?.label ?? String(describing: expected)
        let actualCase = actualPayload?.label ?? String(describing: actual)
        guard expectedCase == actualCase, let expectedPayload, let actualPayload else {
            if expectedCase != actualCase {
                record(at: path, .values(expected: expected, actual: actual))
            }
            return
        }
        compare(
            expectedPayload.value, actualPayload.value, at: path.appending(.field(expectedCase)),
            depth: depth + 1)
    }
}

/// Two objects compared with each other, remembered so that a cycle is walked once.
struct ObjectPair: Hashable {
    let expected: ObjectIdentifier
    let actual: ObjectIdentifier

    init(_ expected: AnyObject, _ actual: AnyObject) {
        self.expected = ObjectIdentifier(expected)
        self.actual = ObjectIdentifier(actual)
    }

    var isSameObject: Bool { expected == actual }
}
