import MusterMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// Expands `@Mockable` in `source` and checks the result, reporting to Swift Testing.
func assertMockableExpansion(
    _ source: String, expandsTo expanded: String, diagnostics: [DiagnosticSpec] = [],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    assertMacroExpansion(
        source, expandedSource: expanded, diagnostics: diagnostics,
        macroSpecs: ["Mockable": MacroSpec(type: MockableMacro.self)],
        indentationWidth: .spaces(4),
        failureHandler: { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        })
}
