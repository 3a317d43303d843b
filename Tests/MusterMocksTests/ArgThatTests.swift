import MusterMocks
import Testing
import MusterTestSupport

@Suite struct ArgThatTests {
    let navigator = NavigatorMock()

    @Test func matchesWhatThePredicateAccepts() {
        navigator.push(FileContentsViewController(fileName: "a.txt"), animated: true)
        verify(navigator).push(
            argThat("a controller showing a file") { $0 is FileDisplaying }, true)
    }

    @Test func describesItselfAndSaysWhatTheArgumentWas() {
        let matcher: Matcher<String> = argThat("a title in capitals") { $0 == $0.uppercased() }
        #expect(matcher.description == "a title in capitals")
        #expect(matcher.match("Files").mismatchDescription == #"was "Files""#)
        #expect(matcher.match("").isMatch)
        navigator.setTitle("Files")
        #expect(
            failureMessage {
                verify(navigator).setTitle(argThat("a title in capitals") { $0 == $0.uppercased() })
            }
                == """
                Expected NavigatorMock.setTitle(a title in capitals) to be called once, but no \
                call matched; the closest was:
                  setTitle("Files")
                """)
    }

    @Test func aMatcherInitializerIsTheSameThing() {
        navigator.setTitle("FILES")
        verify(navigator).setTitle(Matcher("a title in capitals") { $0 == $0.uppercased() })
    }

    @Test func optionalArgumentAndComposition() {
        let matcher: Matcher<String?> = argThat("a missing title") { $0 == nil }
        #expect(matcher.matches(nil))
        #expect(matcher.match("a").mismatchDescription == #"was "a""#)
        #expect(not(matcher).description == "not a missing title")
        #expect(
            failureMessage { assertThat("ab", argThat("a short text") { $0.count < 2 }) }
                == #"Expected a short text, but was "ab""#)
    }
}
