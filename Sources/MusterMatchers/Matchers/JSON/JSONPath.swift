// Paths into a JSON document, as the options of `equalToJSON` name places and its messages
// locate differences: `$` is the document, `.name` or `["a name"]` a member of an object, `[2]`
// an element of an array; in an option, `.*` is any member and `[*]` any element.

/// A place in a JSON document, or, with wildcards, a set of places.
struct JSONPath: Hashable, CustomStringConvertible {
    enum Step: Hashable {
        case key(String)
        case index(Int)
        case anyKey
        case anyIndex
    }

    var steps: [Step] = []

    /// `$.lines[1].price`.
    var description: String {
        var text = "$"
        for step in steps {
            switch step {
            case .key(let key):
                let isIdentifier =
                    !key.isEmpty && key.first.map { $0.isLetter || $0 == "_" } == true
                    && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
                text += isIdentifier ? ".\(key)" : "[\(JSONValue.quoted(key))]"
            case .index(let index): text += "[\(index)]"
            case .anyKey: text += ".*"
            case .anyIndex: text += "[*]"
            }
        }
        return text
    }

    /// Reads `$.lines[*].price`; `nil` when it is not a path.
    init?(parsing text: String) {
        var rest = Substring(text)
        guard rest.first == "$" else { return nil }
        rest = rest.dropFirst()
        while let first = rest.first {
            if first == "." {
                rest = rest.dropFirst()
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
    }

    init(steps: [Step] = []) { self.steps = steps }

    /// Whether this pattern, wildcards and all, names the place `steps` lead to.
    func matches(_ place: [Step]) -> Bool {
        steps.count == place.count && isPrefix(of: place)
    }

    /// Whether this pattern names the place `steps` lead to or a place that contains it.
    func isPrefix(of place: [Step]) -> Bool {
        guard steps.count <= place.count else { return false }
        return zip(steps, place).allSatisfy { pattern, step in
            switch (pattern, step) {
            case (.anyKey, .key), (.anyIndex, .index): true
            default: pattern == step
            }
        }
    }
}
