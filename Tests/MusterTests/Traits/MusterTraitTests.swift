import Foundation
import Muster
import MusterTestSupport
import Testing

// Each of MusterTrait's scopes, as a test and as a suite carry it.

@Suite struct PollingDefaultsTraitTests {
    @Test(.pollingDefaults(timeout: .seconds(2)))
    func aTestGetsTheDefaultsItNames() {
        #expect(
            PollingDefaults.current
                == PollingDefaults.Values(timeout: .seconds(2), pollInterval: .milliseconds(10)))
    }

    @Test(.pollingDefaults(timeout: .milliseconds(50), pollInterval: .milliseconds(5)))
    func aFailingPollWaitsTheTraitsTimeout() async {
        let failures = await captureFailures { await expect { 4 }.toEventually(equal(5)) }
        #expect(failures.count == 1)
        #expect(
            failures.first?.message.hasPrefix(
                "Expected eventually a value equal to 5, but after 0.05 s (") == true)
    }

    @Test(.pollingDefaults(timeout: .seconds(2)))
    func theAssertionsOwnTimeoutStillWins() async {
        let failures = await captureFailures {
            await expect { 4 }.toEventually(equal(5), timeout: .milliseconds(20))
        }
        #expect(
            failures.first?.message.hasPrefix(
                "Expected eventually a value equal to 5, but after 0.02 s (") == true)
    }

    @Test func withoutTheTraitTheDefaultsAreTheProcessWideOnes() {
        #expect(PollingDefaults.current == PollingDefaults.Values())
    }
}

@Suite(.pollingDefaults(pollInterval: .milliseconds(50)))
struct PollingDefaultsSuiteTraitTests {
    @Test func everyTestOfTheSuiteGetsTheDefaults() {
        #expect(PollingDefaults.current.pollInterval == .milliseconds(50))
        #expect(PollingDefaults.current.timeout == .seconds(1))
    }

    @Test(.pollingDefaults(timeout: .seconds(3)))
    func aTestsOwnTraitKeepsWhatTheSuiteGaveAndItDoesNotChange() {
        #expect(
            PollingDefaults.current
                == PollingDefaults.Values(timeout: .seconds(3), pollInterval: .milliseconds(50)))
    }

    @Test func aScopeInsideTheTestStillWins() {
        withPollingDefaults(pollInterval: .milliseconds(1)) {
            #expect(PollingDefaults.current.pollInterval == .milliseconds(1))
        }
    }

    @Test(arguments: [1, 2])
    func eachCaseOfAParameterizedTestGetsThem(_ value: Int) {
        #expect(PollingDefaults.current.pollInterval == .milliseconds(50))
    }

    @Suite struct Nested {
        @Test func aNestedSuitesTestsGetThemToo() {
            #expect(PollingDefaults.current.pollInterval == .milliseconds(50))
        }
    }
}

@Suite struct FailureMessageLimitTraitTests {
    private static let longNote = String(repeating: "x", count: 6_000)

    @Test(.failureMessageLimit(8_192))
    func aTestReportsMessagesUpToTheLimit() {
        #expect(Failure.messageLimit == 8_192)
        let failures = captureFailures { assertThat(1, equalTo(2), message: Self.longNote) }
        #expect(failures.first?.message == Self.longNote + "\nExpected 2, but was 1")
    }

    @Test(.failureMessageLimit(10))
    func theLimitIsAtLeastTheSmallestThatCanSayWhatWasExpected() {
        #expect(Failure.messageLimit == 256)
    }

    @Test func withoutTheTraitTheLimitIsTheDefault() {
        #expect(Failure.messageLimit == Failure.defaultMessageLimit)
        let failures = captureFailures { assertThat(1, equalTo(2), message: Self.longNote) }
        #expect(failures.first?.message.utf8.count ?? .max <= 4_096)
        #expect(failures.first?.fullMessage == Self.longNote + "\nExpected 2, but was 1")
    }
}

@Suite(.failureMessageLimit(16_384))
struct FailureMessageLimitSuiteTraitTests {
    @Test func everyTestOfTheSuiteGetsTheLimit() {
        #expect(Failure.messageLimit == 16_384)
    }

    @Test(.failureMessageLimit(1_024))
    func aTestsOwnTraitWins() {
        #expect(Failure.messageLimit == 1_024)
    }
}

@Suite(.clue("offline mode")) struct ClueTraitTests {
    @Test func everyTestOfTheSuiteCarriesTheClueOnce() {
        let failures = captureFailures { assertThat(1, equalTo(2)) }
        #expect(failures.map(\.message) == ["offline mode\nExpected 2, but was 1"])
    }

    @Test(.clue("first launch")) func aTestsOwnClueFollowsTheSuites() {
        let failures = captureFailures { assertThat(1, equalTo(2)) }
        #expect(failures.map(\.message) == ["offline mode\nfirst launch\nExpected 2, but was 1"])
    }
}

@Suite(.severity(.warning)) struct SeverityTraitTests {
    @Test func everyTestOfTheSuiteRecordsWarnings() {
        let failures = captureFailures { assertThat(1, equalTo(2)) }
        #expect(failures.map(\.severity) == [.warning])
        assertThat(1, equalTo(2))  // seen in the run as a warning; the test passes
    }
}

/// Failures a trait's reporter received, one sink per test so that parallel tests stay apart.
private final class Sink: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var failures: [Failure] = []

    var messages: [String] { lock.withLock { failures.map(\.message) } }

    var reporter: FailureReporter {
        FailureReporter { failure in self.lock.withLock { self.failures.append(failure) } }
    }
}

private let oneTestsSink = Sink()
private let suiteSink = Sink()

@Suite struct FailureReporterTraitTests {
    @Test(.failureReporter(oneTestsSink.reporter))
    func aTestsFailuresGoToTheReporterInsteadOfTheTest() {
        assertThat(3, greaterThan(5))
        expect("b").to(equal("a"))
        #expect(
            oneTestsSink.messages == [
                "Expected a value greater than 5, but was 3",
                #"Expected a value equal to "a", but was "b""#,
            ])
    }

    @Test func withoutTheTraitAFailureIsTheTestsIssue() {
        withKnownIssue {
            assertThat(3, greaterThan(5))
        } matching: { issue in
            issue.printedMessage == "Expected a value greater than 5, but was 3"
        }
    }
}

// Serialized, so that each test sees only its own failures arrive in the suite's sink.
@Suite(.failureReporter(suiteSink.reporter), .serialized)
struct FailureReporterSuiteTraitTests {
    @Test func anAsyncTestOfTheSuiteReportsThere() async {
        let before = suiteSink.messages.count
        await expect { 1 }.toEventually(equal(2), timeout: .milliseconds(20))
        #expect(suiteSink.messages.count == before + 1)
        #expect(
            suiteSink.messages.last?.hasPrefix(
                "Expected eventually a value equal to 2, but after 0.02 s (") == true)
    }

    @Test func aSynchronousTestOfTheSuiteReportsThere() {
        let before = suiteSink.messages.count
        assertThat("x", startsWith("y"))
        #expect(suiteSink.messages.count == before + 1)
        #expect(suiteSink.messages.last == #"Expected a string starting with "y", but was "x""#)
    }

    @Test func aCaptureInsideTheTestStillWins() {
        let before = suiteSink.messages.count
        let captured = captureFailures { assertThat(1, equalTo(2)) }
        #expect(captured.map(\.message) == ["Expected 2, but was 1"])
        #expect(suiteSink.messages.count == before)
    }
}

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
