/// How ``equalTo(_:ignoring:_:comparing:)`` and ``equalTo(_:comparing:)`` compare two values
/// of type `Value` field by field: which fields they compare or leave out, how far apart
/// floating-point numbers may be, which collections may come in any order, and which fields
/// or types a matcher of their own judges. The options compose:
///
/// ```swift
/// assertThat(note, equalTo(expected, comparing: .fieldByField
///     .comparingOnly(\.title, \.updatedAt, \.tags)
///     .checking(\.updatedAt, with: beCloseTo(now, within: 1))
///     .ignoringOrder(at: \.tags)))
/// ```
public struct RecursiveComparison<Value>: Sendable {
    /// Whether the elements of ordered collections (arrays and the like) must come in the same
    /// order.
    ///
    /// ```swift
    /// equalTo(expected, comparing: .fieldByField(collectionOrder: .any))
    /// ```
    public enum CollectionOrder: Sendable, Hashable {
        /// Elements are compared at the same index; the default.
        case ordered
        /// Each expected element is paired with an equal actual element wherever it is, as a
        /// multiset: `[1, 1, 2]` equals `[2, 1, 1]` but not `[1, 2, 2]`.
        case any
    }

    /// Field names left out of the comparison wherever they occur: in the value, in the values
    /// it holds, in the elements of its collections.
    ///
    /// ```swift
    /// RecursiveComparison<Order>.fieldByField(ignoringFieldsNamed: ["id"]).ignoredFieldNames  // ["id"]
    /// ```
    public var ignoredFieldNames: [String]

    /// How far apart two floating-point numbers (`Double`, `Float` and the other
    /// `BinaryFloatingPoint` types) may be and still count as equal; 0 means exactly equal.
    ///
    /// ```swift
    /// RecursiveComparison<Reading>.fieldByField(tolerance: 0.001).tolerance  // 0.001
    /// ```
    public var tolerance: Double

    /// Whether ordered collections must come in the same order.
    ///
    /// ```swift
    /// RecursiveComparison<Order>.fieldByField.collectionOrder  // .ordered
    /// ```
    public var collectionOrder: CollectionOrder

    /// The options beyond the three above, as the comparison applies them.
    var options = FieldOptions()

    /// Every field compared exactly, collections in order.
    ///
    /// ```swift
    /// assertThat(reading, equalTo(expected, comparing: .fieldByField))
    /// ```
    public static var fieldByField: Self {
        Self(ignoredFieldNames: [], tolerance: 0, collectionOrder: .ordered)
    }

    /// A comparison field by field that leaves out the fields named `ignoredFieldNames`
    /// wherever they occur, counts floating-point numbers within `tolerance` of each other as
    /// equal, and compares collections in `collectionOrder`.
    ///
    /// ```swift
    /// equalTo(expected, comparing: .fieldByField(ignoringFieldsNamed: ["id"], tolerance: 0.01))
    /// ```
    public static func fieldByField(
        ignoringFieldsNamed ignoredFieldNames: [String] = [], tolerance: Double = 0,
        collectionOrder: CollectionOrder = .ordered
    ) -> Self {
        Self(
            ignoredFieldNames: ignoredFieldNames, tolerance: tolerance,
            collectionOrder: collectionOrder)
    }

    init(ignoredFieldNames: [String], tolerance: Double, collectionOrder: CollectionOrder) {
        self.ignoredFieldNames = ignoredFieldNames
        self.tolerance = tolerance
        self.collectionOrder = collectionOrder
    }

    /// Compares only the fields the key paths name, with everything they hold; whatever else
    /// differs is left out.
    ///
    /// ```swift
    /// equalTo(expected, comparing: .fieldByField.comparingOnly(\.title, \.author.name))
    /// // Expected Note(…) compared field by field only at \.title, \.author.name, but differed at .title: expected "Groceries", was "Grocery"
    /// ```
    public func comparingOnly(
        _ keyPath: PartialKeyPath<Value>, _ moreKeyPaths: PartialKeyPath<Value>...
    ) -> Self {
        var comparison = self
        comparison.options.onlyKeyPaths += ([keyPath] + moreKeyPaths).map { FieldKeyPath($0) }
        return comparison
    }

    /// Compares only the fields with these names, wherever they occur, with everything they
    /// hold; whatever else differs is left out.
    ///
    /// ```swift
    /// equalTo(expected, comparing: .fieldByField.comparingOnlyFields(named: "price"))
    /// ```
    public func comparingOnlyFields(named name: String, _ moreNames: String...) -> Self {
        var comparison = self
        comparison.options.onlyNames.formUnion([name] + moreNames)
        return comparison
    }

    /// Leaves out whatever the expected value leaves `nil`: a partial expected value, with
    /// only the fields a test cares about set, matches any value that agrees on those.
    ///
    /// ```swift
    /// let partial = Profile(name: "Ann", email: nil, phone: nil)
    /// assertThat(profile, equalTo(partial, comparing: .fieldByField.ignoringExpectedNils()))
    /// ```
    public func ignoringExpectedNils() -> Self {
        var comparison = self
        comparison.options.ignoresExpectedNils = true
        return comparison
    }

    /// Judges the field the key path names with `matcher` instead of comparing it with the
    /// expected value's: a timestamp within a second, a name in any case, an enum's case.
    ///
    /// ```swift
    /// equalTo(expected, comparing: .fieldByField.checking(\.updatedAt, with: beCloseTo(now, within: 1)))
    /// // … but differed at .updatedAt: expected a date within 1.0 s of 2026-11-27 12:00:00 +0000, was 2026-11-27 12:00:03 +0000
    /// ```
    public func checking<Field>(_ keyPath: KeyPath<Value, Field>, with matcher: Matcher<Field>)
        -> Self
    {
        var comparison = self
        comparison.options.pathRules.append(
            FieldOptions.PathRule(path: FieldKeyPath(keyPath), judge: FieldJudge(matcher)))
        return comparison
    }

    /// Compares every value of type `Leaf`, wherever it occurs, with the matcher `makeMatcher`
    /// makes of the expected one: every `Date` within a second, every `Double` within 1e-9.
    ///
    /// ```swift
    /// equalTo(expected, comparing: .fieldByField.comparingEvery(Date.self) { beCloseTo($0, within: 1) })
    /// ```
    public func comparingEvery<Leaf>(
        _ type: Leaf.Type, by makeMatcher: @escaping @Sendable (Leaf) -> Matcher<Leaf>
    ) -> Self {
        var comparison = self
        comparison.options.typeRules[ObjectIdentifier(type)] = FieldOptions.TypeRule(
            typeName: String(describing: type), judge: FieldJudge(makeMatcher))
        return comparison
    }

    /// Compares the ordered collections the key paths name as multisets, and every other in
    /// order.
    ///
    /// ```swift
    /// equalTo(expected, comparing: .fieldByField.ignoringOrder(at: \.tags))
    /// ```
    public func ignoringOrder(
        at keyPath: PartialKeyPath<Value>, _ moreKeyPaths: PartialKeyPath<Value>...
    ) -> Self {
        var comparison = self
        comparison.options.anyOrderKeyPaths +=
            ([keyPath] + moreKeyPaths).map { FieldKeyPath($0) }
        return comparison
    }
}

/// Matches a value equal to `expected` field by field, leaving out the fields the key paths
/// name: a comparison that goes through nested structs, classes, enums (case and payload),
/// optionals, tuples and collections, for types that are `Equatable` or not. See
/// <doc:FieldByFieldComparison> for what counts as a field and how each shape is compared.
///
/// ```swift
/// assertThat(order, equalTo(expected, ignoring: \.id, \.updatedAt))
/// // Expected Order(customer: Customer(id: 7, name: "Ann"), lines: [Line(id: 10, product: "p0", …), … 1 more], …) compared field by field ignoring \.id, \.updatedAt, but differed at .customer.name: expected "Ann", was "Bob"
/// ```
///
/// The key paths name stored properties of `T`, through nested stored properties, tuple
/// elements and optionals (`\.customer?.address.city`); a field inside a collection's
/// elements is left out by name with `comparing: .fieldByField(ignoringFieldsNamed:)`. A key
/// path through a computed property or a subscript makes the matcher unusable: it fails, and
/// says so, whatever the value.
public func equalTo<T>(
    _ expected: T, ignoring keyPath: PartialKeyPath<T>, _ moreKeyPaths: PartialKeyPath<T>...,
    comparing comparison: RecursiveComparison<T> = .fieldByField
) -> Matcher<T> {
    fieldByFieldMatcher(expected, ignoring: [keyPath] + moreKeyPaths, comparison)
}

/// Matches a value equal to `expected` field by field, tuned by `comparison`: fields left out
/// by name, a tolerance for floating-point numbers, collections in any order. Works for types
/// that are not `Equatable`. See <doc:FieldByFieldComparison>.
///
/// ```swift
/// assertThat(invoice, equalTo(expected, comparing: .fieldByField(ignoringFieldsNamed: ["id"])))
/// ```
public func equalTo<T>(_ expected: T, comparing comparison: RecursiveComparison<T>) -> Matcher<T> {
    fieldByFieldMatcher(expected, ignoring: [], comparison)
}

/// The matcher behind both spellings: it reads the key paths once, when it is made, walks the
/// values once per match and writes text only when a value fails.
package func fieldByFieldMatcher<T>(
    _ expected: T, ignoring keyPaths: [PartialKeyPath<T>], _ comparison: RecursiveComparison<T>
) -> Matcher<T> {
    let ignored = keyPaths.map { FieldKeyPath($0) }
    let options = comparison.options
    let rules = FieldRules(
        ignoredPaths: ignored.compactMap(\.fields), ignoredNames: Set(comparison.ignoredFieldNames),
        tolerance: comparison.tolerance, anyOrder: comparison.collectionOrder == .any,
        options: options)
    let omitted = OmittedFields(
        paths: rules.ignoredPaths, names: rules.ignoredNames)
    let unreadableIgnored = ignored.filter { $0.fields == nil }
    let unreadable = unreadableIgnored + options.keyPaths.filter { $0.fields == nil }
    return Matcher(
        describe: { description in
            description.appendSummary(of: expected, omitting: omitted)
            description.append(" compared field by field")
            let only =
                options.onlyKeyPaths.map(\.text)
                + options.onlyNames.sorted().map {
                    "every field named " + ValueRenderer.render($0, limit: 60)
                }
            if !only.isEmpty { description.append(" only at " + only.joined(separator: ", ")) }
            var ignoring = ignored.map(\.text)
            if !comparison.ignoredFieldNames.isEmpty {
                ignoring.append(
                    "every field named "
                        + comparison.ignoredFieldNames.map { ValueRenderer.render($0, limit: 60) }
                        .joined(separator: " or "))
            }
            if !ignoring.isEmpty {
                description.append(" ignoring " + ignoring.joined(separator: ", "))
            }
            if comparison.tolerance > 0 {
                description.append(", floating-point numbers within \(value: comparison.tolerance)")
            }
            if comparison.collectionOrder == .any {
                description.append(", collections in any order")
            }
            if options.ignoresExpectedNils {
                description.append(", ignoring what the expected value leaves nil")
            }
            for rule in options.pathRules {
                description.append(", \(rule.path.text) judged by a matcher of its own")
            }
            for typeName in options.typeRules.values.map(\.typeName).sorted() {
                description.append(", every \(typeName) judged by a matcher of its own")
            }
            if !options.anyOrderKeyPaths.isEmpty {
                description.append(
                    ", " + options.anyOrderKeyPaths.map(\.text).joined(separator: ", ")
                        + " in any order")
            }
        },
        differenceCount: { actual in
            guard unreadable.isEmpty else { return .max }
            return Differ.differences(
                expected: expected, actual: actual, limits: .fieldByField, rules: rules
            ).changeCount
        }, omitting: omitted
    ) { actual in
        guard unreadable.isEmpty else {
            let names = unreadable.map(\.text).joined(separator: ", ")
            return .unusable(
                Description(
                    "could not \(unreadableIgnored.isEmpty ? "follow" : "ignore") \(names): a key "
                        + "path can name stored properties only, not "
                        + "computed properties or subscripts"))
        }
        let differ = Differ.differences(
            expected: expected, actual: actual, limits: .fieldByField, rules: rules)
        guard differ.changeCount > 0 else {
            if let path = differ.tooDeepPath {
                return .unusable(
                    Description(
                        "could not compare the values nested more than \(differ.limits.depth) "
                            + "levels deep, from \(path.shortened); none above them differed"))
            }
            if differ.stopped {
                let steps = ValueRenderer.Output.grouped(differ.steps - 1)
                return .unusable(
                    "found no difference in the first \(describing: steps) values, then stopped")
            }
            return .match
        }
        return .mismatch { description in
            var report = DifferenceReport(limits: .message)
            report.write(differ)
            description.append(report.text)
            description.noteDifferingPaths(of: differ)
            if report.wasCut {
                description.fullTexts.append(
                    FullTexts(expected: expected, actual: actual, rules: rules))
            }
        }
    }
}

/// A key path as the field names it goes through, read from its description
/// (`\Order.customer?.name` is `customer`, `name`); `fields` is `nil` for a key path that
/// goes through a computed property or a subscript, which a comparison field by field does not
/// see.
struct FieldKeyPath: Sendable {
    /// The field names, `.0` for a tuple element.
    let fields: [String]?
    /// How a message shows it: `\.customer.name`.
    let text: String

    init<Root>(_ keyPath: PartialKeyPath<Root>) {
        let description = String(describing: keyPath)
        let prefix = "\\" + String(describing: Root.self)
        var rest = Substring(description)
        if rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
        } else if let dot = Self.endOfRoot(rest) {
            rest = rest[dot...]
        }
        fields = Self.fields(rest)
        text = "\\" + (fields.map { Self.path($0) } ?? Self.withoutAddresses(rest))
    }

    /// The fields of `.customer?.name`, `.pair..0`, `?.customer` (from an optional root);
    /// `nil` for anything else.
    private static func fields(_ path: Substring) -> [String]? {
        var rest = path
        var fields: [String] = []
        while rest.first == "?" || rest.first == "!" { rest.removeFirst() }
        while rest.first == "." {
            rest.removeFirst()
            let isTupleElement = rest.first == "."
            if isTupleElement { rest.removeFirst() }
            let name = rest.prefix { $0 != "." && $0 != "?" && $0 != "!" && $0 != "<" }
            guard !name.isEmpty else { return nil }
            rest.removeFirst(name.count)
            while rest.first == "?" || rest.first == "!" { rest.removeFirst() }
            fields.append(isTupleElement ? "." + name : String(name))
        }
        guard rest.isEmpty, !fields.isEmpty, fields != ["self"] else { return nil }
        return fields
    }

    /// Where the root type's name ends in a key path's description, past any generic
    /// arguments.
    private static func endOfRoot(_ description: Substring) -> Substring.Index? {
        var depth = 0
        for index in description.indices {
            switch description[index] {
            case "<": depth += 1
            case ">": depth -= 1
            case "." where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    /// `.customer.name`, `.pair.0`.
    private static func path(_ fields: [String]) -> String {
        fields.map { $0.hasPrefix(".") ? $0 : "." + $0 }.joined()
    }

    /// A description with the addresses of computed properties left out, which differ from
    /// run to run: `.lines.<computed (Line)>.id`.
    private static func withoutAddresses(_ text: Substring) -> String {
        var result = ""
        var rest = text
        while let range = rest.range(of: " 0x") {
            result += rest[..<range.lowerBound]
            rest = rest[range.upperBound...].drop { $0.isHexDigit }
        }
        return result + rest
    }
}
