import Foundation
import Muster
import Testing

@Suite struct TestClockPollingTests {
    @Test func neverAndAlwaysSeeEveryChangeAtItsVirtualTime() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                let service = RetryingService(clock: clock, failuresBeforeSuccess: 3)
                let connecting = Task { try await service.connect() }
                await assertThat(
                    always: { await service.connected }, equalTo(false), timeout: .seconds(10))
                await assertThat(
                    never: { await service.attempts }, greaterThan(4), timeout: .seconds(3600))
                _ = try? await connecting.value
            }
        }
        let messages = failures.map(\.message)
        #expect(messages.count == 1)
        #expect(
            messages.first?.hasPrefix(
                "Expected always false, but after 7.0 s (4 checks) was true\n"
                    + "seen: false at 0.0 s, true at 7.0 s\n"
                    + "time: virtual, on a test clock now at 7.0 s; ") == true)
        #expect(messages.first?.hasSuffix(" of wall time; no sleep is armed on it") == true)
    }

    @Test func aPollOnTheClockJumpsThroughTheBackoffInMilliseconds() async throws {
        let failures = await captureFailures {
            await withTestClock { clock in
                let service = RetryingService(clock: clock, failuresBeforeSuccess: 6)
                let connecting = Task { try await service.connect() }
                await expect { await service.connected }.toEventually(
                    equalTo(true), timeout: .seconds(120))
                #expect(clock.now == .init(offset: .seconds(63)))
                _ = try? await connecting.value
            }
        }
        #expect(failures.map(\.message) == [])
    }

    @Test func aPollThatNothingSatisfiesFailsAtItsVirtualDeadline() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                let service = RetryingService(clock: clock, failuresBeforeSuccess: 100)
                let connecting = Task { try await service.connect() }
                await expect { await service.connected }.toEventually(
                    equalTo(true), timeout: .seconds(3600))
                connecting.cancel()
            }
        }
        let message = try? #require(failures.first?.message)
        #expect(
            message?.hasPrefix(
                "Expected eventually true, but after 3600.0 s (13 checks) was false\n"
                    + "time: virtual, on a test clock now at 3600.0 s; ") == true)
        #expect(message?.hasSuffix(" of wall time; sleeps armed until 4095.0 s") == true)
    }

    @Test func waitUntilMovesTheClockToTheCallOrToItsDeadline() async {
        let failures = await captureFailures {
            await withTestClock { clock in
                await waitUntil(timeout: .seconds(60)) { done in
                    Task {
                        try await clock.sleep(for: .seconds(30))
                        done()
                    }
                }
                #expect(clock.now == .init(offset: .seconds(30)))
                await waitUntil(timeout: .seconds(10)) { done in
                    Task {
                        try await clock.sleep(for: .seconds(30))
                        done()
                    }
                }
                #expect(clock.now == .init(offset: .seconds(40)))
            }
        }
        #expect(
            failures.map { withWallTimeElided($0.message) } == [
                "Expected done to be called within 10.0 s, but it was not called\n"
                    + "time: virtual, on a test clock now at 40.0 s; … of wall time; "
                    + "sleeps armed until 60.0 s"
            ])
    }
}
