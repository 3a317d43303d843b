import Muster
import Testing
@testable import MusterNimbleMatchers
import MusterTestSupport

@Suite struct AllPassTests {
    @Test func allPassWithAPredicate() {
        #expect(failureMessages { expect([1, 2, 3, 4]).to(allPass({ $0 < 5 })) } == [])
        #expect(failureMessages { expect([1, 2, 3, 4]).to(allPass { $0 < 5 }) } == [])
        #expect(failureMessages { expect([Int]()).to(allPass { $0 < 5 }) } == [])
        #expect(
            failureMessage { expect([1, 6, 2, 7]).to(allPass { $0 < 5 }) }
                == "Expected a sequence where every item is a value that passes the predicate, "
                + "but item 1: was 6, item 3: was 7")
        #expect(
            failureMessage { expect([1, 6]).to(allPass("less than 5") { $0 < 5 }) }
                == "Expected a sequence where every item is less than 5, but item 1: was 6")
    }

    @Test func allPassWithAThrowingPredicate() {
        struct TooBig: Error { var value: Int }
        func check(_ value: Int) throws -> Bool {
            if value > 5 { throw TooBig(value: value) }
            return true
        }
        #expect(failureMessages { expect([1, 2]).to(allPass(check)) } == [])
        #expect(
            failureMessage { expect([1, 9]).to(allPass(check)) }
                == "Expected a sequence where every item is a value that passes the predicate, "
                + "but item 1: threw error TooBig(value: 9)")
    }

    @Test func predicateRunsOncePerItem() {
        let calls = CallCounter()
        _ = failureMessages {
            expect([1, 5, 7]).to(
                allPass {
                    calls.increment()
                    return $0 < 6
                })
        }
        #expect(calls.count == 3)
    }

    @Test func aNimbleStyleDescriptionReadsAsASentence() {
        #expect(
            failureMessage { expect([1, 2, 3, 4]).to(allPass("be less than 3") { $0 < 3 }) }
                == "Expected a sequence where every item should be less than 3, but item 2: was 3, item 3: was 4"
        )
        #expect(
            failureMessage { expect([1, 2]).toNot(allPass("be something") { _ in true }) }
                == "Expected not a sequence where every item should be something, but was [1, 2]")
        let beEven = Matcher<Int>.simple("be even") { expression in
            guard let value = try expression.evaluate() else { return .fail }
            return MatcherStatus(bool: value % 2 == 0)
        }
        #expect(
            failureMessage { expect([2, 3]).to(allPass(beEven)) }
                == "Expected a sequence where every item is expected to be even, but item 1: was 3")
        #expect(
            failureMessage { expect([2, 3]).to(allPass("even") { $0 % 2 == 0 }) }
                == "Expected a sequence where every item is even, but item 1: was 3")
    }
}
