import MusterMocks
import Testing
import MusterTestSupport

@Suite struct NoMoreInteractionsTests {
    let navigator = NavigatorMock()
    let analytics = AnalyticsMock()

    @Test func eachCheckCountsAsOneAssertion() {
        #expect(
            failureMessages {
                withAssertionsRequired(exactly: 2) {
                    verifyNoMoreInteractions(navigator, analytics)
                    verifyNoInteractions(navigator, analytics)
                }
            } == [])
    }

    @Test func passesWhenEveryCallWasVerified() {
        navigator.setTitle("Files")
        analytics.log("opened")
        verify(navigator).setTitle("Files")
        verify(analytics).log(anything())
        #expect(failureMessages { verifyNoMoreInteractions(navigator, analytics) } == [])
    }

    @Test func listsTheCallsThatWereNotVerified() {
        navigator.setTitle("Files")
        navigator.push(SettingsViewController(), animated: false)
        _ = navigator.pop(animated: true)
        verify(navigator).setTitle("Files")
        #expect(
            failureMessage { verifyNoMoreInteractions(navigator) } == """
                Expected no more interactions with NavigatorMock, but it received 2 unverified \
                calls:
                  1. push(<SettingsViewController>, animated: false)
                  2. pop(animated: true)
                """)
    }

    @Test func oneFailurePerMock() {
        navigator.setTitle("Files")
        analytics.log("opened")
        #expect(
            failureMessages { verifyNoMoreInteractions(navigator, analytics) } == [
                """
                Expected no more interactions with NavigatorMock, but it received 1 unverified \
                call:
                  1. setTitle("Files")
                """,
                """
                Expected no more interactions with analytics, but it received 1 unverified call:
                  1. log("opened")
                """,
            ])
    }

    @Test func aFailedVerificationVerifiesNothing() {
        navigator.setTitle("Files")
        _ = failureMessages { verify(navigator, times(2)).setTitle("Files") }
        #expect(failureMessages { verifyNoMoreInteractions(navigator) }.count == 1)
    }

    @Test func noInteractions() {
        #expect(failureMessages { verifyNoInteractions(navigator, analytics) } == [])
        analytics.log("opened")
        #expect(
            failureMessage { verifyNoInteractions(navigator, analytics) } == """
                Expected no interactions with analytics, but it received 1 call:
                  1. log("opened")
                """)
    }

    @Test func reportedAtTheCallersLine() {
        navigator.setTitle("Files")
        var line: UInt = 0
        let failures = captureFailures {
            line = #line + 1
            verifyNoMoreInteractions(navigator)
        }
        #expect(failures.map(\.site.line) == [line])
    }
}
