import Muster
import Testing
import MusterTestSupport

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

@Suite struct PresentTests {
    @Test func presentIsNotNil() {
        #expect(present().matches(Optional(5)))
        #expect(!present().matches(Int?.none))
        let matcher: Matcher<Int?> = present()
        #expect(matcher.description == "not nil")
        #expect(mismatch(matcher, nil) == "was nil")
        #expect(
            failureMessage { assertThat(Int?.none, present()) } == "Expected not nil, but was nil")
    }

    @Test func presentAndChecksTheWrappedValue() {
        let matcher: Matcher<Int?> = presentAnd(greaterThan(3))
        #expect(matcher.matches(5))
        #expect(!matcher.matches(2))
        #expect(!matcher.matches(nil))
        #expect(matcher.description == "not nil and a value greater than 3")
        #expect(mismatch(matcher, 2) == "was 2")
        #expect(mismatch(matcher, nil) == "was nil")
        #expect(
            failureMessage { assertThat(String?.none, presentAnd(startsWith("J"))) }
                == #"Expected not nil and a string starting with "J", but was nil"#)
    }

    @Test func presentAndTakesPlainValues() {
        let matcher: Matcher<String?> = presentAnd("Jo")
        #expect(matcher.matches("Jo"))
        #expect(matcher.description == #"not nil and "Jo""#)
        #expect(mismatch(matcher, "Joe") != nil)
    }

    @Test func emptyAndComposed() {
        #expect(presentAnd(isEmpty()).matches(Optional([Int]())))
        #expect(not(presentAnd(greaterThan(3))).matches(nil))
        #expect(
            failureMessage { assertThat([1, nil], everyItem(presentAnd(greaterThan(0)))) }
                == "Expected a sequence where every item is not nil and a value greater than 0, "
                + "but item 1: was nil")
    }
}

@Suite struct PresentAndWithOwnTypesTests {
    private struct Money: Equatable { var cents: Int }

    @Test func plainValuesOfOwnTypes() {
        let matcher: Matcher<Money?> = presentAnd(Money(cents: 5))
        #expect(matcher.matches(Money(cents: 5)))
        #expect(matcher.description == "not nil and Money(cents: 5)")
        #expect(mismatch(matcher, nil) == "was nil")
        #expect(
            failureMessage { assertThat(Money(cents: 4), presentAnd(Money(cents: 5))) }
                == "Expected not nil and Money(cents: 5), but was Money(cents: 4), which differed at .cents: expected 5, was 4"
        )
    }
}
