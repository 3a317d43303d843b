import Foundation
import Testing

@testable import Muster
@testable import MusterMatchers
import MusterTestSupport

/// Inline snapshots: checked against the literal, and with recording on, written into a copy
/// of a test's source, never half, never lost, and never without the switch.
@Suite struct AssertInlineSnapshotTests {
    @Test func aMatchingSnapshotPassesAndAMismatchIsLocated() {
        #expect(failureMessages { assertInlineSnapshot("a\nb", matches: "a\nb") } == [])
        #expect(failureMessages { assertInlineSnapshot([1, 2], matches: "[1, 2]") } == [])
        #expect(
            failureMessage { withRecordingOff { assertInlineSnapshot(42, matches: "41") } }
                == #"Expected "41", but was "42""#)
        #expect(
            failureMessage { withRecordingOff { assertInlineSnapshot("x") } }
                == #"Expected a snapshot to match, but there is none; run the test with MUSTER_RECORD=1 to record "x""#
        )
    }

    @Test func recordingRewritesTheLiteralAsAMultiLineRawString() throws {
        let fixture = try SourceFixture(
            """
            func check() {
                assertInlineSnapshot(report, matches: "old")
                assertInlineSnapshot(summary)
            }

            """)
        // The sites are those of the file as compiled, before any recording.
        let (report, summary) = (fixture.site(line: 2), fixture.site(line: 3))
        #expect(SourceRecorder.record("new\n\"quoted\" \\n", at: report) == nil)
        #expect(SourceRecorder.record("total: 8", at: summary) == nil)
        #expect(
            fixture.text == """
                func check() {
                    assertInlineSnapshot(report, matches: #\"""
                        new
                        "quoted" \\n
                        \"""#)
                    assertInlineSnapshot(summary, matches: #\"""
                        total: 8
                        \"""#)
                }

                """)
        // Recording the same values again changes nothing.
        let once = fixture.text
        #expect(SourceRecorder.record("new\n\"quoted\" \\n", at: report) == nil)
        #expect(fixture.text == once)
    }

    @Test func aLiteralTakesAsManyHashesAsItsTextNeeds() {
        #expect(SnapshotCall.multilineLiteral("a", indentation: "  ") == "#\"\"\"\n  a\n  \"\"\"#")
        #expect(
            SnapshotCall.multilineLiteral("x \"\"\"# y \\#(z)", indentation: "")
                == "##\"\"\"\nx \"\"\"# y \\#(z)\n\"\"\"##")
        #expect(
            SnapshotCall.multilineLiteral("a\n\nb\n", indentation: "  ")
                == "#\"\"\"\n  a\n\n  b\n\n  \"\"\"#")
    }

    @Test func fiftyLiteralsRecordedAtOnceInOneFileAreAllKept() async throws {
        let calls = (0..<50).map { "    assertInlineSnapshot(value\($0), matches: \"\")" }
        let fixture = try SourceFixture(
            "func check() {\n" + calls.joined(separator: "\n") + "\n}\n")
        let sites = (0..<50).map { fixture.site(line: $0 + 2) }
        let problems = await withTaskGroup(of: String?.self) { group in
            for (index, site) in sites.enumerated() {
                group.addTask { SourceRecorder.record("value \(index)", at: site) }
            }
            return await group.reduce(into: [String]()) { problems, problem in
                if let problem { problems.append(problem) }
            }
        }
        #expect(problems == [])
        for index in 0..<50 {
            #expect(
                fixture.text.contains(
                    "value\(index), matches: #\"\"\"\n        value \(index)\n        \"\"\"#)"))
        }
    }

    @Test func whatCannotBeRecordedIsReportedAndNothingIsWritten() throws {
        let fixture = try SourceFixture(
            """
            func check() {
                assertInlineSnapshot(report, matches: "total: \\(total)")
                let other = 1
            }

            """)
        let before = fixture.text
        #expect(
            SourceRecorder.record("x", at: fixture.site(line: 2))
                == "its expected value is not a string literal without interpolation, so it was not rewritten"
        )
        #expect(
            SourceRecorder.record("x", at: fixture.site(line: 3))
                == "the source at its line is no longer the assertInlineSnapshot call; run the test again to record"
        )
        #expect(fixture.text == before)

        let edited = try SourceFixture(
            "func check() {\n    assertInlineSnapshot(a, matches: \"\")\n}\n")
        let site = edited.site(line: 2)
        #expect(SourceRecorder.record("one", at: site) == nil)
        try Data("// edited by hand\n".utf8).write(to: URL(filePath: edited.path))
        #expect(
            SourceRecorder.record("two", at: site)
                == "its file changed since the test read it; run the test again to record")
        #expect(edited.text == "// edited by hand\n")
    }

    @Test func aFileChangedSinceTheTestsWereBuiltIsReported() throws {
        // A path written in this binary, as `#filePath` is, to a file written after it was built.
        let path: StaticString = "/tmp/muster-changed-since-built/ReportTests.swift"
        let text = "func check() {\n    assertInlineSnapshot(a, matches: \"\")\n}\n"
        try FileManager.default.createDirectory(
            atPath: "/tmp/muster-changed-since-built", withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(filePath: "\(path)"))
        let site = CallSite(
            fileID: "AppTests/ReportTests.swift", filePath: path, line: 2, column: 25)
        #expect(
            SourceRecorder.record("x", at: site)
                == "its file changed since the tests were built; build and run them again to record"
        )
        #expect(try String(contentsOfFile: "\(path)", encoding: .utf8) == text)
    }

    @Test func aReadOnlyFileIsReported() throws {
        let fixture = try SourceFixture(
            "func check() {\n    assertInlineSnapshot(a, matches: \"\")\n}\n")
        let folder = URL(filePath: fixture.path).deletingLastPathComponent().path
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
        }
        // Root may write anywhere; the check means something only where permissions hold.
        guard !FileManager.default.isWritableFile(atPath: folder) else { return }
        let problem = SourceRecorder.record("x", at: fixture.site(line: 2))
        #expect(problem?.hasPrefix("its file could not be written") == true)
        #expect(fixture.text == "func check() {\n    assertInlineSnapshot(a, matches: \"\")\n}\n")
    }

    @Test func theAssertionRecordsThroughTheSwitchAndSaysSo() throws {
        let fixture = try SourceFixture(
            "func check() {\n    assertInlineSnapshot(a, matches: \"old\")\n}\n")
        let site = fixture.site(line: 2)
        let filePath = InternedPaths.shared.staticString(for: fixture.path)
        let messages = failureMessages {
            RecordingScope.$current.withValue(true) {
                assertInlineSnapshot(
                    "new", matches: "old", fileID: "AppTests/ReportTests.swift", file: filePath,
                    line: site.line, column: site.column)
            }
        }
        #expect(
            messages == [
                "Expected the snapshot to match, but it did not, so the value was recorded in its place; run the test again"
            ])
        #expect(fixture.text.contains("matches: #\"\"\"\n        new\n        \"\"\"#)"))
        // Without the switch, nothing is written.
        let untouched = try SourceFixture(
            "func check() {\n    assertInlineSnapshot(a, matches: \"old\")\n}\n")
        let untouchedSite = untouched.site(line: 2)
        _ = failureMessages {
            RecordingScope.$current.withValue(false) {
                assertInlineSnapshot(
                    "new", matches: "old", fileID: "AppTests/ReportTests.swift",
                    file: InternedPaths.shared.staticString(for: untouched.path),
                    line: untouchedSite.line, column: untouchedSite.column)
            }
        }
        #expect(
            untouched.text == "func check() {\n    assertInlineSnapshot(a, matches: \"old\")\n}\n")
    }

    private func withRecordingOff(_ body: () -> Void) {
        RecordingScope.$current.withValue(false, operation: body)
    }
}
