import Foundation
import Muster
import MusterTestSupport
import Testing

// These tests run in parallel, so none of them sets the process-wide PollingDefaults.timeout and
// pollInterval: PollingDefaultsXCTests does, where tests run one at a time, as Nimble suites do.

@Suite struct PollingDefaultsTests {
    @Test func defaultsAreOneSecondAndTenMilliseconds() {
        #expect(PollingDefaults.timeout == .seconds(1))
        #expect(PollingDefaults.pollInterval == .milliseconds(10))
        #expect(
            PollingDefaults.current
                == PollingDefaults.Values(timeout: .seconds(1), pollInterval: .milliseconds(10)))
        #expect(PollingDefaults.current == PollingDefaults.Values())
    }

    @Test func aScopeChangesTheDefaultsAndANestedScopeKeepsWhatItDoesNotChange() async {
        await withPollingDefaults(timeout: .seconds(3)) {
            #expect(PollingDefaults.current.timeout == .seconds(3))
            await withPollingDefaults(pollInterval: .milliseconds(50)) {
                await Task.yield()
                #expect(
                    PollingDefaults.current
                        == PollingDefaults.Values(
                            timeout: .seconds(3), pollInterval: .milliseconds(50)))
            }
        }
        withPollingDefaults(pollInterval: .milliseconds(1)) {
            #expect(PollingDefaults.current.pollInterval == .milliseconds(1))
        }
        #expect(PollingDefaults.current == PollingDefaults.Values())
    }

    @Test func aScopeLeavesTheProcessWideValuesAsTheyAre() {
        withPollingDefaults(timeout: .seconds(3), pollInterval: .milliseconds(50)) {
            #expect(PollingDefaults.current.timeout == .seconds(3))
            #expect(PollingDefaults.timeout == .seconds(1))
            #expect(PollingDefaults.pollInterval == .milliseconds(10))
        }
    }

    @Test func pollsUseTheScopesDefaultsAndTheCallOverridesThem() async {
        let clock = ManualClock()
        let failures = await pollingFailures(on: clock) {
            await withPollingDefaults(timeout: .milliseconds(100), pollInterval: .milliseconds(20))
            {
                await expect { 4 }.toEventually(equalTo(5), clock: clock)
                await expect { 4 }.toEventually(
                    equalTo(5), timeout: .milliseconds(250), clock: clock)
                await expect { 4 }.toEventually(
                    equalTo(5), pollInterval: .milliseconds(50), clock: clock)
                await expect { 4 }.toAlways(equalTo(5), clock: clock)
            }
        }
        #expect(
            failures == [
                "Expected eventually 5, but after 0.1 s (6 checks) was 4",
                "Expected eventually 5, but after 0.25 s (14 checks) was 4",
                "Expected eventually 5, but after 0.1 s (3 checks) was 4",
                "Expected always 5, but after 0.0 s (1 check) was 4",
            ])
    }

    @Test func scopesDoNotLeakBetweenParallelTasks() async {
        await withTaskGroup(of: Bool.self) { group in
            for index in 1...20 {
                group.addTask {
                    await withPollingDefaults(timeout: .milliseconds(index)) {
                        await Task.yield()
                        return PollingDefaults.current.timeout == .milliseconds(index)
                    }
                }
            }
            for await isOwn in group { #expect(isOwn) }
        }
    }
}
