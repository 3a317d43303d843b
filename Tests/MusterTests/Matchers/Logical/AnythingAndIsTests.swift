import Muster
import Testing
import MusterTestSupport

@Suite struct AnythingAndIsTests {
    @Test func anythingMatchesEverything() {
        #expect((anything() as Matcher<Int>).matches(1))
        #expect((anything() as Matcher<Int?>).matches(nil))
        #expect((anything() as Matcher<String>).matches(""))
        #expect((anything() as Matcher<Int>).description == "anything")
        #expect((anything("any name") as Matcher<String>).description == "any name")
        #expect(mismatch(not(anything()) as Matcher<Int>, 1) == "was 1")
    }

    @Test func anythingOfTheWrappedTypeTakesNilToo() {
        let absent: Int? = nil
        #expect(Matcher<Int?>(unwrapping: anything()).matches(nil))
        #expect(failureMessages { assertThat(absent, anything() as Matcher<Int>) } == [])
        #expect(
            failureMessage { assertThat(absent, not(anything() as Matcher<Int>)) }
                == "Expected not anything, but was nil")
        #expect(Matcher<Int?>(unwrapping: allOf(anything(), anything())).matches(nil))
    }

    @Test func isChangesNothing() {
        #expect(`is`(3).matches(3))
        #expect(`is`(3).description == "3")
        #expect(`is`(not(3)).description == "not 3")
        #expect(mismatch(`is`(3), 4) == "was 4")
        #expect(failureMessage { assertThat(4, `is`(3)) } == "Expected 3, but was 4")
        let absent: Int? = nil
        #expect(failureMessage { assertThat(absent, `is`(3)) } == "Expected 3, but was nil")
        #expect(`is`("").matches(""))
        #expect(mismatch(allOf(`is`(3), `is`(3)), 2) == "3: was 2")
    }
}
