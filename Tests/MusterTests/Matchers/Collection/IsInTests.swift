import Muster
import Testing
import MusterTestSupport

@Suite struct IsInTests {
    @Test func matchesAnElement() {
        #expect(isIn([1, 2, 3]).matches(2))
        #expect(isIn(Set(["a", "b"])).matches("b"))
        #expect(isIn(1...5).matches(5))
        #expect(!isIn([1, 2, 3]).matches(4))
    }

    @Test func description() {
        #expect(isIn([1, 2, 3]).description == "one of [1, 2, 3]")
        #expect(isIn(Set(["b", "a"])).description == #"one of Set(["a", "b"])"#)
        #expect(isIn(1...5).description == "one of 1...5")
    }

    @Test func mismatchShowsTheValue() {
        #expect(mismatch(isIn([1, 2, 3]), 4) == "was 4")
        #expect(mismatch(isIn(["a"]), "b") == #"was "b""#)
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat(4, isIn([1, 2, 3])) }
                == "Expected one of [1, 2, 3], but was 4")
    }

    @Test func optionalSubject() {
        let absent: Int? = nil
        #expect(
            failureMessage { assertThat(absent, isIn([1, 2])) }
                == "Expected one of [1, 2], but was nil")
        #expect(failureMessages { assertThat(Optional(2), isIn([1, 2])) } == [])
    }

    @Test func emptyCollection() {
        #expect(isIn([Int]()).description == "one of []")
        #expect(mismatch(isIn([Int]()), 1) == "was 1")
    }

    @Test func insideAnotherMatcher() {
        let negated = not(isIn([1, 2]))
        #expect(negated.description == "not one of [1, 2]")
        #expect(mismatch(negated, 2) == "was 2")

        let nested: Matcher<[Int]> = everyItem(isIn([1, 2]))
        #expect(
            failureMessage { assertThat([1, 3], nested) }
                == "Expected a sequence where every item is one of [1, 2], but item 1: was 3")
    }
}
