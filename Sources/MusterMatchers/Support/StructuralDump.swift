import Foundation

// A value written over lines, field by field, for a snapshot a reader reviews and a later run
// compares: one field, element or entry a line, nested ones indented, so that a change to one
// field is a change to one line. Everything is shown: no element limit and no length limit,
// only a depth limit that keeps a deep or endless value from overflowing the stack.

/// Writes a value over lines, and reads such text back into a tree to compare.
///
/// ```
/// Order(
///   id: 42
///   items: [
///     [0]: Item(
///       sku: "A-1"
///       price: 8.0
///     )
///   ]
///   tags: Set([
///     "gift"
///   ])
///   status: .shipped(
///     carrier: "DHL"
///   )
///   note: nil
/// )
/// ```
///
/// A leaf is written as messages write it (strings quoted with escapes, floating-point numbers
/// at full precision, dates to the microsecond, optionals as their value or `nil`); a type that
/// is ``MusterRenderable`` as its rendering, and a standard or Foundation type that describes
/// itself (`URL`, `UUID`, `Decimal`) by that description. Structs, enums and classes are
/// written by their fields even when they describe themselves: a snapshot keeps what the value
/// holds. A dictionary's entries and a set's elements are sorted, so that one value always
/// writes the same text; an object met again inside itself is written as the way back to it.
package enum StructuralDump {
    /// Two spaces a level.
    static let indentation = "  "
    /// The deepest nesting written before the rest is left out.
    static let depthLimit = 100

    /// `value` written over lines, with no line break at the end.
    package static func text(of value: Any?) -> String {
        var writer = DumpWriter()
        writer.write(value, prefix: "", depth: 0)
        return writer.lines.joined(separator: "\n")
    }
}

private struct DumpWriter {
    var lines: [String] = []
    /// The objects being written, outermost first, each with the path it was reached by: an
    /// object met again among them is a cycle.
    var objects: [(object: ObjectIdentifier, path: String)] = []
    /// The labels from the root to the value being written.
    var path: [String] = []

    /// Writes `value` on a line that starts with `prefix` (indentation and label), and its
    /// parts on the lines after it.
    mutating func write(_ value: Any?, prefix: String, depth: Int) {
        guard let value = unwrapOptionals(value) else { return lines.append(prefix + "nil") }
        if let leaf = Self.leafText(of: value) { return lines.append(prefix + leaf) }
        guard depth < StructuralDump.depthLimit else {
            return lines.append(
                prefix + "… (nested more than \(StructuralDump.depthLimit) levels deep)")
        }
        let mirror = Mirror(reflecting: value)
        let inner = String(repeating: StructuralDump.indentation, count: depth + 1)
        switch mirror.displayStyle {
        case .collection?:
            let elements = Array(mirror.children)
            guard !elements.isEmpty else { return lines.append(prefix + "[]") }
            lines.append(prefix + "[")
            for (index, element) in elements.enumerated() {
                let label = "[\(index)]"
                within(label) {
                    $0.write(element.value, prefix: inner + label + ": ", depth: depth + 1)
                }
            }
            lines.append(closingIndentation(depth) + "]")
        case .dictionary?:
            guard mirror.children.count > 0 else { return lines.append(prefix + "[:]") }
            var entries: [(key: String, lines: [String])] = []
            for entry in mirror.children {
                let pair = Mirror(reflecting: entry.value).children.map(\.value)
                guard pair.count == 2 else { continue }
                let key = Self.keyText(of: pair[0])
                entries.append(
                    (
                        key,
                        nested(key) {
                            $0.write(pair[1], prefix: inner + key + ": ", depth: depth + 1)
                        }
                    ))
            }
            lines.append(prefix + "[")
            for entry in entries.sorted(by: { $0.key < $1.key }) { lines += entry.lines }
            lines.append(closingIndentation(depth) + "]")
        case .set?:
            guard mirror.children.count > 0 else { return lines.append(prefix + "Set([])") }
            let elements = mirror.children.map { element in
                nested(nil) { $0.write(element.value, prefix: inner, depth: depth + 1) }
            }
            lines.append(prefix + "Set([")
            for element in elements.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                lines += element
            }
            lines.append(closingIndentation(depth) + "])")
        case .struct?:
            writeFields(
                of: mirror, opening: String(describing: type(of: value)) + "(", prefix: prefix,
                depth: depth)
        case .tuple?:
            writeFields(of: mirror, opening: "(", prefix: prefix, depth: depth)
        case .class?, .foreignReference?:
            let object = ObjectIdentifier(value as AnyObject)
            let typeName = String(describing: type(of: value))
            if let seen = objects.first(where: { $0.object == object }) {
                let target = seen.path.isEmpty ? "the value" : seen.path
                return lines.append(prefix + "<\(typeName): a cycle back to \(target)>")
            }
            objects.append((object, path.joined()))
            defer { objects.removeLast() }
            writeFields(of: mirror, opening: typeName + "(", prefix: prefix, depth: depth)
        case .enum?:
            writeCase(value, mirror: mirror, prefix: prefix, depth: depth)
        default:
            lines.append(prefix + Self.oneLine(String(describing: value)))
        }
    }

    /// A struct's, class's or tuple's fields, a class's inherited ones first.
    mutating func writeFields(of mirror: Mirror, opening: String, prefix: String, depth: Int) {
        var levels = [mirror]
        while let superclass = levels[0].superclassMirror { levels.insert(superclass, at: 0) }
        let fields = levels.flatMap(\.children)
        guard !fields.isEmpty else { return lines.append(prefix + opening + ")") }
        lines.append(prefix + opening)
        let inner = String(repeating: StructuralDump.indentation, count: depth + 1)
        for (index, field) in fields.enumerated() {
            let label = Self.fieldLabel(field.label, index: index)
            within(label.hasPrefix(".") ? label : "." + label) {
                $0.write(field.value, prefix: inner + label + ": ", depth: depth + 1)
            }
        }
        lines.append(closingIndentation(depth) + ")")
    }

    /// `.pending`, or `.shipped(` with the payload's fields (or the one unlabelled value) on
    /// the lines after it.
    mutating func writeCase(_ value: Any, mirror: Mirror, prefix: String, depth: Int) {
        guard let payload = mirror.children.first else {
            return lines.append(prefix + "." + String(describing: value))
        }
        let name = payload.label ?? ""
        let inner = String(repeating: StructuralDump.indentation, count: depth + 1)
        let payloadMirror = Mirror(reflecting: payload.value)
        within("." + name) {
            if payloadMirror.displayStyle == .tuple {
                $0.writeFields(
                    of: payloadMirror, opening: "." + name + "(", prefix: prefix, depth: depth)
            } else {
                $0.lines.append(prefix + "." + name + "(")
                $0.write(payload.value, prefix: inner, depth: depth + 1)
                $0.lines.append($0.closingIndentation(depth) + ")")
            }
        }
    }

    func closingIndentation(_ depth: Int) -> String {
        String(repeating: StructuralDump.indentation, count: depth)
    }

    mutating func within(_ label: String, _ body: (inout DumpWriter) -> Void) {
        path.append(label)
        body(&self)
        path.removeLast()
    }

    /// The lines `body` writes, kept apart to be sorted.
    mutating func nested(_ label: String?, _ body: (inout DumpWriter) -> Void) -> [String] {
        let before = lines
        lines = []
        if let label { path.append("[" + label + "]") }
        body(&self)
        if label != nil { path.removeLast() }
        let written = lines
        lines = before
        return written
    }

    static func fieldLabel(_ label: String?, index: Int) -> String {
        guard let label, !label.isEmpty else { return ".\(index)" }
        return label
    }

    /// The text of a value written on one line, or `nil` for one written by its parts.
    static func leafText(of value: Any) -> String? {
        if let renderable = value as? any MusterRenderable {
            return oneLine(renderable.musterRendering)
        }
        switch value {
        case let string as String: return ValueRenderer.quoted(string, limit: .max)
        case let substring as Substring: return ValueRenderer.quoted(substring, limit: .max)
        case let character as Character: return ValueRenderer.quoted(String(character), limit: .max)
        case let scalar as Unicode.Scalar: return ValueRenderer.quoted(String(scalar), limit: .max)
        case let type as Any.Type: return String(describing: type)
        case is any Numeric, is Bool: return String(describing: value)
        case let date as Date: return ValueRenderer.Output.dateText(date)
        case let data as Data:
            let size =
                data.count == 1 ? "1 byte" : "\(ValueRenderer.Output.grouped(data.count)) bytes"
            return data.isEmpty
                ? size : size + ": " + data.map(ByteDifference.hex).joined(separator: " ")
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .collection?, .dictionary?, .set?, .tuple?, .optional?: return nil
        default: break
        }
        // Standard and Foundation types that describe themselves are written by that
        // description: their stored fields are how they are built, not what they hold.
        guard isStandardType(type(of: value)),
            let described = ValueRenderer.Output.customDescription(value)
        else { return mirror.displayStyle == nil ? oneLine(String(describing: value)) : nil }
        return oneLine(described)
    }

    static func isStandardType(_ type: Any.Type) -> Bool {
        let name = String(reflecting: type)
        return [
            "Swift.", "Foundation.", "FoundationEssentials.", "FoundationInternationalization.",
            "_Concurrency.",
        ]
        .contains { name.hasPrefix($0) }
    }

    /// A dictionary key on one line.
    static func keyText(of key: Any) -> String {
        guard let key = unwrapOptionals(key) else { return "nil" }
        return leafText(of: key) ?? oneLine(ValueRenderer.render(key, limit: 10_000))
    }

    /// Text that must stay on its line, its line breaks written as escapes.
    static func oneLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\\r\\n")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
    }
}
