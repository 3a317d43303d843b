import Muster
import Testing
import MusterTestSupport

@Suite struct EndWithTests {
    @Test func endWithTheLastElement() {
        #expect(failureMessages { expect([1, 2, 3]).to(endWith(3)) } == [])
        #expect(
            failureMessage { expect([1, 2, 3]).to(endWith(2)) }
                == "Expected a sequence ending with 2, but was [1, 2, 3]")
        #expect(
            failureMessage { expect([Int]()).to(endWith(2)) }
                == "Expected a sequence ending with 2, but was []")
        #expect(
            failureMessage { expect(OnePassSequence([1, 2])).to(endWith(1)) }
                == "Expected a sequence ending with 1, but was [1, 2]")
        #expect(
            failureMessage { expect([3]).toNot(endWith(3)) }
                == "Expected not a sequence ending with 3, but was [3]")
        #expect(mismatch(everyItem(endWith(0)), [[1, 0], [2]]) == "item 1: was [2]")
    }
}
