import Foundation

@testable import MusterMatchers

/// A test's source file for the recorder to write, in a folder of its own, and the call sites
/// its assertions would have.
struct SourceFixture {
    let path: String

    init(_ text: String) throws {
        let folder = FileManager.default.temporaryDirectory
            .appending(path: "muster-recording-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appending(path: "ReportTests.swift").path
        try Data(text.utf8).write(to: URL(filePath: path))
    }

    var text: String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    /// The site of the call on `line` whose name is `callee` (the line's first call when
    /// `nil`), as Swift gives it: the column of its `(`.
    func site(line: Int, callee: String? = nil) -> CallSite {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let source = String(lines[line - 1])
        let from = callee.flatMap { source.range(of: $0 + "(")?.lowerBound } ?? source.startIndex
        let parenthesis = source[from...].firstIndex(of: "(") ?? source.startIndex
        let column = source.utf8.distance(from: source.startIndex, to: parenthesis) + 1
        return CallSite(
            fileID: "AppTests/ReportTests.swift",
            filePath: path, line: UInt(line),
            column: UInt(column))
    }

    /// Runs `body` with what an assertion at `site` takes as its `fileID:`, `file:`, `line:` and
    /// `column:` arguments.
    func asserting(
        at site: CallSite, _ body: (StaticString, StaticString, UInt, UInt) -> Void
    ) {
        body("AppTests/ReportTests.swift", staticPath, site.line, site.column)
    }

    /// The file's path as an assertion's `file:` argument takes it.
    var staticPath: StaticString { InternedPaths.shared.staticString(for: path) }
}
