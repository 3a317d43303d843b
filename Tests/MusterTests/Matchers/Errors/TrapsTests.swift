import Muster
import Testing

@Suite struct TrapsTests {
    @Test func catchesAFailedPrecondition() {
        #expect(failureMessages { expect { precondition(false, "boom") }.to(traps()) } == [])
    }

    @Test func catchesAnIndexOutOfRange() {
        let numbers = [1, 2]
        #expect(failureMessages { expect { _ = numbers[5] }.to(traps()) } == [])
        #expect(
            failureMessage { assertThat(numbers[5], traps()) }
                == "Expected a trap, but could not be run with traps caught: write the expression as a closure, expect { … }"
        )
    }

    @Test func catchesFatalError() {
        func crash() -> Int { fatalError("unreachable") }
        #expect(failureMessages { expect { crash() }.to(traps()) } == [])
    }

    @Test func codeThatReturnsFails() {
        #expect((traps() as Matcher<Int>).description == "a trap")
        #expect(
            failureMessage { expect { _ = 1 + 1 }.to(traps()) }
                == "Expected a trap, but returned normally")
        #expect(failureMessage { expect { 3 }.to(traps()) } == "Expected a trap, but returned 3")
    }

    @Test func thrownErrorIsNotATrap() {
        struct Refused: Error {}
        #expect(
            failureMessage { expect { throw Refused() }.to(traps()) }
                == "Expected a trap, but threw error Refused()")
    }

    @Test func negated() {
        #expect(failureMessages { expect { _ = 1 }.toNot(traps()) } == [])
        #expect(
            failureMessage { expect { precondition(false) }.toNot(traps()) }
                == "Expected not a trap, but trapped")
    }

    @Test func aTrapIsAFailureForOtherMatchers() {
        #expect(
            failureMessages { expect { precondition(false) }.to(allOf(traps(), traps())) } == [])
        #expect((not(traps()) as Matcher<Int>).description == "not a trap")
    }

    @Test func manyTrapsInARow() {
        for index in 0..<100 {
            #expect(failureMessages { expect { precondition(index < 0) }.to(traps()) } == [])
        }
    }
}
