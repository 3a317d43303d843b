import SwiftSyntax

/// What `@Mockable` reads from a protocol: the parts of each requirement the mock needs.
package struct MockedProtocol {
    let name: String
    let accessLevel: String?
    let associatedTypes: [String]
    /// The inherited protocols whose mocks this one builds on, such as `Repository` for
    /// `protocol CachingRepository: Repository`: the mock's base class subclasses the first's,
    /// and takes the others' requirements from their `<Protocol>MockRecording` protocols.
    var parents: [String] = []
    /// Whether the protocol says `nonisolated`, which no module's default isolation overrides.
    var isNonisolated = false
    /// The types the protocol's `where` clause fixes its first parent's associated types to,
    /// in the clause's order (`User` for `protocol UserRepository: Repository where Entity ==
    /// User`): the generic arguments of that parent's mock, whose base classes are generic.
    /// The generator puts them in the parent's order, which it can read.
    var fixedParentTypes: [(name: String, type: String)] = []
    var methods: [MockedMethod] = []
    var properties: [MockedProperty] = []
    var subscripts: [MockedSubscript] = []
    /// Initializer requirements: recorded, verified and stubbed on the mock type's `statics`,
    /// since a call comes before the instance exists.
    var initializers: [MockedMethod] = []
    /// A protocol constrained to `Actor`, whose mock is an actor: one type, with no base class
    /// to build on, since an actor cannot inherit.
    var isActor = false
    /// The standard protocols it refines whose requirements the mock answers itself rather
    /// than records: `Equatable` and `Hashable` by identity, `CustomStringConvertible` and
    /// `CustomDebugStringConvertible` by its name. (An `Identifiable` whose `ID` the `where`
    /// clause fixes gets a recorded `id` among the properties instead.)
    var standardParents: Set<String> = []

    package var mockName: String { name + "Mock" }
    /// The open class that records and answers this protocol's own requirements.
    var baseName: String { name + "MockBase" }
    /// The protocols whose extensions implement, verify and stub this protocol's requirements,
    /// which the mock of a protocol with several parents takes from each parent but the first.
    var recordingName: String { name + "MockRecording" }
    var verifyingName: String { name + "MockVerifying" }
    var stubbingName: String { name + "MockStubbing" }
    /// Whether the mock also implements, verifies and stubs the protocol's requirements in
    /// extensions of its `MockRecording`, `MockVerifying` and `MockStubbing` protocols, which a
    /// mock that builds on another parent first takes them from: the generator sets it for
    /// each protocol another inherits from after its first parent, and for their parents.
    var writesMixins = false
    var verifierBaseName: String { name + "MockVerifierBase" }
    var stubberBaseName: String { name + "MockStubberBase" }
    var isGeneric: Bool { !associatedTypes.isEmpty }
    /// The members of an instance, which the mock class and its verifier and stubber hold; the
    /// static ones are the mock type's `statics`.
    var instanceMembers: (methods: [MockedMethod], properties: [MockedProperty]) {
        (methods.filter { !$0.isStatic }, properties.filter { !$0.isStatic })
    }
    /// The generic parameters' names, without their constraints: `Item` for `Item: Equatable`.
    var genericArguments: [String] {
        associatedTypes.map { String($0.prefix { $0 != ":" && $0 != " " }) }
    }
    var hasStaticMembers: Bool {
        methods.contains(where: \.isStatic) || properties.contains(where: \.isStatic)
            || !initializers.isEmpty
    }
}

/// How a requirement may fail.
enum Throwing: Equatable {
    case never
    case anyError
    case typed(String)
    /// Throws only what its closure arguments throw: a mock cannot throw on its own there, so
    /// its stubs answer as a non-throwing member's do.
    case `rethrows`

    init(_ clause: ThrowsClauseSyntax?) {
        guard let clause else {
            self = .never
            return
        }
        if clause.throwsSpecifier.tokenKind == .keyword(.rethrows) {
            self = .rethrows
        } else if let type = clause.type {
            self = .typed(type.trimmedDescription)
        } else {
            self = .anyError
        }
    }

    /// The `Failure` type of the member's stubs.
    var failureType: String {
        switch self {
        case .never, .rethrows: "Never"
        case .anyError: "any Error"
        case .typed(let type): type
        }
    }

    var keyword: String {
        switch self {
        case .never: ""
        case .anyError: " throws"
        case .typed(let type): " throws(\(type))"
        case .rethrows: " rethrows"
        }
    }
}

struct MockedParameter {
    /// The argument label, `nil` for `_`.
    let label: String?
    /// The name inside the function, as written (backticks kept).
    let name: String
    /// The type as the protocol writes it.
    let type: String
    /// The type the argument is recorded as: `[T]` for `T...`, `any P` for `some P`, without
    /// `@escaping`.
    let recordedType: String
    /// A metatype argument (`T.Type`) is matched by the type it names, so that verifying and
    /// stubbing a generic method such as `decode(_:as:)` can infer its generic parameter.
    let isMetatype: Bool
    /// A closure argument, which a mock cannot compare as a plain value.
    let isFunction: Bool
    /// A closure argument that may not escape the call, which a mock cannot keep: it records
    /// a `NonEscapingClosure` in its place.
    let isNonEscapingClosure: Bool
    /// For an `inout` argument, its type: the mock records an `InoutArgument` of it, matched
    /// by the value passed in, whose value a stub may set.
    let inoutType: String?
    /// For an optional argument (`T?`, `T!`, `Optional<T>`), `T`: a matcher of `T` checks it
    /// as it checks a `T?` value, with `nil` a mismatch.
    let wrappedType: String?
    /// A `borrowing` argument, which the mock copies to record it.
    let isBorrowed: Bool

    /// A subscript's parameter has a label only where it writes one before its name.
    init(_ syntax: FunctionParameterSyntax, index: Int, inSubscript: Bool = false) {
        let first = syntax.firstName.text
        let second = syntax.secondName?.text
        label = first == "_" || (inSubscript && second == nil) ? nil : first
        let plainName = second ?? (first == "_" ? "argument\(index + 1)" : first)
        // A keyword (`in`, `for`) names a parameter but must be escaped where it is read.
        name = Self.keywords.contains(plainName) ? "`\(plainName)`" : plainName
        type = syntax.type.trimmedDescription + (syntax.ellipsis == nil ? "" : "...")
        var recorded = Self.strippingAttributes(syntax.type)
        if syntax.ellipsis != nil { recorded = "[\(recorded)]" }
        if recorded.hasPrefix("some ") { recorded = "any " + recorded.dropFirst(5) }
        var recordedType = recorded
        isMetatype = syntax.ellipsis == nil && recorded.hasSuffix(".Type")
        let base = syntax.type.as(AttributedTypeSyntax.self)?.baseType ?? syntax.type
        isFunction = syntax.ellipsis == nil && base.is(FunctionTypeSyntax.self)
        let escapes =
            syntax.type.as(AttributedTypeSyntax.self)?.attributes.contains {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "escaping"
            } ?? false
        isNonEscapingClosure = isFunction && !escapes
        if isNonEscapingClosure { recordedType = "MusterMockRuntime.NonEscapingClosure" }
        let specifiers =
            syntax.type.as(AttributedTypeSyntax.self)?.specifiers.map(\.trimmedDescription) ?? []
        let isInout = specifiers.contains("inout")
        inoutType = isInout ? base.trimmedDescription : nil
        isBorrowed = specifiers.contains("borrowing")
        if let inoutType { recordedType = "MusterMockRuntime.InoutArgument<\(inoutType)>" }
        wrappedType = syntax.ellipsis == nil ? Self.wrappedType(of: base) : nil
        self.recordedType = recordedType
    }

    /// The keywords a parameter may be named that an expression must escape.
    private static let keywords: Set<String> = [
        "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer",
        "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for",
        "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
        "operator", "private", "precedencegroup", "protocol", "public", "repeat", "rethrows",
        "return", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true",
        "try", "typealias", "var", "where", "while",
    ]

    /// What the mock records for this argument: the argument itself (a copy of a borrowed
    /// one), a `NonEscapingClosure`, or the `InoutArgument` the implementation made of it
    /// (`_name`).
    var recordedArgument: String {
        if isNonEscapingClosure { return "MusterMockRuntime.NonEscapingClosure()" }
        if isBorrowed { return "copy \(name)" }
        return inoutType == nil ? name : "_\(name.trimmingBackticks)"
    }

    /// The type a matcher or plain value for this argument is of: an `inout` argument's own.
    var matchedType: String { inoutType ?? recordedType }

    private static func wrappedType(of type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) {
            return optional.wrappedType.trimmedDescription
        }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return unwrapped.wrappedType.trimmedDescription
        }
        if let named = type.as(IdentifierTypeSyntax.self), named.name.text == "Optional",
            let arguments = named.genericArgumentClause?.arguments, arguments.count == 1,
            let argument = arguments.first
        {
            return argument.argument.trimmedDescription
        }
        return nil
    }

    /// `label name`, `name` when they are the same, `_ name` without a label: how a method the
    /// mock writes declares the parameter.
    var declaredNames: String {
        label.map { $0 == name || $0 == name.trimmingBackticks ? $0 : "\($0) \(name)" }
            ?? "_ \(name)"
    }

    /// `push(_ vc:animated:)` spells each parameter as its label and, when it differs, its name.
    var signaturePart: String {
        let plainName = name.trimmingBackticks
        guard let label else { return "_ \(plainName):" }
        let plainLabel = label.trimmingBackticks
        return plainLabel == plainName ? "\(plainLabel):" : "\(plainLabel) \(plainName):"
    }

    /// The type without `@escaping`, `@autoclosure` and the specifiers, which only parameters
    /// may carry.
    private static func strippingAttributes(_ type: TypeSyntax) -> String {
        guard let attributed = type.as(AttributedTypeSyntax.self) else {
            return type.trimmedDescription
        }
        let kept = attributed.attributes.compactMap { element -> String? in
            guard case .attribute(let attribute) = element else { return nil }
            let name = attribute.attributeName.trimmedDescription
            return name == "escaping" || name == "autoclosure" ? nil : attribute.trimmedDescription
        }
        // Specifiers (`inout`, `consuming`, `borrowing`, `sending`, `isolated`) mark how a
        // parameter is passed, not a type a value can be recorded as.
        return (kept + [attributed.baseType.trimmedDescription]).joined(separator: " ")
    }
}

struct MockedMethod {
    let name: String
    /// The parameter list as the protocol writes it.
    let parameterClause: String
    let genericClause: String
    /// The names of the method's own generic parameters: `T` for `<T: Decodable>`.
    let genericParameterNames: [String]
    /// Each generic parameter as declared, without the comma after it: `T: Decodable`.
    let genericParameterDeclarations: [String]
    let whereClause: String
    let parameters: [MockedParameter]
    let isAsync: Bool
    let throwing: Throwing
    /// The result type a call is recorded and stubbed as: without `sending`, which only a
    /// declaration's result may carry.
    let returnType: String?
    /// The result type as the protocol writes it, for the mock's own declaration.
    let declaredReturnType: String?
    let isStatic: Bool
    let attributes: String
    /// Tells apart overloads that share a signature.
    var overload: String?
    /// Whether the requirement is isolated to a global actor by an attribute (`@MainActor`).
    var hasGlobalActor = false
    /// `?` or `!` for a failable initializer.
    var failableMark = ""

    /// A requirement as its declaration writes it: a method, an initializer, or a subscript's
    /// reads (whose parameters take a label only where they write one before the name).
    init(
        name: String, parameters: FunctionParameterClauseSyntax, inSubscript: Bool = false,
        generics: GenericParameterClauseSyntax?, whereClause: GenericWhereClauseSyntax?,
        effects: (some EffectSpecifiersSyntax)?, returnType: TypeSyntax? = nil,
        isStatic: Bool = false, attributes: String = ""
    ) {
        self.name = name
        parameterClause = parameters.trimmedDescription
        genericClause = generics?.trimmedDescription ?? ""
        genericParameterNames = generics?.parameters.map(\.name.text) ?? []
        genericParameterDeclarations =
            generics?.parameters.map { $0.with(\.trailingComma, nil).trimmedDescription } ?? []
        self.whereClause = whereClause.map { " " + $0.trimmedDescription } ?? ""
        self.parameters = parameters.parameters.enumerated().map {
            MockedParameter($1, index: $0, inSubscript: inSubscript)
        }
        isAsync = effects?.asyncSpecifier != nil
        throwing = Throwing(effects?.throwsClause)
        declaredReturnType = returnType?.trimmedDescription
        self.returnType = returnType.map { type in
            guard let attributed = type.as(AttributedTypeSyntax.self),
                attributed.attributes.isEmpty,
                attributed.specifiers.allSatisfy({ $0.trimmedDescription == "sending" })
            else { return type.trimmedDescription }
            return attributed.baseType.trimmedDescription
        }
        self.isStatic = isStatic
        self.attributes = attributes
    }

    /// Whether verifying and stubbing get a second form that takes plain values of the
    /// parameters' own types, for values of types that are not `MatcherConvertible`: only
    /// where it differs from the matcher form and every argument can be compared.
    var takesPlainValues: Bool {
        parameters.contains { !$0.isMetatype } && !parameters.contains(where: \.isFunction)
    }

    var signature: String {
        "\(name.trimmingBackticks)(\(parameters.map(\.signaturePart).joined()))"
    }

    /// Whether it declares generic parameters or a `where` clause of its own.
    var isGeneric: Bool { !genericClause.isEmpty || !whereClause.isEmpty }

    /// What tells its verifier method apart from another's: the name, labels and argument
    /// types, but not the result.
    var verifiedSignature: String {
        "\(exposedName)(\(parameters.map { "\($0.label ?? "_"): \($0.matchedType)" }.joined(separator: ", ")))"
    }

    /// The name the verifier and the stubber give it: `initializer` for an initializer, which
    /// no method may be called.
    var exposedName: String { name == "init" ? "initializer" : name }

    /// The generic parameters that no argument's type names, once closures that may not escape
    /// are recorded as `NonEscapingClosure`: `T` in `run<T>(_ work: () -> T) -> T` and in
    /// `make<T>() -> T`. The verifier's method cannot declare them (nothing in its call would
    /// decide them), so it leaves them out and verifies the member with `Any` in their place:
    /// a call is found by its member and arguments, not its result type.
    var genericParametersOnlyInResult: Set<String> {
        let named = Set(parameters.flatMap { $0.matchedType.identifierTokens })
        return Set(genericParameterNames).subtracting(named)
    }

    /// What the verifier's method declares: the generic clause and `where` clause without the
    /// parameters of ``genericParametersOnlyInResult`` (a `where` clause that names them is left
    /// out whole; the verifier only matches calls the protocol's own method allowed).
    var verifierGenerics: (clause: String, whereClause: String) {
        let left = genericParametersOnlyInResult
        guard !left.isEmpty else { return (genericClause, whereClause) }
        let kept = zip(genericParameterNames, genericParameterDeclarations)
            .filter { !left.contains($0.0) }.map(\.1)
        let mentions = !left.isDisjoint(with: whereClause.identifierTokens)
        return (
            kept.isEmpty ? "" : "<\(kept.joined(separator: ", "))>", mentions ? "" : whereClause
        )
    }

    /// Whether a call that gives a matcher for a type parameter (`as: anything()`) gets a
    /// refusal that says to pass the type: only where the type parameters are the only ones
    /// that name the method's generic parameters, so that the refusal needs none of them.
    var refusesMatchersForTypes: Bool {
        let generics = Set(genericParameterNames)
        guard !generics.isEmpty, parameters.contains(where: \.isMetatype) else { return false }
        return parameters.allSatisfy { parameter in
            parameter.isMetatype
                || generics.isDisjoint(with: parameter.recordedType.identifierTokens)
        }
    }
}

/// A subscript: recorded as a getter, a method named `subscript` with the subscript's
/// parameters, and, when settable, a setter that takes the new value after them.
struct MockedSubscript {
    /// The reads, as a method: its signature names the calls (`subscript(_ key:)`).
    let getter: MockedMethod
    let isSettable: Bool
}

struct MockedProperty {
    let name: String
    let type: String
    let isSettable: Bool
    let isAsync: Bool
    let throwing: Throwing
    let isStatic: Bool
}

extension String {
    var trimmingBackticks: String { filter { $0 != "`" } }

    /// The identifiers in this type or clause: `Result`, `T` and `E` in `Result<T, E>`.
    var identifierTokens: [String] {
        split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
    }

    /// The type with each of `names` as a whole token, not inside a longer name, as
    /// `replacement`.
    func replacingTokens(_ names: Set<String>, with replacement: String) -> String {
        var result = ""
        var word = ""
        func flush() {
            result += names.contains(word) ? replacement : word
            word = ""
        }
        for character in self {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    /// Whether this type names `Self`, which a stored property of the mock cannot.
    var mentionsSelf: Bool { identifierTokens.contains("Self") }

    /// The type with each `Self` token, but not `Self` inside a longer name, as `replacement`.
    func replacingSelf(with replacement: String) -> String {
        replacingTokens(["Self"], with: replacement)
    }
}
