import Testing

@testable import Muster
@testable import MusterMatchers
import MusterTestSupport

/// Matchers that compare with one value (`equalTo`, the ordering comparisons, `equal`) keep that
/// value in the matcher rather than in closures; they must behave exactly like any other matcher.
@Suite struct ComparisonMatcherTests {
    struct ParseError: Error {}

    func parse(_ text: String) throws -> Int {
        guard let value = Int(text) else { throw ParseError() }
        return value
    }

    @Test func matchesAndDescribes() {
        #expect(equalTo(3).matches(3))
        #expect(!equalTo(3).matches(4))
        #expect(equalTo("a").description == "\"a\"")
        #expect(greaterThan(5).description == "a value greater than 5")
        #expect(mismatch(lessThanOrEqualTo(5), 7) == "was 7")
    }

    @Test func holdTheirValueAndNoClosures() {
        // The passing path's cost in a debug build rests on this: a comparison is copied and
        // dropped without counting a reference, and applied without a closure call.
        let comparisons: [Matcher<Int>] = [
            equalTo(3), equal(3), greaterThan(3), greaterThanOrEqualTo(3), lessThan(3),
            lessThanOrEqualTo(3),
        ]
        #expect(comparisons.map { $0.comparison?.value } == Array(repeating: 3, count: 6))
        #expect(comparisons.map { $0.nimbleForm == nil } == Array(repeating: true, count: 6))
        #expect(Matcher<Int>("an even number") { $0 % 2 == 0 }.comparison == nil)
        #expect(equalTo(3).described("three").comparison == nil)
    }

    @Test func describeThemselvesByTheirPhrase() {
        #expect(equalTo(3).description == "3")
        #expect(equal(3).description == "a value equal to 3")
        #expect(equal((1, "a")).description == "a value equal to (1, \"a\")")
        #expect(greaterThanOrEqualTo(3).description == "a value greater than or equal to 3")
        #expect(lessThan(3).description == "a value less than 3")
        #expect(lessThanOrEqualTo(3).description == "a value less than or equal to 3")
    }

    @Test func reportsAThrownError() throws {
        #expect(
            try failureMessage { assertThat(try parse("x"), equalTo(3)) }
                == "Expected 3, but threw error ParseError()")
    }

    @Test func keepsMatchingWhenRedescribed() {
        let three = equalTo(3).described("three")
        #expect(three.matches(3))
        #expect(failureMessage { assertThat(4, three) } == "Expected three, but was 4")
    }

    @Test func unwrapsOptionals() {
        let missing: Int? = nil
        #expect(failureMessage { assertThat(missing, equalTo(3)) } == "Expected 3, but was nil")
        #expect(
            failureMessage { expect(missing).to(equal(3)) }
                == "Expected a value equal to 3, but was nil (use beNil() to match nil)")
        #expect(failureMessages { expect(Int?.some(3)).to(equal(3)) } == [])
    }

    @Test func negates() {
        #expect(
            failureMessage { expect(2).toNot(beGreaterThan(1)) }
                == "Expected not a value greater than 1, but was 2")
        #expect(failureMessages { expect(1).toNot(beGreaterThan(1)) } == [])
    }

    @Test func composes() {
        #expect(
            failureMessage { assertThat(7, allOf(greaterThan(1), not(equalTo(7)))) }
                == "Expected (a value greater than 1 and not 7), but not 7: was 7")
        #expect(
            failureMessage { assertThat([1, 9], everyItem(lessThan(5))) }
                .hasSuffix("item 1: was 9"))
    }
}
