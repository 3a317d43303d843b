import Muster
import MusterMocks
import Testing
import MusterTestSupport

@Suite struct VerificationTests {
    let navigator = NavigatorMock()
    let analytics = AnalyticsMock()

    /// Where the mock recorded its `index`th call, as messages write it.

    @Test func eachVerificationCountsAsOneAssertion() {
        navigator.setTitle("Files")
        #expect(
            failureMessages {
                withAssertionsRequired(exactly: 3) {
                    verify(navigator).setTitle("Files")
                    verify(analytics, never()).log("closed")
                    verifyInOrder { verify(navigator).setTitle("Files") }
                }
            } == [])
    }

    @Test func anArgumentComparedFieldByFieldTakesTheComparisonsOptions() {
        let repository = RepositoryMock()
        repository.save(User(id: 7, name: "Ann"))
        #expect(
            failureMessages {
                verify(repository).save(
                    equalTo(
                        User(id: 1, name: "Ann"), comparing: .fieldByField.comparingOnly(\.name)))
            } == [])
        #expect(
            failureMessages {
                verify(repository).save(
                    equalTo(
                        User(id: 1, name: "Bob"), comparing: .fieldByField.comparingOnly(\.name)))
            }.first?.contains(#"differed at .name: expected "Bob", was "Ann""#) == true)
    }

    @Test func aMatchingCallPasses() {
        navigator.push(FileContentsViewController(fileName: "a"), animated: true)
        #expect(failureMessages { verify(navigator).push(anything(), true) } == [])
    }

    @Test func plainValuesMeanEqualTo() {
        navigator.setTitle("Files")
        #expect(failureMessages { verify(navigator).setTitle("Files") } == [])
        #expect(
            failureMessage { verify(navigator).setTitle("Photos") } == """
                Expected NavigatorMock.setTitle("Photos") to be called once, but no call matched; \
                the closest was:
                  setTitle("Files")
                """)
    }

    @Test func zeroInteractions() {
        #expect(
            failureMessage {
                verify(navigator).push(instanceOf(FileContentsViewController.self), true)
            }
                == """
                Expected NavigatorMock.push(an instance of FileContentsViewController, \
                animated: true) to be called once, but there were zero interactions with this mock
                """)
    }

    @Test func aClueLeadsAFailedVerification() {
        #expect(
            failureMessage { withClue("after checkout") { verify(analytics).log("paid") } } == """
                after checkout
                Expected analytics.log("paid") to be called once, but there were zero \
                interactions with this mock
                """)
    }

    @Test func aVerificationInAWarningScopeIsAWarning() {
        let failures = captureFailures { withSeverity(.warning) { verify(analytics).log("paid") } }
        #expect(failures.map(\.severity) == [.warning])
    }

    @Test func wantedButNotInvokedListsTheCallsReceived() {
        navigator.setTitle("Files")
        _ = navigator.pop(animated: false)
        #expect(
            failureMessage { verify(navigator).push(anything(), true) } == """
                Expected NavigatorMock.push(anything, animated: true) to be called once, but it \
                was not called; the calls received were:
                  1. setTitle("Files")
                  2. pop(animated: false)
                """)
    }

    @Test func argumentMismatchNamesEachArgumentThatDiffered() {
        navigator.push(SettingsViewController(), animated: false)
        #expect(
            failureMessage {
                verify(navigator).push(instanceOf(FileContentsViewController.self), true)
            }
                == """
                Expected NavigatorMock.push(an instance of FileContentsViewController, \
                animated: true) to be called once, but no call matched; the closest was:
                  push(<SettingsViewController>, animated: false)
                    argument 1 (vc): was <SettingsViewController>
                    argument 2 (animated): was false
                """)
    }

    @Test func theClosestCallIsTheOneWithFewestDifferences() {
        navigator.push(SettingsViewController(), animated: false)
        navigator.push(SettingsViewController(), animated: true)
        navigator.setTitle("Files")
        #expect(
            failureMessage {
                verify(navigator).push(instanceOf(FileContentsViewController.self), true)
            }
                == """
                Expected NavigatorMock.push(an instance of FileContentsViewController, \
                animated: true) to be called once, but no call matched; the closest was call 2:
                  push(<SettingsViewController>, animated: true)
                    argument 1 (vc): was <SettingsViewController>
                the other calls received were:
                  1. push(<SettingsViewController>, animated: false)
                  3. setTitle("Files")
                """)
    }

    @Test func wrongCountListsTheMatchingCalls() {
        navigator.setTitle("Files")
        navigator.setTitle("Files")
        #expect(
            failureMessage { verify(navigator).setTitle("Files") } == """
                Expected NavigatorMock.setTitle("Files") to be called once, but it was called \
                2 times:
                  1. setTitle("Files")
                  2. setTitle("Files")
                """)
        #expect(failureMessages { verify(navigator, times(2)).setTitle("Files") } == [])
    }

    @Test func countsWantedTimes() {
        navigator.setTitle("Files")
        #expect(
            failureMessage { verify(navigator, times(3)).setTitle(anything()) } == """
                Expected NavigatorMock.setTitle(anything) to be called 3 times, but it was called \
                once:
                  1. setTitle("Files")
                """)
    }

    @Test func neverCalled() {
        #expect(failureMessages { verify(navigator, never()).setTitle(anything()) } == [])
        navigator.setTitle("Files")
        #expect(
            failureMessage { verify(navigator, never()).setTitle(anything()) } == """
                Expected NavigatorMock.setTitle(anything) never to be called, but it was called \
                once:
                  1. setTitle("Files")
                """)
    }

    @Test func atLeastAndAtMost() {
        navigator.setTitle("a")
        navigator.setTitle("b")
        #expect(failureMessages { verify(navigator, atLeast(2)).setTitle(anything()) } == [])
        #expect(failureMessages { verify(navigator, atMost(2)).setTitle(anything()) } == [])
        #expect(failureMessages { verify(navigator, atLeastOnce()).setTitle(anything()) } == [])
        #expect(
            failureMessage { verify(navigator, atLeast(3)).setTitle(anything()) }
                .hasPrefix(
                    "Expected NavigatorMock.setTitle(anything) to be called at least 3 times, "
                        + "but it was called 2 times:"))
        #expect(
            failureMessage { verify(navigator, atMost(1)).setTitle(anything()) }
                .hasPrefix(
                    "Expected NavigatorMock.setTitle(anything) to be called at most once, "
                        + "but it was called 2 times:"))
    }

    @Test func atLeastOnceWithNoCall() {
        #expect(
            failureMessage { verify(analytics, atLeastOnce()).log(anything()) } == """
                Expected analytics.log(anything) to be called at least once, but there were zero \
                interactions with this mock
                """)
    }

    @Test func optionalResultMemberWithNoArgumentsMismatch() {
        _ = navigator.pop(animated: true)
        #expect(failureMessages { verify(navigator).pop(true) } == [])
        #expect(
            failureMessage { verify(navigator).pop(false) } == """
                Expected NavigatorMock.pop(animated: false) to be called once, but no call matched; \
                the closest was:
                  pop(animated: true)
                """)
    }

    @Test func failureIsReportedAtTheVerifyLine() {
        var line: UInt = 0
        let failures = captureFailures {
            line = #line + 1
            verify(navigator).setTitle("Files")
        }
        #expect(failures.map(\.site.line) == [line])
        #expect(
            failures.map { "\($0.site.fileID)" } == ["MusterMocksTests/VerificationTests.swift"])
    }

    @Test func composedMatchersDescribeThemselves() {
        navigator.setTitle("Photos")
        #expect(
            failureMessage { verify(navigator).setTitle(not(anyOf("Photos", "Videos"))) } == """
                Expected NavigatorMock.setTitle(not ("Photos" or "Videos")) to be called once, \
                but no call matched; the closest was:
                  setTitle("Photos")
                """)
    }

    @Test func anyOfTheMockNamesCanBeSet() {
        let named = AnalyticsMock()
        #expect(named.mockName == "analytics")
        #expect(NavigatorMock().mockName == "NavigatorMock")
    }
}
