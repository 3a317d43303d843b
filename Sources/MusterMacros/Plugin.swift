import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct MusterMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [MockableMacro.self]
}
