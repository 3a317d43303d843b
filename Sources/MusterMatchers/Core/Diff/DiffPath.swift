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
