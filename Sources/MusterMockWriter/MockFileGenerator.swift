import Foundation
import SwiftBasicFormat
import SwiftParser
import SwiftSyntax

/// Writes one Swift file of mocks for the protocols of some modules whose doc comment has a
/// `/// @mockable` line: the same mocks `@Mockable` writes, for a test target, so that the
/// module that declares the protocols depends on nothing of Muster.
package enum MockFileGenerator {
    /// A module's name and its Swift source files.
    package struct Module {
        package let name: String
        package let files: [SourceFile]

        package init(name: String, files: [SourceFile]) {
            self.name = name
            self.files = files
        }
    }

    /// A source file's path, as problems name it, and its text.
    package struct SourceFile {
        package let path: String
        package let text: String

        package init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// The generated file, and each protocol that could not be mocked, as a compiler would
    /// say it (`path:line:column: error: …`). The text is the same for the same input: files
    /// in the order of their paths, protocols in the order of their files.
    package static func generate(
        _ modules: [Module], header: String, testableImports: Bool = true
    ) -> (text: String, problems: [String]) {
        let names = Set(modules.map(\.name))
        var imports: Set<String> = []
        var mockedModules: [String] = []
        var protocols: [ReadProtocol] = []
        var problems: [String] = []
        for module in modules.sorted(by: { $0.name < $1.name }) {
            var mocksModule = false
            for file in module.files.sorted(by: { $0.path < $1.path }) {
                let found = read(file, modules: names)
                problems += found.problems
                guard !found.protocols.isEmpty else { continue }
                imports.formUnion(found.imports)
                protocols += found.protocols
                mocksModule = true
            }
            if mocksModule { mockedModules.append(module.name) }
        }
        let written = write(protocols)
        let ownModules = Set(mockedModules + ["MusterMocks", "MusterMockable", "Muster"])
        var lines = header.split(separator: "\n", omittingEmptySubsequences: false).map {
            "// " + $0
        }
        lines.append("")
        lines += imports.filter { !ownModules.contains(importedModule($0)) }.sorted()
        lines.append("import MusterMocks")
        // A file in a target that is not a test target (one that several test targets share)
        // imports the modules plainly: `@testable` fails in a build without testing enabled.
        lines += mockedModules.map { (testableImports ? "@testable import " : "import ") + $0 }
        for mock in written.mocks {
            lines.append("")
            lines.append(mock)
        }
        return (lines.joined(separator: "\n") + "\n", problems + written.problems)
    }

    /// The mocks of the `/// @mockable` protocols of one file, the file's imports, and the
    /// protocols it could not mock.
    package static func mocks(in file: SourceFile) -> (
        mocks: [String], imports: [String], problems: [String]
    ) {
        let found = read(file, modules: [])
        let written = write(found.protocols)
        return (written.mocks, found.imports, found.problems + written.problems)
    }

    /// A protocol read from a file, with where it is declared, for problems found in writing.
    private struct ReadProtocol {
        var mocked: MockedProtocol
        let location: String
    }

    /// The `/// @mockable` protocols of one file, the file's imports, and the protocols it
    /// could not read. A parent named with one of `modules` (`NotesKit.Repository`) has its
    /// mock in the generated file, in the test target's module, so the mock builds on it by
    /// its bare name.
    private static func read(_ file: SourceFile, modules: Set<String>) -> (
        protocols: [ReadProtocol], imports: [String], problems: [String]
    ) {
        let tree = Parser.parse(source: file.text)
        let converter = SourceLocationConverter(fileName: file.path, tree: tree)
        let marked = markedProtocols(in: tree)
        guard !marked.isEmpty else { return ([], [], []) }
        /// `path:line:column`, as a compiler names a place.
        func place(of node: some SyntaxProtocol) -> String {
            let location = node.startLocation(converter: converter)
            return "\(file.path):\(location.line):\(location.column)"
        }
        var protocols: [ReadProtocol] = []
        var problems: [String] = []
        for decl in marked {
            let read = MockReader.read(decl, buildsOnSeveralParents: true) { node, problem in
                problems.append(
                    "\(place(of: node)): error: " + problem.message(writer: "the mock generator"))
            }
            guard var mocked = read else { continue }
            mocked.parents = mocked.parents.map { parent in
                let parts = parent.split(separator: ".", maxSplits: 1)
                return parts.count == 2 && modules.contains(String(parts[0]))
                    ? String(parts[1]) : parent
            }
            protocols.append(ReadProtocol(mocked: mocked, location: place(of: decl.name)))
        }
        return (protocols, importLines(of: tree), problems)
    }

    /// The mocks of `protocols`, each protocol that another inherits from after its first
    /// parent (or an ancestor of one) with the protocols such a mock takes its requirements
    /// from; and each such protocol whose mock cannot give them.
    private static func write(_ protocols: [ReadProtocol]) -> (
        mocks: [String], problems: [String]
    ) {
        var byName: [String: Int] = [:]
        for (index, read) in protocols.enumerated() { byName[read.mocked.name] = index }
        var needed = protocols.flatMap { $0.mocked.parents.dropFirst() }
        var mixed: Set<String> = []
        while let name = needed.popLast() {
            guard mixed.insert(name).inserted, let index = byName[name] else { continue }
            needed += protocols[index].mocked.parents
        }
        var problems: [String] = []
        let mocks = protocols.map { read in
            var mocked = read.mocked
            // The fixed types in the order of the parent's generic mock, which the macro, seeing
            // only the child, takes to be the order of the `where` clause.
            if let parent = mocked.parents.first.flatMap({ byName[$0] }).map({ protocols[$0] }) {
                let order = parent.mocked.genericArguments
                mocked.fixedParentTypes = order.compactMap { name in
                    mocked.fixedParentTypes.first { $0.name == name }
                }
            }
            if mixed.contains(mocked.name) {
                if mocked.isGeneric || mocked.isActor {
                    problems.append(
                        "\(read.location): error: the mock generator cannot build a mock on "
                            + "\(mocked.name) after another parent, since "
                            + (mocked.isActor
                                ? "its mock is an actor" : "its mock is generic")
                            + "; write that mock by hand")
                } else {
                    mocked.writesMixins = true
                }
            }
            return indented(MockWriter(mocked).write())
        }
        return (mocks, problems)
    }

    /// The mock's source indented as `@Mockable`'s expansions show it, four spaces a level.
    static func indented(_ source: String) -> String {
        Parser.parse(source: source).formatted(using: BasicFormat(indentationWidth: .spaces(4)))
            .description.trimmingCharacters(in: .newlines)
    }

    /// The top-level protocols of `tree` whose doc comment has a line that reads `@mockable`.
    static func markedProtocols(in tree: SourceFileSyntax) -> [ProtocolDeclSyntax] {
        tree.statements.compactMap { statement in
            guard let decl = statement.item.as(ProtocolDeclSyntax.self),
                isMarked(decl.leadingTrivia)
            else { return nil }
            return decl
        }
    }

    private static func isMarked(_ trivia: Trivia) -> Bool {
        trivia.contains { piece in
            guard case .docLineComment(let text) = piece else { return false }
            return text.dropFirst(3).trimmingCharacters(in: .whitespaces) == "@mockable"
        }
    }

    /// The file's imports, as lines, without attributes such as `@testable` or `@_exported`:
    /// the types a protocol names come from them.
    private static func importLines(of tree: SourceFileSyntax) -> [String] {
        tree.statements.compactMap { statement in
            guard let decl = statement.item.as(ImportDeclSyntax.self) else { return nil }
            let kind = decl.importKindSpecifier.map { " " + $0.text } ?? ""
            let path = decl.path.map(\.name.text).joined(separator: ".")
            return "import\(kind) \(path)"
        }
    }

    /// `Foundation` for `import Foundation`, `Foundation` for `import struct Foundation.URL`.
    private static func importedModule(_ line: String) -> String {
        let path = line.split(separator: " ").last.map(String.init) ?? line
        return String(path.prefix { $0 != "." })
    }
}
