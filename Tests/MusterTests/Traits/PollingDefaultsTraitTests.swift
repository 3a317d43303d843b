import Muster
import Testing

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
