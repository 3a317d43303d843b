import MusterNimble
import Testing
import MusterTestSupport

/// Nimble's `&&` and `||` between matchers.
@Suite struct MatcherOperatorsTests {
    @Test func andOperator() {
        #expect(failureMessages { expect(5).to(beGreaterThan(1) && beLessThan(10)) } == [])
        #expect(
            failureMessage { expect(0).to(beGreaterThan(1) && beLessThan(10)) }
                == "Expected (a value greater than 1 and a value less than 10), but a value greater than 1: was 0"
        )
        #expect(
            failureMessage { expect("sea").to(beginWith("s") && endWith("x") && contain("e")) }
                == #"Expected ((a string starting with "s" and a string ending with "x") and a string containing "e"), "#
                + #"but (a string starting with "s" and a string ending with "x"): a string ending with "x": was "sea""#
        )
        let absent: Int? = nil
        #expect(
            failureMessage { expect(absent).to(beGreaterThan(1) && beLessThan(10)) }
                == "Expected (a value greater than 1 and a value less than 10), but was nil "
                + "(use beNil() to match nil)")
    }

    @Test func orOperator() {
        #expect(failureMessages { expect(5).to(equal(1) || equal(5)) } == [])
        #expect(
            failureMessages { expect("Pacific").to(equal("Atlantic") || beginWith("Pac")) } == [])
        #expect(
            failureMessage { expect(3).to(equal(1) || beGreaterThan(5)) }
                == "Expected (a value equal to 1 or a value greater than 5), but was 3")
        #expect(mismatch(everyItem(equal(1) || equal(2)), [1, 3]) == "item 1: was 3")
    }

    @Test func operatorsBetweenMatchersOfAValueAndOfAnOptional() {
        let absent: Int? = nil
        let absentFlag: Bool? = nil
        #expect(failureMessages { expect(false).to(beFalsy() && beFalse()) } == [])
        #expect(failureMessages { expect(false).to(beFalse() && beFalsy()) } == [])
        #expect(failureMessages { expect(false).toNot(beTrue() && beFalse()) } == [])
        #expect(failureMessages { expect(true).toNot(beTruthy() && beFalsy()) } == [])
        #expect(failureMessages { expect(absent).to(beNil() || equal(5)) } == [])
        #expect(failureMessages { expect(5).to(equal(5) || beNil()) } == [])
        #expect(
            failureMessage { expect(4).to(beNil() || equal(5)) }
                == "Expected (nil or a value equal to 5), but was 4")
        #expect(
            failureMessage { expect(true).to(beFalsy() && beTrue()) }
                == "Expected (falsy and true), but falsy: was true")
        #expect(
            failureMessage { expect(absentFlag).to(beTrue() && beFalsy()) }
                == "Expected (true and falsy), but true: was nil (use beNil() to match nil)")
        #expect(
            failureMessage { expect(absent).toNot(equal(5) || beNil()) }
                == "Expected not (a value equal to 5 or nil), but was nil")
    }
}
