import SwiftDiagnostics
import SwiftSyntax

/// Reads a protocol declaration into what a mock needs of it, for `@Mockable` and for the mock
/// generator alike, reporting each requirement it cannot mock.
package enum MockReader {
    /// Where a requirement that cannot be mocked is reported: the macro diagnoses it at the
    /// node, the generator prints it with the file and line.
    package typealias Report = (Syntax, MockableDiagnostic) -> Void

    /// The protocols this one inherits from, as written (`Foundation.Identifiable`) and by
    /// their last name (`Identifiable`).
    private static func inherited(by decl: ProtocolDeclSyntax) -> [(written: String, name: String)]
    {
        (decl.inheritanceClause?.inheritedTypes ?? []).map { inherited in
            let written = inherited.type.trimmedDescription
            return (written, written.split(separator: ".").last.map(String.init) ?? written)
        }
    }

    /// Whether the protocol is constrained to `Actor`, so that its mock must be an actor.
    static func inheritsFromActor(_ decl: ProtocolDeclSyntax) -> Bool {
        inherited(by: decl).contains {
            ["Actor", "_Concurrency.Actor", "AnyActor"].contains($0.written)
        }
    }

    /// The protocols this one inherits from whose mocks' base classes the mock builds on: all
    /// but the standard library's and Foundation's, whose requirements a mock does not record.
    static func mockedParents(of decl: ProtocolDeclSyntax) -> [String] {
        let unrecorded: Set<String> = [
            "Sendable", "SendableMetatype", "AnyObject", "Actor", "AnyActor", "Copyable",
            "Escapable", "BitwiseCopyable", "Equatable", "Hashable", "Comparable", "Identifiable",
            "CustomStringConvertible", "CustomDebugStringConvertible", "Codable", "Encodable",
            "Decodable", "Error", "NSObjectProtocol", "ObservableObject",
        ]
        return inherited(by: decl).compactMap { parent in
            unrecorded.contains(parent.name) || parent.written.hasPrefix("~") ? nil : parent.written
        }
    }

    /// The associated types the protocol's `where` clause fixes: `Entity == User` (or
    /// `Self.Entity == User`) as `("Entity", "User")`.
    static func sameTypeRequirements(of decl: ProtocolDeclSyntax) -> [(name: String, type: String)]
    {
        (decl.genericWhereClause?.requirements ?? []).compactMap { requirement in
            guard case .sameTypeRequirement(let same) = requirement.requirement else { return nil }
            var name = same.leftType.trimmedDescription
            if name.hasPrefix("Self.") { name.removeFirst(5) }
            guard !name.contains(".") else { return nil }
            return (name, same.rightType.trimmedDescription)
        }
    }

    /// The standard protocols among the ones this protocol inherits from directly that the
    /// mock must answer on its own: see ``MockedProtocol/standardParents``.
    static func standardParents(of decl: ProtocolDeclSyntax) -> Set<String> {
        let answered: Set<String> = [
            "Equatable", "Hashable", "Identifiable", "CustomStringConvertible",
            "CustomDebugStringConvertible",
        ]
        var found = Set(inherited(by: decl).map(\.name)).intersection(answered)
        if found.contains("Hashable") { found.insert("Equatable") }
        return found
    }

    /// The protocol's requirements, or `nil` after diagnosing one the macro cannot mock.
    ///
    /// - Parameter buildsOnSeveralParents: Whether the writer can take the requirements of a
    ///   second parent and more from their `MockRecording`, `MockVerifying` and `MockStubbing`
    ///   protocols: the generator writes those for whichever protocol needs them, while a macro
    ///   cannot, since a peer macro cannot write an extension.
    package static func read(
        _ decl: ProtocolDeclSyntax, buildsOnSeveralParents: Bool = false, report: Report
    ) -> MockedProtocol? {
        let access = decl.modifiers.map(\.name.text).first {
            ["public", "package", "internal", "fileprivate", "private"].contains($0)
        }
        var associatedTypes: [String] = []
        var mocked = MockedProtocol(
            name: decl.name.text, accessLevel: access == "private" ? "fileprivate" : access,
            associatedTypes: [])
        var isValid = true
        for member in decl.memberBlock.members {
            let item = member.decl
            if let associated = item.as(AssociatedTypeDeclSyntax.self) {
                var parameter = associated.name.text
                if let inheritance = associated.inheritanceClause {
                    parameter +=
                        ": "
                        + inheritance.inheritedTypes.map(\.type.trimmedDescription)
                        .joined(separator: " & ")
                }
                associatedTypes.append(parameter)
            } else if let function = item.as(FunctionDeclSyntax.self) {
                if let method = readMethod(function, report: report) {
                    mocked.methods.append(method)
                } else {
                    isValid = false
                }
            } else if let variable = item.as(VariableDeclSyntax.self) {
                mocked.properties += readProperties(variable)
            } else if let initializer = item.as(InitializerDeclSyntax.self) {
                mocked.initializers.append(readInitializer(initializer))
            } else if let subscriptDecl = item.as(SubscriptDeclSyntax.self) {
                if subscriptDecl.modifiers.contains(where: {
                    $0.name.tokenKind == .keyword(.static)
                }) {
                    report(Syntax(item), .subscript)
                    isValid = false
                } else {
                    mocked.subscripts.append(readSubscript(subscriptDecl))
                }
            }
        }
        let parents = mockedParents(of: decl)
        if parents.count > 1 && !buildsOnSeveralParents {
            report(Syntax(decl.name), .severalParents)
            isValid = false
        }
        mocked = MockedProtocol(
            name: mocked.name, accessLevel: mocked.accessLevel, associatedTypes: associatedTypes,
            parents: parents, fixedParentTypes: sameTypeRequirements(of: decl),
            methods: mocked.methods, properties: mocked.properties, subscripts: mocked.subscripts,
            initializers: mocked.initializers, isActor: inheritsFromActor(decl),
            standardParents: standardParents(of: decl))
        mocked.isNonisolated = decl.modifiers.contains { $0.name.text == "nonisolated" }
        // `Identifiable` with its `ID` fixed has no default `id` for a class: record one.
        if mocked.standardParents.contains("Identifiable"),
            !mocked.properties.contains(where: { $0.name == "id" }),
            let id = mocked.fixedParentTypes.first(where: { $0.name == "ID" })
        {
            mocked.properties.insert(
                MockedProperty(
                    name: "id", type: id.type, isSettable: false, isAsync: false,
                    throwing: .never, isStatic: false),
                at: 0)
            mocked.fixedParentTypes.removeAll { $0.name == "ID" }
        }
        if mocked.isActor && !mocked.initializers.isEmpty {
            report(Syntax(decl.name), .initializer)
            isValid = false
        }
        if mocked.isActor && !mocked.parents.isEmpty {
            report(Syntax(decl.name), .actorWithParent)
            isValid = false
        }
        if mocked.isGeneric && mocked.hasStaticMembers {
            report(Syntax(decl.name), .staticWithAssociatedTypes)
            isValid = false
        }
        guard isValid else { return nil }
        markOverloads(&mocked.methods)
        return mocked
    }

    private static func readMethod(
        _ function: FunctionDeclSyntax, report: Report
    ) -> MockedMethod? {
        let effects = function.signature.effectSpecifiers

        let keptAttributes = function.attributes.compactMap { element -> String? in
            guard case .attribute(let attribute) = element,
                attribute.attributeName.trimmedDescription == "discardableResult"
            else { return nil }
            return attribute.trimmedDescription
        }
        var method = MockedMethod(
            name: function.name.text, parameters: function.signature.parameterClause,
            generics: function.genericParameterClause, whereClause: function.genericWhereClause,
            effects: effects, returnType: function.signature.returnClause?.type,
            isStatic: function.modifiers.contains { $0.name.tokenKind == .keyword(.static) },
            attributes: keptAttributes.map { $0 + " " }.joined())
        method.hasGlobalActor = hasGlobalActor(function.attributes)
        return method
    }

    /// Whether `attributes` name a global actor: `@MainActor`, or one of the module's own
    /// (`@DatabaseActor`), by the convention that names them so.
    static func hasGlobalActor(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard case .attribute(let attribute) = element else { return false }
            return attribute.attributeName.trimmedDescription.hasSuffix("Actor")
        }
    }

    /// A requirement's getter, whose effects the mock's getter takes, and whether it has a
    /// setter.
    private static func accessors(_ block: AccessorBlockSyntax?) -> (
        getter: AccessorDeclSyntax?, isSettable: Bool
    ) {
        var getter: AccessorDeclSyntax?
        var isSettable = false
        if case .accessors(let accessors) = block?.accessors {
            for accessor in accessors {
                switch accessor.accessorSpecifier.tokenKind {
                case .keyword(.get): getter = accessor
                case .keyword(.set): isSettable = true
                default: break
                }
            }
        }
        return (getter, isSettable)
    }

    private static func readInitializer(_ decl: InitializerDeclSyntax) -> MockedMethod {
        var initializer = MockedMethod(
            name: "init", parameters: decl.signature.parameterClause,
            generics: decl.genericParameterClause, whereClause: decl.genericWhereClause,
            effects: decl.signature.effectSpecifiers, isStatic: true)
        initializer.failableMark = decl.optionalMark?.text ?? ""
        return initializer
    }

    private static func readSubscript(_ decl: SubscriptDeclSyntax) -> MockedSubscript {
        let (getter, isSettable) = accessors(decl.accessorBlock)
        return MockedSubscript(
            getter: MockedMethod(
                name: "subscript", parameters: decl.parameterClause, inSubscript: true,
                generics: decl.genericParameterClause, whereClause: decl.genericWhereClause,
                effects: getter?.effectSpecifiers, returnType: decl.returnClause.type),
            isSettable: isSettable)
    }

    private static func readProperties(_ variable: VariableDeclSyntax) -> [MockedProperty] {
        let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        return variable.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let type = binding.typeAnnotation?.type.trimmedDescription
            else { return nil }
            let (getter, isSettable) = accessors(binding.accessorBlock)
            return MockedProperty(
                name: name, type: type, isSettable: isSettable,
                isAsync: getter?.effectSpecifiers?.asyncSpecifier != nil,
                throwing: Throwing(getter?.effectSpecifiers?.throwsClause), isStatic: isStatic)
        }
    }

    /// Overloads whose signatures are the same differ in types; the types tell their calls
    /// apart.
    private static func markOverloads(_ methods: inout [MockedMethod]) {
        var counts: [String: Int] = [:]
        for method in methods { counts[method.signature, default: 0] += 1 }
        for index in methods.indices where counts[methods[index].signature, default: 0] > 1 {
            let method = methods[index]
            let types = method.parameters.map(\.recordedType).joined(separator: ", ")
            methods[index].overload = "(\(types)) -> \(method.returnType ?? "Void")"
        }
    }
}

/// A protocol, or a requirement of one, that no mock can be written for.
package enum MockableDiagnostic: String, DiagnosticMessage {
    case notAProtocol
    case initializer
    case `subscript`
    case staticWithAssociatedTypes
    case severalParents
    case actorWithParent

    package var message: String { message(writer: "@Mockable") }

    /// The message, naming the writer that refuses: `@Mockable` or the mock generator.
    package func message(writer: String) -> String {
        switch self {
        case .notAProtocol:
            "\(writer) applies to a protocol"
        case .initializer:
            "\(writer) cannot mock an initializer requirement of an actor protocol; write this "
                + "mock by hand"
        case .subscript:
            "\(writer) cannot mock a static subscript requirement; write this mock by hand"
        case .staticWithAssociatedTypes:
            "\(writer) cannot mock static requirements of a protocol with associated types, "
                + "since a generic class has no static stored properties; write this mock by hand"
        case .severalParents:
            "\(writer) builds a mock on the mock of one inherited protocol, and this protocol "
                + "inherits from several; mark it and its parents /// @mockable and generate "
                + "their mocks with the mock generator, which builds on several, or inherit from "
                + "one"
        case .actorWithParent:
            "\(writer) writes an actor's mock as one actor, which cannot build on the mock of an "
                + "inherited protocol; write this mock by hand"
        }
    }

    package var diagnosticID: MessageID { MessageID(domain: "MusterMacros", id: rawValue) }
    package var severity: DiagnosticSeverity { .error }
}
