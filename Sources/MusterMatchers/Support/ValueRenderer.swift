import Foundation

/// A type that controls how Muster shows its values in failure messages.
///
/// ```swift
/// extension Money: MusterRenderable {
///     var musterRendering: String { "\(amount) \(currency)" }
/// }
/// ```
public protocol MusterRenderable {
    /// The text that stands for this value in a failure message.
    var musterRendering: String { get }
}

/// Renders values for failure messages the Swift way, bounded in size and time.
///
/// Strings and characters are quoted with escapes (`"a\nb"`), floating-point numbers keep full
/// round-trip precision (`0.30000000000000004`), optionals show as `nil` or their value,
/// collections and structs are readable, and classes show their type name. Output is cut to a
/// character budget, long collections are elided with a count, and nesting is limited, so a
/// huge or self-referencing value never hangs or overflows.
///
/// ```swift
/// ValueRenderer.render("a\nb")      // "a\nb" in quotes
/// ValueRenderer.render([1, 2, 3])   // [1, 2, 3]
/// ```
public enum ValueRenderer {
    /// The default character budget for one rendered value.
    public static let defaultLimit = 1_000

    /// The default number of collection elements shown before the rest are counted.
    static let elementLimit = 50

    /// The deepest nesting shown before a nested value is elided.
    static let depthLimit = 10

    /// The length up to which a value counts as short: it fits in a one-line message, and a
    /// matcher that describes itself by a value shows about this much of it.
    static let shortLimit = 80
    /// How many of a `Data` value's bytes its rendering shows.
    static let dataBytesShown = 64

    /// Renders `value` within `limit` characters (approximately: the elision notes are extra).
    ///
    /// ```swift
    /// ValueRenderer.render(0.1 + 0.2)  // 0.30000000000000004
    /// ```
    public static func render(_ value: Any?, limit: Int = defaultLimit) -> String {
        var output = Output(budget: limit)
        output.write(value, depth: 0)
        return output.text
    }

    /// Renders `value` as Swift source where it can: a struct or an enum by its fields and
    /// case even when it describes itself otherwise (`Money(cents: 1)`, not `0.01 €`), for a
    /// line of code a message suggests.
    package static func renderAsSource(_ value: Any?, limit: Int = defaultLimit) -> String {
        var output = Output(budget: limit)
        output.writesSource = true
        output.write(value, depth: 0)
        return output.text
    }

    /// Renders `value` within `limit` characters and tells whether anything was left out;
    /// without the `omitted` fields, when given.
    static func renderMeasured(_ value: Any?, limit: Int, omitting omitted: OmittedFields? = nil)
        -> (text: String, wasCut: Bool)
    {
        var output = Output(budget: limit)
        output.omitted = omitted
        output.write(value, depth: 0)
        return (output.text, output.wasCut)
    }

    /// Renders `value` completely, for an attachment: strings as they are, everything else with
    /// no limit on size or element count (nesting stays bounded, and classes render by name, so
    /// this still ends).
    static func renderFull(_ value: Any?) -> String {
        switch unwrapOptionals(value) {
        case let string as String: return string
        case let substring as Substring: return String(substring)
        default:
            var output = Output(budget: .max, elementLimit: .max, depthLimit: 64)
            output.write(value, depth: 0)
            return output.text
        }
    }

    /// Renders a string literal form of `text`: quoted, with escapes.
    ///
    /// ```swift
    /// ValueRenderer.quoted("tab\there")  // "tab\there" in quotes
    /// ```
    public static func quoted(_ text: some StringProtocol, limit: Int = defaultLimit) -> String {
        var output = Output(budget: limit)
        output.writeQuoted(text)
        return output.text
    }

    /// Renders an error by type and case: `ParseError.empty`, `ParseError.bad(line: 3)`.
    ///
    /// ```swift
    /// ValueRenderer.renderError(ParseError.empty)  // ParseError.empty
    /// ```
    public static func renderError(_ error: any Error) -> String {
        if let renderable = error as? any MusterRenderable { return renderable.musterRendering }
        if let described = TestDescriptions.text(of: error) { return described }
        let typeName = String(describing: type(of: error))
        // Every error bridges to a describable NSError on Linux, so ask the type, not the value.
        if type(of: error) is any CustomStringConvertible.Type {
            return "\(typeName)(\(String(describing: error)))"
        }
        switch Mirror(reflecting: error).displayStyle {
        case .enum: return typeName + render(error)
        case .class: return "<\(typeName)>"
        default: return render(error)
        }
    }

    package struct Output {
        var text = ""
        var budget: Int
        var elementLimit: Int
        var depthLimit: Int
        /// Whether anything was left out: a string cut short, elements counted instead of
        /// shown, nesting elided.
        var wasCut = false
        /// Whether structs and enums are written as Swift source, by their fields and cases,
        /// even when they describe themselves otherwise: for text a reader pastes into code.
        var writesSource = false
        /// Fields a comparison leaves out, which a description of its expected value leaves
        /// out too (see ``OmittedFields``).
        var omitted: OmittedFields?
        /// The field names from the root to the value being written; `nil` inside a collection
        /// or an enum's payload, where no ignored path reaches.
        var fieldPath: [String]? = []

        init(
            budget: Int, elementLimit: Int = ValueRenderer.elementLimit,
            depthLimit: Int = ValueRenderer.depthLimit
        ) {
            self.budget = budget
            self.elementLimit = elementLimit
            self.depthLimit = depthLimit
        }

        /// An output for a nested piece, with the room that is left.
        func child() -> Output {
            let room = budget == .max ? .max : max(budget - text.utf8.count, 16)
            var output = Output(budget: room, elementLimit: elementLimit, depthLimit: depthLimit)
            output.writesSource = writesSource
            output.omitted = omitted
            output.fieldPath = nil
            return output
        }

        var isExhausted: Bool { text.utf8.count >= budget }

        mutating func emit(_ piece: String) { text += piece }

        mutating func write(_ value: Any?, depth: Int) {
            if let value, let text = Self.plainText(of: value) { return emit(text) }
            guard let value = Self.unwrappingOptionals(value) else { return emit("nil") }
            if let renderable = value as? any MusterRenderable {
                return emit(renderable.musterRendering)
            }
            if let array = value as? any RenderedAsArray {
                guard depth < depthLimit else {
                    wasCut = true
                    return emit("…")
                }
                emit("[")
                var shown = 0
                // Element by element until the budget or the limit stops it: taking the
                // limit's worth of elements first would box ones never shown.
                array.forEachElement { writeNextElement($0, shown: &shown, depth: depth) }
                writeRest(shown: shown, count: array.count)
                return emit("]")
            }
            switch value {
            case let string as String: return writeQuoted(string)
            case let substring as Substring: return writeQuoted(substring)
            case let character as Character: return writeQuoted(String(character))
            case let scalar as Unicode.Scalar: return writeQuoted(String(scalar))
            case let type as Any.Type:
                return emit(String(describing: type) + (writesSource ? ".self" : ""))
            case is any Numeric, is Bool: return emit(String(describing: value))
            case let duration as Duration where writesSource:
                return emit(Self.durationSource(duration))
            case let date as Date: return emit(Self.dateText(date))
            case let data as Data: return emit(Self.dataText(data))
            case let indexes as IndexSet:
                // Its description, `2 indexes`, reads the same for any two sets of one size.
                return writeElements(
                    indexes.lazy.map { $0 as Any }, count: indexes.count, depth: depth,
                    open: "IndexSet([", close: "])", sorted: false)
            default: break
            }
            let mirror = Mirror(reflecting: value)
            guard let style = mirror.displayStyle else { return emit(String(describing: value)) }
            if depth >= depthLimit {
                wasCut = true
                return emit("…")
            }
            switch style {
            case .collection:
                writeElements(
                    mirror.children.lazy.map(\.value), count: mirror.children.count,
                    depth: depth, open: "[", close: "]", sorted: false)
            case .set:
                writeElements(
                    mirror.children.lazy.map(\.value), count: mirror.children.count,
                    depth: depth, open: "Set([", close: "])", sorted: true)
            case .dictionary:
                writeEntries(mirror, depth: depth)
            case .tuple:
                writeFields(mirror, typeName: "", depth: depth)
            case .struct:
                if !writesSource, let described = Self.ownDescription(value) {
                    return emit(described)
                }
                writeFields(mirror, typeName: String(describing: type(of: value)), depth: depth)
            case .enum:
                if !writesSource, let described = Self.ownDescription(value) {
                    return emit(described)
                }
                writeEnumCase(value, mirror: mirror, depth: depth)
            case .class, .foreignReference:
                if let described = Self.ownDescription(value) { return emit(described) }
                writeObject(value as AnyObject, mirror: mirror, depth: depth)
            case .optional:
                write(mirror.children.first?.value, depth: depth)
            @unknown default:
                emit(String(describing: value))
            }
        }

        /// The text of the commonest leaf values, recognized by their exact type: much cheaper
        /// than the protocol casts of the general path, each of which looks up a conformance,
        /// and than `String(describing:)`. Not when one of these types was made
        /// ``MusterRenderable``, whose rendering comes first.
        static func plainText(of value: Any) -> String? {
            guard !standardLeavesAreRenderable else { return nil }
            return plainLeafText(value)
        }

        /// Generic, so that passing an `Any` opens it: asking which of three types it holds is
        /// then three comparisons, where a cast from `Any` asks the runtime, several hundred
        /// instructions for each element of a large array that a failure shows.
        private static func plainLeafText<Value>(_ value: Value) -> String? {
            if Value.self == Int.self { return String(unsafeBitCast(value, to: Int.self)) }
            if Value.self == Bool.self {
                return unsafeBitCast(value, to: Bool.self) ? "true" : "false"
            }
            if Value.self == Double.self {
                return unsafeBitCast(value, to: Double.self).description
            }
            return nil
        }

        private static let standardLeavesAreRenderable =
            Int.self is any MusterRenderable.Type || Bool.self is any MusterRenderable.Type
            || Double.self is any MusterRenderable.Type

        static func unwrappingOptionals(_ value: Any?) -> Any? {
            guard var current = value else { return nil }
            while let optional = current as? any OptionalValue {
                guard let wrapped = optional.wrappedAny else { return nil }
                current = wrapped
            }
            return current
        }

        /// The text a type of the caller's own gives itself: its `testDescription` for test
        /// output, where Swift Testing is there, else its `description`. Only for structs, enums
        /// and classes: standard types (whose `testDescription` Swift Testing also supplies) are
        /// shown Muster's way, within the budget.
        static func ownDescription(_ value: Any) -> String? {
            TestDescriptions.text(of: value) ?? customDescription(value)
        }

        static func customDescription(_ value: Any) -> String? {
            // Asking the type keeps errors, which bridge to NSError, from borrowing its text.
            guard type(of: value) is any CustomStringConvertible.Type,
                let convertible = value as? any CustomStringConvertible
            else { return nil }
            return convertible.description
        }

        mutating func writeQuoted(_ string: some StringProtocol) {
            let room = budget == .max ? .max : max(budget - text.utf8.count, 16)
            emit("\"")
            var written = 0
            var index = string.startIndex
            while index < string.endIndex, written < room {
                let character = string[index]
                let escaped = Self.escape(character)
                if room != .max, written + escaped.utf8.count > room {
                    // A character can be thousands of joined scalars: cut it at a scalar rather
                    // than write it whole past the bound.
                    let scalars = string.unicodeScalars
                    while index < string.endIndex, written < room {
                        let piece = Self.escape(Character(scalars[index]))
                        emit(piece)
                        written += piece.utf8.count
                        index = scalars.index(after: index)
                    }
                    break
                }
                emit(escaped)
                written += escaped.utf8.count
                index = string.index(after: index)
            }
            emit("\"")
            if index < string.endIndex {
                wasCut = true
                // Counting bytes is constant-time; counting characters of a 10 MB string is not.
                let remaining = string.utf8.distance(from: index, to: string.endIndex)
                emit("… (\(Self.grouped(remaining)) more \(remaining == 1 ? "byte" : "bytes"))")
            }
        }

        static func escape(_ character: Character) -> String {
            switch character {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\r\n": return "\\r\\n"
            case "\t": return "\\t"
            case "\0": return "\\0"
            default:
                let scalars = character.unicodeScalars
                // Once, not per scalar: a character can be thousands of joined scalars.
                let alone = scalars.index(after: scalars.startIndex) == scalars.endIndex
                guard scalars.contains(where: { isInvisible($0, alone: alone) }) else {
                    return String(character)
                }
                // Two strings that differ by a zero-width space or a no-break space must not
                // print alike: such scalars are written as escapes.
                return scalars.map { scalar in
                    isInvisible(scalar, alone: alone)
                        ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                        : String(scalar)
                }.joined()
            }
        }

        /// A scalar that prints as nothing or as an ordinary space: controls, format characters
        /// (zero-width spaces, byte order marks, direction marks) and spaces other than U+0020.
        /// A joiner inside an emoji sequence is part of what the sequence shows.
        static func isInvisible(_ scalar: Unicode.Scalar, alone: Bool) -> Bool {
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator: return true
            case .spaceSeparator: return scalar != " "
            case .format: return alone || scalar != "\u{200D}"
            default: return false
            }
        }

        mutating func writeFields(_ mirror: Mirror, typeName: String, depth: Int) {
            emit(typeName + "(")
            var first = true
            let path = fieldPath
            defer { fieldPath = path }
            for child in mirror.children {
                if let omitted, omitted.omits(child.label, at: path) { continue }
                if isExhausted {
                    wasCut = true
                    emit(first ? "…" : ", …")
                    break
                }
                if !first { emit(", ") }
                first = false
                if let label = child.label, !label.hasPrefix(".") { emit(label + ": ") }
                fieldPath = child.label.flatMap { label in path.map { $0 + [label] } }
                write(child.value, depth: depth + 1)
            }
            emit(")")
        }

        mutating func writeEnumCase(_ value: Any, mirror: Mirror, depth: Int) {
            guard let payload = mirror.children.first else {
                return emit("." + String(describing: value))
            }
            let path = fieldPath
            fieldPath = nil
            defer { fieldPath = path }
            emit("." + (payload.label ?? ""))
            let payloadMirror = Mirror(reflecting: payload.value)
            if payloadMirror.displayStyle == .tuple {
                writeFields(payloadMirror, typeName: "", depth: depth)
            } else {
                emit("(")
                write(payload.value, depth: depth + 1)
                emit(")")
            }
        }

        mutating func writeObject(_ object: AnyObject, mirror: Mirror, depth: Int) {
            emit("<" + String(describing: type(of: object)) + ">")
        }

        package static func grouped(_ number: Int) -> String {
            let digits = String(number)
            var result = ""
            for (offset, digit) in digits.enumerated() {
                if offset > 0, (digits.count - offset) % 3 == 0 { result += "," }
                result.append(digit)
            }
            return result
        }
    }
}

/// The value inside any number of optionals, or `nil`: `Optional(Optional(3))` gives `3`.
@usableFromInline
func unwrapOptionals(_ value: Any?) -> Any? { ValueRenderer.Output.unwrappingOptionals(value) }

/// The standard library's arrays, rendered element by element as their mirror would show them,
/// without building the mirror, which costs more than rendering the elements shown.
protocol RenderedAsArray {
    /// Calls `body` with each element, in order, until it returns `false`.
    func forEachElement(_ body: (Any) -> Bool)
    var count: Int { get }
}

// Each by index, through the type's own subscript: iterating through `Collection`'s witnesses
// from this unspecialized code made a coroutine frame, and allocated, for every element.
extension Array: RenderedAsArray {
    func forEachElement(_ body: (Any) -> Bool) {
        var index = 0
        while index < count, body(self[index]) { index += 1 }
    }
}

extension ContiguousArray: RenderedAsArray {
    func forEachElement(_ body: (Any) -> Bool) {
        var index = 0
        while index < count, body(self[index]) { index += 1 }
    }
}

extension ArraySlice: RenderedAsArray {
    func forEachElement(_ body: (Any) -> Bool) {
        var index = startIndex
        while index < endIndex, body(self[index]) { index += 1 }
    }
}
