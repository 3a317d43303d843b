import Muster
import Testing
import MusterTestSupport

@Suite struct InRangeTests {
    private struct Response { var status: Int }

    @Test func halfOpenRangeExcludesItsUpperBound() {
        #expect(inRange(1..<5).matches(1))
        #expect(inRange(1..<5).matches(4))
        #expect(!inRange(1..<5).matches(5))
        #expect(!inRange(1..<5).matches(0))
    }

    @Test func closedRangeIncludesBothBounds() {
        #expect(inRange(1...5).matches(1))
        #expect(inRange(1...5).matches(5))
        #expect(!inRange(1...5).matches(6))
        #expect(!inRange(1...5).matches(0))
    }

    @Test func descriptions() {
        #expect(inRange(1..<5).description == "a value in 1..<5")
        #expect(inRange(1...5).description == "a value in 1...5")
        #expect(inRange("a"..<"c").description == #"a value in "a"..<"c""#)
        #expect(inRange(0.1...(0.1 + 0.2)).description == "a value in 0.1...0.30000000000000004")
    }

    @Test func mismatchShowsTheActualValue() {
        #expect(mismatch(inRange(1..<5), 7) == "was 7")
        #expect(mismatch(inRange(1...5), 7) == "was 7")
        #expect(mismatch(inRange("a"..."c"), "d\te") == #"was "d\te""#)
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat(7, inRange(1..<5)) }
                == "Expected a value in 1..<5, but was 7")
        #expect(
            failureMessage { assertThat(7, inRange(1...5)) }
                == "Expected a value in 1...5, but was 7")
    }

    @Test func optionalSubject() {
        let present: Int? = 3
        let absent: Int? = nil
        #expect(failureMessages { assertThat(present, inRange(1..<5)) } == [])
        #expect(
            failureMessage { assertThat(absent, inRange(1..<5)) }
                == "Expected a value in 1..<5, but was nil")
        #expect(
            failureMessage { assertThat(absent, inRange(1...5)) }
                == "Expected a value in 1...5, but was nil")
    }

    @Test func emptyRangeMatchesNothing() {
        #expect(!inRange(5..<5).matches(5))
        #expect(
            failureMessage { assertThat(5, inRange(5..<5)) }
                == "Expected a value in 5..<5, but was 5")
        #expect(inRange(5...5).matches(5))
    }

    @Test func insideOtherMatchers() {
        #expect(
            failureMessage { assertThat(3, not(inRange(1...5))) }
                == "Expected not a value in 1...5, but was 3")
        #expect(
            failureMessage {
                assertThat(Response(status: 404), hasProperty(\.status, inRange(200..<300)))
            }
                == "Expected a value with status in 200..<300, but status was 404")
        #expect(
            mismatch(anyOf(inRange(1...2), inRange(8...9)), 5) == "was 5")
    }
}

@Suite struct InIntervalTests {
    @Test func halfOpenAndClosedIntervals() {
        #expect(inInterval(1..<3).matches(2))
        #expect(!inInterval(1..<3).matches(3))
        #expect(inInterval(1...3).matches(3))
        #expect(!inInterval(1.0...2.0).matches(2.5))
    }

    @Test func descriptionAndMismatchAreInRanges() {
        #expect(inInterval(1..<3).description == "a value in 1..<3")
        #expect(inInterval(1...2).description == "a value in 1...2")
        #expect(mismatch(inInterval(1...2), 7) == "was 7")
        #expect(
            failureMessage { assertThat(7, inInterval(1..<5)) }
                == "Expected a value in 1..<5, but was 7")
    }

    @Test func optionalEmptyAndComposed() {
        #expect(
            failureMessage { assertThat(Int?.none, inInterval(1...2)) }
                == "Expected a value in 1...2, but was nil")
        #expect(!inInterval(1..<1).matches(1))
        #expect(
            failureMessage { assertThat(2, not(inInterval(1...3))) }
                == "Expected not a value in 1...3, but was 2")
    }
}
