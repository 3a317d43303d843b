// Paths into a JSON document, as the options of `equalToJSON` name places and its messages
// locate differences: `$` is the document, `.name` or `["a name"]` a member of an object, `[2]`
// an element of an array; in an option, `.*` is any member, `[*]` any element and `..` any
// depth (`$..id` is every member named `id`, at any depth).

/// A place in a JSON document, or, with wildcards, a set of places.
struct JSONPath: Hashable, CustomStringConvertible {
    enum Step: Hashable {
        case key(String)
        case index(Int)
        case anyKey
        case anyIndex
        /// Any number of steps, none included: `..` in `$..id`.
        case descendants
    }

    let steps: [Step]
    /// Whether a step is `..`, which only the slower walk matches.
    private let reachesAnyDepth: Bool

    /// `$.lines[1].price`.
    var description: String {
        var text = "$"
        for (index, step) in steps.enumerated() {
            // After `..` a member is written without its own dot: `$..id`.
            let dot = index > 0 && steps[index - 1] == .descendants ? "" : "."
            switch step {
            case .key(let key):
                let isIdentifier =
                    !key.isEmpty && key.first.map { $0.isLetter || $0 == "_" } == true
                    && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
                text += isIdentifier ? "\(dot)\(key)" : "[\(JSONValue.quoted(key))]"
            case .index(let index): text += "[\(index)]"
            case .anyKey: text += "\(dot)*"
            case .anyIndex: text += "[*]"
            case .descendants: text += ".."
            }
        }
        return text
    }

    /// Reads `$.lines[*].price`; `nil` when it is not a path.
    init?(parsing text: String) {
        var rest = Substring(text)
        guard rest.first == "$" else { return nil }
        rest = rest.dropFirst()
        var steps: [Step] = []
        while let first = rest.first {
            if first == "." {
                rest = rest.dropFirst()
                if rest.first == "." {
                    // `..` is followed by a member, `*` or an element, never by the end.
                    rest = rest.dropFirst()
                    guard let next = rest.first, next != "." else { return nil }
                    steps.append(.descendants)
                    if next == "[" { continue }
                }
                if rest.first == "*" {
                    steps.append(.anyKey)
                    rest = rest.dropFirst()
                    continue
                }
                let name = rest.prefix { $0 != "." && $0 != "[" }
                guard !name.isEmpty else { return nil }
                steps.append(.key(String(name)))
                rest = rest.dropFirst(name.count)
            } else if first == "[" {
                rest = rest.dropFirst()
                if rest.hasPrefix("*]") {
                    steps.append(.anyIndex)
                    rest = rest.dropFirst(2)
                } else if rest.first == "\"" {
                    rest = rest.dropFirst()
                    guard let close = rest.firstRange(of: "\"]") else { return nil }
                    steps.append(.key(String(rest[..<close.lowerBound])))
                    rest = rest[close.upperBound...]
                } else {
                    let digits = rest.prefix { $0.isNumber }
                    guard let index = Int(digits), rest.dropFirst(digits.count).first == "]" else {
                        return nil
                    }
                    steps.append(.index(index))
                    rest = rest.dropFirst(digits.count + 1)
                }
            } else {
                return nil
            }
        }
        self.init(steps: steps)
    }

    init(steps: [Step] = []) {
        self.steps = steps
        reachesAnyDepth = steps.contains(.descendants)
    }

    /// Whether this pattern, wildcards and all, names the place `steps` lead to.
    func matches(_ place: [Step]) -> Bool {
        if reachesAnyDepth { return walk(from: 0, 0, of: place, until: .both) }
        return steps.count == place.count && isPrefix(of: place)
    }

    /// Whether this pattern names the place `steps` lead to or a place that contains it.
    func isPrefix(of place: [Step]) -> Bool {
        if reachesAnyDepth { return walk(from: 0, 0, of: place, until: .pattern) }
        guard steps.count <= place.count else { return false }
        return zip(steps, place).allSatisfy(Self.step(_:takes:))
    }

    /// Whether this pattern may name a place inside the one `place` leads to: the way on to a
    /// place that `comparingOnly` compares.
    func leadsInside(_ place: [Step]) -> Bool {
        if reachesAnyDepth { return walk(from: 0, 0, of: place, until: .place) }
        return steps.count > place.count && zip(steps, place).allSatisfy(Self.step(_:takes:))
    }

    private static func step(_ pattern: Step, takes step: Step) -> Bool {
        switch (pattern, step) {
        case (.anyKey, .key), (.anyIndex, .index): true
        default: pattern == step
        }
    }

    /// Which side's end settles a walk: both together (the pattern names the place), the
    /// pattern's (it names a place containing it), or the place's with pattern left over (it
    /// may name a place inside).
    private enum End { case both, pattern, place }

    /// Matches `steps[patternIndex...]` against `place[placeIndex...]`; `..` takes no step,
    /// or one and stays. Patterns are a few steps long, so the backtracking stays small.
    private func walk(from patternIndex: Int, _ placeIndex: Int, of place: [Step], until end: End)
        -> Bool
    {
        let patternDone = patternIndex == steps.count
        let placeDone = placeIndex == place.count
        switch end {
        case .both where patternDone: return placeDone
        case .pattern where patternDone: return true
        case .place where placeDone: return !patternDone
        case .place where patternDone: return false
        default: break
        }
        if steps[patternIndex] == .descendants {
            return walk(from: patternIndex + 1, placeIndex, of: place, until: end)
                || (!placeDone && walk(from: patternIndex, placeIndex + 1, of: place, until: end))
        }
        guard !placeDone, Self.step(steps[patternIndex], takes: place[placeIndex]) else {
            return false
        }
        return walk(from: patternIndex + 1, placeIndex + 1, of: place, until: end)
    }
}
