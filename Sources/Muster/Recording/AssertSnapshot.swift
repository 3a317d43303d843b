import Foundation
import MusterMatchers

#if canImport(Testing)
    import Testing
#endif

// Expected values kept in files beside the test: written by the recording switch, compared on
// every other run, a difference named by its path.

/// Checks `value` against its snapshot, a file beside the test:
/// `__Snapshots__/<test file>/<test function>.<name>.txt` (or `.json`), written as `format`
/// writes it: field by field over lines (``SnapshotFormat/dump``, the default), as JSON
/// (``SnapshotFormat/json``) or as text. A mismatch fails naming where the value differs:
/// `differed at .items[1].price: expected 8.0, was 12.0`.
///
/// With `MUSTER_RECORD=1` in the environment (or ``withExpectedValuesRecorded(_:isolation:_:)``,
/// or the `.recordingExpectedValues` trait), a missing or different snapshot is written from the
/// value and the test fails saying so; run it again to see it pass. Nothing is written without
/// the switch, nor over a snapshot that changed since the tests were built.
///
/// ```swift
/// @Test func checkout() {
///     assertSnapshot(of: cart.order)
///     assertSnapshot(of: cart.request, as: .json, named: "request")
/// }
/// ```
///
/// A test that checks two snapshots names them; so does each case of a parameterized test
/// (`named: "\(item.sku)"`). A helper that calls this passes its caller's `function`, `file`
/// and `line` on.
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value, as format: SnapshotFormat<Value> = .dump,
    named name: String? = nil, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, function: StaticString = #function,
    line: UInt = #line, column: UInt = #column
) {
    countAssertion()
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let (value, text) = snapshotText(of: value, as: format, site: site) else { return }
    let file: SnapshotFile
    switch SnapshotFile.claim(
        for: site, function: "\(function)", name: name, pathExtension: format.pathExtension)
    {
    case .success(let claimed): file = claimed
    case .failure(let problem): return reportFailure(problem.failure)
    }
    let stored = file.contents()
    if let stored, format.matches(stored, text, of: value) { return }
    if SourceRecorder.isRecording {
        let problem = file.write(text, site: site)
        return reportFailure(
            Failure.compose(
                expectation: {
                    $0.append(stored == nil ? "a snapshot at " : "the value to match its snapshot ")
                    $0.append(file.shownPath)
                },
                finding: { finding in
                    if let problem {
                        finding.append(
                            (stored == nil ? "there is none" : "it did not")
                                + ", and it could not be recorded: \(problem)")
                    } else if stored == nil {
                        finding.append(
                            "there was none, so the value was recorded there; run the test again")
                    } else {
                        finding.append(
                            "it did not, so the value was recorded in its place; run the test "
                                + "again")
                    }
                }, site: site))
    }
    guard let stored else {
        return reportFailure(
            Failure.compose(
                expectation: { $0.append("a snapshot at " + file.shownPath) },
                finding: {
                    $0.append("there is none; run the test with MUSTER_RECORD=1 to record it")
                }, site: site))
    }
    reportFailure(
        Failure.compose(
            expectation: { $0.append("the value to match its snapshot " + file.shownPath) },
            finding: { format.writeMismatch(stored: stored, actual: text, of: value, into: &$0) },
            site: site))
}

/// The value and its text in `format`, or `nil` once a failure said why there is none.
func snapshotText<Value>(
    of value: () throws -> Value, as format: SnapshotFormat<Value>, site: CallSite
) -> (Value, String)? {
    let evaluated: Value
    do {
        evaluated = try value()
    } catch {
        reportFailure(
            Failure.compose(
                expectation: { $0.append("a value to snapshot") },
                finding: { $0.appendThrew(error) }, site: site))
        return nil
    }
    do {
        return (evaluated, try format.write(evaluated))
    } catch {
        reportFailure(
            Failure.compose(
                expectation: { $0.append("a value to snapshot as JSON") },
                finding: {
                    $0.append("encoding it ")
                    $0.appendThrew(error)
                }, site: site))
        return nil
    }
}

extension SnapshotFormat {
    /// Whether `actual`, this format's text of `value`, matches the `stored` text: the same
    /// text, or for JSON the same document.
    func matches(_ stored: String, _ actual: String, of value: Value) -> Bool {
        if stored == actual { return true }
        guard comparison == .json else { return false }
        return equalToJSON(stored).matches(actual)
    }

    /// Completes "Expected the value to match its snapshot …, but": where `actual` differs.
    func writeMismatch(
        stored: String, actual: String, of value: Value, into finding: inout Description
    ) {
        if comparison == .json, let mismatch = equalToJSON(stored).match(actual).mismatchDescription
        {
            finding.append(mismatch)
        } else {
            let structural = !writesText(value)
            finding.append(
                "it "
                    + DumpDifference.report(
                        expected: stored, actual: actual, structural: structural))
            finding.fullTexts.append(
                FullTexts(expected: stored, actual: actual) {
                    DumpDifference.report(
                        expected: stored, actual: actual, structural: structural, full: true)
                })
        }
    }
}

/// A snapshot's file: where it is, and the call that claimed it in this run.
struct SnapshotFile {
    let path: String
    /// The path from the test file's folder, as a message shows it.
    let shownPath: String

    /// Where the call at `site` keeps its snapshot, once no other call of this run keeps its
    /// own there.
    static func claim(for site: CallSite, function: String, name: String?, pathExtension: String)
        -> Result<SnapshotFile, SnapshotProblem>
    {
        let testFile = URL(filePath: "\(site.filePath)")
        let testName = function.prefix { $0 != "(" }
        let fileName =
            (testName.isEmpty ? "snapshot" : String(testName))
            + (name.map { "." + Self.fileSafe($0) } ?? "") + "." + pathExtension
        let shownPath =
            "__Snapshots__/" + testFile.deletingPathExtension().lastPathComponent + "/" + fileName
        let file = SnapshotFile(
            path: testFile.deletingLastPathComponent().path + "/" + shownPath, shownPath: shownPath)
        #if canImport(Testing)
            if name == nil, Test.Case.current?.isParameterized == true {
                return .failure(.unnamedInParameterizedTest(file, site))
            }
        #endif
        let claimant = Claimant(line: site.line, column: site.column, name: name)
        let earlier = claims.withLock { claims -> Claimant? in
            if let earlier = claims[file.path], earlier != claimant { return earlier }
            claims[file.path] = claimant
            return nil
        }
        if let earlier { return .failure(.taken(file, byCallAtLine: earlier.line, site)) }
        return .success(file)
    }

    private struct Claimant: Equatable {
        let line: UInt
        let column: UInt
        let name: String?
    }

    /// Each snapshot file's call in this run, by path.
    private static let claims = Locked<[String: Claimant]>([:])
    /// The files this run wrote, which it may write again although they are newer than the
    /// tests.
    private static let written = Locked<Set<String>>([])

    /// A name as part of a file name: letters, digits, `-`, `_` and `.` as they are, anything
    /// else as `_`.
    static func fileSafe(_ name: String) -> String {
        String(
            name.map { character in
                character.isLetter || character.isNumber || "-_.".contains(character)
                    ? character : "_"
            })
    }

    /// The snapshot's text, its line ends as `\n` and without the one that ends the file;
    /// `nil` when there is none.
    func contents() -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        var text = String(decoding: data, as: UTF8.self)
        if text.contains("\r\n") { text = text.replacingOccurrences(of: "\r\n", with: "\n") }
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// Writes `text` as the snapshot: `nil` when written, else why not, as a clause.
    func write(_ text: String, site: CallSite) -> String? {
        let path = path
        return Self.written.withLock { written -> String? in
            if !written.contains(path), let built = SourceRecorder.builtDate(of: site),
                let changed = SourceRecorder.modifiedDate(path), changed > built
            {
                return "its snapshot changed since the tests were built; build and run them "
                    + "again to record"
            }
            do {
                let url = URL(filePath: path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data((text + "\n").utf8).write(to: url, options: .atomic)
            } catch {
                return "its snapshot could not be written: \(error.localizedDescription)"
            }
            written.insert(path)
            return nil
        }
    }
}

/// Why a call cannot keep a snapshot of its own.
enum SnapshotProblem: Error {
    case unnamedInParameterizedTest(SnapshotFile, CallSite)
    case taken(SnapshotFile, byCallAtLine: UInt, CallSite)

    var failure: Failure {
        switch self {
        case .unnamedInParameterizedTest(let file, let site):
            return Failure.compose(
                expectation: { $0.append("a name for each case's snapshot") },
                finding: {
                    $0.append(
                        "this parameterized test gave none, so its cases would share "
                            + file.shownPath + "; name it from the case's arguments "
                            + "(named: \"\\(argument)\")")
                }, site: site)
        case .taken(let file, let earlier, let site):
            return Failure.compose(
                expectation: { $0.append("a snapshot file of its own") },
                finding: {
                    $0.append(
                        file.shownPath + " is the snapshot of the call at line \(earlier)"
                            + "; give each call its own name (named:)")
                }, site: site)
        }
    }
}
