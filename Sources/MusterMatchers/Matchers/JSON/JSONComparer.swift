// The comparison behind `equalToJSON`: one walk over both documents, which applies the options
// at each place and keeps each difference with its path. It keeps at most `limit` differences,
// so that two large documents that differ everywhere cost a bounded message.

/// One difference between the expected and the actual document.
struct JSONDifference {
    enum Kind {
        case differs(expected: JSONValue, actual: JSONValue)
        case missing(expected: JSONValue)
        case unexpected(actual: JSONValue)
        case noElementEqual(expected: JSONValue)
        /// No element equal to `expected`; the unpaired element nearest to it, at `path`,
        /// differs from it in `differences`.
        case nearestElement(expected: JSONValue, path: JSONPath, differences: [JSONDifference])
        case matcher(describe: (inout Description) -> Void, result: MatchResult)
    }

    let path: JSONPath
    let kind: Kind

    /// How many differences a message shows; the rest are counted.
    static let shown = 10
    /// How many differences of the nearest element a message shows.
    static let shownInNearest = 3

    /// `$.lines[1].price: expected 4.0, was 4.5`, or several on lines of their own.
    static func write(_ differences: [JSONDifference], into text: inout Description) {
        if differences.count == 1 {
            differences[0].write(into: &text)
            return
        }
        text.append(
            differences.count >= JSONComparer.limit
                ? "at least \(differences.count) places differed:"
                : "\(differences.count) places differed:")
        for difference in differences.prefix(shown) {
            text.append("\n  ")
            difference.write(into: &text)
        }
        if differences.count > shown {
            text.append("\n  and \(differences.count - shown) more")
        }
    }

    private func write(into text: inout Description) {
        text.append("\(path): ")
        switch kind {
        case .differs(let expected, let actual):
            if expected.kind == actual.kind {
                text.append("expected \(expected.text()), was \(actual.text())")
            } else {
                text.append("expected \(expected.kindAndText), was \(actual.kindAndText)")
            }
        case .missing(let expected):
            text.append("missing, expected \(expected.text())")
        case .unexpected(let actual):
            text.append("not expected, was \(actual.text())")
        case .noElementEqual(let expected):
            text.append("no element equal to \(expected.text())")
        case .nearestElement(let expected, let nearest, let inner):
            text.append(
                "no element equal to \(expected.text()); the nearest, \(nearest), differs at ")
            for (index, difference) in inner.prefix(Self.shownInNearest).enumerated() {
                if index > 0 { text.append("; ") }
                difference.write(into: &text)
            }
            if inner.count > Self.shownInNearest {
                text.append(" and \(inner.count - Self.shownInNearest) more")
            }
        case .matcher(let describe, let result):
            text.append("expected ")
            describe(&text)
            text.append(", ")
            text.appendMismatch(of: result)
        }
    }
}

/// The options of one `equalToJSON`, read, and the walk that applies them.
struct JSONComparer: @unchecked Sendable {
    /// How many differences one comparison keeps.
    static let limit = 1_000

    private var ignored: [JSONPath] = []
    private var inAnyOrder: [JSONPath] = []
    private var only: [JSONPath] = []
    private var matchers:
        [(path: JSONPath, describe: (inout Description) -> Void, judge: (Any?) -> MatchResult)] =
            []
    private let options: [JSONComparison]
    /// An option whose path is not a JSON path: the matcher cannot be used.
    private(set) var problem: String?

    init(_ options: [JSONComparison]) {
        self.options = options
        func read(_ text: String) -> JSONPath? {
            if let path = JSONPath(parsing: text) { return path }
            if problem == nil {
                problem =
                    "the path \(JSONValue.quoted(text)) is not a JSON path; write one such as "
                    + "$.lines[0].price or $.lines[*].sku"
            }
            return nil
        }
        for option in options {
            switch option.rule {
            case .ignoring(let paths): ignored += paths.compactMap(read)
            case .inAnyOrder(let path): inAnyOrder += [path].compactMap(read)
            case .comparingOnly(let paths): only += paths.compactMap(read)
            case .matching(let path, let describe, let judge):
                if let path = read(path) { matchers.append((path, describe, judge)) }
            }
        }
    }

    /// ` ignoring $.id`, ` with $.tags in any order` and the like, in the order given.
    func describeOptions(into text: inout Description) {
        for option in options {
            switch option.rule {
            case .ignoring(let paths): text.append(" ignoring \(paths.joined(separator: ", "))")
            case .inAnyOrder(let path): text.append(" with \(path) in any order")
            case .comparingOnly(let paths):
                text.append(" comparing only \(paths.joined(separator: ", "))")
            case .matching(let path, let describe, _):
                text.append(" with \(path) ")
                describe(&text)
            }
        }
    }

    /// The differences between the documents, at most ``limit``.
    func differences(_ expected: JSONValue, _ actual: JSONValue) -> [JSONDifference] {
        var differences: [JSONDifference] = []
        var path: [JSONPath.Step] = []
        compare(expected, actual, at: &path, into: &differences)
        return differences
    }

    /// `actual` without the members the options leave out, as recording mode writes it: the
    /// expected document then says only what is compared. Elements stay, so that indices do.
    func recorded(_ actual: JSONValue) -> JSONValue {
        guard !ignored.isEmpty else { return actual }
        var path: [JSONPath.Step] = []
        return leavingOutIgnored(actual, at: &path)
    }

    private func leavingOutIgnored(_ value: JSONValue, at path: inout [JSONPath.Step])
        -> JSONValue
    {
        switch value {
        case .object(let members):
            var kept: [(key: String, value: JSONValue)] = []
            for member in members {
                path.append(.key(member.key))
                defer { path.removeLast() }
                if ignored.contains(where: { $0.matches(path) }) { continue }
                kept.append((member.key, leavingOutIgnored(member.value, at: &path)))
            }
            return .object(kept)
        case .array(let elements):
            return .array(
                elements.enumerated().map { index, element in
                    path.append(.index(index))
                    defer { path.removeLast() }
                    return leavingOutIgnored(element, at: &path)
                })
        default: return value
        }
    }

    private enum Scope { case compare, descend, skip }

    /// Whether a place is compared, only passed through on the way to a place that is, or left
    /// out, under `comparingOnly`.
    private func scope(of path: [JSONPath.Step]) -> Scope {
        if only.isEmpty || only.contains(where: { $0.isPrefix(of: path) }) { return .compare }
        let leadsOn = only.contains { pattern in
            pattern.steps.count > path.count
                && JSONPath(steps: Array(pattern.steps.prefix(path.count))).matches(path)
        }
        return leadsOn ? .descend : .skip
    }

    private func compare(
        _ expected: JSONValue?, _ actual: JSONValue?, at path: inout [JSONPath.Step],
        into differences: inout [JSONDifference]
    ) {
        guard differences.count < Self.limit else { return }
        if !ignored.isEmpty, ignored.contains(where: { $0.matches(path) }) { return }
        let scope = scope(of: path)
        if scope == .skip { return }
        if !matchers.isEmpty, let matcher = matchers.first(where: { $0.path.matches(path) }) {
            let result = matcher.judge(actual?.foundationValue)
            if !result.isMatch {
                differences.append(
                    JSONDifference(
                        path: JSONPath(steps: path),
                        kind: .matcher(describe: matcher.describe, result: result)))
            }
            return
        }
        guard let expected else {
            if scope == .compare, let actual {
                differences.append(
                    JSONDifference(path: JSONPath(steps: path), kind: .unexpected(actual: actual)))
            }
            return
        }
        guard let actual else {
            if scope == .compare {
                differences.append(
                    JSONDifference(path: JSONPath(steps: path), kind: .missing(expected: expected)))
            }
            return
        }
        switch (expected, actual) {
        case (.object(let expectedMembers), .object(let actualMembers)):
            // Objects are mostly small: a walk over a few keys costs less than hashing them.
            let small = actualMembers.count <= 16
            let actualByKey =
                small
                ? [:]
                : Dictionary(actualMembers.map { ($0.key, $0.value) }) { first, _ in first }
            func actualValue(_ key: String) -> JSONValue? {
                small ? actualMembers.first { $0.key == key }?.value : actualByKey[key]
            }
            for member in expectedMembers {
                path.append(.key(member.key))
                compare(member.value, actualValue(member.key), at: &path, into: &differences)
                path.removeLast()
            }
            let expectedKeys = small ? [] : Set(expectedMembers.map(\.key))
            for member in actualMembers
            where small
                ? !expectedMembers.contains(where: { $0.key == member.key })
                : !expectedKeys.contains(member.key)
            {
                path.append(.key(member.key))
                compare(nil, member.value, at: &path, into: &differences)
                path.removeLast()
            }
        case (.array(let expectedElements), .array(let actualElements)):
            // Under `comparingOnly` an array on the way to a compared place is paired in any
            // order too: its elements are still what the compared places are found in.
            if !inAnyOrder.isEmpty, inAnyOrder.contains(where: { $0.matches(path) }) {
                compareInAnyOrder(
                    expectedElements, actualElements, at: &path, reportingExtra: scope == .compare,
                    into: &differences)
                return
            }
            for index in 0..<max(expectedElements.count, actualElements.count) {
                path.append(.index(index))
                compare(
                    index < expectedElements.count ? expectedElements[index] : nil,
                    index < actualElements.count ? actualElements[index] : nil,
                    at: &path, into: &differences)
                path.removeLast()
            }
        default:
            if scope == .compare, expected != actual {
                differences.append(
                    JSONDifference(
                        path: JSONPath(steps: path),
                        kind: .differs(expected: expected, actual: actual)))
            }
        }
    }

    /// Pairs each expected element with the first actual element not yet paired that it equals
    /// under the options (places left out inside the elements stay left out). An element is
    /// compared at its own index in the expected document, so that an option for `$.list[0]`
    /// holds for that element wherever its partner is; elements the options leave wholly open
    /// (`anyValue`) pair last, with what the others leave. An expected object or array with no
    /// partner is reported with the unpaired element nearest to it and where that differs.
    private func compareInAnyOrder(
        _ expected: [JSONValue], _ actual: [JSONValue], at path: inout [JSONPath.Step],
        reportingExtra: Bool, into differences: inout [JSONDifference]
    ) {
        var paired = [Bool](repeating: false, count: actual.count)
        var unpaired: [Int] = []
        let isOpen = expected.indices.map { index in
            ignored.contains { $0.matches(path + [.index(index)]) }
        }
        let order = expected.indices.filter { !isOpen[$0] } + expected.indices.filter { isOpen[$0] }
        for index in order {
            path.append(.index(index))
            let partner = actual.indices.first { candidate in
                guard !paired[candidate] else { return false }
                var found: [JSONDifference] = []
                compare(expected[index], actual[candidate], at: &path, into: &found)
                return found.isEmpty
            }
            path.removeLast()
            if let partner { paired[partner] = true } else { unpaired.append(index) }
        }
        for index in unpaired.sorted() where differences.count < Self.limit {
            let element = expected[index]
            if element.isContainer,
                let nearest = nearestUnpaired(to: element, in: actual, paired: paired, at: &path)
            {
                paired[nearest.index] = true
                differences.append(
                    JSONDifference(
                        path: JSONPath(steps: path),
                        kind: .nearestElement(
                            expected: element,
                            path: JSONPath(steps: path + [.index(nearest.index)]),
                            differences: nearest.differences)))
            } else {
                differences.append(
                    JSONDifference(
                        path: JSONPath(steps: path), kind: .noElementEqual(expected: element)))
            }
        }
        guard reportingExtra else { return }
        for index in actual.indices where !paired[index] && differences.count < Self.limit {
            differences.append(
                JSONDifference(
                    path: JSONPath(steps: path + [.index(index)]),
                    kind: .unexpected(actual: actual[index])))
        }
    }

    /// The unpaired actual element of the same kind as `element` with the fewest differences
    /// from it, and those differences; `nil` when there is none.
    private func nearestUnpaired(
        to element: JSONValue, in actual: [JSONValue], paired: [Bool],
        at path: inout [JSONPath.Step]
    ) -> (index: Int, differences: [JSONDifference])? {
        var best: (index: Int, differences: [JSONDifference])?
        for candidate in actual.indices
        where !paired[candidate] && actual[candidate].kind == element.kind {
            var found: [JSONDifference] = []
            path.append(.index(candidate))
            compare(element, actual[candidate], at: &path, into: &found)
            path.removeLast()
            if best == nil || found.count < best!.differences.count { best = (candidate, found) }
        }
        return best
    }
}

extension JSONValue {
    /// Whether the value holds others: an object or an array.
    var isContainer: Bool {
        switch self {
        case .object, .array: return true
        default: return false
        }
    }

    /// `a number 4.5`, or `null`: the value with its kind, for a value of another kind than
    /// the one expected.
    var kindAndText: String { self == .null ? "null" : "\(kind) \(text())" }

    /// The value as Foundation reads JSON, for a matcher: `String`, `Int` where the number is
    /// whole and fits, else `Double`, `Bool`, `[Any]`, `[String: Any]`, or `nil` for `null`.
    var foundationValue: Any? {
        switch self {
        case .object(let members):
            return Dictionary(members.map { ($0.key, $0.value.foundationValue as Any) }) {
                first, _ in first
            }
        case .array(let elements): return elements.map { $0.foundationValue as Any }
        case .string(let string): return string
        case .number(let number): return Int(number.text) ?? number.double
        case .bool(let bool): return bool
        case .null: return nil
        }
    }
}
