import Muster
import Testing
import MusterTestSupport

/// Counts how often it is rendered, to show that passing matches render nothing.
private final class RenderingProbe: MusterRenderable {
    var renderings = 0
    var musterRendering: String {
        renderings += 1
        return "probe"
    }
}

private struct Basket {
    let items: Int
}

@Suite struct DescribedAsTests {
    private let answer = describedAs("the answer", equalTo(42))

    @Test func matchesWhatTheMatcherMatches() {
        #expect(answer.matches(42))
        #expect(describedAs("the answer", 42).matches(42))
        #expect(!answer.matches(41))
    }

    @Test func replacesPlaceholdersWithRenderedValues() {
        let port: Matcher<Int> = describedAs(
            "a port above %0 and below %1", anything(), 1024, 65536)
        #expect(port.description == "a port above 1024 and below 65536")
        #expect(describedAs("the user %0", equalTo("Joe"), "Joe").description == #"the user "Joe""#)
        #expect(describedAs("%1%0", equalTo(1), "a", [2, 3]).description == #"[2, 3]"a""#)
        #expect(describedAs("%0 then %0", equalTo(1), 7).description == "7 then 7")
    }

    @Test func readsMultiDigitPlaceholders() {
        let eleven: Matcher<Int> = describedAs(
            "%10 and %1", anything(), 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, "ten")
        #expect(eleven.description == #""ten" and 1"#)
    }

    @Test func anArrayIsOneValue() {
        #expect(describedAs("one of %0", equalTo(1), [1, 2]).description == "one of [1, 2]")
    }

    @Test func leavesUnmatchedPercentSignsAsWritten() {
        #expect(describedAs("100%", equalTo(1)).description == "100%")
        #expect(describedAs("%1 of %0", equalTo(1), 5).description == "%1 of 5")
        #expect(describedAs("%x %", equalTo(1), 5).description == "%x %")
        #expect(describedAs("%%0", equalTo(1), 5).description == "%5")
        #expect(
            describedAs("%99999999999999999999999", equalTo(1), 5).description
                == "%99999999999999999999999")
    }

    @Test func describesNothingLazily() {
        let probe = RenderingProbe()
        let matcher: Matcher<Int> = describedAs("%0", anything(), probe)
        #expect(matcher.matches(1))
        #expect(probe.renderings == 0)
        #expect(matcher.description == "probe")
        #expect(probe.renderings == 1)
    }

    @Test func mismatchIsTheMatchersOwn() {
        #expect(mismatch(answer, 41) == "was 41")
        let even = describedAs(
            "an even number", Matcher<Int>("even", diagnosing: { _ in .mismatch("was odd") }))
        #expect(mismatch(even, 3) == "was odd (value: 3)")
    }

    @Test func failureText() {
        #expect(failureMessage { assertThat(41, answer) } == "Expected the answer, but was 41")
        #expect(
            failureMessage {
                assertThat(
                    3, describedAs("a multiple of %0", Matcher<Int>("multiple") { $0 % 5 == 0 }, 5))
            }
                == "Expected a multiple of 5, but was 3")
    }

    @Test func optionalSubject() {
        let absent: Int? = nil
        let present: Int? = 42
        #expect(failureMessages { assertThat(present, answer) } == [])
        #expect(failureMessage { assertThat(absent, answer) } == "Expected the answer, but was nil")
    }

    @Test func emptyTemplate() {
        #expect(
            describedAs("", equalTo(1)).description
                == "a value accepted by a matcher with no description")
        #expect(
            failureMessage { assertThat(2, describedAs("", equalTo(1))) }
                == "Expected a value accepted by a matcher with no description, but was 2")
        #expect(
            failureMessage { assertThat(2, allOf(greaterThan(0), describedAs("", equalTo(1)))) }
                == "Expected (a value greater than 0 and a value accepted by a matcher with no "
                + "description), but a value accepted by a matcher with no description: was 2")
    }

    @Test func insideOtherMatchers() {
        #expect(not(answer).description == "not the answer")
        #expect(
            failureMessage { assertThat(42, not(answer)) } == "Expected not the answer, but was 42")
        let both = allOf(
            answer, describedAs("a positive number", Matcher<Int>("positive") { $0 > 0 }))
        #expect(
            failureMessage { assertThat(41, both) }
                == "Expected (the answer and a positive number), but the answer: was 41")
        #expect(
            failureMessage {
                assertThat(
                    Basket(items: 2), hasProperty(\.items, describedAs("%0 in all", equalTo(3), 3)))
            }
                == "Expected a value with items 3 in all, but items was 2")
    }

    @Test func keepsExaminingErrors() throws {
        enum Refusal: Error { case badly }
        func fail() throws -> Int { throw Refusal.badly }
        #expect(
            try failureMessages { assertThat(try fail(), describedAs("a failure", throwsError())) }
                == [])
        #expect(
            failureMessage { assertThat(3, describedAs("a failure", throwsError())) }
                == "Expected a failure, but threw no error, returned 3")
        #expect(
            try failureMessage { assertThat(try fail(), answer) }
                == "Expected the answer, but threw error Refusal.badly")
    }
}
