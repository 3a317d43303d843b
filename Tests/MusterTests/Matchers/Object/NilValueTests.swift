import Muster
import Testing

@Suite struct NilValueTests {
    let none: Int? = nil
    let three: Int? = 3

    @Test func nilValueMatchesOnlyNil() {
        #expect(nilValue().matches(none))
        #expect(!nilValue().matches(three))
        #expect((nilValue() as Matcher<Int?>).description == "nil")
        #expect(mismatch(nilValue(), three) == "was 3")
        #expect(failureMessage { assertThat(three, nilValue()) } == "Expected nil, but was 3")
    }

    @Test func notNilValueMatchesAnyValue() {
        #expect(notNilValue().matches(three))
        #expect((notNilValue() as Matcher<Int?>).description == "not nil")
        #expect(mismatch(notNilValue(), none) == "was nil")
        #expect(
            failureMessage { assertThat(none, notNilValue()) } == "Expected not nil, but was nil")
    }

    @Test func emptyValuesAreNotNil() {
        let empty: String? = ""
        #expect(notNilValue().matches(empty))
        #expect(mismatch(nilValue(), empty) == #"was """#)
    }

    @Test func insideAnotherMatcher() {
        struct User { var nickname: String? }
        let matcher = hasProperty(\User.nickname, nilValue())
        #expect(matcher.description == "a value with nickname nil")
        #expect(mismatch(matcher, User(nickname: "Jo")) == #"nickname was "Jo""#)
        #expect(failureMessages { assertThat(User(nickname: nil), matcher) } == [])
    }
}
