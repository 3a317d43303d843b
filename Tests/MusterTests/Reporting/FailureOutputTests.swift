import Foundation
import Muster
import Testing

@Suite struct GitHubAnnotationTests {
    @Test func aFailureIsOneErrorCommandWithItsHeadlineAsTitle() throws {
        let failure = try #require(
            captureFailures { assertThat([1, 2], equalTo([1, 3]), message: "a, b: 100%") }.first)
        let workspace = String(
            failure.record.file.dropLast(
                "Tests/MusterTests/Reporting/FailureOutputTests.swift".count))
        let line = GitHubAnnotation.line(for: failure.record, workspace: workspace)
        #expect(
            line == "::error file=Tests/MusterTests/Reporting/FailureOutputTests.swift,"
                + "line=\(failure.record.line),col=\(failure.record.column),"
                + "title=a%2C b%3A 100%25::a, b: 100%25%0AExpected [1, 3], but was [1, 2], "
                + "which differed at [1]: expected 3, was 2\n")
        #expect(line.filter { $0 == "\n" }.count == 1)
    }

    @Test func aWarningIsAWarningCommandAndAFileOutsideTheWorkspaceStaysWhole() throws {
        let failure = try #require(captureFailures { warnThat(2, equalTo(3)) }.first)
        let line = GitHubAnnotation.line(for: failure.record, workspace: "/elsewhere")
        #expect(line.hasPrefix("::warning file=\(failure.record.file),"))
    }

    @Test func carriageReturnsAndHugeMessagesStayOnOneLine() throws {
        let huge = String(repeating: "x\r\n", count: 40_000)
        let failure = try #require(captureFailures { assertThat(huge, equalTo("y")) }.first)
        let line = GitHubAnnotation.line(for: failure.record, workspace: nil)
        #expect(line.filter { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }.count == 1)
        #expect(line.utf8.count < 3 * Failure.messageLimit)
    }
}

@Suite struct FailureOutputEnvironmentTests {
    @Test func githubActionsTurnsAnnotationsOnAndTheSwitchOff() {
        #expect(FailureOutputs.outputs(in: [:]) == [])
        #expect(FailureOutputs.outputs(in: ["GITHUB_ACTIONS": "true"]) == [.githubAnnotations])
        #expect(
            FailureOutputs.outputs(in: [
                "GITHUB_ACTIONS": "true", "MUSTER_GITHUB_ANNOTATIONS": "0",
            ]) == [])
        #expect(
            FailureOutputs.outputs(in: ["MUSTER_GITHUB_ANNOTATIONS": "1"]) == [.githubAnnotations])
        #expect(
            FailureOutputs.outputs(in: ["MUSTER_JSON_LINES": "/tmp/f.jsonl"])
                == [.jsonLines(toFile: "/tmp/f.jsonl")])
    }
}

#if !os(Windows)
    /// A failing run with `GITHUB_ACTIONS=true` and `MUSTER_JSON_LINES` set, in a process of
    /// its own whose environment says so from the start: eight tasks fail 25 times each at once,
    /// with values of 100 KB; every annotation and every JSON line comes out whole.
    @Suite struct FailureOutputProcessTests {
        @Test func aFailingRunAnnotatesAndWritesJSONLinesWhole() async throws {
            let path = FileManager.default.temporaryDirectory
                .appending(path: "muster-failure-output-\(UUID().uuidString).jsonl").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let run = await #expect(
                processExitsWith: .failure, observing: [\.standardOutputContent]
            ) { [path = path as String] in
                await Self.failManyTimesAtOnce(jsonLinesTo: path)
            }
            let result = try #require(run)
            let output = String(decoding: result.standardOutputContent, as: UTF8.self)
            let annotations = output.split(separator: "\n").filter { $0.hasPrefix("::") }
            #expect(annotations.count == 200)
            #expect(
                annotations.allSatisfy {
                    $0.hasPrefix("::error file=")
                        && $0.contains("Expected \"x\", but differed at line 1")
                })
            let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            #expect(lines.count == 200)
            let records = try lines.map {
                try JSONDecoder().decode(FailureRecord.self, from: Data($0.utf8))
            }
            #expect(Set(records.map { $0.fullActual?.prefix(8) ?? "" }).count == 200)
            #expect(records.allSatisfy { $0.fullActual?.utf8.count ?? 0 > 100_000 })
        }

        private static func failManyTimesAtOnce(jsonLinesTo path: String) async {
            setenv("GITHUB_ACTIONS", "true", 1)
            setenv("GITHUB_WORKSPACE", "/nowhere", 1)
            setenv("MUSTER_JSON_LINES", path, 1)
            ignoreTestRunnersInThisProcess()
            let huge = String(repeating: "%,:\r\n", count: 20_000)
            await withTaskGroup(of: Void.self) { group in
                for task in 0..<8 {
                    group.addTask {
                        for round in 0..<25 {
                            assertThat("\(task)-\(round)" + huge, equalTo("x"))
                        }
                    }
                }
            }
        }
    }
#endif
