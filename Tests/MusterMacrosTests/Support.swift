import Foundation
import MusterMacros
import MusterMockWriter
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// Expands `@Mockable` in `source` and checks the result, reporting to Swift Testing; then
/// checks that the mock generator, given the same protocol marked `/// @mockable`, writes the
/// same mock, or refuses the same protocol: one fixture for both, so that they cannot drift.
/// `generatorWritesIt` marks the one refusal the generator does not share: a protocol with
/// several parents, whose mock only the generator can write.
func assertMockableExpansion(
    _ source: String, expandsTo expanded: String, diagnostics: [DiagnosticSpec] = [],
    generatorWritesIt: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
) {
    let marked = source.replacingOccurrences(of: "@Mockable\n", with: "/// @mockable\n")
    let generated = MockFileGenerator.mocks(in: .init(path: "Fixture.swift", text: marked))
    // `MUSTER_WRITE_EXPANSIONS=<folder>` writes each mock as written now, by the line of its
    // test, to update the expected expansions after a change to the writer.
    if let folder = ProcessInfo.processInfo.environment["MUSTER_WRITE_EXPANSIONS"],
        generated.mocks.count == 1
    {
        try? generated.mocks[0].write(
            toFile: "\(folder)/\(sourceLocation.line).swift", atomically: true, encoding: .utf8)
    }
    if diagnostics.isEmpty {
        let expandedMock = expanded.components(separatedBy: "#if DEBUG || MUSTER_MOCKS\n").last?
            .components(separatedBy: "\n#else").first
        #expect(generated.problems == [], sourceLocation: sourceLocation)
        #expect(generated.mocks == [expandedMock].compactMap { $0 }, sourceLocation: sourceLocation)
    } else if generatorWritesIt {
        #expect(
            generated.problems == [] && generated.mocks.count == 1, sourceLocation: sourceLocation)
    } else if marked.contains("/// @mockable\nprotocol") {
        #expect(
            generated.problems.count == diagnostics.count && generated.mocks.isEmpty,
            sourceLocation: sourceLocation)
    }
    assertMacroExpansion(
        source, expandedSource: expanded, diagnostics: diagnostics,
        macroSpecs: ["Mockable": MacroSpec(type: MockableMacro.self)],
        indentationWidth: .spaces(4),
        failureHandler: { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        })
}
