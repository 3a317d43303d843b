import MusterMocks
import Testing
import MusterTestSupport

@Suite struct InOrderTests {
    let navigator = NavigatorMock()
    let analytics = AnalyticsMock()

    @Test func callsInTheVerifiedOrderPass() {
        navigator.setTitle("Files")
        analytics.log("opened")
        navigator.push(FileContentsViewController(fileName: "a"), animated: true)
        #expect(
            failureMessages {
                verifyInOrder {
                    verify(navigator).setTitle("Files")
                    verify(analytics).log("opened")
                    verify(navigator).push(anything(), true)
                }
            } == [])
    }

    @Test func aCallBeforeThePreviousOneFails() {
        analytics.log("opened")
        navigator.setTitle("Files")
        #expect(
            failureMessage {
                verifyInOrder {
                    verify(navigator).setTitle("Files")
                    verify(analytics).log("opened")
                }
            } == """
                Expected analytics.log("opened") to be called once after \
                NavigatorMock.setTitle("Files") (call 2 below), but none came after call 2: it \
                was call 1
                the calls in order were:
                  1. analytics.log("opened")
                  2. NavigatorMock.setTitle("Files")
                """)
    }

    @Test func aCountAfterThePreviousCall() {
        analytics.log("tick")
        navigator.setTitle("Files")
        analytics.log("tick")
        #expect(
            failureMessages {
                verifyInOrder {
                    verify(navigator).setTitle("Files")
                    verify(analytics, times(1)).log("tick")
                }
            } == [])
        #expect(
            failureMessage {
                verifyInOrder {
                    verify(navigator).setTitle("Files")
                    verify(analytics, times(2)).log("tick")
                }
            } == """
                Expected analytics.log("tick") to be called 2 times after \
                NavigatorMock.setTitle("Files"), but it was called once after it:
                  1. log("tick")
                """)
    }

    @Test func theSameCallTwiceTakesOneCallEachTime() {
        analytics.log("connect")
        navigator.setTitle("waiting")
        analytics.log("connect")
        #expect(
            failureMessages {
                verifyInOrder {
                    verify(analytics).log("connect")
                    verify(navigator).setTitle("waiting")
                    verify(analytics).log("connect")
                }
                verifyInOrder {
                    verify(analytics, atLeastOnce()).log("connect")
                    verify(navigator).setTitle("waiting")
                    verify(analytics, atLeastOnce()).log("connect")
                }
            } == [])
        #expect(
            failureMessage {
                verifyInOrder {
                    verify(analytics).log("connect")
                    verify(navigator).setTitle("waiting")
                    verify(analytics).log("connect")
                    verify(analytics).log("connect")
                }
            } == """
                Expected analytics.log("connect") to be called once after \
                analytics.log("connect") (call 3 below), but none came after call 3: it was calls \
                1 and 3
                the calls in order were:
                  1. analytics.log("connect")
                  2. NavigatorMock.setTitle("waiting")
                  3. analytics.log("connect")
                """)
        #expect(
            failureMessage {
                verifyInOrder {
                    verify(navigator).setTitle("waiting")
                    verify(analytics, never()).log("connect")
                }
            } == """
                Expected analytics.log("connect") never to be called after \
                NavigatorMock.setTitle("waiting"), but it was called once after it:
                  1. log("connect")
                """)
    }

    @Test func aCallThatNeverHappenedFailsAsUsual() {
        navigator.setTitle("Files")
        #expect(
            failureMessage {
                verifyInOrder {
                    verify(navigator).setTitle("Files")
                    verify(analytics).log("opened")
                }
            } == """
                Expected analytics.log("opened") to be called once after \
                NavigatorMock.setTitle("Files"), but there were zero interactions with this mock
                """)
    }

    @Test func theSameMockInOrder() {
        navigator.setTitle("b")
        navigator.setTitle("a")
        #expect(
            failureMessages {
                verifyInOrder {
                    verify(navigator).setTitle("b")
                    verify(navigator).setTitle("a")
                }
            } == [])
        #expect(
            failureMessage {
                verifyInOrder {
                    verify(navigator).setTitle("a")
                    verify(navigator).setTitle("b")
                }
            }.hasPrefix(
                #"Expected NavigatorMock.setTitle("b") to be called once after "#
                    + #"NavigatorMock.setTitle("a") (call 2 below), but none came after call 2: it was "#
                    + "call 1"))
    }

    @Test func outsideABlockOrderDoesNotMatter() {
        analytics.log("opened")
        navigator.setTitle("Files")
        verify(navigator).setTitle("Files")
        verify(analytics).log("opened")
    }

    @Test func asyncBlock() async {
        navigator.setTitle("Files")
        analytics.log("opened")
        let failures = await captureFailures {
            await verifyInOrder {
                await Task.yield()
                verify(analytics).log("opened")
                verify(navigator).setTitle("Files")
            }
        }
        #expect(failures.count == 1)
    }
}
