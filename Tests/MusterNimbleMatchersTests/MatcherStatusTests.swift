import Muster
import MusterNimble
import Testing
@testable import MusterNimbleMatchers

@Suite struct MatcherStatusTests {
    @Test func comesFromABool() {
        #expect(MatcherStatus(bool: true) == .matches)
        #expect(MatcherStatus(bool: false) == .doesNotMatch)
    }

    @Test func passesToMatchOnlyWhenItMatchesAndToNotMatchOnlyWhenItDoesNot() {
        #expect(MatcherStatus.matches.toBoolean(expectation: .toMatch))
        #expect(!MatcherStatus.matches.toBoolean(expectation: .toNotMatch))
        #expect(!MatcherStatus.doesNotMatch.toBoolean(expectation: .toMatch))
        #expect(MatcherStatus.doesNotMatch.toBoolean(expectation: .toNotMatch))
        #expect(!MatcherStatus.fail.toBoolean(expectation: .toMatch))
        #expect(!MatcherStatus.fail.toBoolean(expectation: .toNotMatch))
    }
}
