import Foundation
import Muster
import MusterExamples
import Testing

// An example of a matcher written in user code, as the "Writing a matcher" article walks it.

@Suite struct HasQueryTests {
    private func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

    @Test func matchesAQueryWhoseValueSatisfiesTheMatcher() throws {
        let url = try url("http://dummy.com/dummy?key1=value1")
        #expect(captureFailures { assertThat(url, hasQuery("key1", equalTo("value1"))) }.isEmpty)
    }

    @Test func aPlainValueMeansEqualTo() throws {
        let url = try url("http://dummy.com/dummy?key1=value1")
        #expect(captureFailures { assertThat(url, hasQuery("key1", "value1")) }.isEmpty)
    }

    @Test func describesTheNameAndTheValueMatcher() {
        #expect(hasQuery("key1", "value1").description == #"a URL with "key1" = "value1""#)
        #expect(
            hasQuery("key1", equalTo("value1")).description == #"a URL with "key1" = "value1""#)
    }

    @Test func doesNotMatchAURLWithoutTheName() throws {
        let url = try url("http://dummy.com/dummy?WRONGKEY=value1")
        #expect(captureFailures { assertThat(url, not(hasQuery("key1", "value1"))) }.isEmpty)
        #expect(
            hasQuery("key1", "value1").match(url).mismatchDescription
                == #"no "key1" name in WRONGKEY=value1 (value: http://dummy.com/dummy?WRONGKEY=value1)"#
        )
    }

    @Test func doesNotMatchAWrongValue() throws {
        let url = try url("http://dummy.com/dummy?key1=WRONGVALUE")
        #expect(captureFailures { assertThat(url, not(hasQuery("key1", "value1"))) }.isEmpty)
        #expect(
            hasQuery("key1", "value1").match(url).mismatchDescription
                == #""key1" had value "WRONGVALUE" in key1=WRONGVALUE (value: http://dummy.com/dummy?key1=WRONGVALUE)"#
        )
    }

    @Test func findsTheNameInAnyPosition() throws {
        let url = try url("http://dummy.com/dummy?key1=value1&key2=value2")
        #expect(captureFailures { assertThat(url, hasQuery("key2", "value2")) }.isEmpty)
    }

    @Test func failureText() throws {
        let url = try url("http://dummy.com/dummy?WRONGKEY=value1")
        #expect(
            captureFailures { assertThat(url, hasQuery("key1", "value1")) }.map(\.message)
                == [
                    #"Expected a URL with "key1" = "value1", but no "key1" name in WRONGKEY=value1 (value: http://dummy.com/dummy?WRONGKEY=value1)"#
                ])
    }

    @Test func nilIsNotAURL() {
        #expect(
            captureFailures { assertThat(Optional<URL>.none, hasQuery("key1", "value1")) }.map(
                \.message)
                == [#"Expected a URL with "key1" = "value1", but was nil"#])
    }

    @Test func somethingElseIsNotAURL() {
        let decoded: Any = "http://dummy.com/dummy?key1=value1"
        let matcher: Matcher<Any> = instanceOf(URL.self, hasQuery("key1", "value1"))
        #expect(
            captureFailures { assertThat(decoded, matcher) }.map(\.message)
                == [
                    #"Expected an instance of URL that is a URL with "key1" = "value1", but was "http://dummy.com/dummy?key1=value1" (String)"#
                ]
        )
    }

    @Test func emptyQueries() throws {
        let matcher = hasQuery("key1", "value1")
        #expect(
            matcher.match(try url("http://dummy.com/dummy")).mismatchDescription
                == "had no query (value: http://dummy.com/dummy)")
        #expect(
            matcher.match(try url("http://dummy.com/dummy?")).mismatchDescription
                == "had no query (value: http://dummy.com/dummy?)")
        #expect(
            matcher.match(try url("http://dummy.com/dummy?key1")).mismatchDescription
                == #""key1" had value "" in key1 (value: http://dummy.com/dummy?key1)"#)
        #expect(hasQuery("key1", "").matches(try url("http://dummy.com/dummy?key1=")))
    }

    @Test func composesWithOtherMatchers() throws {
        let url = try url("http://dummy.com/dummy?key1=value1")
        let startingWithVal = Matcher<String>("a string starting with \"val\"") {
            $0.hasPrefix("val")
        }
        #expect(captureFailures { assertThat(url, hasQuery("key1", startingWithVal)) }.isEmpty)
        #expect(captureFailures { assertThat(url, hasQuery("key1", not("value2"))) }.isEmpty)
        #expect(
            captureFailures { assertThat(url, hasQuery("key1", not("value1"))) }.map(\.message)
                == [
                    #"Expected a URL with "key1" = not "value1", but "key1" had value "value1" in key1=value1 (value: http://dummy.com/dummy?key1=value1)"#
                ]
        )
        #expect(
            captureFailures {
                assertThat(url, allOf(hasQuery("key1", "value1"), hasQuery("key2", "value2")))
            }.map(\.message)
                == [
                    #"Expected (a URL with "key1" = "value1" and a URL with "key2" = "value2"), but a URL with "key2" = "value2": no "key2" name in key1=value1 (value: http://dummy.com/dummy?key1=value1)"#
                ]
        )
    }

    @Test func theFirstDraftCanOnlySayWas() throws {
        let url = try url("http://dummy.com/dummy?key1=WRONGVALUE")
        #expect(
            captureFailures { assertThat(url, not(hasQueryFirstDraft("key1", "value1"))) }.isEmpty)
        #expect(
            captureFailures { assertThat(url, hasQueryFirstDraft("key1", "value1")) }.map(\.message)
                == [
                    #"Expected a URL with "key1" = "value1", but was http://dummy.com/dummy?key1=WRONGVALUE"#
                ])
    }

    @Test func theFirstDraftFindsTheNameInAnyPosition() throws {
        let url = try url("http://dummy.com/dummy?key1=value1&key2=value2")
        #expect(hasQueryFirstDraft("key2", "value2").matches(url))
    }

    @Test func theFeatureForm() throws {
        let url = try url("http://dummy.com/dummy?key1=value1")
        #expect(hasPath("/dummy").description == #"a URL with path "/dummy""#)
        #expect(captureFailures { assertThat(url, hasPath("/dummy")) }.isEmpty)
        #expect(
            captureFailures { assertThat(url, hasPath("/other")) }.map(\.message)
                == [#"Expected a URL with path "/other", but path was "/dummy""#])
        #expect(
            captureFailures {
                assertThat(url, allOf(hasPath("/dummy"), hasQuery("key1", "value2")))
            }.map(\.message)
                == [
                    #"Expected (a URL with path "/dummy" and a URL with "key1" = "value2"), but a URL with "key1" = "value2": "key1" had value "value1" in key1=value1 (value: http://dummy.com/dummy?key1=value1)"#
                ]
        )
    }
}
