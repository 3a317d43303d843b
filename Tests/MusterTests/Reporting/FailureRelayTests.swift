import Foundation
import Muster
import Testing
import MusterTestSupport

@Suite(.patientPolling) struct FailureRelayTests {
    @Test func aFailureOnAThreadReachesTheCaptureOfTheTest() async {
        let failures = await captureFailures {
            await withFailureRelay { relay in
                await waitUntil { done in
                    Thread.detachNewThread {
                        withFailureReporter(relay) { assertThat(1, equalTo(2)) }
                        done()
                    }
                }
            }
        }
        #expect(failures.map(\.message) == ["Expected 2, but was 1"])
    }

    @Test func failuresFromDetachedTasksAndQueuesArriveInOrderBeforeItReturns() async {
        let failures = await captureFailures {
            await withFailureRelay { relay in
                await Task.detached {
                    withFailureReporter(relay) { assertThat("a", equalTo("b")) }
                }.value
                await waitUntil { done in
                    DispatchQueue.global().async {
                        withFailureReporter(relay) {
                            for index in 1...3 { assertThat(index, equalTo(0)) }
                        }
                        done()
                    }
                }
            }
        }
        #expect(
            failures.map(\.message) == [
                #"Expected "b", but was "a""#, "Expected 0, but was 1", "Expected 0, but was 2",
                "Expected 0, but was 3",
            ])
    }

    @Test func aFailureOnAThreadIsRecordedInTheRunningTest() async {
        await withKnownIssue {
            await withFailureRelay { relay in
                await waitUntil { done in
                    Thread.detachNewThread {
                        withFailureReporter(relay) { assertThat(1, equalTo(2)) }
                        done()
                    }
                }
            }
        } matching: { issue in
            issue.printedMessage == "Expected 2, but was 1"
        }
    }

    @Test func returnsWhatTheBodyReturnsAndRethrowsWhatItThrows() async {
        let value = await withFailureRelay { _ in 42 }
        #expect(value == 42)
        await #expect(throws: LoadError.offline) {
            try await withFailureRelay { _ throws(LoadError) in throw LoadError.offline }
        }
    }

    #if !os(Windows)
        @Test func withoutARelayAFailureOnAThreadGoesToStandardErrorWhereNoRunnerRuns() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                ignoreTestRunnersInThisProcess()
                await withCheckedContinuation { continuation in
                    Thread.detachNewThread {
                        assertThat(1, equalTo(2))
                        continuation.resume()
                    }
                }
            }
            let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(standardError.hasSuffix(": Expected 2, but was 1\n"))
        }

        @Test func aFailureAfterTheRelayReturnedGoesToStandardErrorWhereNoRunnerRuns() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                ignoreTestRunnersInThisProcess()
                let escaped = Box<FailureReporter?>(nil)
                await withFailureRelay { relay in escaped.value = relay }
                withFailureReporter(escaped.value!) { assertThat(1, equalTo(2)) }
            }
            let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(
                standardError.contains("Muster failure at MusterTests/FailureRelayTests.swift:"))
            #expect(
                standardError.hasSuffix(
                    ": Expected 2, but was 1\n(reported through withFailureRelay after it had returned, so no test could receive it)\n"
                ))
        }
    #endif
}
