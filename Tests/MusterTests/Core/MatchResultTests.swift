import Testing

@testable import Muster
@testable import MusterMatchers
import MusterTestSupport

@Suite struct MatchResultTests {
    /// Counts how often a mismatch is described, to see that text is built only when asked.
    final class Counter: @unchecked Sendable {
        var count = 0
    }

    @Test func aMatchHasNoMismatch() {
        let result = MatchResult.match
        #expect(result.isMatch)
        #expect(!result.isUnusable)
        #expect(result.mismatchDescription == nil)
        var text = Description("kept")
        result.describeMismatch(into: &text)
        #expect(text.text == "kept")
    }

    @Test func aMismatchIsDescribedOnlyWhenAsked() {
        let counter = Counter()
        let result = MatchResult.mismatch { text in
            counter.count += 1
            text.append("was odd")
        }
        #expect(!result.isMatch)
        #expect(!result.isUnusable)
        #expect(counter.count == 0)
        #expect(result.mismatchDescription == "was odd")
        #expect(counter.count == 1)
    }

    @Test func aMismatchFromAnInterpolation() {
        let name = "key1"
        #expect(
            MatchResult.mismatch("no \(value: name) name").mismatchDescription
                == #"no "key1" name"#)
    }

    @Test func wasShowsTheValueTheMusterWay() {
        #expect(MatchResult.mismatch(was: "a\nb").mismatchDescription == #"was "a\nb""#)
        #expect(MatchResult.mismatch(was: nil).mismatchDescription == "was nil")
        #expect(MatchResult.mismatch(was: 0.1).mismatchDescription == "was 0.1")
        #expect(MatchResult.mismatch(was: [Int]()).mismatchDescription == "was []")
    }

    @Test func matchingIsAMatchOrWas() {
        #expect(MatchResult.matching(true, orWas: 3).isMatch)
        #expect(MatchResult.matching(false, orWas: 3).mismatchDescription == "was 3")
    }

    @Test func unusableIsAFailureThatSaysWhy() {
        let result = MatchResult.unusable("could not use \(value: "(")")
        #expect(!result.isMatch)
        #expect(result.isUnusable)
        #expect(result.mismatchDescription == #"could not use "(""#)
    }

    @Test func atPrefixesThePathAndKeepsTheKind() {
        #expect(MatchResult.match.at("item 2").isMatch)
        #expect(
            MatchResult.mismatch(was: "b").at("item 2").mismatchDescription == #"item 2: was "b""#)
        let unusable = MatchResult.unusable("no pattern").at("[0]")
        #expect(unusable.isUnusable)
        #expect(unusable.mismatchDescription == "[0]: no pattern")
        #expect(
            MatchResult.mismatch(was: 1).at("b").at("a").mismatchDescription == "a: b: was 1")
    }

    @Test func thePathIsBuiltOnlyOnFailure() {
        let counter = Counter()
        let path = { () -> String in
            counter.count += 1
            return "item 1"
        }
        _ = MatchResult.match.at(path())
        let mismatch = MatchResult.mismatch(was: 1).at(path())
        #expect(counter.count == 0)
        #expect(mismatch.mismatchDescription == "item 1: was 1")
    }

    @Test func aJudgedDescriptionIsKeptUntilAPathIsAdded() {
        let judged = MatchResult.mismatch(was: 3).judged(as: { $0.append("to be even") })
        var text = Description()
        judged.judgedDescription?(&text)
        #expect(text.text == "to be even")
        #expect(MatchResult.match.judgedDescription == nil)
        // A path means a part of the value, which the composite that adds it describes.
        #expect(judged.at("[0]").judgedDescription == nil)
    }

    @Test func aDifferenceOfShortValuesReadsWas() {
        #expect(MatchResult.mismatch(expected: 3, actual: 4).mismatchDescription == "was 4")
    }
}

@Suite struct MatchResultFromBooleansTests {
    @Test func aBooleanLiteral() {
        let matched: MatchResult = true
        let failed: MatchResult = false
        #expect(matched.isMatch)
        #expect(!failed.isMatch)
        #expect(matched.verdict == .match)
        #expect(failed.verdict == .mismatch(nil))
    }

    @Test func aBooleanWithAnOptionalText() {
        #expect(MatchResult(true).verdict == .match)
        #expect(MatchResult(false).verdict == .mismatch(nil))
        #expect(MatchResult(true, "ignored").verdict == .match)
        #expect(MatchResult(false, "was too long").verdict == .mismatch("was too long"))
        #expect(MatchResult(false, nil).verdict == .mismatch(nil))
        let missing: String? = nil
        #expect(MatchResult.mismatch(missing).verdict == .mismatch(nil))
        #expect(MatchResult.mismatch(Optional("was odd")).mismatchDescription == "was odd")
    }

    @Test func verdictIsSwitchable() {
        func summary(_ result: MatchResult) -> String {
            switch result.verdict {
            case .match: "match"
            case .mismatch(let text?): "mismatch: \(text)"
            case .mismatch(nil): "mismatch"
            case .unusable(let text): "unusable: \(text)"
            }
        }
        #expect(summary(equalTo(3).match(3)) == "match")
        #expect(summary(equalTo(3).match(4)) == "mismatch: was 4")
        #expect(summary(false) == "mismatch")
        #expect(summary(matchesRegex("(").match("x")).hasPrefix("unusable: could not use"))
    }

    @Test func aMatcherReportsAnUntoldMismatchAsTheValue() {
        let even = Matcher<Int>("an even number") { value -> MatchResult in
            MatchResult(value.isMultiple(of: 2))
        }
        #expect(mismatch(even, 3) == "was 3")
        let silent = Matcher<Int>("an even number") { _ in .mismatch(nil) }
        #expect(mismatch(silent, 3) == "was 3")
        #expect(failureMessage { assertThat(3, silent) } == "Expected an even number, but was 3")
        let told = Matcher<Int>("an even number") { _ in MatchResult(false, "was odd") }
        #expect(
            failureMessage { assertThat(3, told) }
                == "Expected an even number, but was odd (value: 3)")
    }

    @Test func untoldMismatchesInsideComposites() {
        let untold = Matcher<Int>("a small number") { _ -> MatchResult in false }
        #expect(
            failureMessage { assertThat(7, allOf(greaterThan(0), untold)) }
                == "Expected (a value greater than 0 and a small number), but a small number: was 7"
        )
        #expect(not(untold).matches(7))
    }
}
