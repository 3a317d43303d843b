import SwiftCompilerPlugin
import SwiftSyntaxMacros

// The compiler plugin that serves `@Mockable`: the one entry point the compiler loads.

@main
struct MusterMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [MockableMacro.self]
}
