import Muster
import Testing
import MusterTestSupport

@Suite struct ElementsEqualTests {
    @Test func elementsEqualComparesInOrder() {
        #expect(failureMessages { expect([1, 2, 3]).to(elementsEqual([1, 2, 3])) } == [])
        #expect(
            failureMessages { expect(OnePassSequence([1, 2])).to(elementsEqual([1, 2])) } == [])
        #expect(failureMessages { expect([1, 2][...]).to(elementsEqual([1, 2])) } == [])
        #expect(
            failureMessage { expect([1, 2]).to(elementsEqual([1, 3])) }
                == "Expected a sequence with elements equal to [1, 3], but item 1: was 2")
        #expect(
            failureMessage { expect([1]).to(elementsEqual([1, 3])) }
                == "Expected a sequence with elements equal to [1, 3], but had no item 1 to match 3"
        )
        #expect(
            failureMessage { expect([1, 3, 4]).to(elementsEqual([1, 3])) }
                == "Expected a sequence with elements equal to [1, 3], but had an extra item 2: 4")
        #expect(failureMessages { expect([Int]()).to(elementsEqual([Int]())) } == [])
        #expect(
            failureMessage { expect([1]).toNot(elementsEqual([1])) }
                == "Expected not a sequence with elements equal to [1], but was [1]")
    }

    @Test func elementsEqualByEquivalence() {
        let names = ["Ann", "Bo"]
        #expect(
            failureMessages {
                expect(names).to(elementsEqual(["ann", "bo"], by: { $0.lowercased() == $1 }))
            } == [])
        #expect(
            failureMessage {
                expect(names).to(elementsEqual(["ann", "al"], by: { $0.lowercased() == $1 }))
            }
                == #"Expected a sequence with elements equivalent to ["ann", "al"], but item 1: was "Bo""#
        )
        #expect(
            failureMessage { expect([1, 2]).to(elementsEqual(["1"], by: { String($0) == $1 })) }
                == #"Expected a sequence with elements equivalent to ["1"], but had an extra item 1: 2"#
        )
    }

    @Test func closureRunsOncePerPairCompared() {
        let calls = CallCounter()
        func same(_ actual: Int, _ expected: Int) -> Bool {
            calls.increment()
            return actual == expected
        }
        _ = failureMessages { expect([1, 5]).to(elementsEqual([1, 2], by: same)) }
        #expect(calls.count == 2)
    }

    @Test func anExpectedNilNeverMatches() {
        let never = "a sequence with elements equal to nil (which none has; use beNil())"
        let sequence: [Int]? = [1, 2]
        #expect(
            failureMessage { expect([1, 2]).to(elementsEqual(nil as [Int]?)) }
                == "Expected \(never), but was [1, 2]")
        #expect(
            failureMessage { expect(nil as [Int]?).to(elementsEqual(nil as [Int]?)) }
                == "Expected \(never), but was nil")
        #expect(
            failureMessage { expect([1]).toNot(elementsEqual(nil as [Int]?)) }
                == "Expected not \(never), but was [1]")
        #expect(
            failureMessage {
                expect([1]).to(elementsEqual(nil as [String]?, by: { "\($0)" == $1 }))
            }
                == "Expected \(never), but was [1]")
        #expect(failureMessages { expect([1, 2]).to(elementsEqual(sequence)) } == [])
        #expect(
            failureMessage { expect(nil as [Int]?).to(elementsEqual(sequence)) }
                == "Expected a sequence with elements equal to [1, 2], but was nil (use beNil() to match nil)"
        )
    }
}
