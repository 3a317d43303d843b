import Muster
import Testing

/// Failures recorded as warnings: seen, failing nothing, with matching unchanged.
@Suite struct SeverityTests {
    @Test func aScopeRecordsItsFailuresAsWarnings() {
        let failures = captureFailures {
            withSeverity(.warning) {
                assertThat(0.35, lessThan(0.2))
                expect(1).toNot(equal(1))
            }
            assertThat(1, equalTo(2))
        }
        #expect(failures.map(\.severity) == [.warning, .warning, .error])
        #expect(
            failures.map(\.message) == [
                "Expected a value less than 0.2, but was 0.35",
                "Expected not a value equal to 1, but was 1", "Expected 2, but was 1",
            ])
    }

    @Test func warnThatIsAssertThatAtWarningSeverity() {
        let failures = captureFailures {
            warnThat("true", nilValue() as Matcher<String?>)
            warnThat(3, greaterThan(1))
        }
        #expect(failures.map(\.severity) == [.warning])
        #expect(failures.map(\.message) == [#"Expected nil, but was "true""#])
    }

    @Test func aFailedRequirementStaysAnErrorInAWarningScope() {
        let failures = captureFailures {
            withSeverity(.warning) { _ = try? require(Int?.none) }
        }
        #expect(failures.map(\.severity) == [.error])
    }

    @Test func aWarningKeepsItsSeverityWhenRestatedByAPoll() async {
        let failures = await captureFailures {
            await withSeverity(.warning) {
                await expect { 1 }.toEventually(equalTo(2), timeout: .milliseconds(20))
            }
        }
        #expect(failures.map(\.severity) == [.warning])
    }

    /// Recorded in the running test as an issue of severity warning, which fails nothing: this
    /// test passes.
    @Test func aWarningDoesNotFailTheTest() {
        warnThat(2, equalTo(3))
        withSeverity(.warning) { assertThat("a", equalTo("b")) }
    }
}
