import Foundation

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
        case outsideTolerance(expected: JSONValue, actual: JSONValue, tolerance: Double)
        /// The keys both objects have, in each one's order.
        case memberOrder(expected: [String], actual: [String])
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
        case .outsideTolerance(let expected, let actual, let tolerance):
            text.append("expected \(expected.text()) within \(tolerance), was \(actual.text())")
            if let difference = JSONNumber.difference(expected, actual) {
                text.append(", which differs by \(difference)")
            }
        case .memberOrder(let expected, let actual):
            func keys(_ keys: [String]) -> String {
                let shown = keys.prefix(Self.shown).map(JSONValue.quoted).joined(separator: ", ")
                return keys.count > Self.shown ? shown + ", …" : shown
            }
            text.append("expected the members in the order \(keys(expected)), were \(keys(actual))")
        }
    }
}

/// The options of one `equalToJSON`, read, and the walk that applies them.
struct JSONComparer: @unchecked Sendable {
    /// How many differences one comparison keeps.
    static let limit = 1_000
    /// Up to how many pairs of elements (expected × actual) an array in any order is searched
    /// for a pairing that the first pass missed.
    static let pairingBound = 250_000

    private var ignored: [JSONPath] = []
    private var inAnyOrder: [JSONPath] = []
    private var only: [JSONPath] = []
    private var matchers:
        [(
            path: JSONPath, describe: @Sendable (inout Description) -> Void,
            judge: @Sendable (Any?) -> MatchResult
        )] =
            []
    /// For each reading, the places it holds under (`$` for the whole document); empty when
    /// it holds nowhere.
    private var readings = [[JSONPath]](repeating: [], count: JSONComparison.Reading.allCases.count)
    private var tolerances: [(scope: JSONPath, tolerance: Double)] = []
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
        func add(_ options: [JSONComparison], under scope: JSONPath) {
            for option in options {
                switch option.rule {
                case .ignoring(let paths): ignored += paths.compactMap(read)
                case .inAnyOrder(let path): inAnyOrder += [path].compactMap(read)
                case .comparingOnly(let paths): only += paths.compactMap(read)
                case .matching(let path, let describe, let judge):
                    if let path = read(path) { matchers.append((path, describe, judge)) }
                case .reading(let reading): readings[reading.rawValue].append(scope)
                case .tolerance(let tolerance):
                    if tolerance.isNaN || tolerance < 0, problem == nil {
                        problem = "a tolerance is at least 0, not \(tolerance)"
                    }
                    tolerances.append((scope, tolerance))
                case .at(let path, let inner):
                    if let path = read(path) { add(inner, under: path) }
                }
            }
        }
        add(options, under: JSONPath())
    }

    /// Whether `reading` holds at the place `path` leads to.
    private func holds(_ reading: JSONComparison.Reading, at path: [JSONPath.Step]) -> Bool {
        let scopes = readings[reading.rawValue]
        return !scopes.isEmpty && scopes.contains { $0.isPrefix(of: path) }
    }

    /// The tolerance for numbers at `path`: the last one given whose place contains it.
    private func tolerance(at path: [JSONPath.Step]) -> Double? {
        tolerances.last { $0.scope.isPrefix(of: path) }?.tolerance
    }

    /// ` ignoring $.id`, ` with $.tags in any order` and the like, in the order given.
    func describeOptions(into text: inout Description) {
        Self.describe(options, into: &text)
    }

    private static func describe(_ options: [JSONComparison], into text: inout Description) {
        for option in options {
            switch option.rule {
            case .ignoring(let paths): text.append(" ignoring \(paths.joined(separator: ", "))")
            case .inAnyOrder(let path): text.append(" with \(path) in any order")
            case .comparingOnly(let paths):
                text.append(" comparing only \(paths.joined(separator: ", "))")
            case .matching(let path, let describe, _):
                text.append(" with \(path) ")
                describe(&text)
            case .reading(let reading): text.append(" " + reading.text)
            case .tolerance(let tolerance): text.append(" with numbers within \(tolerance)")
            case .at(let path, let inner):
                text.append(" at \(path) (")
                for (index, option) in inner.enumerated() {
                    var optionText = Description()
                    describe([option], into: &optionText)
                    text.append((index > 0 ? ", " : "") + optionText.text.dropFirst())
                }
                text.append(")")
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
        return only.contains { $0.leadsInside(path) } ? .descend : .skip
    }

    private func compare(
        _ expected: JSONValue?, _ actual: JSONValue?, at path: inout [JSONPath.Step],
        into differences: inout [JSONDifference]
    ) {
        guard differences.count < Self.limit else { return }
        if !ignored.isEmpty, ignored.contains(where: { $0.matches(path) }) { return }
        let scope = scope(of: path)
        if scope == .skip { return }
        // A matcher, from an option at this place or in the expected document, decides alone.
        let judged: (describe: (inout Description) -> Void, result: MatchResult)?
        if !matchers.isEmpty, let matcher = matchers.first(where: { $0.path.matches(path) }) {
            judged = (matcher.describe, matcher.judge(actual?.foundationValue))
        } else if case .placeholder(let placeholder)? = expected {
            judged = (placeholder.describe, placeholder.judge(actual))
        } else {
            judged = nil
        }
        if let judged {
            if !judged.result.isMatch {
                differences.append(
                    JSONDifference(
                        path: JSONPath(steps: path),
                        kind: .matcher(describe: judged.describe, result: judged.result)))
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
            compareObjects(expectedMembers, actualMembers, at: &path, into: &differences)
        case (.array(let expectedElements), .array(let actualElements)):
            let extraAllowed = holds(.extraElements, at: path)
            // Under `comparingOnly` an array on the way to a compared place is paired in any
            // order too: its elements are still what the compared places are found in.
            if holds(.anyOrder, at: path)
                || (!inAnyOrder.isEmpty && inAnyOrder.contains(where: { $0.matches(path) }))
            {
                compareInAnyOrder(
                    expectedElements, actualElements, at: &path,
                    reportingExtra: scope == .compare && !extraAllowed, into: &differences)
                return
            }
            let compared =
                extraAllowed
                ? expectedElements.count : max(expectedElements.count, actualElements.count)
            for index in 0..<compared {
                path.append(.index(index))
                compare(
                    index < expectedElements.count ? expectedElements[index] : nil,
                    index < actualElements.count ? actualElements[index] : nil,
                    at: &path, into: &differences)
                path.removeLast()
            }
        default:
            guard scope == .compare else { return }
            if let kind = scalarDifference(expected, actual, at: path) {
                differences.append(JSONDifference(path: JSONPath(steps: path), kind: kind))
            }
        }
    }

    private func compareObjects(
        _ expectedMembers: [(key: String, value: JSONValue)],
        _ actualMembers: [(key: String, value: JSONValue)], at path: inout [JSONPath.Step],
        into differences: inout [JSONDifference]
    ) {
        // Objects are mostly small: a walk over a few keys costs less than hashing them.
        let small = actualMembers.count <= 16
        let actualByKey =
            small ? [:] : Dictionary(actualMembers.map { ($0.key, $0.value) }) { first, _ in first }
        func actualValue(_ key: String) -> JSONValue? {
            small ? actualMembers.first { $0.key == key }?.value : actualByKey[key]
        }
        if holds(.memberOrder, at: path) {
            let expectedKeys = expectedMembers.map(\.key).filter { actualValue($0) != nil }
            let actualKeys = actualMembers.map(\.key).filter { key in
                expectedMembers.contains { $0.key == key }
            }
            if expectedKeys != actualKeys, differences.count < Self.limit {
                differences.append(
                    JSONDifference(
                        path: JSONPath(steps: path),
                        kind: .memberOrder(expected: expectedKeys, actual: actualKeys)))
            }
        }
        for member in expectedMembers {
            path.append(.key(member.key))
            compare(member.value, actualValue(member.key), at: &path, into: &differences)
            path.removeLast()
        }
        if holds(.extraMembers, at: path) { return }
        let nullIsAbsent = holds(.nullAsAbsent, at: path)
        let expectedKeys = small ? [] : Set(expectedMembers.map(\.key))
        for member in actualMembers
        where small
            ? !expectedMembers.contains(where: { $0.key == member.key })
            : !expectedKeys.contains(member.key)
        {
            if nullIsAbsent, member.value == .null { continue }
            path.append(.key(member.key))
            compare(nil, member.value, at: &path, into: &differences)
            path.removeLast()
        }
    }

    /// How two values that are not both objects or both arrays differ under the readings that
    /// hold at `path`; `nil` when they do not.
    private func scalarDifference(
        _ expected: JSONValue, _ actual: JSONValue, at path: [JSONPath.Step]
    )
        -> JSONDifference.Kind?
    {
        if holds(.structureOnly, at: path) {
            return expected.kind == actual.kind ? nil : .differs(expected: expected, actual: actual)
        }
        var expectedValue = expected
        var actualValue = actual
        if holds(.coercingTypes, at: path) {
            (expectedValue, actualValue) = Self.coerced(expected, actual)
        }
        guard case .number(let expectedNumber) = expectedValue,
            case .number(let actualNumber) = actualValue
        else {
            return expectedValue == actualValue ? nil : .differs(expected: expected, actual: actual)
        }
        if holds(.numbersAsWritten, at: path) {
            return expectedNumber.text == actualNumber.text
                ? nil : .differs(expected: expected, actual: actual)
        }
        if expectedNumber == actualNumber { return nil }
        if let tolerance = tolerance(at: path) {
            let difference = JSONNumber.difference(expectedValue, actualValue)
            if let difference, let bound = Decimal(string: "\(tolerance)") {
                if difference <= bound { return nil }
            } else if (expectedNumber.double - actualNumber.double).magnitude <= tolerance {
                // Beyond what `Decimal` holds, as `Double`s.
                return nil
            }
            return .outsideTolerance(expected: expected, actual: actual, tolerance: tolerance)
        }
        return .differs(expected: expected, actual: actual)
    }

    /// A string that spells a Boolean or a number, read as one when the other side is one.
    private static func coerced(_ expected: JSONValue, _ actual: JSONValue) -> (
        JSONValue, JSONValue
    ) {
        func spelled(_ string: String, as other: JSONValue) -> JSONValue? {
            switch other {
            case .bool:
                return string == "true" ? .bool(true) : string == "false" ? .bool(false) : nil
            case .number:
                guard case .number(let number)? = try? JSONReader.parse(string),
                    number.text.utf8.count == string.utf8.count
                else { return nil }
                return .number(number)
            default: return nil
            }
        }
        switch (expected, actual) {
        case (.string(let string), .bool), (.string(let string), .number):
            return (spelled(string, as: actual) ?? expected, actual)
        case (.bool, .string(let string)), (.number, .string(let string)):
            return (expected, spelled(string, as: expected) ?? actual)
        default: return (expected, actual)
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
        // The expected element each actual one is paired with.
        var partner = [Int?](repeating: nil, count: actual.count)
        let isOpen = expected.indices.map { index in
            ignored.contains { $0.matches(path + [.index(index)]) }
        }
        func equal(_ index: Int, _ candidate: Int) -> Bool {
            path.append(.index(index))
            defer { path.removeLast() }
            var found: [JSONDifference] = []
            compare(expected[index], actual[candidate], at: &path, into: &found)
            return found.isEmpty
        }
        // First the first partner free for each element: on arrays that match, the only pass.
        var unpaired: [Int] = []
        let order = expected.indices.filter { !isOpen[$0] } + expected.indices.filter { isOpen[$0] }
        for index in order {
            if let candidate = actual.indices.first(where: {
                partner[$0] == nil && equal(index, $0)
            }) {
                partner[candidate] = index
            } else {
                unpaired.append(index)
            }
        }
        // Then a partner taken by an element that could have had another is handed on (an
        // augmenting path), so that `[[2], [1]]` finds both in `[[1, 2], [2]]` when extra
        // elements are left out. Bounded: a failure between two large arrays stays quick.
        if !unpaired.isEmpty, expected.count * actual.count <= Self.pairingBound {
            var known: [Int: Bool] = [:]
            func knownEqual(_ index: Int, _ candidate: Int) -> Bool {
                let key = index * actual.count + candidate
                if let answer = known[key] { return answer }
                let answer = equal(index, candidate)
                known[key] = answer
                return answer
            }
            func handOn(_ index: Int, _ visited: inout [Bool]) -> Bool {
                for candidate in actual.indices where !visited[candidate] {
                    guard knownEqual(index, candidate) else { continue }
                    visited[candidate] = true
                    if let holder = partner[candidate], !handOn(holder, &visited) { continue }
                    partner[candidate] = index
                    return true
                }
                return false
            }
            unpaired = unpaired.filter { index in
                var visited = [Bool](repeating: false, count: actual.count)
                return !handOn(index, &visited)
            }
        }
        var paired = partner.map { $0 != nil }
        for index in unpaired.sorted() where differences.count < Self.limit {
            path.append(.index(index))
            let element = showingMatchers(in: expected[index], at: &path)
            path.removeLast()
            if element.isContainer,
                let nearest = nearestUnpaired(
                    to: expected[index], at: index, in: actual, paired: paired, at: &path)
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

    /// `value` with each place a `value(at:_:)` option checks shown as its matcher, for a
    /// message that names an element: `{"sku": "a", "n": <a value greater than 0>}`.
    private func showingMatchers(in value: JSONValue, at path: inout [JSONPath.Step])
        -> JSONValue
    {
        if matchers.isEmpty { return value }
        if let matcher = matchers.first(where: { $0.path.matches(path) }) {
            return .placeholder(JSONPlaceholder(describe: matcher.describe, judge: { _ in .match }))
        }
        switch value {
        case .object(let members):
            return .object(
                members.map { member in
                    path.append(.key(member.key))
                    defer { path.removeLast() }
                    return (member.key, showingMatchers(in: member.value, at: &path))
                })
        case .array(let elements):
            return .array(
                elements.enumerated().map { index, element in
                    path.append(.index(index))
                    defer { path.removeLast() }
                    return showingMatchers(in: element, at: &path)
                })
        default: return value
        }
    }

    /// The unpaired actual element of the same kind as `element` with the fewest differences
    /// from it, and those differences; `nil` when there is none.
    private func nearestUnpaired(
        to element: JSONValue, at index: Int, in actual: [JSONValue], paired: [Bool],
        at path: inout [JSONPath.Step]
    ) -> (index: Int, differences: [JSONDifference])? {
        var best: (index: Int, differences: [JSONDifference])?
        // Compared at the element's own index, as pairing compares it, so that its options
        // hold; the differences are then located in the actual element.
        path.append(.index(index))
        defer { path.removeLast() }
        for candidate in actual.indices
        where !paired[candidate] && actual[candidate].kind == element.kind {
            var found: [JSONDifference] = []
            compare(element, actual[candidate], at: &path, into: &found)
            if best == nil || found.count < best!.differences.count { best = (candidate, found) }
        }
        guard let best else { return nil }
        let depth = path.count - 1
        return (best.index, best.differences.map { $0.moved(at: depth, to: best.index) })
    }
}

extension JSONDifference {
    /// The difference with the step at `depth` of each path it holds made element `index`.
    func moved(at depth: Int, to index: Int) -> JSONDifference {
        func move(_ path: JSONPath) -> JSONPath {
            var steps = path.steps
            if depth < steps.count { steps[depth] = .index(index) }
            return JSONPath(steps: steps)
        }
        let movedKind: Kind
        switch kind {
        case .nearestElement(let expected, let nearest, let inner):
            movedKind = .nearestElement(
                expected: expected, path: move(nearest),
                differences: inner.map { $0.moved(at: depth, to: index) })
        default: movedKind = kind
        }
        return JSONDifference(path: move(path), kind: movedKind)
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
        case .null, .placeholder: return nil
        }
    }
}

extension JSONNumber {
    /// How far apart two numbers are, exactly where `Decimal` holds them.
    static func difference(_ first: JSONValue, _ second: JSONValue) -> Decimal? {
        guard case .number(let first) = first, case .number(let second) = second,
            let firstValue = Decimal(string: first.text),
            let secondValue = Decimal(string: second.text)
        else { return nil }
        return (firstValue - secondValue).magnitude
    }
}
