import Muster
import MusterNimble
import Testing
import MusterTestSupport

@Suite struct BeginWithTests {
    @Test func beginWithAnElement() {
        #expect(failureMessages { expect([1, 2, 3]).to(beginWith(1)) } == [])
        #expect(
            failureMessage { expect([1, 2, 3]).to(beginWith(2)) }
                == "Expected a sequence beginning with 2, but was [1, 2, 3]")
        #expect(
            failureMessage { expect([Int]()).to(beginWith(1)) }
                == "Expected a sequence beginning with 1, but was []")
        #expect(failureMessages { expect(OnePassSequence([4, 5])).to(beginWith(4)) } == [])
        #expect(
            failureMessage { expect(OnePassSequence([4, 5])).to(beginWith(5)) }
                == "Expected a sequence beginning with 5, but was [4, 5]")
        #expect(
            failureMessage { expect([1]).toNot(beginWith(1)) }
                == "Expected not a sequence beginning with 1, but was [1]")
    }

    @Test func beginWithOnAnEndlessSequenceStops() {
        let naturals = sequence(first: 1) { $0 + 1 }
        #expect(failureMessages { expect(naturals).to(beginWith(1)) } == [])
        #expect(failureMessages { expect(naturals).to(beginWith(prefix: [1, 2, 3])) } == [])
        let message = failureMessage { expect(naturals).to(beginWith(2)) }
        #expect(message.hasPrefix("Expected a sequence beginning with 2, but was [1, 2, 3, "))
        #expect(message.hasSuffix(", 49, 50, … more]"))
    }

    @Test func beginWithAPrefix() {
        #expect(failureMessages { expect([1, 2, 3]).to(beginWith(prefix: [1, 2])) } == [])
        #expect(failureMessages { expect([1, 2, 3]).to(beginWith(prefix: [Int]())) } == [])
        #expect(
            failureMessage { expect([1, 2, 3]).to(beginWith(prefix: [2])) }
                == "Expected a sequence beginning with [2], but was [1, 2, 3]")
        #expect(
            failureMessage { expect([1]).to(beginWith(prefix: [1, 2])) }
                == "Expected a sequence beginning with [1, 2], but was [1]")
        #expect(failureMessages { expect("seahorse").to(beginWith(prefix: "sea")) } == [])
        #expect(
            failureMessage { expect("seahorse").to(beginWith(prefix: "horse")) }
                == #"Expected a sequence beginning with "horse", but was "seahorse""#)
        #expect(
            failureMessages { expect(OnePassSequence([1, 2, 3])).to(beginWith(prefix: [1, 2])) }
                == [])
        #expect(
            failureMessage { expect(OnePassSequence([1, 3])).to(beginWith(prefix: [1, 2])) }
                == "Expected a sequence beginning with [1, 2], but was [1, 3]")
    }

    @Test func closuresRunOncePerItemCompared() {
        let calls = CallCounter()
        func same(_ actual: Int, _ expected: Int) -> Bool {
            calls.increment()
            return actual == expected
        }
        _ = failureMessages { expect([1, 2, 3]).to(beginWith(prefix: [1, 2], by: same)) }
        #expect(calls.count == 2)
        _ = failureMessages { expect([1, 5, 3]).to(beginWith(prefix: [1, 2, 3], by: same)) }
        #expect(calls.count == 4)
    }

    @Test func beginWithAPrefixByEquivalence() {
        let names = ["Ann", "Bo"]
        #expect(
            failureMessages {
                expect(names).to(beginWith(prefix: ["ann"], by: { $0.lowercased() == $1 }))
            } == [])
        #expect(
            failureMessage {
                expect(names).to(beginWith(prefix: ["bo"], by: { $0.lowercased() == $1 }))
            }
                == #"Expected a sequence beginning with items equivalent to ["bo"], but was ["Ann", "Bo"]"#
        )
        #expect(
            failureMessages {
                expect([1, 2]).to(beginWith(prefix: ["1"], by: { String($0) == $1 }))
            } == [])
    }

    @Test func beginWithAnOptionalPrefix() {
        let prefix: [Int]? = [1, 2]
        let noPrefix: [Int]? = nil
        let absent: [Int]? = nil
        #expect(failureMessages { expect([1, 2, 3]).to(beginWith(prefix: prefix)) } == [])
        #expect(failureMessages { expect([1, 2, 3]).to(beginWith(prefix: [])) } == [])
        #expect(failureMessages { expect([Int]()).to(beginWith(prefix: [] as [Int])) } == [])
        #expect(failureMessages { expect([Int]()).toNot(beginWith(prefix: [1])) } == [])
        #expect(
            failureMessage { expect([1, 2]).to(beginWith(prefix: noPrefix)) }
                == "Expected a sequence beginning with nil (a nil prefix never matches), but was [1, 2]"
        )
        // Nimble fails a nil prefix under `toNot` too.
        #expect(
            failureMessage { expect([1, 2]).toNot(beginWith(prefix: noPrefix)) }
                == "Expected not a sequence beginning with nil (a nil prefix never matches), but was [1, 2]"
        )
        #expect(
            failureMessage { expect(absent).to(beginWith(prefix: prefix)) }
                == "Expected a sequence beginning with [1, 2], but was nil (use beNil() to match nil)"
        )
        #expect(
            failureMessage { expect(absent).to(beginWith(prefix: noPrefix, by: ==)) }
                == "Expected a sequence beginning with nil (a nil prefix never matches), but was nil (use beNil() to match nil)"
        )
        #expect(
            failureMessages { expect([1, 2]).to(beginWith(prefix: prefix) && endWith(2)) } == [])
    }
}
