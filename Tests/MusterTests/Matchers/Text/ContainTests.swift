import Muster
import Testing
import MusterTestSupport

@Suite struct ContainTests {
    @Test func containOnStringsIsSubstrings() {
        #expect(failureMessages { expect("seahorse").to(contain("sea")) } == [])
        #expect(failureMessages { expect("seahorse").to(contain("sea", "horse")) } == [])
        #expect(failureMessages { expect("seahorse").to(contain(["sea", "horse"])) } == [])
        #expect(failureMessages { expect("seahorse").to(contain("h")) } == [])
        #expect(
            failureMessage { expect("seahorse").to(contain("x")) }
                == #"Expected a string containing "x", but was "seahorse""#)
        #expect(
            failureMessage { expect("seahorse").to(contain("sea", "dog")) }
                == #"Expected a string containing all of ["sea", "dog"], but had no "dog" in "seahorse""#
        )
        #expect(
            failureMessage { expect("seahorse").to(contain("cat", "sea", "dog")) }
                == #"Expected a string containing all of ["cat", "sea", "dog"], but had no substrings ["cat", "dog"] in "seahorse""#
        )
        #expect(
            failureMessage { expect("seahorse").toNot(contain("sea")) }
                == #"Expected not a string containing "sea", but was "seahorse""#)
    }

    @Test func containOnStringsNeverFindsAnEmptySubstring() {
        // As in Nimble, where an empty range does not count as found.
        #expect(
            failureMessage { expect("seahorse").to(contain("")) }
                == #"Expected a string containing "", but was "seahorse""#)
        #expect(
            failureMessage { expect("").to(contain("a")) }
                == #"Expected a string containing "a", but was """#)
        let absent: String? = nil
        #expect(
            failureMessage { expect(absent).to(contain("a")) }
                == #"Expected a string containing "a", but was nil (use beNil() to match nil)"#)
        #expect(mismatch(everyItem(contain("a")), ["cat", "dog"]) == #"item 1: was "dog""#)
    }
}
