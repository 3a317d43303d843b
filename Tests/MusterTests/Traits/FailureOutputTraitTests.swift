import Foundation
import Muster
import Testing

/// The trait writes a test's failures, and only its own, to the file it names.
@Suite struct FailureOutputTraitTests {
    static let path = FileManager.default.temporaryDirectory
        .appending(path: "muster-trait-\(UUID().uuidString).jsonl").path

    @Test(.failureOutput(.jsonLines(toFile: FailureOutputTraitTests.path)))
    func aTestsFailuresGoToTheFileItNames() throws {
        defer { try? FileManager.default.removeItem(atPath: Self.path) }
        withKnownIssue {
            assertThat(1, equalTo(2))
        }
        _ = captureFailures { assertThat(3, equalTo(4)) }
        let lines = try String(contentsOfFile: Self.path, encoding: .utf8).split(separator: "\n")
        let records = try lines.map {
            try JSONDecoder().decode(FailureRecord.self, from: Data($0.utf8))
        }
        #expect(records.map(\.message) == ["Expected 2, but was 1"])
    }
}
