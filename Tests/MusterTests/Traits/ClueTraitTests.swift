import Muster
import Testing

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
