import Muster
import Testing
import MusterTestSupport

@Suite struct OrderingComparisonTests {
    private struct Order { var total: Int }

    private final class Counter: @unchecked Sendable { var count = 0 }

    private struct Tracked: Comparable, MusterRenderable {
        var value: Int
        var renderings: Counter
        static func < (lhs: Tracked, rhs: Tracked) -> Bool { lhs.value < rhs.value }
        static func == (lhs: Tracked, rhs: Tracked) -> Bool { lhs.value == rhs.value }
        var musterRendering: String {
            renderings.count += 1
            return String(value)
        }
    }

    @Test func greaterThanMatchesOnlyLargerValues() {
        #expect(greaterThan(5).matches(6))
        #expect(!greaterThan(5).matches(5))
        #expect(!greaterThan(5).matches(4))
    }

    @Test func greaterThanOrEqualToIncludesTheBound() {
        #expect(greaterThanOrEqualTo(5).matches(6))
        #expect(greaterThanOrEqualTo(5).matches(5))
        #expect(!greaterThanOrEqualTo(5).matches(4))
    }

    @Test func lessThanMatchesOnlySmallerValues() {
        #expect(lessThan(5).matches(4))
        #expect(!lessThan(5).matches(5))
        #expect(!lessThan(5).matches(6))
    }

    @Test func lessThanOrEqualToIncludesTheBound() {
        #expect(lessThanOrEqualTo(5).matches(4))
        #expect(lessThanOrEqualTo(5).matches(5))
        #expect(!lessThanOrEqualTo(5).matches(6))
    }

    @Test func descriptions() {
        #expect(greaterThan(5).description == "a value greater than 5")
        #expect(greaterThanOrEqualTo(5).description == "a value greater than or equal to 5")
        #expect(lessThan(5).description == "a value less than 5")
        #expect(lessThanOrEqualTo(5).description == "a value less than or equal to 5")
    }

    @Test func mismatchShowsTheActualValue() {
        #expect(mismatch(greaterThan(5), 3) == "was 3")
        #expect(mismatch(greaterThanOrEqualTo(5), 3) == "was 3")
        #expect(mismatch(lessThan(5), 7) == "was 7")
        #expect(mismatch(lessThanOrEqualTo(5), 7) == "was 7")
    }

    @Test func failureText() {
        #expect(
            failureMessage { assertThat(3, greaterThan(5)) }
                == "Expected a value greater than 5, but was 3")
        #expect(
            failureMessage { assertThat(3, greaterThanOrEqualTo(5)) }
                == "Expected a value greater than or equal to 5, but was 3")
        #expect(
            failureMessage { assertThat(7, lessThan(5)) }
                == "Expected a value less than 5, but was 7")
        #expect(
            failureMessage { assertThat(7, lessThanOrEqualTo(5)) }
                == "Expected a value less than or equal to 5, but was 7")
    }

    @Test func anyComparableValueRendersTheMusterWay() {
        #expect(greaterThan("b").description == #"a value greater than "b""#)
        #expect(mismatch(greaterThan("b"), "a\nb") == #"was "a\nb""#)
        #expect(lessThan(0.1 + 0.2).description == "a value less than 0.30000000000000004")
        #expect(mismatch(lessThan(0.3), 0.1 + 0.2) == "was 0.30000000000000004")
    }

    @Test func literalsTakeTheSubjectType() {
        #expect(failureMessages { assertThat(2.5, greaterThan(2)) } == [])
        #expect(
            failureMessage { assertThat(1.5, lessThan(1)) }
                == "Expected a value less than 1.0, but was 1.5")
    }

    @Test func notANumberIsNeitherGreaterNorLess() {
        #expect(mismatch(greaterThan(0.0), .nan) == "was nan")
        #expect(mismatch(lessThanOrEqualTo(0.0), .nan) == "was nan")
    }

    @Test func optionalSubject() {
        let present: Int? = 6
        let absent: Int? = nil
        #expect(failureMessages { assertThat(present, greaterThan(5)) } == [])
        #expect(
            failureMessage { assertThat(absent, greaterThan(5)) }
                == "Expected a value greater than 5, but was nil")
        #expect(
            failureMessage { assertThat(absent, lessThan(5)) }
                == "Expected a value less than 5, but was nil")
    }

    @Test func emptyValues() {
        #expect(greaterThan("").matches("a"))
        #expect(mismatch(greaterThan(""), "") == #"was """#)
        #expect(lessThanOrEqualTo("").matches(""))
    }

    @Test func passingRendersNothing() {
        let renderings = Counter()
        let five = Tracked(value: 5, renderings: renderings)
        assertThat(Tracked(value: 6, renderings: renderings), greaterThan(five))
        assertThat(Tracked(value: 5, renderings: renderings), lessThanOrEqualTo(five))
        #expect(renderings.count == 0)
        #expect(
            failureMessage {
                assertThat(Tracked(value: 4, renderings: renderings), greaterThan(five))
            }
                == "Expected a value greater than 5, but was 4")
        #expect(renderings.count == 2)
    }

    @Test func insideOtherMatchers() {
        #expect(not(greaterThan(5)).description == "not a value greater than 5")
        #expect(
            failureMessage { assertThat(6, not(greaterThan(5))) }
                == "Expected not a value greater than 5, but was 6")
        let between = allOf(greaterThan(0), lessThan(5))
        #expect(between.description == "(a value greater than 0 and a value less than 5)")
        #expect(between.matches(3))
        #expect(
            failureMessage { assertThat(7, between) }
                == "Expected (a value greater than 0 and a value less than 5), "
                + "but a value less than 5: was 7"
        )
        #expect(
            failureMessage {
                assertThat(Order(total: 3), hasProperty(\.total, greaterThanOrEqualTo(10)))
            }
                == "Expected a value with total greater than or equal to 10, "
                + "but total was 3"
        )
        #expect(
            failureMessage { assertThat(-1, anyOf(lessThanOrEqualTo(-5), greaterThan(0))) }
                == "Expected (a value less than or equal to -5 or a value greater than 0),"
                + " but was -1"
        )
    }
}
