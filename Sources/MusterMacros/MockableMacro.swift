import MusterMockWriter
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Mockable` on a protocol writes `<Protocol>Mock`, a class that records its calls with
/// MusterMocks, with a verifier and a stubber that keep the protocol's argument labels.
public struct MockableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let protocolDecl = declaration.as(ProtocolDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: MockableDiagnostic.notAProtocol))
            return []
        }
        let read = MockReader.read(protocolDecl) { node, problem in
            context.diagnose(Diagnostic(node: node, message: problem))
        }
        guard let mocked = read else { return [] }
        // Debug builds only, unless the module defines MUSTER_MOCKS: a release build of the
        // module that declares the protocol ships no mock.
        let writer = MockWriter(mocked)
        return [
            DeclSyntax(
                stringLiteral: "#if \(MockWriter.mockCondition)\n\(writer.write())\n#else\n"
                    + "\(writer.writeUnavailable())\n#endif")
        ]
    }
}
