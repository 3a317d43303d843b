import Muster
import Testing
import MusterTestSupport

@Suite struct EqualTests {
    @Test func equalMatchesAnEqualValue() {
        #expect(failureMessages { expect(1 + 1).to(equal(2)) } == [])
        #expect(
            failureMessage { expect(1 + 1).to(equal(3)) }
                == "Expected a value equal to 3, but was 2")
        #expect(equal(3).description == "a value equal to 3")
        #expect(mismatch(equal("abc"), "abd") == #"was "abd""#)
        #expect(
            failureMessage { expect("Squee!").to(equal("Oh, hello there!")) }
                == #"Expected a value equal to "Oh, hello there!", but was "Squee!""#)
    }

    @Test func equalOnArraysDictionariesAndSets() {
        #expect(failureMessages { expect([1, 2]).to(equal([1, 2])) } == [])
        #expect(
            failureMessage { expect([1, 2]).to(equal([1, 3])) }
                == "Expected a value equal to [1, 3], but was [1, 2], which differed at [1]: expected 3, was 2"
        )
        #expect(failureMessages { expect(["a": 1, "b": 2]).to(equal(["b": 2, "a": 1])) } == [])
        #expect(
            failureMessage { expect(["a": 1]).to(equal(["a": 2])) }
                == #"Expected a value equal to ["a": 2], but was ["a": 1], which differed at ["a"]: expected 2, was 1"#
        )
        #expect(failureMessages { expect(Set([3, 1, 2])).to(equal(Set([1, 2, 3]))) } == [])
        #expect(
            failureMessage { expect(Set([2, 1])).to(equal(Set([3, 1]))) }
                == "Expected a value equal to Set([1, 3]), but was Set([1, 2]), which was missing [3] and had extra [2]"
        )
        #expect(failureMessages { expect([Int?]([1, nil])).to(equal([1, nil])) } == [])
        #expect(
            failureMessage { expect([Int]()).to(equal([0])) }
                == "Expected a value equal to [0], but was []")
    }

    @Test func equalOnOptionals() {
        let present: Int? = 3
        let absent: Int? = nil
        let expected: Int? = 3
        #expect(failureMessages { expect(present).to(equal(3)) } == [])
        #expect(failureMessages { expect(present).to(equal(expected)) } == [])
        #expect(
            failureMessage { expect(present).to(equal(4)) }
                == "Expected a value equal to 4, but was 3")
        #expect(
            failureMessage { expect(absent).to(equal(3)) }
                == "Expected a value equal to 3, but was nil (use beNil() to match nil)")
        // Nimble's nil rule: equal fails nil under toNot too; equalTo, Hamcrest's, does not.
        #expect(
            failureMessage { expect(absent).toNot(equal(3)) }
                == "Expected not a value equal to 3, but was nil (use beNil() to match nil)")
        #expect(failureMessages { expect(absent).toNot(equalTo(3)) } == [])
        #expect(failureMessages { assertThat(absent, not(equalTo(3))) } == [])
    }

    @Test func equalNilNeverMatches() {
        let present: Int? = 3
        let absent: Int? = nil
        let never = "a value equal to nil (equal(nil) never matches; use beNil())"
        #expect(failureMessage { expect(present).to(equal(nil)) } == "Expected \(never), but was 3")
        #expect(
            failureMessage { expect(absent).to(equal(nil)) } == "Expected \(never), but was nil")
        // Nimble fails `toNot(equal(nil))` too: the matcher cannot judge, so negation does not pass.
        #expect(
            failureMessage { expect(present).toNot(equal(nil)) }
                == "Expected not \(never), but was 3")
        #expect(
            failureMessage { expect(3).toNot(equal(nil)) } == "Expected not \(never), but was 3")
        #expect(failureMessages { expect(absent).to(beNil()) } == [])
    }

    @Test func equalInsideOtherMatchers() {
        #expect(not(equal(3)).description == "not a value equal to 3")
        #expect(
            failureMessage { expect(3).to(not(equal(3))) }
                == "Expected not a value equal to 3, but was 3")
        #expect(hasItem(equal(2)).matches([1, 2]))
        #expect(
            mismatch(hasItem(equal(5)), [1, 2])
                == "had no such item in [1, 2]")
    }
}
