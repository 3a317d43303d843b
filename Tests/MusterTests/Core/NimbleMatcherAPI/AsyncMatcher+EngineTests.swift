import Testing

@testable import Muster

@Suite struct AsyncMatcherEngineTests {
    @Test func thePairedExpressionJudgesAndTheMatcherHandsOverTheVerdict() async throws {
        let (expression, matcher) = asyncBeLessThan(3).paired(with: { 5 })
        #expect(try await expression() == 5)
        let verdict = matcher.match(5)
        #expect(verdict.mismatchDescription == "was 5")
        var text = Description()
        matcher.describe(into: &text, judging: verdict)
        #expect(text.text == "to be less than <3>")
    }

    @Test func eachComputationHasItsOwnVerdict() async throws {
        let values = Locked([1, 5])
        let (expression, matcher) = asyncBeLessThan(3).paired(with: {
            values.withLock { $0.removeFirst() }
        })
        _ = try await expression()
        #expect(matcher.match(1).isMatch)
        _ = try await expression()
        #expect(!matcher.match(5).isMatch)
        // A verdict is handed over once: with no new computation there is none.
        #expect(matcher.match(5).isUnusable)
    }

    @Test func aMatcherThatHandsOverOneVerdict() async {
        let handing = await asyncBeLessThan(3).handingOver(verdictOn: .success(1))
        #expect(handing.match(100).isMatch)
        #expect(handing.examinesErrors)
        let native = await allPass { (value: Int) async in value > 0 }.handingOver(
            verdictOn: .success([1]))
        #expect(!native.examinesErrors)
    }
}
