import Muster
import MusterNimble
import Testing
@testable import MusterNimbleMatchers

/// Nimble's operations on a message, which a suite's matchers use to build theirs.
@Suite struct ExpectationMessageTests {
    let even = ExpectationMessage.expectedActualValueTo("be even")

    @Test func theExpectedMessageIsTheExpectationWithTheTextAppendedToIt() {
        #expect(even.expectedMessage == "be even")
        #expect(
            ExpectationMessage.expectedCustomValueTo("be odd", actual: "2").expectedMessage
                == "be odd")
        #expect(ExpectationMessage.fail("broken").expectedMessage == "broken")
        #expect(even.appended(message: "!").expectedMessage == "be even!")
        #expect(even.appended(details: "more").expectedMessage == "be even")
        #expect(ExpectationMessage.prepends("so: ", even).expectedMessage == "be even")
    }

    @Test func appendedTextGoesBeforeDetails() {
        #expect(even.appended(message: " (x)") == .appends(even, " (x)"))
        #expect(
            even.appended(details: "more").appended(message: " (x)")
                == .details(.appends(even, " (x)"), "more"))
        #expect(even.appendedBeNilHint() == .appends(even, " (use beNil() to match nil)"))
        #expect(even.appended(details: "more") == .details(even, "more"))
    }

    @Test func theBeNilHintIsAddedOnce() {
        let hinted = even.appendedBeNilHint()
        #expect(hinted.appendedBeNilHint() == hinted)
        #expect(
            hinted.appended(details: "more").appendedBeNilHint()
                == .details(hinted, "more"))
        let custom = ExpectationMessage.fail("no value (use beNil() to match nil)")
        #expect(custom.appendedBeNilHint() == custom)
    }

    @Test func replacesEachExpectationKeepingWhatSurroundsIt() {
        let message = ExpectationMessage.prepends(
            "so: ", .details(.appends(even, "!"), "more"))
        #expect(
            message.replacedExpectation { .expectedTo($0.expectedMessage) }
                == .prepends("so: ", .details(.appends(.expectedTo("be even"), "!"), "more")))
    }

    @Test func prependsToEachExpectationButNotToAFreeFormMessage() {
        #expect(even.prepended(expectation: "not ") == .expectedActualValueTo("not be even"))
        #expect(
            ExpectationMessage.expectedCustomValueTo("be odd", actual: "2")
                .prepended(expectation: "all ")
                == .expectedCustomValueTo("all be odd", actual: "2"))
        #expect(ExpectationMessage.fail("broken").prepended(expectation: "not ") == .fail("broken"))
        #expect(
            ExpectationMessage.expectedTo("be even").wrappedExpectation(before: "all ", after: "!")
                == .appends(.expectedTo("all be even"), "!"))
    }

    @Test func writesItselfInNimblesWordsWhenAsked() {
        #expect(even.toString(actual: "<3>") == "expected to be even, got <3>")
        #expect(
            ExpectationMessage.expectedTo("be even").toString(actual: "<3>")
                == "expected to be even")
        #expect(
            ExpectationMessage.expectedCustomValueTo("be even", actual: "three")
                .toString(actual: "<3>") == "expected to be even, got three")
        #expect(ExpectationMessage.fail("broken").toString(actual: "<3>") == "broken")
        #expect(
            ExpectationMessage.prepends(
                "so: ", even.appended(message: "!").appended(details: "more")
            )
            .toString(actual: "<3>", expected: "wanted", to: "to not")
                == "so: wanted to not be even, got <3>!\n\nmore")
    }
}
