import Muster
import MusterNimble
import Testing
@testable import MusterNimbleMatchers
import MusterTestSupport

/// How each kind of message reads in Muster's `Expected <description>, but <finding>`.
@Suite struct ExpectationMessageMusterTests {
    /// A matcher that concludes `status` with `message` whatever the value.
    func concluding(_ status: MatcherStatus, _ message: ExpectationMessage) -> Matcher<Int> {
        Matcher.defineNilable("be fine") { _, _ in MatcherResult(status: status, message: message) }
    }

    func failure(_ message: ExpectationMessage, for value: Int = 3) -> String {
        failureMessage { expect(value).to(concluding(.doesNotMatch, message)) }
    }

    @Test func theExpectationIsTheDescriptionAndTheValueTheFinding() {
        #expect(failure(.expectedActualValueTo("be even")) == "Expected to be even, but was 3")
        #expect(failure(.expectedTo("be even")) == "Expected to be even, but was 3")
        #expect(
            failure(.expectedCustomValueTo("have 3 digits", actual: "<1> digit"))
                == "Expected to have 3 digits, but got <1> digit")
    }

    @Test func aFreeFormMessageIsTheFindingAfterTheMatchersOwnDescription() {
        #expect(failure(.fail("could not count")) == "Expected to be fine, but could not count")
        #expect(failure(.fail("")) == "Expected to be fine, but was 3")
    }

    @Test func textAroundTheExpectationKeepsItsPlace() {
        #expect(
            failure(.prepends("in the cache, ", .expectedTo("hold 4")))
                == "Expected in the cache, to hold 4, but was 3")
        #expect(
            failure(
                ExpectationMessage.expectedActualValueTo("be even").appended(message: " (bit 0)"))
                == "Expected to be even, but was 3 (bit 0)")
        #expect(
            failure(
                ExpectationMessage.expectedActualValueTo("be even").appended(details: "odd numbers")
                    .appended(message: " (bit 0)"))
                == "Expected to be even, but was 3 (bit 0)\nodd numbers")
    }

    @Test func textThatSaysWhatWasFoundIsTheFinding() {
        #expect(
            failure(
                ExpectationMessage.expectedTo("be even").wrappedExpectation(
                    before: "all ", after: ", but item 1 was odd"))
                == "Expected to all be even, but item 1 was odd")
        // Only after an expectation that leaves the value out.
        #expect(
            failure(
                ExpectationMessage.expectedActualValueTo("be even").appended(message: ", but odd"))
                == "Expected to be even, but was 3, but odd")
    }

    @Test func aMatchUnderToNotShowsTheValue() {
        let matching = concluding(
            .matches, ExpectationMessage.expectedTo("be fine").appended(details: "x"))
        #expect(
            failureMessage { expect(3).toNot(matching) } == "Expected not to be fine, but was 3")
    }

    @Test func failFailsUnderToNotWithItsFinding() {
        let failing = concluding(.fail, .expectedActualValueTo("be fine"))
        #expect(failureMessage { expect(3).to(failing) } == "Expected to be fine, but was 3")
        #expect(failureMessage { expect(3).toNot(failing) } == "Expected not to be fine, but was 3")
    }
}
