import Muster
import Testing

@Suite struct EqualToTests {
    @Test func matchesAnEqualValue() {
        #expect(equalTo(5).matches(5))
        #expect(equalTo("abc").matches("abc"))
    }

    @Test func describesItselfAsTheValue() {
        #expect(equalTo(5).description == "5")
        #expect(equalTo("a\nb").description == #""a\nb""#)
        #expect(equalTo(0.1 + 0.2).description == "0.30000000000000004")
    }

    @Test func mismatchShowsTheActualValue() {
        #expect(mismatch(equalTo(5), 4) == "was 4")
        #expect(mismatch(equalTo("abc"), "abd") == #"was "abd""#)
    }

    @Test func failureText() {
        #expect(failureMessage { assertThat(1 + 2, equalTo(5)) } == "Expected 5, but was 3")
        #expect(
            failureMessage { assertThat(1.00001, equalTo(1.0)) } == "Expected 1.0, but was 1.00001")
    }

    @Test func optionalSubject() {
        let present: Int? = 5
        let absent: Int? = nil
        #expect(failureMessages { assertThat(present, equalTo(5)) } == [])
        #expect(failureMessage { assertThat(absent, equalTo(5)) } == "Expected 5, but was nil")
        #expect(
            failureMessage { assertThat(absent, equalTo(Optional(5))) } == "Expected 5, but was nil"
        )
        #expect(failureMessages { assertThat(absent, equalTo(nil)) } == [])
    }

    @Test func emptyValues() {
        #expect(equalTo("").matches(""))
        #expect(mismatch(equalTo(""), " ") == #"was " ""#)
        #expect(equalTo([Int]()).description == "[]")
        #expect(mismatch(equalTo([Int]()), [1]) == "was [1]")
    }

    @Test func insideAnotherMatcher() {
        let matcher = not(equalTo(5))
        #expect(matcher.description == "not 5")
        #expect(mismatch(matcher, 5) == "was 5")
        #expect(failureMessage { assertThat(5, not(5)) } == "Expected not 5, but was 5")
    }
}
