import Foundation
import Testing

@testable import Muster

/// What each snapshot format writes, and when two of its texts count as the same.
@Suite struct SnapshotFormatTests {
    struct Summary: Encodable, CustomStringConvertible {
        let count: Int
        let when: Date
        var description: String { "\(count) items" }
    }

    let summary = Summary(count: 2, when: Date(timeIntervalSince1970: 0))

    @Test func eachFormatWritesTheValueItsOwnWay() throws {
        #expect(
            try SnapshotFormat.dump.write(summary)
                == "Summary(\n  count: 2\n  when: 1970-01-01 00:00:00 +0000\n)")
        #expect(try SnapshotFormat.dump.write("as it is\n") == "as it is\n")
        #expect(try SnapshotFormat.oneLine.write(summary) == "2 items")
        #expect(try SnapshotFormat.oneLine.write([1, 2]) == "[1, 2]")
        #expect(try SnapshotFormat.description.write(summary) == "2 items")
        #expect(
            try SnapshotFormat.json.write(summary)
                == "{\n  \"count\" : 2,\n  \"when\" : -978307200\n}")
        #expect(SnapshotFormat<Summary>.json.pathExtension == "json")
        #expect(SnapshotFormat<Summary>.dump.pathExtension == "txt")
    }

    @Test func aJSONFormatTakesTheEncodersStrategiesAndLeavesItAlone() throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.keyEncodingStrategy = .convertToSnakeCase
        struct Stamp: Encodable { let createdAt: Date }
        #expect(
            try SnapshotFormat.json(encoder: encoder).write(
                Stamp(createdAt: Date(timeIntervalSince1970: 0)))
                == "{\n  \"created_at\" : \"1970-01-01T00:00:00Z\"\n}")
        #expect(encoder.outputFormatting == [])
    }

    @Test func textsMatchWhenEqualAndJSONWhenTheSameDocument() {
        #expect(SnapshotFormat.dump.matches("1", "1", of: 1))
        #expect(!SnapshotFormat.dump.matches("1", "1 ", of: 1))
        #expect(
            SnapshotFormat.json.matches(
                #"{"count": 2, "when": 0}"#, "{\n  \"when\" : 0,\n  \"count\" : 2\n}", of: summary))
        #expect(
            !SnapshotFormat.json.matches(
                #"{"count": 3, "when": 0}"#, #"{"count": 2, "when": 0}"#, of: summary))
        #expect(!SnapshotFormat.json.matches("not json", #"{"count": 2, "when": 0}"#, of: summary))
    }
}
