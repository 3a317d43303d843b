import MusterMocks
import Testing
import MusterTestSupport

@Suite struct CallCountTests {
    @Test func accepts() {
        #expect(times(2).accepts(2))
        #expect(!times(2).accepts(1))
        #expect(MusterMocks.never().accepts(0))
        #expect(!MusterMocks.never().accepts(1))
        #expect(atLeast(2).accepts(5))
        #expect(!atLeast(2).accepts(1))
        #expect(atMost(2).accepts(0))
        #expect(!atMost(2).accepts(3))
        #expect(atLeastOnce().accepts(1))
        #expect(!atLeastOnce().accepts(0))
        #expect(times(2...4).accepts(2))
        #expect(times(2...4).accepts(4))
        #expect(!times(2...4).accepts(1))
        #expect(!times(2...4).accepts(5))
        #expect(times(0...0).accepts(0))
    }

    @Test func expectationText() {
        #expect(times(1).expectation == "to be called once")
        #expect(times(3).expectation == "to be called 3 times")
        #expect(MusterMocks.never().expectation == "never to be called")
        #expect(atLeastOnce().expectation == "to be called at least once")
        #expect(atLeast(2).expectation == "to be called at least 2 times")
        #expect(atMost(1).expectation == "to be called at most once")
        #expect(atMost(0).expectation == "to be called at most 0 times")
        #expect(times(2...4).expectation == "to be called 2 to 4 times")
    }

    @Test func description() {
        #expect(times(2).description == "times(2)")
        #expect(atLeast(1).description == "atLeast(1)")
        #expect(atMost(4).description == "atMost(4)")
        #expect(times(2...4).description == "times(2...4)")
    }

    @Test func aRangeOfCallsInAVerification() {
        let navigator = NavigatorMock()
        navigator.setTitle("a")
        navigator.setTitle("b")
        verify(navigator, times(1...2)).setTitle(anything())
        #expect(
            failureMessage { verify(navigator, times(3...5)).setTitle(anything()) }
                == """
                Expected NavigatorMock.setTitle(anything) to be called 3 to 5 times, but it \
                was called 2 times:
                  1. setTitle("a")
                  2. setTitle("b")
                """)
    }

    @Test func aNegativeCountIsNeverMet() {
        let navigator = NavigatorMock()
        #expect(
            failureMessage { verify(navigator, times(-1)).setTitle(anything()) } == """
                Expected NavigatorMock.setTitle(anything) to be called -1 times, but there were \
                zero interactions with this mock
                """)
    }
}
