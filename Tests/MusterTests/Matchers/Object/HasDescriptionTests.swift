import Muster
import Testing
import MusterTestSupport

private struct Version: CustomStringConvertible {
    var major: Int, minor: Int
    var description: String { "\(major).\(minor)" }
}

@Suite struct HasDescriptionTests {
    @Test func matchesOnTheDescription() {
        #expect(hasDescription("1.2").matches(Version(major: 1, minor: 2)))
        #expect(hasDescription("3").matches(3))
    }

    @Test func descriptionAndMismatch() {
        let matcher: Matcher<Version> = hasDescription("1.2")
        #expect(matcher.description == #"a value described as "1.2""#)
        #expect(mismatch(matcher, Version(major: 1, minor: 3)) == #"description was "1.3""#)
        #expect(
            failureMessage { assertThat(Version(major: 1, minor: 3), hasDescription("1.2")) }
                == #"Expected a value described as "1.2", but description was "1.3""#)
    }

    @Test func optionalAndEmpty() {
        let absent: Version? = nil
        #expect(
            failureMessage { assertThat(absent, hasDescription("1.2")) }
                == #"Expected a value described as "1.2", but was nil"#)
        #expect(hasDescription("").matches(""))
    }

    @Test func insideAnotherMatcher() {
        let matcher: Matcher<Int> = hasDescription(not("3"))
        #expect(matcher.description == #"a value described as not "3""#)
        #expect(mismatch(matcher, 3) == #"description was "3""#)
    }
}
