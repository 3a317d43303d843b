import Foundation

#if canImport(Darwin)
    import Darwin
#endif
import MusterMatchers

// Writes expected values into the test's source under `MUSTER_RECORD=1`:
// `assertInlineSnapshot`'s literal and the literal expected values of equality assertions. What
// it guarantees: a file is written whole (to a file beside it, then renamed over it), never half;
// the edits of every test that records in one file are kept together, applied to the text as it
// was first read, so that two tests recording at once lose nothing; a file that changed on disk
// since then is left alone and the failure says so; and without the switch nothing is ever
// written.

/// Where recorded literals go: each file's text as first read, and the edits made to it.
enum SourceRecorder {
    /// Whether expected values are recorded: `MUSTER_RECORD=1`, or a scope or trait that says so.
    static var isRecording: Bool {
        RecordingScope.current ?? isRecordingRun
    }

    /// `MUSTER_RECORD=1`, read once.
    private static let isRecordingRun = ProcessInfo.processInfo.environment["MUSTER_RECORD"] == "1"

    fileprivate struct FileEdits {
        /// The file as first read.
        let original: [UInt8]
        /// What the file holds now, as last written here.
        var written: [UInt8]
        /// Replacements of ranges of `original`, by where they start.
        var edits: [Int: (end: Int, text: String)] = [:]
    }

    private static let files = Locked<[String: FileEdits]>([:])

    /// Replaces the literal argument `matches:` of the `assertInlineSnapshot` call at `site`
    /// with `text`, or adds one: `nil` when written, else why not, as the clause after "but".
    static func record(_ text: String, at site: CallSite) -> String? {
        let outcome = edit(at: site) { bytes, start in
            SnapshotCall.find(in: bytes, at: start).map { $0.edit(writing: text, in: bytes) }
        }
        switch outcome {
        case .written, .nothingToWrite: return nil
        case .refused(let problem): return problem
        }
    }

    /// What became of an edit.
    enum Outcome: Equatable {
        case written
        /// The source at the site holds nothing this edit writes to.
        case nothingToWrite
        /// Why it was not written, as a clause: "its file changed since the test read it".
        case refused(String)
    }

    /// Makes the edit `locate` finds in the file of `site` (as it was first read, and from the
    /// offset of the site), keeping every edit made to that file before; `nil` from `locate`
    /// leaves the file alone.
    static func edit(
        at site: CallSite,
        _ locate: ([UInt8], Int) -> Result<(start: Int, end: Int, text: String), RecordingProblem>?
    ) -> Outcome {
        let path = "\(site.filePath)"
        return files.withLock { files -> Outcome in
            guard let onDisk = FileManager.default.contents(atPath: path).map(Array.init) else {
                return .refused("its file \(path) could not be read")
            }
            if files[path] == nil, let built = builtDate(of: site),
                let changed = modifiedDate(path),
                changed > built
            {
                return .refused(
                    "its file changed since the tests were built; build and run them again to "
                        + "record")
            }
            var file = files[path] ?? FileEdits(original: onDisk, written: onDisk)
            guard let start = file.original.offset(line: Int(site.line), column: Int(site.column))
            else { return .refused("its line \(site.line) is not in \(path)") }
            let edit: (start: Int, end: Int, text: String)
            switch locate(file.original, start) {
            case nil: return .nothingToWrite
            case .failure(let problem)?: return .refused(problem.text)
            case .success(let found)?: edit = found
            }
            guard onDisk == file.written else {
                return .refused(
                    "its file changed since the test read it; run the test again to record")
            }
            file.edits[edit.start] = (edit.end, edit.text)
            let rewritten = file.applyingEdits()
            do {
                try Data(rewritten).write(to: URL(filePath: path), options: .atomic)
            } catch {
                return .refused("its file could not be written: \(error.localizedDescription)")
            }
            file.written = rewritten
            files[path] = file
            return .written
        }
    }
}

extension SourceRecorder {
    /// When the binary that holds the site's code was written: the image its `#filePath`
    /// literal lies in. `nil` for a site made at run time.
    static func builtDate(of site: CallSite) -> Date? {
        guard site.filePath.hasPointerRepresentation,
            let image = imagePath(containing: UInt(bitPattern: site.filePath.utf8Start))
        else { return nil }
        return modifiedDate(image)
    }

    /// The path of the loaded image that holds `address`.
    private static func imagePath(containing address: UInt) -> String? {
        #if canImport(Darwin)
            var image = Dl_info()
            guard let pointer = UnsafeRawPointer(bitPattern: address),
                dladdr(pointer, &image) != 0, let name = image.dli_fname
            else { return nil }
            return String(cString: name)
        #else
            // `start-end perms offset device inode path`, a line per mapping. Read to its end:
            // `String(contentsOfFile:)` takes one read of a file whose size says 0, about 4 KB,
            // and under ThreadSanitizer the shadow memory's mappings come first.
            guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps"),
                let data = try? handle.readToEnd()
            else { return nil }
            try? handle.close()
            let maps = String(decoding: data, as: UTF8.self)
            for line in maps.split(separator: "\n") {
                let fields = line.split(separator: " ", omittingEmptySubsequences: true)
                guard fields.count >= 6, fields[5].hasPrefix("/") else { continue }
                let bounds = fields[0].split(separator: "-")
                guard bounds.count == 2, let start = UInt(bounds[0], radix: 16),
                    let end = UInt(bounds[1], radix: 16), (start..<end).contains(address)
                else { continue }
                return fields[5...].joined(separator: " ")
            }
            return nil
        #endif
    }

    static func modifiedDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}

extension SourceRecorder.FileEdits {
    /// The original text with every edit made.
    func applyingEdits() -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(original.count)
        var position = 0
        for start in edits.keys.sorted() {
            guard let edit = edits[start], start >= position else { continue }
            result += original[position..<start]
            result += Array(edit.text.utf8)
            position = edit.end
        }
        result += original[position...]
        return result
    }
}

/// The arguments of a call in the source, read from just after its `(`: each one's label and
/// the range of its value, spaces and comments around it left out.
struct CallArguments {
    struct Argument {
        let label: String?
        let value: Range<Int>
    }

    let arguments: [Argument]
    /// Where the call's `)` is.
    let closingParenthesis: Int

    /// `nil` when the call is not closed.
    init?(in bytes: [UInt8], from start: Int) {
        var scanner = SourceScanner(bytes: bytes, position: start)
        var arguments: [Argument] = []
        while true {
            scanner.skipWhitespaceAndComments()
            guard let byte = scanner.peek() else { return nil }
            if byte == UInt8(ascii: ")") { break }
            let argumentStart = scanner.position
            let label = scanner.identifier()
            scanner.skipWhitespaceAndComments()
            let labelled =
                label != nil && scanner.peek() == UInt8(ascii: ":")
                && scanner.peek(1) != UInt8(ascii: ":")
            if labelled { scanner.position += 1 } else { scanner.position = argumentStart }
            scanner.skipWhitespaceAndComments()
            let valueStart = scanner.position
            guard let end = scanner.skipBalanced(until: [UInt8(ascii: ","), UInt8(ascii: ")")])
            else { return nil }
            var valueEnd = end
            while valueEnd > valueStart, [0x20, 0x0A, 0x09, 0x0D].contains(bytes[valueEnd - 1]) {
                valueEnd -= 1
            }
            arguments.append(Argument(label: labelled ? label : nil, value: valueStart..<valueEnd))
            if scanner.peek() == UInt8(ascii: ",") { scanner.position += 1 }
        }
        self.arguments = arguments
        closingParenthesis = scanner.position
    }

    /// The spaces and tabs that start the line holding `position`.
    static func indentation(ofLineAt position: Int, in bytes: [UInt8]) -> String {
        var lineStart = position
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        return String(
            decoding: bytes[lineStart...].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
    }
}

extension [UInt8] {
    /// The byte offset of a 1-based line and column.
    fileprivate func offset(line: Int, column: Int) -> Int? {
        SourceFiles.Source(bytes: self).offset(line: line, column: column)
    }
}

/// Why a literal could not be recorded, as the clause after "but".
struct RecordingProblem: Error {
    let text: String
}

/// An `assertInlineSnapshot` call in the source: where its `matches:` literal is, or where one
/// goes.
struct SnapshotCall {
    /// The literal's range, when the call has one.
    let literal: Range<Int>?
    /// Where a new argument goes: just before the call's `)`.
    let closingParenthesis: Int
    /// The indentation of the line the call starts on.
    let indentation: String

    static func find(in bytes: [UInt8], at start: Int) -> Result<SnapshotCall, RecordingProblem> {
        var scanner = SourceScanner(bytes: bytes, position: start)
        guard scanner.identifierEnding(before: start) == "assertInlineSnapshot",
            scanner.peek() == UInt8(ascii: "(")
        else {
            return .failure(
                RecordingProblem(
                    text: "the source at its line is no longer the assertInlineSnapshot call; "
                        + "run the test again to record"))
        }
        guard let call = CallArguments(in: bytes, from: start + 1) else {
            return .failure(RecordingProblem(text: "its call is not closed"))
        }
        var literal: Range<Int>?
        if let matches = call.arguments.first(where: { $0.label == "matches" }) {
            guard Self.isPlainStringLiteral(bytes[matches.value]) else {
                return .failure(
                    RecordingProblem(
                        text: "its expected value is not a string literal without "
                            + "interpolation, so it was not rewritten"))
            }
            literal = matches.value
        }
        let indentation = CallArguments.indentation(ofLineAt: start, in: bytes)
        return .success(
            SnapshotCall(
                literal: literal, closingParenthesis: call.closingParenthesis,
                indentation: indentation))
    }

    /// Whether `text` is one string literal, raw or not, single- or multi-line, with no
    /// interpolation.
    static func isPlainStringLiteral(_ text: ArraySlice<UInt8>) -> Bool {
        let bytes = Array(text)
        var hashes = 0
        while hashes < bytes.count, bytes[hashes] == UInt8(ascii: "#") { hashes += 1 }
        guard hashes < bytes.count, bytes[hashes] == UInt8(ascii: "\"") else { return false }
        var scanner = SourceScanner(bytes: bytes, position: 0)
        scanner.skipStringLiteral()
        guard scanner.position == bytes.count else { return false }
        let interpolation =
            Array("\\".utf8) + Array(repeating: UInt8(ascii: "#"), count: hashes)
            + [UInt8(ascii: "(")]
        return !bytes.indices.contains { bytes[$0...].starts(with: interpolation) }
    }

    /// The edit that writes `text` as the literal: a multi-line raw string literal indented
    /// under the call.
    func edit(writing text: String, in bytes: [UInt8]) -> (start: Int, end: Int, text: String) {
        let literalText = Self.multilineLiteral(text, indentation: indentation + "    ")
        if let literal {
            return (literal.lowerBound, literal.upperBound, literalText)
        }
        // After the last argument: `, matches: """…"""`.
        var insertAt = closingParenthesis
        while insertAt > 0, [0x20, 0x0A, 0x09].contains(bytes[insertAt - 1]) { insertAt -= 1 }
        return (insertAt, insertAt, ", matches: " + literalText)
    }

    /// `text` as a one-line raw string literal: `#"{"ok": true}"#`, with as many `#` as it
    /// needs.
    static func rawLiteral(_ text: String) -> String {
        let marks = rawMarks(for: text, closedBy: "\"")
        return marks + "\"" + text + "\"" + marks
    }

    /// The fewest `#` that let a raw literal closed by `quotes` hold `text`: none of it then
    /// ends the literal or starts an escape.
    private static func rawMarks(for text: String, closedBy quotes: String) -> String {
        var marks = "#"
        while text.contains(quotes + marks) || text.contains("\\" + marks) { marks += "#" }
        return marks
    }

    /// `#"""` on its own line, the text's lines indented, and `"""#`: raw, with as many `#` as
    /// the text needs so that nothing in it ends the literal or starts an escape.
    static func multilineLiteral(_ text: String, indentation: String) -> String {
        let marks = rawMarks(for: text, closedBy: "\"\"\"")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : indentation + $0 }
        return marks + "\"\"\"\n" + lines.joined(separator: "\n") + "\n" + indentation + "\"\"\""
            + marks
    }
}
