import Muster
import Testing

@Suite(.severity(.warning)) struct SeverityTraitTests {
    @Test func everyTestOfTheSuiteRecordsWarnings() {
        let failures = captureFailures { assertThat(1, equalTo(2)) }
        #expect(failures.map(\.severity) == [.warning])
        assertThat(1, equalTo(2))  // seen in the run as a warning; the test passes
    }
}
