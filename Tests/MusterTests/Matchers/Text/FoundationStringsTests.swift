import Foundation
import Muster
import MusterNimble
import Testing
import MusterTestSupport

@Suite struct FoundationStringsTests {
    @Test func equalOnFoundationStrings() {
        #expect(failureMessages { expect(NSString("a")).to(equal("a")) } == [])
        #expect(failureMessages { expect("a" as NSString) == "a" } == [])
        #expect(
            failureMessage { expect(NSString("a")).to(equal("b")) }
                == #"Expected a value equal to "b", but was "a""#)
    }

    @Test func containOnFoundationStrings() {
        let text = "seahorse" as NSString
        #expect(failureMessages { expect(text).to(contain("sea")) } == [])
        #expect(failureMessages { expect(text).to(contain("sea" as NSString, "horse")) } == [])
        #expect(failureMessages { expect(text).to(contain(["sea", "horse"])) } == [])
        #expect(failureMessages { expect(text).toNot(contain("cow")) } == [])
        #expect(
            (contain("sea" as NSString) as Matcher<NSString>).description
                == #"a string containing "sea""#)
        #expect(
            failureMessage { expect(text).to(contain("cow")) }
                == #"Expected a string containing "cow", but was "seahorse""#)
        #expect(
            failureMessage { expect(text).to(contain("sea", "cow")) }
                == #"Expected a string containing all of ["sea", "cow"], but had no "cow" in "seahorse""#
        )
        #expect(
            failureMessage { expect(text).to(contain("")) }
                == #"Expected a string containing "", but was "seahorse""#)
        let absent: NSString? = nil
        #expect(
            failureMessage { expect(absent).toNot(beEmpty()) }
                == "Expected not an empty string, but was nil (use beNil() to match nil)")
        #expect(
            failureMessage { expect(absent).to(contain("sea")) }
                == #"Expected a string containing "sea", but was nil (use beNil() to match nil)"#)
    }

    @Test func beEmptyOnFoundationStrings() {
        #expect(failureMessages { expect(NSString()).to(beEmpty()) } == [])
        #expect(failureMessages { expect("a" as NSString).toNot(beEmpty()) } == [])
        #expect(
            failureMessage { expect("a" as NSString).to(beEmpty()) }
                == #"Expected an empty string, but was "a""#)
        #expect(
            failureMessage { expect(NSString()).toNot(beEmpty()) }
                == #"Expected not an empty string, but was """#)
        #expect(
            failureMessages { expect("sea" as NSString).to(contain("s") && not(beEmpty())) } == [])
    }

    @Test func foundationCollectionsWithSequenceMatchers() {
        #expect(failureMessages { expect(NSArray()).to(beEmpty()) } == [])
        #expect(failureMessages { expect(NSDictionary()).to(beEmpty()) } == [])
        #expect(failureMessages { expect([1] as NSArray).toNot(beEmpty()) } == [])
        #expect(failureMessages { expect([1: 1] as NSDictionary).toNot(beEmpty()) } == [])
        #expect(failureMessages { expect([1, 2] as NSArray).to(haveCount(2)) } == [])
        #expect(failureMessages { expect(["a": 1] as NSDictionary).to(haveCount(1)) } == [])
        #expect(
            failureMessage { expect([1] as NSArray).to(beEmpty()) }
                == "Expected an empty collection, but had 1 item: [1]")
        #expect(
            failureMessage { expect([1: 1] as NSDictionary).to(beEmpty()) }
                == "Expected an empty collection, but had 1 item: [1: 1]")
        #expect(
            failureMessage { expect([1, 2] as NSArray).to(haveCount(3)) }
                == "Expected a collection with count 3, but count was 2")
        #expect(failureMessages { expect(1 as NSNumber).to(equal(1)) } == [])
        #expect(
            failureMessage { expect(1 as NSNumber).to(equal(2)) }
                == "Expected a value equal to 2, but was 1")
    }
}
