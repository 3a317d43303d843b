import Muster
import Testing
import MusterTestSupport

/// Nimble's spellings for composing matchers.
@Suite struct NimbleCompositionAndResultTests {
    // MARK: satisfyAllOf

    @Test func satisfyAllOfNeedsEveryMatcher() {
        #expect(
            failureMessages { expect(5).to(satisfyAllOf(beGreaterThan(1), beLessThan(10))) } == [])
        #expect(
            failureMessages { expect(5).to(satisfyAllOf([beGreaterThan(1), beLessThan(10)])) } == []
        )
        #expect(
            failureMessage { expect(12).to(satisfyAllOf(beGreaterThan(1), beLessThan(10))) }
                == "Expected (a value greater than 1 and a value less than 10), but a value less than 10: was 12"
        )
        #expect(
            failureMessage { expect(5).toNot(satisfyAllOf(beGreaterThan(1), beLessThan(10))) }
                == "Expected not (a value greater than 1 and a value less than 10), but was 5")
        #expect(failureMessages { expect(5).to(satisfyAllOf([Matcher<Int>]())) } == [])
    }

    // MARK: satisfyAnyOf

    @Test func satisfyAnyOfNeedsOneMatcher() {
        #expect(failureMessages { expect(5).to(satisfyAnyOf(equal(1), equal(5))) } == [])
        #expect(failureMessages { expect(5).to(satisfyAnyOf([equal(1), equal(5)])) } == [])
        #expect(
            failureMessage { expect(3).to(satisfyAnyOf(equal(1), equal(5))) }
                == "Expected (a value equal to 1 or a value equal to 5), but was 3")
        #expect(
            failureMessage { expect(5).toNot(satisfyAnyOf(equal(1), equal(5))) }
                == "Expected not (a value equal to 1 or a value equal to 5), but was 5")
    }

}
