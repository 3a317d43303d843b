import MusterNimble
import Testing

@testable import Muster
@testable import MusterMatchers
@testable import MusterNimbleMatchers
import MusterTestSupport

@Suite struct MatcherResultTests {
    let message = ExpectationMessage.expectedActualValueTo("be even")

    @Test func holdsAStatusAndAMessage() {
        let result = MatcherResult(status: .fail, message: message)
        #expect(result.status == .fail)
        #expect(result.message == message)
        #expect(MatcherResult(bool: true, message: message).status == .matches)
        #expect(MatcherResult(bool: false, message: message).status == .doesNotMatch)
        #expect(MatcherResult(bool: true, message: message).toBoolean(expectation: .toMatch))
        #expect(!MatcherResult(bool: true, message: message).toBoolean(expectation: .toNotMatch))
    }

    @Test func itsPartsCanBeChanged() {
        var result = MatcherResult(bool: false, message: message)
        result.status = .fail
        result.message = result.message.appendedBeNilHint()
        #expect(result.status == .fail)
        #expect(result.message == message.appendedBeNilHint())
    }

    @Test func theResultOfAMustersMatcherBecomesAMessageOnlyWhenOneIsAskedFor() {
        final class Count: @unchecked Sendable { var descriptions = 0 }
        let count = Count()
        let counted = Matcher<Int>(describe: {
            count.descriptions += 1
            $0.append("a counted value")
        }) { $0 > 5 ? .match : .mismatch(was: $0) }
        let result = MatcherResult(counted.match(3)) { counted.describe(into: &$0) }
        #expect(result.status == .doesNotMatch)
        #expect(count.descriptions == 0)
        #expect(result.message == .appends(.expectedTo("be a counted value"), ", but was 3"))
        #expect(count.descriptions == 1)
    }

    @Test func changingTheResultOfAMustersMatcherKeepsItsOtherPart() {
        var result = MatcherResult(greaterThan(5).match(3)) { greaterThan(5).describe(into: &$0) }
        result.status = .fail
        #expect(result.message == .appends(.expectedTo("be a value greater than 5"), ", but was 3"))
        #expect(result.status == .fail)
    }
}
