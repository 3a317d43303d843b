import BaselineCases
@_exported import CaseData
import MusterCases
import NimbleCases

/// One way of making a case's assertion: a library and a style, or the bare baseline.
public enum Contender: String, CaseIterable, Sendable {
    case musterAssertThat = "Muster assertThat"
    case musterExpect = "Muster expect"
    case musterMock = "Muster mock"
    case nimble = "Nimble"
    case baseline = "baseline"
}

/// A benchmark case: the same assertion made by each contender, on the same inputs.
public struct BenchmarkCase: Sendable {
    /// A short name for tables: `Int ==`.
    public let name: String
    /// What one run does, in words.
    public let summary: String
    /// How many assertions one run makes; times in tables are per assertion.
    public let assertionsPerRun: Int
    /// Whether the case measures a failing assertion (the table then shows message sizes).
    public let fails: Bool
    /// One run for each contender that can make this assertion; each returns the failure
    /// message's size in bytes, or 0.
    public let runs: [Contender: @Sendable (Inputs) -> Int]
    /// What the baseline is, for the table's notes, where it is not bare code.
    public var baselineNote: String? = nil

    /// The contenders that take part, in table order.
    public var contenders: [Contender] { Contender.allCases.filter { runs[$0] != nil } }
}

extension BenchmarkCase {
    /// Every case, in table order.
    public static let all: [BenchmarkCase] = [
        BenchmarkCase(
            name: "Int ==", summary: "1,000 passing equality assertions on Int",
            assertionsPerRun: Inputs.intCount, fails: false,
            runs: [
                .musterAssertThat: MusterAssertThat.intEquality,
                .musterExpect: MusterExpect.intEquality,
                .nimble: NimbleExpect.intEquality,
                .baseline: Baseline.intEquality,
            ]),
        BenchmarkCase(
            name: "[Int] == (10k)", summary: "passing equality of two 10,000-element arrays",
            assertionsPerRun: 1, fails: false,
            runs: [
                .musterAssertThat: MusterAssertThat.arrayEquality,
                .musterExpect: MusterExpect.arrayEquality,
                .nimble: NimbleExpect.arrayEquality,
                .baseline: Baseline.arrayEquality,
            ]),
        BenchmarkCase(
            name: "hasItem/contain (100k)",
            summary: "passing search for the last of 100,000 elements",
            assertionsPerRun: 1, fails: false,
            runs: [
                .musterAssertThat: MusterAssertThat.contains,
                .musterExpect: MusterExpect.contains,
                .nimble: NimbleExpect.contains,
                .baseline: Baseline.contains,
            ]),
        BenchmarkCase(
            name: "everyItem/allPass (100k)",
            summary: "passing check that all of 100,000 elements are >= 0",
            assertionsPerRun: 1, fails: false,
            runs: [
                .musterAssertThat: MusterAssertThat.allPass,
                .musterExpect: MusterExpect.allPass,
                .nimble: NimbleExpect.allPass,
                .baseline: Baseline.allPass,
            ]),
        BenchmarkCase(
            name: "failing [Int] == (100k)",
            summary: "one failing equality of 100,000-element arrays differing in one element",
            assertionsPerRun: 1, fails: true,
            runs: [
                .musterAssertThat: MusterAssertThat.failingEquality,
                .musterExpect: MusterExpect.failingEquality,
                .nimble: NimbleExpect.failingEquality,
                .baseline: Baseline.failingEquality,
            ]),
        BenchmarkCase(
            name: "equalToJSON, keys reordered (1 MB)",
            summary: "two equal documents of 10,000 objects whose keys come in another order "
                + "(baseline: JSONSerialization parsing both)",
            assertionsPerRun: 1, fails: false,
            runs: [
                .musterAssertThat: MusterAssertThat.jsonReordered,
                .baseline: JSONBaseline.parseBoth,
            ]),
        BenchmarkCase(
            name: "equalToJSON, one leaf differs (1 MB)",
            summary: "two documents of 10,000 objects that differ in one price "
                + "(baseline: JSONSerialization parsing both)",
            assertionsPerRun: 1, fails: true,
            runs: [
                .musterAssertThat: MusterAssertThat.jsonOneLeaf,
                .baseline: JSONBaseline.parseBoth,
            ]),
        BenchmarkCase(
            name: "snapshot file, matching (10k fields)",
            summary: "1,000 readings of 10 fields against their snapshot file "
                + "(baseline: equalTo on an equal copy, field by field; Nimble: none)",
            assertionsPerRun: 1, fails: false,
            runs: [
                .musterAssertThat: MusterAssertThat.snapshotMatching,
                .baseline: MusterAssertThat.fieldByField1k,
            ], baselineNote: "baseline: equalTo field by field"),
        BenchmarkCase(
            name: "snapshot file, one field differs (10k fields)",
            summary: "1,000 readings of 10 fields, one of them changed, against their snapshot "
                + "file (baseline: equalTo on an equal copy, field by field; Nimble: none)",
            assertionsPerRun: 1, fails: true,
            runs: [
                .musterAssertThat: MusterAssertThat.snapshotOneFieldDiffers,
                .baseline: MusterAssertThat.fieldByField1k,
            ], baselineNote: "baseline: equalTo field by field"),
        BenchmarkCase(
            name: "containsInAnyOrder (1k)",
            summary: "a permutation of 1,000 values against the values (Nimble: none)",
            assertionsPerRun: 1, fails: false,
            runs: [
                .musterAssertThat: MusterAssertThat.inAnyOrder1k,
                .musterExpect: MusterExpect.inAnyOrder1k,
                .baseline: Baseline.inAnyOrder1k,
            ]),
        BenchmarkCase(
            name: "containsInAnyOrder (10k)",
            summary: "a permutation of 10,000 values against the values (Nimble: none)",
            assertionsPerRun: 1, fails: false,
            runs: [
                .musterAssertThat: MusterAssertThat.inAnyOrder10k,
                .musterExpect: MusterExpect.inAnyOrder10k,
                .baseline: Baseline.inAnyOrder10k,
            ]),
        BenchmarkCase(
            name: "containsInAnyOrder overlapping (1k)",
            summary: "a permutation of 0..<1,000 against greaterThanOrEqualTo(0...999), "
                + "which overlap (baseline: sort and compare the values)",
            assertionsPerRun: 1, fails: false,
            runs: [
                .musterAssertThat: MusterAssertThat.inAnyOrderOverlapping,
                .musterExpect: MusterExpect.inAnyOrderOverlapping,
                .baseline: Baseline.inAnyOrder1k,
            ]),
        BenchmarkCase(
            name: "field by field, two options (10k × 10 fields)",
            summary: "two equal 10,000-element arrays of a 10-field struct compared field by "
                + "field with every Double judged by closeTo and the expected value's nils "
                + "ignored (baseline: the plain comparison field by field; Nimble: none)",
            assertionsPerRun: 1, fails: false,
            runs: [
                .musterAssertThat: MusterAssertThat.fieldByFieldWithOptions,
                .musterExpect: MusterExpect.fieldByFieldWithOptions,
                .baseline: MusterAssertThat.fieldByFieldPlain,
            ], baselineNote: "baseline: the plain comparison field by field"),
        BenchmarkCase(
            name: "field by field in any order, shuffled (10k × 10 fields)",
            summary: "a 10,000-element array of a 10-field struct against the same elements in "
                + "another order, compared field by field with collections in any order "
                + "(baseline: the plain comparison field by field in order; Nimble: none)",
            assertionsPerRun: 1, fails: false,
            runs: [
                .musterAssertThat: MusterAssertThat.fieldByFieldShuffled,
                .musterExpect: MusterExpect.fieldByFieldShuffled,
                .baseline: MusterAssertThat.fieldByFieldPlain,
            ], baselineNote: "baseline: the plain comparison field by field, in order"),
        BenchmarkCase(
            name: "traps (index out of range)",
            summary: "one caught trap: Muster in a child process, Nimble by a signal handler "
                + "that jumps back (no baseline: bare code cannot survive a trap)",
            assertionsPerRun: 1, fails: false,
            runs: [
                .musterAssertThat: MusterAssertThat.trap,
                .musterExpect: MusterExpect.trap,
                .nimble: NimbleExpect.trap,
            ]),
        BenchmarkCase(
            name: "mock recording (10k calls)",
            summary: "10,000 calls of push(_:animated:) on a fresh hand-written mock "
                + "(baseline: append the arguments to an array under a lock; Nimble: no mocks)",
            assertionsPerRun: MockCounts.calls, fails: false,
            runs: [
                .musterMock: MusterMockCases.record,
                .baseline: BaselineMockCases.record,
            ]),
        BenchmarkCase(
            name: "mock recording, @Mockable (10k calls)",
            summary: "the same calls on the mock as @Mockable writes it (baseline: the "
                + "hand-written mock of the row above, in the same rounds)",
            assertionsPerRun: MockCounts.calls, fails: false,
            runs: [
                .musterMock: MusterMockCases.recordGenerated,
                .baseline: MusterMockCases.record,
            ], baselineNote: "baseline: the hand-written mock"),
        BenchmarkCase(
            name: "spy recording (10k calls)",
            summary: "the same calls on a Spy<ViewController, Bool, Void> passed as a closure "
                + "(baseline: the mock as @Mockable writes it, in the same rounds)",
            assertionsPerRun: MockCounts.calls, fails: false,
            runs: [
                .musterMock: MusterMockCases.recordSpy,
                .baseline: MusterMockCases.recordGenerated,
            ], baselineNote: "baseline: the @Mockable mock"),
        BenchmarkCase(
            name: "stubbed spy call, 1 stub (10k calls)",
            summary: "10,000 calls of a Spy<Int, Int> with one stub, passed as a closure "
                + "(baseline: a hand closure that appends to an array under a lock and answers)",
            assertionsPerRun: MockCounts.calls, fails: false,
            runs: [
                .musterMock: MusterMockCases.answerSpyOneStub,
                .baseline: BaselineMockCases.answerOneStub,
            ], baselineNote: "baseline: a hand closure"),
        BenchmarkCase(
            name: "stubbed spy call, 10 stubs (10k calls)",
            summary: "the same with a stub per argument, the one that answers tried last "
                + "(baseline: the hand closure answering from a table of ten)",
            assertionsPerRun: MockCounts.calls, fails: false,
            runs: [
                .musterMock: MusterMockCases.answerSpyManyStubs,
                .baseline: BaselineMockCases.answerManyStubs,
            ], baselineNote: "baseline: a hand closure"),
        BenchmarkCase(
            name: "stubbed mock call, 1 stub (10k calls)",
            summary: "10,000 calls of badgeCount(forTab:) on the mock as @Mockable writes it, "
                + "with one stub (baseline: the hand closure)",
            assertionsPerRun: MockCounts.calls, fails: false,
            runs: [
                .musterMock: MusterMockCases.answerMockOneStub,
                .baseline: BaselineMockCases.answerOneStub,
            ], baselineNote: "baseline: a hand closure"),
        BenchmarkCase(
            name: "stubbed mock call, 10 stubs (10k calls)",
            summary: "the same with a stub per argument (baseline: the hand closure's table)",
            assertionsPerRun: MockCounts.calls, fails: false,
            runs: [
                .musterMock: MusterMockCases.answerMockManyStubs,
                .baseline: BaselineMockCases.answerManyStubs,
            ], baselineNote: "baseline: a hand closure"),
        BenchmarkCase(
            name: "mock verify times(10k)",
            summary: "verify(mock, times(10_000)).push(sameInstance(vc), true) over 10,000 "
                + "recorded calls (baseline: count the matching records)",
            assertionsPerRun: 1, fails: false,
            runs: [
                .musterMock: MusterMockCases.verifyTimes,
                .baseline: BaselineMockCases.verifyTimes,
            ]),
        BenchmarkCase(
            name: "mock recording, 8 tasks × 10k",
            summary: "8 workers (DispatchQueue.concurrentPerform) calling one fresh mock "
                + "10,000 times each; time per call",
            assertionsPerRun: MockCounts.tasks * MockCounts.calls, fails: false,
            runs: [
                .musterMock: MusterMockCases.recordConcurrently,
                .baseline: BaselineMockCases.recordConcurrently,
            ]),
    ]
}
