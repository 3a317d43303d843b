/// Writes the source of the mock class for a ``MockedProtocol``: what `@Mockable` expands to and
/// what the mock generator writes, the same text.
package struct MockWriter {
    let mocked: MockedProtocol
    /// `public ` or the like, before each declaration that the protocol's users can see.
    let access: String

    /// When `@Mockable`'s mocks are compiled: in debug builds (`DEBUG` is what both SwiftPM and
    /// Xcode define for the configuration tests run in), or wherever the module defines
    /// `MUSTER_MOCKS`.
    package static let mockCondition = "DEBUG || MUSTER_MOCKS"

    package init(_ mocked: MockedProtocol) {
        self.mocked = mocked
        access = mocked.accessLevel.map { $0 == "internal" ? "" : $0 + " " } ?? ""
    }

    /// `<User>` for a protocol whose `where` clause fixes its first parent's associated types,
    /// the generic arguments of that parent's generic mock; empty otherwise.
    private var parentArguments: String {
        mocked.fixedParentTypes.isEmpty
            ? "" : "<\(mocked.fixedParentTypes.map(\.type).joined(separator: ", "))>"
    }

    /// `<Item>` for a protocol with associated types; empty otherwise.
    private var genericParameters: String {
        mocked.isGeneric ? "<\(mocked.associatedTypes.joined(separator: ", "))>" : ""
    }

    /// What the mock's name refers to where mocks are not compiled: an unavailable alias whose
    /// message says how to compile them, so that a release test build that creates the mock
    /// reads that rather than "cannot find 'RepositoryMock' in scope". An alias emits no code.
    package func writeUnavailable() -> String {
        let message =
            "@Mockable compiles \(mocked.mockName) only where \(Self.mockCondition) holds; "
            + "to use it in a release build, add swiftSettings: [.define(\\\"MUSTER_MOCKS\\\")] to "
            + "the target that declares \(mocked.name)"
        return """
            @available(*, unavailable, message: "\(message)")
            \(access)typealias \(mocked.mockName)\(genericParameters) = MusterMockRuntime.MockNotCompiled
            """
    }

    /// The mock, `<Protocol>Mock`, and the open base classes it is made of, which a mock of a
    /// protocol inheriting from this one subclasses: `<Protocol>MockBase` implements the
    /// protocol's own requirements, `<Protocol>MockVerifierBase` and
    /// `<Protocol>MockStubberBase` verify and stub them. The mock conforms to `Mock` itself, so
    /// that its verifier and stubber are its own, with every inherited member.
    package func write() -> String {
        let parameters = genericParameters
        let arguments =
            mocked.isGeneric ? "<\(mocked.genericArguments.joined(separator: ", "))>" : ""
        let instanceMethods = mocked.methods.filter { !$0.isStatic }
        let instanceProperties = mocked.properties.filter { !$0.isStatic }
        let staticMethods = mocked.methods.filter(\.isStatic)
        let staticProperties = mocked.properties.filter(\.isStatic)
        var lines: [String] = []
        // The first parent's base class, and the other parents' requirements from their
        // `MockRecording` protocols.
        let baseSuperclass =
            (mocked.parents.first.map { "\($0)MockBase\(parentArguments)" }
                ?? "MusterMockRuntime.MockBase")
            + mocked.parents.dropFirst().map { ", \($0)MockRecording" }.joined()
        if mocked.isActor {
            lines.append(
                "\(access)actor \(mocked.mockName)\(parameters): \(mocked.name), MusterMockRuntime.Mock {"
            )
            lines.append("\(access)nonisolated let musterRecorder: MusterMockRuntime.CallRecorder")
            lines.append(actorInitializer)
        } else {
            lines.append(
                "\(openAccess)class \(mocked.baseName)\(parameters): \(baseSuperclass), "
                    + "\(mocked.name), @unchecked Sendable {")
        }
        // Each call names its member; a member made once per mock, rather than in each call,
        // spares every recorded call an allocation, and lets verification compare the key
        // recorded with each call by identity. A member whose types name `Self`, or the
        // generic parameters of its method or subscript, is made in each call, where they are
        // known.
        var storedCount = 0
        func stored(_ member: String, types: [String], of method: MockedMethod? = nil) -> String {
            guard !types.contains(where: \.mentionsSelf), method?.isGeneric != true else {
                return member
            }
            let name = "_\(mocked.name.trimmingBackticks)Member\(storedCount)"
            storedCount += 1
            lines.append("private let \(name) = \(member)")
            return name
        }
        for method in instanceMethods {
            let types = method.parameters.map(\.recordedType) + [recordedResult(of: method)]
            lines.append(
                implementation(
                    of: method, on: "", member: stored(member(method), types: types, of: method)))
        }
        for property in instanceProperties {
            lines.append(
                implementation(
                    of: property, on: "",
                    getter: stored(getter(property), types: [property.type]),
                    setter: property.isSettable
                        ? stored(setter(property), types: [property.type]) : nil))
        }
        for item in mocked.subscripts {
            let types = [item.getter.returnType ?? ""]
            lines.append(
                implementation(
                    of: item, getter: stored(member(item.getter), types: types, of: item.getter),
                    setter: item.isSettable
                        ? stored(subscriptSetter(item), types: types, of: item.getter) : nil))
        }
        if !mocked.isActor { lines += standardConformances }
        if !mocked.initializers.isEmpty {
            lines.append(passThroughInitializer)
            for initializer in mocked.initializers {
                lines.append(implementation(ofInitializer: initializer))
            }
        }
        let typeMethods = staticMethods + mocked.initializers
        if !typeMethods.isEmpty || !staticProperties.isEmpty {
            lines.append("\(access)static let statics = Statics()")
            for method in staticMethods {
                lines.append(implementation(of: method, on: "statics.", member: member(method)))
            }
            for property in staticProperties {
                lines.append(
                    implementation(
                        of: property, on: "statics.", getter: getter(property),
                        setter: property.isSettable ? setter(property) : nil))
            }
            lines.append(
                "\(access)final class Statics: MusterMockRuntime.Mock, Sendable {")
            // The process's recorder, or the one of the current `withStaticMockRecorders`
            // scope, so that tests of static members can run in parallel.
            lines.append(
                "private let shared = MusterMockRuntime.CallRecorder(name: \"\(mocked.mockName)\")")
            lines.append(
                "\(access)var musterRecorder: MusterMockRuntime.CallRecorder { "
                    + "MusterMockRuntime.StaticMockRecorders.recorder(for: self, shared: shared) }")
            lines += verifierAndStubber(
                of: "Statics", on: "MusterMockRuntime.MockVerifierBase",
                "MusterMockRuntime.MockStubberBase",
                verifying: verifierMembers(typeMethods, staticProperties),
                stubbing: stubberMembers(typeMethods, staticProperties))
            lines.append("}")
        }
        if mocked.isActor {
            lines += verifierAndStubber(
                of: mocked.mockName, on: mocked.verifierBaseName + arguments,
                mocked.stubberBaseName + arguments)
        }
        lines.append("}")

        let verifying =
            verifierMembers(instanceMethods, instanceProperties)
            + subscriptMembers(role: .verifying)
        let stubbing =
            stubberMembers(instanceMethods, instanceProperties) + subscriptMembers(role: .stubbing)
        // The verifier's and the stubber's open bases: on the first parent's, or the runtime's,
        // with the other parents' members from their `MockVerifying` and `MockStubbing`, and
        // their own from theirs where the protocol has them.
        for (name, role, mixin, members) in [
            (mocked.verifierBaseName, "MockVerifierBase", "MockVerifying", verifying),
            (mocked.stubberBaseName, "MockStubberBase", "MockStubbing", stubbing),
        ] {
            let superclass =
                mocked.parents.first.map { "\($0)\(role)\(parentArguments)" }
                ?? "MusterMockRuntime.\(role)"
            let mixins =
                (mocked.writesMixins ? [mocked.name] : []) + mocked.parents.dropFirst()
            lines.append(
                "\(openAccess)class \(name)\(parameters): \(superclass)"
                    + mixins.map { ", \($0)\(mixin)" }.joined() + " {")
            if !mocked.writesMixins { lines += members }
            lines.append("}")
        }
        if mocked.writesMixins {
            lines += mixins(verifying: verifying, stubbing: stubbing)
        }

        if !mocked.isActor {
            lines.append(
                "\(access)final class \(mocked.mockName)\(parameters): "
                    + "\(mocked.baseName)\(arguments), MusterMockRuntime.Mock, @unchecked Sendable {"
            )
            lines += verifierAndStubber(
                of: mocked.mockName, on: mocked.verifierBaseName + arguments,
                mocked.stubberBaseName + arguments)
            lines.append("}")
        }
        return lines.joined(separator: "\n")
    }

    /// The protocols whose extensions implement (`<Protocol>MockRecording`), verify
    /// (`<Protocol>MockVerifying`) and stub (`<Protocol>MockStubbing`) the protocol's
    /// requirements, which the mock of a protocol that inherits from this one after another
    /// parent takes, since a class builds on one base class. Each refines its parents' own, so
    /// that it brings every inherited requirement. Recording makes each call's member anew,
    /// which only such a mock's calls of these requirements pay; it cannot implement
    /// initializers, which a class implements only in its own declaration.
    private func mixins(verifying: [String], stubbing: [String]) -> [String] {
        func refined(_ suffix: String, root: String) -> String {
            mocked.parents.isEmpty
                ? root : mocked.parents.map { "\($0)\(suffix)" }.joined(separator: ", ")
        }
        var recording: [String] = []
        for method in mocked.methods {
            recording.append(
                implementation(
                    of: method, on: method.isStatic ? "\(mocked.baseName).statics." : "",
                    member: member(method)))
        }
        for property in mocked.properties {
            recording.append(
                implementation(
                    of: property, on: property.isStatic ? "\(mocked.baseName).statics." : "",
                    getter: getter(property),
                    setter: property.isSettable ? setter(property) : nil))
        }
        for item in mocked.subscripts {
            recording.append(
                implementation(
                    of: item, getter: member(item.getter),
                    setter: item.isSettable ? subscriptSetter(item) : nil))
        }
        var lines: [String] = []
        for (name, refinedProtocols, members) in [
            (
                mocked.recordingName,
                "\(mocked.name), "
                    + refined(
                        "MockRecording",
                        root: "MusterMockRuntime.CallRecording, AnyObject, Sendable"),
                recording
            ),
            (
                mocked.verifyingName,
                refined("MockVerifying", root: "MusterMockRuntime.MockVerifying"), verifying
            ),
            (
                mocked.stubbingName,
                refined("MockStubbing", root: "MusterMockRuntime.MockStubbing"),
                stubbing
            ),
        ] {
            lines.append("\(access)protocol \(name): \(refinedProtocols) {\n}")
            if !members.isEmpty {
                lines.append("extension \(name) {")
                lines += members
                lines.append("}")
            }
        }
        return lines
    }

    /// The mock's implementation of an initializer requirement: the call is recorded on the
    /// type's `statics`, where it is verified and stubbed, before the instance is made.
    private func implementation(ofInitializer initializer: MockedMethod) -> String {
        let effects = (initializer.isAsync ? " async" : "") + initializer.throwing.keyword
        let call = recordingCall(
            [member(initializer)] + initializer.parameters.map(\.recordedArgument),
            on: "\(mocked.baseName).statics.", isAsync: initializer.isAsync,
            throwing: initializer.throwing)
        return """
            \(access)required init\(initializer.failableMark)\(initializer.genericClause)\
            \(initializer.parameterClause)\(effects)\(initializer.whereClause) {
            \(call)
            super.init()
            }
            """
    }

    /// The answers to the standard protocols the protocol refines, which a mock gives itself
    /// rather than records: two mocks are equal when they are the same object, hash as that
    /// object, and describe themselves by their name.
    private var standardConformances: [String] {
        let base = mocked.baseName + genericParameters
        var lines: [String] = []
        if mocked.standardParents.contains("Equatable") {
            lines.append(
                """
                \(access)static func == (lhs: \(base), rhs: \(base)) -> Bool {
                lhs === rhs
                }
                """)
        }
        if mocked.standardParents.contains("Hashable") {
            lines.append(
                """
                \(access)func hash(into hasher: inout Hasher) {
                hasher.combine(ObjectIdentifier(self))
                }
                """)
        }
        for (protocolName, property) in [
            ("CustomStringConvertible", "description"),
            ("CustomDebugStringConvertible", "debugDescription"),
        ]
        where mocked.standardParents.contains(protocolName)
            && !mocked.properties.contains(where: { $0.name == property })
        {
            lines.append("\(access)var \(property): String { mockName }")
        }
        return lines
    }

    /// `MockBase`'s initializer, which a class that declares an initializer of its own no
    /// longer inherits.
    private var passThroughInitializer: String {
        mockInitializer(keyword: "override init", body: "super.init")
    }

    /// An actor mock's initializer: what ``MockBase``'s is for a class mock.
    private var actorInitializer: String {
        mockInitializer(keyword: "init", body: "musterRecorder = MusterMockRuntime.CallRecorder")
    }

    /// An initializer with `MockBase`'s parameters (a name, the policy for unstubbed calls, and
    /// the creator's location), which passes them all to `body`.
    private func mockInitializer(keyword: String, body: String) -> String {
        """
        \(access)\(keyword)(
        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy = .returnDefault,
        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
        ) {
        \(body)(
        name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
        column: column)
        }
        """
    }

    /// The `Verifier` and `Stubber` that `verify(target)` and `given(target)` return: final
    /// classes on the given bases, with `verifying` and `stubbing` members of their own.
    private func verifierAndStubber(
        of target: String, on verifierBase: String, _ stubberBase: String,
        verifying: [String] = [], stubbing: [String] = []
    ) -> [String] {
        [
            """
            \(access)final class Verifier: \(verifierBase), MusterMockRuntime.MockVerifier {
            \(access)init(target: \(target), verification: MusterMockRuntime.Verification) {
            super.init(verification: verification)
            }
            """
        ] + verifying + [
            "}",
            """
            \(access)final class Stubber: \(stubberBase), MusterMockRuntime.MockStubber {
            \(access)init(target: \(target), stubbing: MusterMockRuntime.Stubbing) {
            super.init(stubbing: stubbing)
            }
            """,
        ] + stubbing + ["}"]
    }

    /// `open ` for a public protocol, so that the mock of a protocol in another module that
    /// inherits from it can subclass its base classes; otherwise the protocol's own access.
    private var openAccess: String { mocked.accessLevel == "public" ? "open " : access }

    // MARK: The mock's members

    /// The mock's implementation of `method`, which records its calls as `member`.
    private func implementation(of method: MockedMethod, on receiver: String, member: String)
        -> String
    {
        let staticKeyword = method.isStatic ? "static " : ""
        let effects = (method.isAsync ? " async" : "") + method.throwing.keyword
        let result = method.declaredReturnType.map { " -> \($0)" } ?? ""
        let call = recordingCall(
            [member] + method.parameters.map(\.recordedArgument), on: receiver,
            isAsync: method.isAsync, throwing: method.throwing)
        let cast = castBack(to: method.returnType)
        // An `inout` argument is recorded in a box a stub may change, then written back.
        let boxes = method.parameters.filter { $0.inoutType != nil }.map { parameter in
            """
            let \(parameter.recordedArgument) = MusterMockRuntime.InoutArgument(\(parameter.name))
            defer {
            \(parameter.name) = \(parameter.recordedArgument).value
            }

            """
        }.joined()
        return """
            \(method.attributes)\(access)\(staticKeyword)func \(method.name)\(method.genericClause)\
            \(method.parameterClause)\(effects)\(result)\(method.whereClause) {
            \(boxes)\(boxes.isEmpty ? "" : "return ")\(call)\(cast)
            }
            """
    }

    /// The call that records a member's use and answers it: `call(…)`, or
    /// `try callThrowing(…)` for a member that throws, awaited for an async one, which awaits
    /// its stub's answer (itself perhaps async).
    private func recordingCall(
        _ arguments: [String], on receiver: String, isAsync: Bool, throwing: Throwing
    ) -> String {
        var arguments = arguments
        let awaiting = isAsync ? "await " : ""
        let function: String
        switch throwing {
        case .never, .rethrows: function = "\(awaiting)\(receiver)call"
        case .anyError: function = "try \(awaiting)\(receiver)callThrowing"
        case .typed(let type):
            function = "try \(awaiting)\(receiver)callThrowing"
            arguments.append("throwing: (\(type)).self")
        }
        return "\(function)(\(arguments.joined(separator: ", ")))"
    }

    /// The mock's implementation of `property`, which records reads as `getter` and writes as
    /// `setter`.
    private func implementation(
        of property: MockedProperty, on receiver: String, getter: String, setter: String?
    ) -> String {
        let staticKeyword = property.isStatic ? "static " : ""
        let effects = (property.isAsync ? " async" : "") + property.throwing.keyword
        let cast = castBack(to: property.type)
        let get =
            recordingCall(
                [getter], on: receiver, isAsync: property.isAsync, throwing: property.throwing)
            + cast
        guard let setter else {
            return """
                \(access)\(staticKeyword)var \(property.name): \(property.type) {
                get\(effects) {
                \(get)
                }
                }
                """
        }
        return """
            \(access)\(staticKeyword)var \(property.name): \(property.type) {
            get\(effects) {
            \(get)
            }
            set {
            \(receiver)call(\(setter), newValue)
            }
            }
            """
    }

    /// The mock's implementation of a subscript: reads recorded as `getter`, with the keys;
    /// writes as `setter`, with the keys and the new value.
    private func implementation(of item: MockedSubscript, getter: String, setter: String?)
        -> String
    {
        let method = item.getter
        let effects = (method.isAsync ? " async" : "") + method.throwing.keyword
        let get = recordingCall(
            [getter] + method.parameters.map(\.name), on: "", isAsync: method.isAsync,
            throwing: method.throwing)
        let set =
            setter.map { setter in
                let values = ([setter] + method.parameters.map(\.name) + ["newValue"])
                return "\nset {\ncall(\(values.joined(separator: ", ")))\n}"
            } ?? ""
        return """
            \(access)subscript\(method.genericClause)\(method.parameterClause) -> \
            \(method.returnType ?? "Void")\(method.whereClause) {
            get\(effects) {
            \(get)
            }\(set)
            }
            """
    }

    // MARK: Verifier and stubber

    private enum SubscriptRole { case verifying, stubbing }

    /// The verifier's or the stubber's subscripts, one per subscript (two where the keys may be
    /// given as plain values): `verify(mock)[key].get()`, `given(mock)[key].willReturn(…)`.
    private func subscriptMembers(role: SubscriptRole) -> [String] {
        var lines: [String] = []
        for item in mocked.subscripts {
            let method = item.getter
            let value = method.returnType ?? "Void"
            let keyTypes = method.parameters.map(\.recordedType)
            let setter = item.isSettable ? subscriptSetter(item) : "nil"
            for form in ArgumentForm.forms(of: method) {
                let keys = form.expressions(of: method).joined(separator: ", ")
                let result: String
                let made: String
                switch role {
                case .verifying:
                    result =
                        "SubscriptVerification<\((keyTypes + [value]).joined(separator: ", "))>"
                    made =
                        "SubscriptVerification(getter: \(member(method)), setter: \(setter), "
                        + "keys: \(keys), verification: musterVerification)"
                case .stubbing:
                    let failure = method.throwing.failureType
                    result =
                        "SubscriptStub<\((keyTypes + [value, failure]).joined(separator: ", "))>"
                    made =
                        "SubscriptStub(stubbing: musterStubbing, getter: \(member(method)), "
                        + "setter: \(setter), keys: \(keys), failure: (\(failure)).self)"
                }
                lines.append(
                    """
                    \(form.attribute)\(access)subscript\(method.genericClause)\
                    (\(form.parameters(of: method))) -> MusterMockRuntime.\(result)\(method.whereClause) {
                    MusterMockRuntime.\(made)
                    }
                    """)
            }
        }
        return lines
    }

    /// A settable subscript's writes: the keys, then the new value.
    private func subscriptSetter(_ item: MockedSubscript) -> String {
        let method = item.getter
        let types = method.parameters.map(\.recordedType) + [method.returnType ?? "Void", "Void"]
        let signature = String(method.signature.dropLast()) + "newValue:)"
        return "MusterMockRuntime.Member<\(types.joined(separator: ", "))>(\(literal(signature)))"
    }

    /// The verifier's methods and properties, one per requirement (two where a requirement's
    /// arguments may be given as plain values).
    private func verifierMembers(_ methods: [MockedMethod], _ properties: [MockedProperty])
        -> [String]
    {
        var lines: [String] = []
        // Overloads that differ in their result alone would verify alike: each takes its
        // result's type, `verify(mock).value(returning: Int.self)`.
        var verifiedAlike: [String: Int] = [:]
        for method in methods {
            verifiedAlike[method.verifiedSignature, default: 0] += 1
        }
        for method in methods {
            let generics = method.verifierGenerics
            let returning =
                verifiedAlike[method.verifiedSignature, default: 0] > 1
                ? "returning _: (\(recordedResult(of: method))).Type" : nil
            for form in ArgumentForm.forms(of: method) {
                let arguments =
                    [member(method, erasing: method.genericParametersOnlyInResult)]
                    + form.expressions(of: method)
                let parameters = ([form.parameters(of: method)] + [returning].compactMap { $0 })
                    .filter { !$0.isEmpty }.joined(separator: ", ")
                lines.append(
                    """
                    \(form.attribute)\(access)func \(method.exposedName)\(generics.clause)\
                    (\(parameters))\
                    \(generics.whereClause) {
                    musterVerification.verify(\(arguments.joined(separator: ", ")))
                    }
                    """)
            }
        }
        for method in methods where method.refusesMatchersForTypes {
            lines.append(refusal(of: method))
        }
        lines += methods.flatMap(mixedArgumentRefusals)
        for property in properties {
            let kind = property.isSettable ? "PropertyVerification" : "ReadOnlyPropertyVerification"
            let setter = property.isSettable ? "setter: \(setter(property)), " : ""
            lines.append(
                """
                \(access)var \(property.name): MusterMockRuntime.\(kind)<\(recorded(property.type))> {
                MusterMockRuntime.\(kind)(getter: \(getter(property)), \(setter)\
                verification: musterVerification)
                }
                """)
        }
        return lines
    }

    /// The stubber's methods and properties, one per requirement (two where a requirement's
    /// arguments may be given as plain values).
    private func stubberMembers(_ methods: [MockedMethod], _ properties: [MockedProperty])
        -> [String]
    {
        var lines: [String] = []
        for method in methods {
            let failure = method.throwing.failureType
            let types =
                method.parameters.map(\.recordedType) + [recordedResult(of: method), failure]
            for form in ArgumentForm.forms(of: method) {
                let arguments =
                    [member(method)] + form.expressions(of: method)
                    + ["failure: (\(failure)).self"]
                lines.append(
                    """
                    \(form.attribute)\(access)func \(method.exposedName)\(method.genericClause)\
                    (\(form.parameters(of: method))) \
                    -> MusterMockRuntime.Stub<\(types.joined(separator: ", "))>\(method.whereClause) {
                    musterStubbing.stub(\(arguments.joined(separator: ", ")))
                    }
                    """)
            }
        }
        for method in methods where method.refusesMatchersForTypes {
            lines.append(refusal(of: method))
        }
        lines += methods.flatMap(mixedArgumentRefusals)
        for property in properties {
            let failure = property.throwing.failureType
            let kind = property.isSettable ? "PropertyStub" : "ReadOnlyPropertyStub"
            let setter = property.isSettable ? "setter: \(setter(property)), " : ""
            lines.append(
                """
                \(access)var \(property.name): MusterMockRuntime.\(kind)<\(recorded(property.type)), \(failure)> {
                MusterMockRuntime.\(kind)(stubbing: musterStubbing, getter: \(getter(property)), \
                \(setter)failure: (\(failure)).self)
                }
                """)
        }
        return lines
    }

    /// A method that takes a matcher for each type parameter too (`as: anything()`), refused
    /// with an error that says to pass the type, where the compiler would otherwise report
    /// that the mock is not a `Mock`.
    private func refusal(of method: MockedMethod) -> String {
        let types = method.parameters.filter(\.isMetatype).map { "'\($0.label ?? $0.name):'" }
        let parameters = method.parameters.map { parameter in
            let type = parameter.isMetatype ? "Any.Type" : parameter.recordedType
            return "\(parameter.declaredNames): some MusterMatchers.MatcherConvertible<\(type)>"
        }
        let message =
            "\(types.joined(separator: " and ")) \(types.count == 1 ? "takes" : "take") the type "
            + "itself, such as Profile.self, not a matcher"
        return """
            @_disfavoredOverload
            @available(*, unavailable, message: \(literal(message)))
            \(access)func \(method.name)(\(parameters.joined(separator: ", "))) -> Never {
            fatalError("unavailable")
            }
            """
    }

    /// A method's refused forms that take a plain value beside matchers (see
    /// ``ArgumentForm/mixed(plainAt:)``).
    private func mixedArgumentRefusals(of method: MockedMethod) -> [String] {
        ArgumentForm.mixedForms(of: method).map { form in
            """
            \(form.attribute)\(access)func \(method.exposedName)(\(form.parameters(of: method))) -> Never {
            fatalError("unavailable")
            }
            """
        }
    }

    // MARK: Arguments

    /// How a verifier or stubber method takes its arguments: a matcher (or standard value) for
    /// each; in disfavored methods, one per way of choosing some of the optional parameters, a
    /// matcher of the wrapped type for those (`equalTo(date)` for a `Date?`, with `nil` a
    /// mismatch), which the first form cannot take; and, in a last disfavored method that calls
    /// the first form refuses reach, a plain value of each argument's own type.
    private enum ArgumentForm: Equatable {
        /// Matchers, those of the optional parameters at `wrapped` (indexes into the
        /// parameters) of the wrapped type.
        case matchers(wrapped: Set<Int>)
        case plainValues
        /// A plain value at `plainAt` among matchers: refused, with an error that says what
        /// to write, where the compiler would say only that the value's type is not
        /// `MatcherConvertible`.
        case mixed(plainAt: Int)

        /// The most optional parameters whose every choice gets a method: four or more get two
        /// (all wrapped or none), since each parameter doubles the methods.
        static let mixedLimit = 3

        static func forms(of method: MockedMethod) -> [ArgumentForm] {
            let optional = method.parameters.indices.filter {
                method.parameters[$0].wrappedType != nil && !method.parameters[$0].isMetatype
            }
            var choices: [Set<Int>] = [[]]
            if optional.count <= mixedLimit {
                for index in optional { choices += choices.map { $0.union([index]) } }
            } else {
                choices.append(Set(optional))
            }
            return choices.map { .matchers(wrapped: $0) }
                + (method.takesPlainValues ? [.plainValues] : [])
        }

        /// One refused form per parameter that may hold a plain value beside matchers, for a
        /// method that is not generic and takes plain values.
        static func mixedForms(of method: MockedMethod) -> [ArgumentForm] {
            guard method.takesPlainValues, !method.isGeneric else { return [] }
            let plain = method.parameters.indices.filter {
                !method.parameters[$0].isMetatype && method.parameters[$0].inoutType == nil
            }
            guard plain.count > 1 else { return [] }
            return plain.map { .mixed(plainAt: $0) }
        }

        var attribute: String {
            switch self {
            case .matchers(wrapped: []): return ""
            case .mixed:
                return """
                    @_disfavoredOverload
                    @available(*, unavailable, message: \
                    "to mix a value of your own type with matchers, write equalTo(value) around it, \
                    or declare the type MatcherConvertible: extension YourType: MatcherConvertible {}")

                    """
            default: return "@_disfavoredOverload\n"
            }
        }

        /// `label name: some MusterMatchers.MatcherConvertible<Type>` or `label name: Type`; a metatype
        /// stays itself in every form.
        func parameter(_ parameter: MockedParameter, at index: Int) -> String {
            let type: String
            switch self {
            case _ where parameter.isMetatype, .plainValues: type = parameter.matchedType
            case .mixed(let plainAt) where plainAt == index: type = parameter.matchedType
            case .mixed: type = "some MusterMatchers.MatcherConvertible<\(parameter.matchedType)>"
            case .matchers(let wrapped):
                let subject =
                    wrapped.contains(index) ? parameter.wrappedType! : parameter.matchedType
                type = "some MusterMatchers.MatcherConvertible<\(subject)>"
            }
            return "\(parameter.declaredNames): \(type)"
        }

        func expression(_ parameter: MockedParameter, at index: Int) -> String {
            if parameter.isMetatype { return "MusterMockRuntime.equalToType(\(parameter.name))" }
            guard parameter.inoutType == nil else {
                return "MusterMockRuntime.passedIn(\(valueExpression(parameter, at: index)))"
            }
            return valueExpression(parameter, at: index)
        }

        /// The matcher of the argument's own value.
        private func valueExpression(_ parameter: MockedParameter, at index: Int) -> String {
            switch self {
            case .plainValues, .mixed: return "MusterMockRuntime.equalToArgument(\(parameter.name))"
            case .matchers(let wrapped) where wrapped.contains(index):
                return "MusterMatchers.Matcher(unwrapping: \(parameter.name).asMatcher())"
            case .matchers: return "\(parameter.name).asMatcher()"
            }
        }

        func parameters(of method: MockedMethod) -> String {
            method.parameters.enumerated().map { parameter($1, at: $0) }
                .joined(separator: ", ")
        }

        func expressions(of method: MockedMethod) -> [String] {
            method.parameters.enumerated().map { expression($1, at: $0) }
        }
    }

    // MARK: Members

    /// The member a method's calls are recorded under; with the generic parameters `erasing`
    /// names as `Any`, for a verifier that cannot declare them.
    private func member(_ method: MockedMethod, erasing erased: Set<String> = []) -> String {
        let types = (method.parameters.map(\.recordedType) + [recordedResult(of: method)]).map {
            erased.isEmpty ? $0 : $0.replacingTokens(erased, with: "Any")
        }
        let overload = method.overload.map { ", overload: \(literal($0))" } ?? ""
        return "MusterMockRuntime.Member<\(types.joined(separator: ", "))>"
            + "(\(literal(method.signature))\(overload))"
    }

    /// A property's type as its reads are recorded and stubbed: with `Self` as the protocol's
    /// existential, as a method's result.
    private func recorded(_ type: String) -> String {
        type.mentionsSelf ? type.replacingSelf(with: "(any \(mocked.name))") : type
    }

    /// ` as! Self` after a recorded answer whose type names `Self`, which is recorded as the
    /// protocol's existential (see ``recorded(_:)``); nothing otherwise.
    private func castBack(to type: String?) -> String {
        type.flatMap { $0.mentionsSelf ? " as! \($0)" : nil } ?? ""
    }

    /// The type a method's answers are recorded and stubbed as: its result type, with `Self`,
    /// which only a method's own result may name, as the protocol's existential.
    private func recordedResult(of method: MockedMethod) -> String {
        method.returnType.map(recorded) ?? "Void"
    }

    private func getter(_ property: MockedProperty) -> String {
        "MusterMockRuntime.Member<\(recorded(property.type))>(\(literal(property.name.trimmingBackticks)))"
    }

    private func setter(_ property: MockedProperty) -> String {
        "MusterMockRuntime.Member<\(recorded(property.type)), Void>"
            + "(setterOf: \(literal(property.name.trimmingBackticks)))"
    }

    private func literal(_ text: String) -> String {
        // Signatures and type names hold no quotes or backslashes, but a literal must not break.
        var escaped = ""
        for character in text {
            if character == "\\" || character == "\"" { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"" + escaped + "\""
    }
}
