import Foundation
import Muster
import Testing

@Suite struct AllOfTests {
    let positiveSmall: Matcher<Int> = allOf(
        Matcher("a positive number") { $0 > 0 }, Matcher("a number below 5") { $0 < 5 })

    @Test func matchesWhenEveryMatcherDoes() {
        #expect(positiveSmall.matches(3))
        #expect(!positiveSmall.matches(7))
        #expect(!positiveSmall.matches(-1))
    }

    @Test func descriptionAndMismatchNameTheFailingMatcher() {
        #expect(positiveSmall.description == "(a positive number and a number below 5)")
        #expect(mismatch(positiveSmall, 7) == "a number below 5: was 7")
        #expect(
            failureMessage { assertThat(7, positiveSmall) }
                == "Expected (a positive number and a number below 5), but a number below 5: was 7")
    }

    @Test func shortCircuits() {
        let calls = CallCounter()
        let counting = Matcher<Int>("counted") { _ in
            calls.increment()
            return true
        }
        _ = allOf(Matcher("never") { _ in false }, counting).match(1)
        #expect(calls.count == 0)
    }

    @Test func plainValuesAndOptionals() {
        #expect(allOf(3, Matcher("odd") { $0 % 2 == 1 }).matches(3))
        let absent: Int? = nil
        #expect(
            failureMessage { assertThat(absent, positiveSmall) }
                == "Expected (a positive number and a number below 5), but was nil")
    }

    @Test func emptyListMatchesEverything() {
        let none: Matcher<Int> = allOf([])
        #expect(none.matches(42))
        #expect(none.description == "()")
    }

    @Test func nested() {
        let matcher = not(allOf(1, 1))
        #expect(matcher.description == "not (1 and 1)")
        #expect(mismatch(matcher, 1) == "was 1")
    }
}

/// Counts calls from matcher closures, which must be Sendable-safe.
final class CallCounter: @unchecked Sendable {
    private let lock = NSLockLike()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func increment() { lock.withLock { value += 1 } }
}

typealias NSLockLike = NSLock
