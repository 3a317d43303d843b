import Foundation

/// What a comparison field by field leaves out or bends: fields ignored by path from the root
/// or by name at any depth, a tolerance for floating-point numbers, whether collections may
/// come in any order, and the options of ``RecursiveComparison`` beyond those, with their paths
/// read once.
struct FieldRules {
    /// Paths from the root, as field names (`.0` for a tuple element), that are not compared.
    var ignoredPaths: [[String]] = []
    /// Field names not compared wherever they occur.
    var ignoredNames: Set<String> = []
    /// How far apart two floating-point numbers may be and still count as equal.
    var tolerance: Double = 0
    /// Whether ordered collections are compared as multisets.
    var anyOrder = false
    /// The paths compared, with what they hold, when only some are; the fields on the way to
    /// them are walked but report nothing of their own.
    private(set) var onlyPaths: [[String]] = []
    /// The field names compared, with what they hold, wherever they occur, when only some are.
    private(set) var onlyNames: Set<String> = []
    /// Whether a `nil` in the expected value leaves the actual one there out.
    private(set) var ignoresExpectedNils = false
    /// The fields judged by a matcher instead of by the expected value, by path.
    private(set) var judgedPaths: [(path: [String], judge: FieldJudge)] = []
    /// The last field names of ``judgedPaths`` and ``anyOrderPaths``, so that a path that ends
    /// elsewhere is passed over with one lookup.
    private var namesEndingRuledPaths: Set<String> = []
    /// Values of these types are judged by a matcher made of the expected one.
    private(set) var judgedTypes: [ObjectIdentifier: FieldJudge] = [:]
    /// The ordered collections compared as multisets, by path.
    private(set) var anyOrderPaths: [[String]] = []

    init(
        ignoredPaths: [[String]] = [], ignoredNames: Set<String> = [], tolerance: Double = 0,
        anyOrder: Bool = false, options: FieldOptions = FieldOptions()
    ) {
        self.ignoredPaths = ignoredPaths
        self.ignoredNames = ignoredNames
        self.tolerance = tolerance
        self.anyOrder = anyOrder
        onlyPaths = options.onlyKeyPaths.compactMap(\.fields)
        onlyNames = options.onlyNames
        ignoresExpectedNils = options.ignoresExpectedNils
        judgedPaths = options.pathRules.compactMap { rule in
            rule.path.fields.map { ($0, rule.judge) }
        }
        judgedTypes = options.typeRules.mapValues(\.judge)
        anyOrderPaths = options.anyOrderKeyPaths.compactMap(\.fields)
        namesEndingRuledPaths = Set((judgedPaths.map(\.path) + anyOrderPaths).compactMap(\.last))
    }

    /// Whether the value at `path` is left out of the comparison.
    func ignores(_ path: DiffPath) -> Bool {
        guard case .field(let name)? = path.components.last else { return false }
        if ignoredNames.contains(name) { return true }
        return ignoredPaths.contains { path.isField(path: $0) }
    }

    /// How a comparison that covers only some fields treats a value: compared with all it
    /// holds, walked for the fields it holds, or left out.
    enum Coverage { case whole, onTheWay, outside }

    /// Whether only some fields are compared.
    var comparesOnlySomeFields: Bool { !onlyPaths.isEmpty || !onlyNames.isEmpty }

    /// How the value at `path` is covered when only some fields are compared.
    func coverage(of path: DiffPath) -> Coverage {
        var coverage = Coverage.outside
        if !onlyNames.isEmpty {
            for case .field(let name) in path.components where onlyNames.contains(name) {
                return .whole
            }
            // A field of that name may be further in.
            coverage = .onTheWay
        }
        for only in onlyPaths {
            switch path.fieldPrefixMatch(with: only) {
            case .whole: return .whole
            case .onTheWay: coverage = .onTheWay
            case .outside: break
            }
        }
        return coverage
    }

    /// The matcher that judges the value at `path` instead of the expected value, if any.
    func judge(at path: DiffPath) -> FieldJudge? {
        guard !judgedPaths.isEmpty, case .field(let name)? = path.components.last,
            namesEndingRuledPaths.contains(name)
        else { return nil }
        return judgedPaths.first { path.isField(path: $0.path) }?.judge
    }

    /// Whether "equal under these rules" is an equivalence, so that equal elements are
    /// interchangeable: not within a tolerance, by a matcher, or with an expected `nil`
    /// standing for any value.
    var pairsByEquivalence: Bool {
        tolerance == 0 && judgedTypes.isEmpty && judgedPaths.isEmpty && !ignoresExpectedNils
    }

    /// The matcher that judges values of `value`'s type, if any.
    func judge(ofTypeOf value: Any) -> FieldJudge? {
        judgedTypes.isEmpty ? nil : judgedTypes[ObjectIdentifier(type(of: value))]
    }

    /// Whether the ordered collection at `path` is compared as a multiset.
    func comparesInAnyOrder(at path: DiffPath) -> Bool {
        if anyOrder { return true }
        guard !anyOrderPaths.isEmpty, case .field(let name)? = path.components.last,
            namesEndingRuledPaths.contains(name)
        else { return false }
        return anyOrderPaths.contains { path.isField(path: $0) }
    }
}

/// The options of ``RecursiveComparison`` beyond ignored names, tolerance and order, as its
/// builders collect them.
struct FieldOptions: Sendable {
    var onlyKeyPaths: [FieldKeyPath] = []
    var onlyNames: Set<String> = []
    var ignoresExpectedNils = false
    var pathRules: [PathRule] = []
    var typeRules: [ObjectIdentifier: TypeRule] = [:]
    var anyOrderKeyPaths: [FieldKeyPath] = []

    /// A matcher for the field at a path.
    struct PathRule: Sendable {
        let path: FieldKeyPath
        let judge: FieldJudge
    }

    /// A matcher, made of the expected value, for every value of a type.
    struct TypeRule: Sendable {
        let typeName: String
        let judge: FieldJudge
    }

    /// The key paths the options name, to refuse those a comparison cannot follow.
    var keyPaths: [FieldKeyPath] {
        onlyKeyPaths + pathRules.map(\.path) + anyOrderKeyPaths
    }
}

/// A matcher that judges one value inside a comparison field by field, for values of any
/// type: `nil` when it accepts the actual value, or what to write after `path: `.
struct FieldJudge: Sendable {
    let judge: @Sendable (_ expected: Any?, _ actual: Any?) -> ((inout Description) -> Void)?

    /// `matcher`, whatever the expected value holds.
    init<Field>(_ matcher: Matcher<Field>) {
        judge = { _, actual in Self.verdict(of: matcher, on: actual) }
    }

    /// The matcher `makeMatcher` makes of the expected value.
    init<Leaf>(_ makeMatcher: @escaping @Sendable (Leaf) -> Matcher<Leaf>) {
        judge = { expected, actual in
            guard let expected = Self.cast(expected, to: Leaf.self) else { return nil }
            return Self.verdict(of: makeMatcher(expected), on: actual)
        }
    }

    private static func verdict<Field>(of matcher: Matcher<Field>, on actual: Any?)
        -> ((inout Description) -> Void)?
    {
        guard let value = cast(actual, to: Field.self) else {
            return { text in
                text.append("expected ")
                matcher.describe(into: &text)
                text.append(", was \(value: actual) (\(type(of: actual as Any)))")
            }
        }
        let result = matcher.match(value)
        if result.isMatch { return nil }
        return { text in
            text.append("expected ")
            matcher.describe(into: &text, judging: result)
            text.append(", ")
            result.describeMismatch(into: &text)
        }
    }

    /// `value` as a `T`; a missing value is `nil` of an optional `T`.
    private static func cast<T>(_ value: Any?, to _: T.Type) -> T? {
        if let value { return value as? T }
        return Any?.none as? T
    }
}
