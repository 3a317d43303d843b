import MusterMocks
import MusterTestSupport
import Testing

// A mock or a spy started over within a test: its calls forgotten with its stubs kept, or its
// stubs forgotten with its calls kept.

@Suite struct ClearingTests {
    @Test func forgottenCallsAreNotVerifiedAndLaterOnesAre() {
        let navigator = NavigatorMock()
        navigator.setTitle("Files")
        clearCalls(of: navigator)
        navigator.setTitle("Settings")
        #expect(
            failureMessages {
                verify(navigator).setTitle("Settings")
                verify(navigator, never()).setTitle("Files")
            } == [])
        #expect(
            failureMessage { verify(navigator).setTitle("Files") } == """
                Expected NavigatorMock.setTitle("Files") to be called once, but no call matched; \
                the closest was:
                  setTitle("Settings")
                """)
    }

    @Test func aSpysStubsAreKeptWhenItsCallsAreForgotten() {
        let fetch = Spy<Int, String>()
        given(fetch)(7).willReturn("Ann")
        _ = fetch(7)
        clearCalls(of: fetch)
        #expect(fetch(7) == "Ann")
        #expect(failureMessages { verify(fetch, times(1))(7) } == [])
    }

    @Test func forgottenStubsGiveTheUnstubbedAnswerAndCallsStay() {
        let fetch = Spy<Int, String>()
        given(fetch)(7).willReturn("Ann")
        _ = fetch(7)
        clearStubs(of: fetch)
        #expect(fetch(7) == "")
        #expect(failureMessages { verify(fetch, times(2))(7) } == [])
    }

    @Test func severalMocksAtOnceAndAnEmptyMockStayEmpty() {
        let navigator = NavigatorMock()
        let fetch = Spy<Int, String>()
        clearCalls(of: navigator, fetch)
        navigator.setTitle("a")
        _ = fetch(1)
        clearCalls(of: navigator, fetch)
        #expect(
            failureMessages {
                verifyNoMoreInteractions(navigator, fetch)
            } == [])
    }
}
