import MusterHamcrest
import Testing

@Suite struct MatchResultTests {
    @Test func booleanLiteralsAndInitializers() {
        let yes: MatchResult = true
        let no: MatchResult = false
        #expect(yes == .match)
        #expect(no == .mismatch(nil))
        #expect(MatchResult(true) == .match)
        #expect(MatchResult(false) == .mismatch(nil))
        #expect(MatchResult(true, "ignored") == .match)
        #expect(MatchResult(false, "odd") == .mismatch("odd"))
        #expect(yes.boolValue && !no.boolValue)
    }

    @Test func switchingOverAResult() {
        func reason(_ result: MatchResult) -> String {
            switch result {
            case .match: "match"
            case let .mismatch(text) where text != nil: text!
            case .mismatch: "no reason"
            }
        }
        #expect(reason(true) == "match")
        #expect(reason(MatchResult(false, "odd")) == "odd")
        #expect(reason(false) == "no reason")
    }

    @Test func aMatcherInSwiftHamcrestsStyle() {
        let isEven = Matcher<Int>("an even number") { $0 % 2 == 0 ? .match : .mismatch("odd") }
        let isSmall = Matcher<Int>("a small number") { MatchResult($0 < 10) }
        #expect(isEven.matches(4) == .match)
        #expect(isEven.matches(3) == .mismatch("odd (value: 3)"))
        #expect(isEven.description == "an even number")
        #expect(
            failureMessages { assertThat(3, isEven) } == [
                "Expected an even number, but odd (value: 3)"
            ])
        #expect(
            failureMessages { assertThat(12, isSmall) } == ["Expected a small number, but was 12"])
        #expect(failureMessages { assertThat(4, allOf(isEven, isSmall)) } == [])
        #expect(
            failureMessages { assertThat(4, not(isEven)) } == [
                "Expected not an even number, but was 4"
            ])
        let absent: Int? = nil
        #expect(
            failureMessages { assertThat(absent, isEven) } == [
                "Expected an even number, but was nil"
            ])
    }

    @Test func switchingOverAMatchersResultAndTestingItAsABool() {
        func reason(_ matcher: Matcher<Int>, _ value: Int) -> String {
            switch matcher.matches(value) {
            case .match: "match"
            case .mismatch(let text): text ?? ""
            }
        }
        #expect(reason(greaterThan(5), 3) == "was 3")
        #expect(reason(greaterThan(5), 6) == "match")
        var passed = false
        if greaterThan(5).matches(6) { passed = true }
        #expect(passed)
    }

    @Test func musterMatchersGiveTheirResultAsTheEnum() {
        #expect(greaterThan(5).matches(6) == .match)
        #expect(greaterThan(5).matches(3) == .mismatch("was 3"))
        #expect(hasCount(2).matches([1]) == .mismatch("count was 1"))
        let predicate = Matcher<Int>("positive") { $0 > 0 }
        #expect(predicate.matches(-1) == .mismatch("was -1"))
    }
}
