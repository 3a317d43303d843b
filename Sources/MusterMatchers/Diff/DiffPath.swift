/// Where in a value a difference is, written the way Swift reaches it: `.address.city`,
/// `[3].name`, `["key"]`, `.success.code`.
struct DiffPath: CustomStringConvertible {
    enum Component {
        /// A stored property, a tuple element, or an enum case's payload.
        case field(String)
        /// A position in an ordered collection.
        case index(Int)
        /// A dictionary key.
        case key(Any)
    }

    private(set) var components: [Component] = []

    /// The value itself, before any step into it.
    static var root: DiffPath { DiffPath() }

    var isRoot: Bool { components.isEmpty }

    /// Whether this path is the field path `fields` from the root.
    func isField(path fields: [String]) -> Bool {
        guard fields.count == components.count else { return false }
        for (field, component) in zip(fields, components) {
            guard case .field(let name) = component, name == field else { return false }
        }
        return true
    }

    /// Whether this path is within the field path `fields` (`.whole`), on the way to it
    /// (`.onTheWay`), or neither.
    func fieldPrefixMatch(with fields: [String]) -> FieldRules.Coverage {
        for (index, component) in components.enumerated() {
            if index == fields.count { return .whole }
            guard case .field(let name) = component, name == fields[index] else {
                return .outside
            }
        }
        return components.count == fields.count ? .whole : .onTheWay
    }

    func appending(_ component: Component) -> DiffPath {
        var path = self
        path.components.append(component)
        return path
    }

    var description: String {
        var text = ""
        for component in components {
            switch component {
            case .field(let name):
                // Tuple elements come from `Mirror` already labelled `.0`.
                text += name.hasPrefix(".") ? name : "." + name
            case .index(let index): text += "[\(index)]"
            case .key(let key): text += "[" + ValueRenderer.render(key, limit: 60) + "]"
            }
        }
        return text
    }

    /// The path for a one-line note: a path 32 levels deep can run to thousands of characters.
    var shortened: String {
        let text = description
        return text.count > 100 ? text.prefix(100) + "…" : text
    }
}
