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
        let ownModules = Set(
            mockedModules + ["MusterMocks", "MusterMockable", "MusterMockRuntime", "Muster"])
        var lines = header.split(separator: "\n", omittingEmptySubsequences: false).map {
            "// " + $0
        }
        lines.append("")
        lines += imports.filter { !ownModules.contains(importedModule($0)) }.sorted()
        // A file in a target that is not a test target (one that several test targets share)
        // imports the modules plainly, since `@testable` fails in a build without testing
        // enabled, and imports the mocks' runtime alone, so that a release build, which
        // compiles every target, compiles none of Muster's assertions for it.
        lines.append(testableImports ? "import MusterMocks" : "import MusterMockRuntime")
        lines += mockedModules.map { (testableImports ? "@testable import " : "import ") + $0 }
        guard !written.mocks.isEmpty else {
            return (lines.joined(separator: "\n") + "\n", problems + written.problems)
        }
        // As `@Mockable`'s mocks: none in a release build unless the target asks for them.
        lines += ["", "#if \(MockWriter.mockCondition)"]
        for mock in written.mocks {
            lines.append("")
            lines.append(mock)
        }
        lines += ["", "#else", ""] + written.unavailable + ["", "#endif"]
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
        /// `path:line:column`, as a compiler names a place.
        func place(of node: some SyntaxProtocol) -> String {
            place(at: node.positionAfterSkippingLeadingTrivia)
        }
        func place(at position: AbsolutePosition) -> String {
            let location = converter.location(for: position)
            return "\(file.path):\(location.line):\(location.column)"
        }
        let (marked, notes) = markedProtocols(in: tree)
        var problems = notes.map { "\(place(at: $0.position)): warning: \($0.message)" }
        guard !marked.isEmpty else { return ([], [], problems) }
        var protocols: [ReadProtocol] = []
        for (decl, _) in marked {
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
        mocks: [String], unavailable: [String], problems: [String]
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
            return MockWriter(mocked)
        }
        return (
            mocks.map { indented($0.write()) }, mocks.map { $0.writeUnavailable(generated: true) },
            problems
        )
    }

    /// The mock's source indented as `@Mockable`'s expansions show it, four spaces a level.
    static func indented(_ source: String) -> String {
        Parser.parse(source: source).formatted(using: BasicFormat(indentationWidth: .spaces(4)))
            .description.trimmingCharacters(in: .newlines)
    }

    /// What the generator says of a comment that mentions `@mockable`, at the node it is on.
    struct Note {
        let position: AbsolutePosition
        let message: String
    }

    /// The top-level protocols of `tree` whose doc comment has a line that reads `@mockable`
    /// or `@mockable(…)`, and a note for each mark it cannot take: one it cannot read, one on
    /// something other than a top-level protocol, and arguments it does not honour.
    static func markedProtocols(in tree: SourceFileSyntax) -> (
        protocols: [(ProtocolDeclSyntax, MockableAnnotation)], notes: [Note]
    ) {
        var topLevel: [SyntaxIdentifier: ProtocolDeclSyntax] = [:]
        for statement in tree.statements {
            if let decl = statement.item.as(ProtocolDeclSyntax.self),
                let first = decl.firstToken(viewMode: .sourceAccurate)
            {
                topLevel[first.id] = decl
            }
        }
        var marked: [(ProtocolDeclSyntax, MockableAnnotation)] = []
        var notes: [Note] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            let read = token.leadingComments.compactMap { comment in
                MockableAnnotation.read(comment.text).map {
                    (result: $0, position: comment.position)
                }
            }
            guard !read.isEmpty else { continue }
            let results = read.map(\.result)
            let mark = results.lazy.compactMap { try? $0.get() }.first
            let reasons = read.compactMap { read in
                if case .failure(let unreadable) = read.result {
                    unreadable.reason.map { (reason: $0, position: read.position) }
                } else {
                    nil
                }
            }
            for (reason, position) in reasons {
                notes.append(
                    Note(
                        position: position,
                        message: "the mock generator cannot read this `@mockable` mark: \(reason); "
                            + "write `/// @mockable` or `/// @mockable(…)` on a line of its own"))
            }
            if let protocolDecl = topLevel[token.id] {
                if let mark {
                    marked.append((protocolDecl, mark))
                    notes += argumentNotes(mark, on: protocolDecl)
                } else if reasons.isEmpty {
                    notes.append(
                        Note(
                            position: protocolDecl.name.positionAfterSkippingLeadingTrivia,
                            message: "\(protocolDecl.name.text)'s comment mentions `@mockable`, "
                                + "but no line of it is the mark, so it gets no mock; write "
                                + "`/// @mockable` on a line of its own"))
                }
            } else if let position = read.first(where: { (try? $0.result.get()) != nil })?.position
            {
                let what =
                    declaration(startingAt: token).map { "on \($0)" }
                    ?? "in a place that declares nothing"
                notes.append(
                    Note(
                        position: position,
                        message: "`@mockable` marks a top-level protocol; this mark is \(what), "
                            + "so no mock is written for it"))
            }
        }
        return (marked, notes)
    }

    /// What a mark's arguments ask of the mock, where the generator does not do it.
    private static func argumentNotes(_ mark: MockableAnnotation, on decl: ProtocolDeclSyntax)
        -> [Note]
    {
        let name = decl.name.text
        var notes: [Note] = []
        var ignored: [String] = []
        for argument in mark.arguments {
            switch argument.label {
            // Every call's arguments are recorded whatever the mark says.
            case "history": continue
            case "typealias":
                let aliases = MockableAnnotation.typeAliases(in: argument.value)
                let order = decl.memberBlock.members.compactMap {
                    $0.decl.as(AssociatedTypeDeclSyntax.self)?.name.text
                }
                let associated = Set(order)
                let known = aliases.filter { associated.contains($0.name) }
                let unknown = aliases.filter { !associated.contains($0.name) }.map(\.name)
                if !unknown.isEmpty {
                    notes.append(
                        Note(
                            position: decl.name.positionAfterSkippingLeadingTrivia,
                            message: "\(name) has no associated type "
                                + unknown.map { "`\($0)`" }.joined(separator: ", ")
                                + " for `typealias:` to fix"))
                }
                if !known.isEmpty {
                    let types = order.map { type in known.first { $0.name == type }?.type ?? type }
                    notes.append(
                        Note(
                            position: decl.name.positionAfterSkippingLeadingTrivia,
                            message: "\(name)Mock is generic over its associated types; "
                                + "`typealias:` is written where a test makes it: "
                                + "\(name)Mock<\(types.joined(separator: ", "))>()"))
                }
            default: ignored.append(argument.label)
            }
        }
        if !ignored.isEmpty {
            notes.append(
                Note(
                    position: decl.name.positionAfterSkippingLeadingTrivia,
                    message: "the mock generator does not honour `@mockable`'s "
                        + ignored.map { "`\($0):`" }.joined(separator: ", ")
                        + " (Mockolo's); \(name)'s mock is written without "
                        + (ignored.count == 1 ? "it" : "them")))
        }
        return notes
    }

    /// `protocol Store`, `class Cache`: what a comment before `token` documents, if anything.
    private static func declaration(startingAt token: TokenSyntax) -> String? {
        var node = Syntax(token)
        while let parent = node.parent, parent.firstToken(viewMode: .sourceAccurate)?.id == token.id
        {
            if let decl = parent.asProtocol((any NamedDeclSyntax).self) {
                let keyword: String =
                    switch parent.kind {
                    case .protocolDecl: "the nested protocol"
                    case .classDecl: "the class"
                    case .structDecl: "the struct"
                    case .enumDecl: "the enum"
                    case .actorDecl: "the actor"
                    default: "the declaration"
                    }
                return "\(keyword) \(decl.name.text)"
            }
            node = parent
        }
        return nil
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
