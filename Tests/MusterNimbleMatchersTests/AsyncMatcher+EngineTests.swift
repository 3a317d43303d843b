import MusterNimble
import MusterTestSupport
import Testing

@testable import Muster
@testable import MusterMatchers
@testable import MusterNimbleMatchers

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

    @Test func theMatcherHandingOverExaminesErrorsAsTheAsyncMatcherDoes() {
        #expect(asyncBeLessThan(3).paired(with: { 1 }).matcher.examinesErrors)
        let native = allPass { (value: Int) async in value > 0 }.paired(with: { [1] })
        #expect(!native.matcher.examinesErrors)
    }
}
