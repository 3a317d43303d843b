import Testing

@testable import Muster
@testable import MusterMatchers

@Suite struct FailureReporterTests {
    @Test func anInstalledReporterReceivesFailuresInOrder() {
        let received = Locked<[String]>([])
        withFailureReporter(
            FailureReporter { failure in received.withLock { $0.append(failure.message) } }
        ) {
            assertThat(1, equalTo(2))
            expect(3).to(equal(4))
        }
        #expect(
            received.withLock { $0 } == [
                "Expected 2, but was 1", "Expected a value equal to 4, but was 3",
            ])
    }

    @Test func theInnermostReporterWins() {
        let outer = Locked(0)
        let inner = Locked(0)
        withFailureReporter(FailureReporter { _ in outer.withLock { $0 += 1 } }) {
            withFailureReporter(FailureReporter { _ in inner.withLock { $0 += 1 } }) {
                assertThat(1, equalTo(2))
            }
            assertThat(1, equalTo(2))
        }
        #expect(outer.withLock { $0 } == 1)
        #expect(inner.withLock { $0 } == 1)
    }

    @Test func childTasksReportToTheReporterOfTheirParent() async {
        let received = Locked<[String]>([])
        await withFailureReporter(
            FailureReporter { failure in received.withLock { $0.append(failure.message) } }
        ) {
            await withTaskGroup(of: Void.self) { group in
                group.addTask { assertThat(1, equalTo(2)) }
            }
        }
        #expect(received.withLock { $0 } == ["Expected 2, but was 1"])
    }

    @Test func reportFailureGoesToTheCurrentReporter() {
        let failure = Failure(message: "Expected 5, but was 4", site: CallSite())
        #expect(captureFailures { reportFailure(failure) } == [failure])
    }

    @Test func captureReturnsWhatTheBlockReportedAndRethrows() async throws {
        struct Stop: Error {}
        #expect(captureFailures {}.isEmpty)
        #expect(throws: Stop.self) { _ = try captureFailures { throw Stop() } }
        let asynchronous = await captureFailures {
            await Task.yield()
            assertThat(1, equalTo(2))
        }
        #expect(asynchronous.map(\.message) == ["Expected 2, but was 1"])
    }
}
