import Foundation
import Muster
import Testing

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
