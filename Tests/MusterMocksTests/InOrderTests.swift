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

    // Strictness: the other calls of the block's mocks, before, between or after the verified.

    @Test func consecutiveCallsPassOnlyConsecutively() {
        navigator.setTitle("Files")
        navigator.setTitle("Other")
        analytics.log("opened")
        navigator.push(FileContentsViewController(fileName: "a"), animated: true)
        let line = #line + 2
        let failures = captureFailures {
            verifyInOrder(.onlyConsecutive) {
                verify(navigator).setTitle("Files")
                verify(navigator).push(anything(), true)
            }
        }
        // Only the mocks the block verified count: analytics' call is not one of them.
        #expect(failures.map(\.site.line) == [UInt(line)])
        #expect(
            failures.map(\.message) == [
                """
                Expected no other call between the calls verified in order, but call 2 came \
                between them; the calls in order were:
                  1. NavigatorMock.setTitle("Files"), verified
                  2. NavigatorMock.setTitle("Other")
                  3. NavigatorMock.push(<FileContentsViewController>, animated: true), verified
                """
            ])
        #expect(
            failureMessages {
                verifyInOrder(.onlyConsecutive) {
                    verify(navigator).setTitle("Files")
                    verify(navigator).setTitle("Other")
                    verify(analytics).log("opened")
                    verify(navigator).push(anything(), true)
                }
            } == [])
        #expect(
            failureMessage {
                verifyInOrder(.onlyConsecutive) {
                    verify(navigator).setTitle("Files")
                    verify(analytics).log("opened")
                }
            } == """
                Expected no other call between the calls verified in order, but call 2 came \
                between them; the calls in order were:
                  1. NavigatorMock.setTitle("Files"), verified
                  2. NavigatorMock.setTitle("Other")
                  3. analytics.log("opened"), verified
                  4. NavigatorMock.push(<FileContentsViewController>, animated: true)
                """)
    }

    @Test func nothingBeforeAndNothingAfter() {
        analytics.log("start")
        navigator.setTitle("Files")
        analytics.log("opened")
        analytics.log("closed")
        #expect(
            failureMessages {
                verifyInOrder(.onlyConsecutive) {
                    verify(navigator).setTitle("Files")
                    verify(analytics).log("opened")
                }
            } == [])
        #expect(
            failureMessage {
                verifyInOrder([.nothingBefore, .nothingAfter]) {
                    verify(navigator).setTitle("Files")
                    verify(analytics).log("opened")
                }
            } == """
                Expected no other call before or after the calls verified in order, but call 1 \
                came before them; call 4 came after them; the calls in order were:
                  1. analytics.log("start")
                  2. NavigatorMock.setTitle("Files"), verified
                  3. analytics.log("opened"), verified
                  4. analytics.log("closed")
                """)
        #expect(
            failureMessage {
                verifyInOrder(.nothingAfter) { verify(analytics, times(2)).log(anything()) }
            } == """
                Expected no other call after the calls verified in order, but call 3 came after \
                them; the calls in order were:
                  1. analytics.log("start"), verified
                  2. analytics.log("opened"), verified
                  3. analytics.log("closed")
                """)
    }

    @Test func exactlyTheVerifiedCalls() {
        navigator.setTitle("Files")
        analytics.log("opened")
        analytics.log("opened")
        #expect(
            failureMessages {
                verifyInOrder(.exactly) {
                    verify(navigator).setTitle("Files")
                    verify(analytics, times(2)).log("opened")
                }
            } == [])
        #expect(
            failureMessage {
                verifyInOrder(.exactly) {
                    verify(navigator).setTitle("Files")
                    verify(analytics).log("opened")
                }
            } == """
                Expected no other call before, between or after the calls verified in order, but \
                call 3 came after them; the calls in order were:
                  1. NavigatorMock.setTitle("Files"), verified
                  2. analytics.log("opened"), verified
                  3. analytics.log("opened")
                """)
    }

    @Test func strictnessOnlyCountsTheBlocksMocksAndAFailedVerificationAlone() {
        let other = AnalyticsMock()
        navigator.setTitle("Files")
        other.log("elsewhere")
        navigator.push(FileContentsViewController(fileName: "a"), animated: true)
        #expect(
            failureMessages {
                verifyInOrder(.exactly) {
                    verify(navigator).setTitle("Files")
                    verify(navigator).push(anything(), true)
                }
            } == [])
        // Nothing verified: every call of the block's mocks is one before.
        #expect(
            failureMessages {
                verifyInOrder(.nothingBefore) { verify(navigator, never()).setTitle("Other") }
            } == [
                """
                Expected no other call before the calls verified in order, but calls 1 and 2 came \
                before them; the calls in order were:
                  1. NavigatorMock.setTitle("Files")
                  2. NavigatorMock.push(<FileContentsViewController>, animated: true)
                """
            ])
        #expect(failureMessages { verifyInOrder(.exactly) {} } == [])
    }

    @Test func strictnessInAnAsyncBlock() async {
        navigator.setTitle("Files")
        navigator.setTitle("Other")
        let messages = await failureMessages {
            await verifyInOrder(.nothingAfter) {
                await Task.yield()
                verify(navigator).setTitle("Files")
            }
        }
        #expect(
            messages == [
                """
                Expected no other call after the calls verified in order, but call 2 came after \
                them; the calls in order were:
                  1. NavigatorMock.setTitle("Files"), verified
                  2. NavigatorMock.setTitle("Other")
                """
            ])
    }
}
