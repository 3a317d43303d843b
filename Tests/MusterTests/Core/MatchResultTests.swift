import Testing

@testable import Muster

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
