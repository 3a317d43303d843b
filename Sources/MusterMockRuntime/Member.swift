import Foundation
import MusterMatchers

/// One member of a mocked type — a method, a property getter or a property setter — with the
/// types of its arguments and of its result.
///
/// A mock records each call under its member, stubs answer per member, and verification looks
/// calls up by member. Write the signature as Swift spells it, optionally with each parameter's
/// name after its label, so that failure messages can name the argument that differed:
///
/// ```swift
/// let push = Member<ViewController, Bool, Void>("push(_ vc:animated:)")
/// ```
///
/// A signature without parentheses is a property getter: `Member<String>("title")`.
public struct Member<each Argument, Output>: Sendable, CustomStringConvertible {
    /// The signature as written, such as `push(_ vc:animated:)`.
    ///
    /// ```swift
    /// Member<Int, User>("fetch(id:)").signature  // "fetch(id:)"
    /// ```
    public var signature: String { key.signature }

    /// What identifies the member among the calls a recorder holds. Made once, so that each
    /// recorded call keeps one reference instead of copying the signature's strings; the
    /// member's only stored property, so that passing a member to a call copies one reference.
    @usableFromInline let key: MemberKey

    /// Creates a method member, or a property getter when `signature` has no parentheses.
    ///
    /// ```swift
    /// let fetch = Member<Int, User>("fetch(id:)")
    /// ```
    ///
    /// - Parameters:
    ///   - signature: The member's name as Swift writes it (`push(_:animated:)`), optionally
    ///     with parameter names after the labels (`push(_ vc:animated:)`).
    ///   - overload: Distinguishes members with the same signature and different argument
    ///     types, such as `load(_:)` taking an `Int` and `load(_:)` taking a `String`.
    public init(_ signature: String, overload: String? = nil) {
        var argumentCount = 0
        for _ in repeat (each Argument).self { argumentCount += 1 }
        key = MemberKey(
            signature: signature, overload: overload,
            kind: signature.utf8.contains(UInt8(ascii: "(")) ? .method : .getter,
            argumentCount: argumentCount)
    }

    /// The one member of a spy, whose calls are written with the spy's name: `fetchUser(3)`.
    init(spyNamed name: SpyName) {
        var argumentCount = 0
        for _ in repeat (each Argument).self { argumentCount += 1 }
        key = MemberKey(
            signature: "spy", overload: nil, kind: .method, argumentCount: argumentCount,
            spyName: name)
    }

    /// Creates the setter of the property `name`; its one argument is the new value.
    ///
    /// ```swift
    /// let setTitle = Member<String, Void>(setterOf: "title")
    /// ```
    public init(setterOf name: String) {
        key = MemberKey(signature: name, overload: nil, kind: .setter, argumentCount: 1)
    }

    /// The signature, and `(set)` for a setter.
    ///
    /// ```swift
    /// Member<Int, Void>(setterOf: "volume").description  // "volume (set)"
    /// ```
    public var description: String { key.kind == .setter ? "\(signature) (set)" : signature }
}

/// What sort of member a ``Member`` is, which decides how its calls are written.
enum MemberKind: Hashable, Sendable { case method, getter, setter }

/// The identity of a member, without its generic types, so that calls of every member can be
/// kept in one list. Equal by value, so that two `Member`s written alike are one member; a class,
/// so that recording a call copies a reference.
@usableFromInline
package final class MemberKey: Hashable, Sendable {
    let signature: String
    let overload: String?
    let kind: MemberKind
    /// How many arguments a call has: the tuple a call's arguments are packed in has as many
    /// elements (a single argument is not wrapped).
    package let argumentCount: Int
    /// For a spy's one member, the spy's name, which calls are written with.
    let spyName: SpyName?
    /// The hash of the signature, overload and kind, taken once: a stubbed call looks its
    /// member up by key, and hashing the signature each time was a tenth of answering it.
    private let hashCode: Int

    init(
        signature: String, overload: String?, kind: MemberKind, argumentCount: Int,
        spyName: SpyName? = nil
    ) {
        self.signature = signature
        self.overload = overload
        self.kind = kind
        self.argumentCount = argumentCount
        self.spyName = spyName
        var hasher = Hasher()
        hasher.combine(signature)
        hasher.combine(overload)
        hasher.combine(kind)
        hashCode = hasher.finalize()
    }

    @usableFromInline package static func == (lhs: MemberKey, rhs: MemberKey) -> Bool {
        lhs === rhs
            || (lhs.signature == rhs.signature && lhs.overload == rhs.overload
                && lhs.kind == rhs.kind)
    }

    @usableFromInline package func hash(into hasher: inout Hasher) { hasher.combine(hashCode) }

    /// What a call of this member is written after in messages: `CatalogMock.`, or nothing for
    /// a spy, whose calls are written with its own name.
    package func callPrefix(mockName: String) -> String {
        spyName == nil ? "\(mockName)." : ""
    }

    /// How calls and wanted calls of this member are written in messages.
    package var shape: MemberShape { MemberShape(key: self) }
}

/// A member's name and parameters, parsed from its signature, for writing calls in messages:
/// `push(<FileContentsViewController>, animated: true)`, `title`, `title = "Files"`.
package struct MemberShape {
    struct Parameter {
        let label: String?
        let name: String?
    }

    let baseName: String
    let kind: MemberKind
    let parameters: [Parameter]

    init(key: MemberKey) {
        kind = key.kind
        if let spyName = key.spyName {
            baseName = spyName.resolved
            parameters = []
            return
        }
        let signature = key.signature
        guard key.kind == .method, let open = signature.firstIndex(of: "(") else {
            baseName = signature
            parameters = [Parameter(label: nil, name: key.kind == .setter ? "newValue" : nil)]
            return
        }
        baseName = String(signature[..<open]).trimmingCharacters(in: .whitespaces)
        let inside = signature[signature.index(after: open)...].prefix { $0 != ")" }
        parameters = inside.split(separator: ":", omittingEmptySubsequences: true).map { part in
            let words = part.split(separator: " ").map(String.init)
            let label = words.first.flatMap { $0 == "_" ? nil : $0 }
            let name = words.count > 1 ? words[1] : label
            return Parameter(label: label, name: name)
        }
    }

    /// Writes the member applied to `arguments`, each written by `appendArgument`.
    package func write(
        into description: inout Description, argumentCount: Int,
        _ appendArgument: (inout Description, Int) -> Void
    ) {
        switch kind {
        case .getter:
            description.append(baseName)
        case .setter:
            description.append("\(baseName) = ")
            if argumentCount > 0 { appendArgument(&description, 0) }
        case .method:
            description.append(baseName)
            description.append("(")
            for index in 0..<argumentCount {
                if index > 0 { description.append(", ") }
                if index < parameters.count, let label = parameters[index].label {
                    description.append("\(label): ")
                }
                appendArgument(&description, index)
            }
            description.append(")")
        }
    }

    /// `argument 1 (vc)`, or `argument 1` when the signature gives no name.
    package func argumentName(at index: Int) -> String {
        if kind == .setter { return "new value" }
        if index < parameters.count, let name = parameters[index].name {
            return "argument \(index + 1) (\(name))"
        }
        return "argument \(index + 1)"
    }
}
