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
    var parentArguments: String {
        mocked.fixedParentTypes.isEmpty
            ? "" : "<\(mocked.fixedParentTypes.map(\.type).joined(separator: ", "))>"
    }

    /// `<Item>` for a protocol with associated types; empty otherwise.
    var genericParameters: String {
        mocked.isGeneric ? "<\(mocked.associatedTypes.joined(separator: ", "))>" : ""
    }

    /// What the mock's name refers to where mocks are not compiled: an unavailable alias whose
    /// message says how to compile them, so that a release test build that creates the mock
    /// reads that rather than "cannot find 'RepositoryMock' in scope". An alias emits no code.
    package func writeUnavailable(generated: Bool = false) -> String {
        let message =
            (generated ? "the generated file compiles " : "@Mockable compiles ")
            + "\(mocked.mockName) only where \(Self.mockCondition) holds; "
            + "to use it in a release build, add swiftSettings: [.define(\\\"MUSTER_MOCKS\\\")] to "
            + (generated
                ? "the target that holds the generated file"
                : "the target that declares \(mocked.name)")
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
        (mockBase() + verifierAndStubberBases() + (mocked.isActor ? [] : finalMock()))
            .joined(separator: "\n")
    }

    private var typeArguments: String {
        mocked.isGeneric ? "<\(mocked.genericArguments.joined(separator: ", "))>" : ""
    }

    /// The class (or actor) that implements the protocol's requirements by recording them,
    /// with its type members' recorder; an actor mock is its own mock, verifier and stubber.
    private func mockBase() -> [String] {
        let parameters = genericParameters
        let (instanceMethods, instanceProperties) = mocked.instanceMembers
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
            let forwarding =
                offersForwarding ? "nonisolated MusterMockRuntime.ForwardingMock, " : ""
            lines.append(
                "\(openAccess)class \(mocked.baseName)\(parameters): \(baseSuperclass), "
                    + "\(mocked.name), \(forwarding)@unchecked Sendable {")
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
            let member = stored(member(method), types: types, of: method)
            lines.append(
                implementation(
                    of: method, on: "", member: member,
                    forwarded: forwardedCall(of: method, types: types)))
        }
        for property in instanceProperties {
            let getter = stored(getter(property), types: [property.type])
            lines.append(
                implementation(
                    of: property, on: "", getter: getter,
                    setter: property.isSettable
                        ? stored(setter(property), types: [property.type]) : nil,
                    forwarded: forwardedRead(of: property),
                    forwardedWrite: forwardedWrite(of: property)))
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
        if offersForwarding { lines += [forwardingTarget, forwardingInitializer] }
        if !mocked.isActor { lines.append(passThroughInitializer) }
        if !mocked.initializers.isEmpty {
            for initializer in mocked.initializers {
                lines.append(implementation(ofInitializer: initializer))
            }
        }
        lines += typeMembers()
        if mocked.isActor {
            lines += verifierAndStubber(
                of: mocked.mockName, on: mocked.verifierBaseName + typeArguments,
                mocked.stubberBaseName + typeArguments)
        }
        lines.append("}")
        return lines
    }

    /// The static members and initializers, recorded by a `Statics` object of the mock's
    /// type, which verifies and stubs them too.
    private func typeMembers() -> [String] {
        let staticMethods = mocked.methods.filter(\.isStatic)
        let staticProperties = mocked.properties.filter(\.isStatic)
        var lines: [String] = []
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
                "nonisolated \(access)final class Statics: MusterMockRuntime.Mock, Sendable {")
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
        return lines
    }

    /// The verifier's and the stubber's open bases.
    private func verifierAndStubberBases() -> [String] {
        let parameters = genericParameters
        let (instanceMethods, instanceProperties) = mocked.instanceMembers
        var lines: [String] = []
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
                "nonisolated \(openAccess)class \(name)\(parameters): \(superclass)"
                    + mixins.map { ", \($0)\(mixin)" }.joined() + " {")
            if !mocked.writesMixins { lines += members }
            lines.append("}")
        }
        if mocked.writesMixins {
            lines += mixins(verifying: verifying, stubbing: stubbing)
        }

        return lines
    }

    /// The final mock class, which conforms to `Mock` so that its verifier and stubber are its
    /// own, with every inherited member. The conformance is nonisolated, as its witnesses are:
    /// a module's default isolation would otherwise make it isolated, and `verify` and `given`
    /// could not use it off the main actor.
    private func finalMock() -> [String] {
        let parameters = genericParameters
        var lines: [String] = []
        lines.append(
            "\(access)final class \(mocked.mockName)\(parameters): "
                + "\(mocked.baseName)\(typeArguments), nonisolated MusterMockRuntime.Mock, "
                + "@unchecked Sendable {"
        )
        // An initializer of its own makes it inherit no required one.
        if mocked.initializers.isEmpty { lines.append(passThroughInitializer) }
        lines += verifierAndStubber(
            of: mocked.mockName, on: mocked.verifierBaseName + typeArguments,
            mocked.stubberBaseName + typeArguments)
        lines.append("}")
        return lines
    }

    /// The protocols whose extensions implement (`<Protocol>MockRecording`), verify
    /// (`<Protocol>MockVerifying`) and stub (`<Protocol>MockStubbing`) the protocol's
    /// requirements, which the mock of a protocol that inherits from this one after another
    /// parent takes, since a class builds on one base class. Each refines its parents' own, so
    /// that it brings every inherited requirement. Recording makes each call's member anew,
    /// which only such a mock's calls of these requirements pay; it cannot implement
    /// initializers, which a class implements only in its own declaration.
    func mixins(verifying: [String], stubbing: [String]) -> [String] {
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
            // Verifying and stubbing touch no requirement: nonisolated, as the classes that
            // take them are, whatever a module's default isolation.
            let isolation = name == mocked.recordingName ? "" : "nonisolated "
            lines.append("\(isolation)\(access)protocol \(name): \(refinedProtocols) {\n}")
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
    func implementation(ofInitializer initializer: MockedMethod) -> String {
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
    var standardConformances: [String] {
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

    /// `MockBase`'s initializer, declared rather than inherited: nonisolated as `MockBase`'s
    /// is, where a module's default isolation would put an inherited one on the main actor, and
    /// needed by a class that declares an initializer of its own.
    var passThroughInitializer: String {
        mockInitializer(keyword: "nonisolated override init", body: "super.init")
    }

    /// An actor mock's initializer: what ``MockBase``'s is for a class mock.
    var actorInitializer: String {
        mockInitializer(keyword: "init", body: "musterRecorder = MusterMockRuntime.CallRecorder")
    }

    /// An initializer with `MockBase`'s parameters (a name, the policy for unstubbed calls, and
    /// the creator's location), which passes them all to `body`.
    func mockInitializer(keyword: String, body: String) -> String {
        """
        \(access)\(keyword)(
        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
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
    func verifierAndStubber(
        of target: String, on verifierBase: String, _ stubberBase: String,
        verifying: [String] = [], stubbing: [String] = []
    ) -> [String] {
        [
            """
            nonisolated \(access)final class Verifier: \(verifierBase), MusterMockRuntime.MockVerifier {
            \(access)init(target: \(target), verification: MusterMockRuntime.Verification) {
            super.init(verification: verification)
            }
            """
        ] + verifying + [
            "}",
            """
            nonisolated \(access)final class Stubber: \(stubberBase), MusterMockRuntime.MockStubber {
            \(access)init(target: \(target), stubbing: MusterMockRuntime.Stubbing) {
            super.init(stubbing: stubbing)
            }
            """,
        ] + stubbing + ["}"]
    }

    /// `open ` for a public protocol, so that the mock of a protocol in another module that
    /// inherits from it can subclass its base classes; otherwise the protocol's own access.
    var openAccess: String { mocked.accessLevel == "public" ? "open " : access }
}
