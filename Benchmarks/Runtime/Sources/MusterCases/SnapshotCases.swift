import CaseData
import Dispatch
import Foundation
import Muster

/// Snapshots of 1,000 readings (10,000 fields), kept in a folder of their own under `/tmp`:
/// one matching, and one the value differs from in one field.
public enum SnapshotFiles {
    /// Where the snapshots' test file would be: they go beside it.
    static let testFile: StaticString = "/tmp/muster-benchmark-snapshots/SnapshotCases.swift"

    /// The readings whose snapshots are kept.
    static func readings(_ inputs: Inputs) -> ArraySlice<Reading> { inputs.readings.prefix(1_000) }

    /// Records both snapshots from the readings, once.
    static func prepare(_ inputs: Inputs) {
        if recordedReadings == nil {
            recordedReadings = Array(readings(inputs))
            _ = recorded
        }
    }

    // Set before `recorded` first runs, on the one thread benchmarks run on.
    nonisolated(unsafe) private static var recordedReadings: [Reading]?

    private static let recorded: Void = {
        try? FileManager.default.removeItem(atPath: "/tmp/muster-benchmark-snapshots")
        let readings = recordedReadings ?? []
        let done = DispatchSemaphore(value: 0)
        Task {
            // Failures a scope captures record nothing: the recording scope goes inside.
            _ = await captureFailures {
                await withExpectedValuesRecorded {
                    check(readings, function: "matching()")
                    check(readings, function: "differs()")
                }
            }
            done.signal()
        }
        done.wait()
    }()

    static func check(_ readings: [Reading], function: StaticString) {
        assertSnapshot(
            of: readings, fileID: "Benchmarks/SnapshotCases.swift", file: testFile,
            function: function, line: 1, column: 1)
    }
}

extension MusterAssertThat {
    /// A 10,000-field value against its matching snapshot file.
    @inline(never)
    public static func snapshotMatching(_ inputs: Inputs) -> Int {
        SnapshotFiles.prepare(inputs)
        SnapshotFiles.check(Array(SnapshotFiles.readings(inputs)), function: "matching()")
        return 0
    }

    /// A 10,000-field value that differs from its snapshot in one field.
    @inline(never)
    public static func snapshotOneFieldDiffers(_ inputs: Inputs) -> Int {
        SnapshotFiles.prepare(inputs)
        var readings = Array(SnapshotFiles.readings(inputs))
        readings[500].value += 1
        let failures = captureFailures {
            SnapshotFiles.check(readings, function: "differs()")
        }
        return failures.first?.message.utf8.count ?? 0
    }

    /// The same 10,000 fields compared with an equal copy field by field.
    @inline(never)
    public static func fieldByField1k(_ inputs: Inputs) -> Int {
        assertThat(
            Array(inputs.readings.prefix(1_000)),
            equalTo(Array(inputs.readingsCopy.prefix(1_000)), comparing: .fieldByField))
        return 0
    }
}
