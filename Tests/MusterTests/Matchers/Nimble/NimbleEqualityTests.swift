import Foundation
import Muster
import Testing

private final class Session {}

/// Nimble's equality, identity, comparison and closeness spellings.
@Suite struct NimbleEqualityTests {
    // MARK: equal

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
                == "Expected a value equal to [1, 3], but was [1, 2]")
        #expect(failureMessages { expect(["a": 1, "b": 2]).to(equal(["b": 2, "a": 1])) } == [])
        #expect(
            failureMessage { expect(["a": 1]).to(equal(["a": 2])) }
                == #"Expected a value equal to ["a": 2], but was ["a": 1]"#)
        #expect(failureMessages { expect(Set([3, 1, 2])).to(equal(Set([1, 2, 3]))) } == [])
        #expect(
            failureMessage { expect(Set([2, 1])).to(equal(Set([3, 1]))) }
                == "Expected a value equal to Set([1, 3]), but was Set([1, 2])")
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
                == "Expected a value equal to 3, but was nil")
        // Muster's nil rule: "not equal to 3" holds for nil (Nimble fails it).
        #expect(failureMessages { expect(absent).toNot(equal(3)) } == [])
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
            failureMessage { expect(3).notTo(equal(nil)) } == "Expected not \(never), but was 3")
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
                == "had no item matching a value equal to 5 in [1, 2]")
    }

    // MARK: beIdenticalTo and be

    @Test func beIdenticalToIsTheSameObject() {
        let session = Session()
        let other = Session()
        #expect(failureMessages { expect(session).to(beIdenticalTo(session)) } == [])
        #expect(failureMessages { expect(session).to(be(session)) } == [])
        #expect(failureMessages { expect(session).toNot(beIdenticalTo(other)) } == [])
        #expect(
            failureMessage { expect(session).to(beIdenticalTo(other)) }
                == "Expected the same instance as <Session>, but was another instance <Session>")
        #expect(
            failureMessage { expect(session).to(be(other)) }
                == "Expected the same instance as <Session>, but was another instance <Session>")
        #expect(
            failureMessage { expect(session).toNot(be(session)) }
                == "Expected not the same instance as <Session>, but was <Session>")
        #expect(beIdenticalTo(session).description == "the same instance as <Session>")
    }

    @Test func beIdenticalToWithOptionals() {
        let session = Session()
        let maybe: Session? = session
        let absent: Session? = nil
        #expect(failureMessages { expect(maybe).to(beIdenticalTo(session)) } == [])
        #expect(failureMessages { expect(session).to(beIdenticalTo(maybe)) } == [])
        #expect(
            failureMessage { expect(absent).to(beIdenticalTo(session)) }
                == "Expected the same instance as <Session>, but was nil")
        #expect(
            failureMessage { expect(session).to(beIdenticalTo(absent)) }
                == "Expected the same instance as nil, but was <Session>")
        #expect(failureMessages { expect(session).toNot(be(absent)) } == [])
    }

    // MARK: Comparison

    @Test func comparisons() {
        #expect(failureMessages { expect(3).to(beGreaterThan(2)) } == [])
        #expect(
            failureMessage { expect(2).to(beGreaterThan(2)) }
                == "Expected a value greater than 2, but was 2")
        #expect(failureMessages { expect(2).to(beGreaterThanOrEqualTo(2)) } == [])
        #expect(
            failureMessage { expect(1).to(beGreaterThanOrEqualTo(2)) }
                == "Expected a value greater than or equal to 2, but was 1")
        #expect(failureMessages { expect(1).to(beLessThan(2)) } == [])
        #expect(
            failureMessage { expect(2).to(beLessThan(2)) }
                == "Expected a value less than 2, but was 2")
        #expect(failureMessages { expect(2).to(beLessThanOrEqualTo(2)) } == [])
        #expect(
            failureMessage { expect(3).to(beLessThanOrEqualTo(2)) }
                == "Expected a value less than or equal to 2, but was 3")
        #expect(
            failureMessage { expect("b").to(beLessThan("a")) }
                == #"Expected a value less than "a", but was "b""#)
    }

    @Test func comparisonsOnOptionalsAndInsideOtherMatchers() {
        let absent: Int? = nil
        #expect(
            failureMessage { expect(absent).to(beGreaterThan(2)) }
                == "Expected a value greater than 2, but was nil")
        #expect(
            failureMessage { expect(3).toNot(beGreaterThan(2)) }
                == "Expected not a value greater than 2, but was 3")
        #expect(
            allOf(beGreaterThan(1), beLessThan(5)).description
                == "(a value greater than 1 and a value less than 5)")
        #expect(everyItem(beGreaterThan(0)).matches([1, 2]))
    }

    // MARK: beCloseTo

    @Test func beCloseToWithATolerance() {
        #expect(failureMessages { expect(1.2).to(beCloseTo(1.1, within: 0.1)) } == [])
        #expect(failureMessages { expect(10.01).to(beCloseTo(10, within: 0.1)) } == [])
        #expect(
            failureMessage { expect(1.25).to(beCloseTo(1.0, within: 0.1)) }
                == "Expected a numeric value within 0.1 of 1.0, but was 1.25, which differs by 0.25"
        )
        #expect(beCloseTo(2.0, within: 0.5).description == "a numeric value within 0.5 of 2.0")
        #expect(failureMessages { expect(Float(1.5)).to(beCloseTo(1.4, within: 0.2)) } == [])
        // The tolerance is inclusive (Nimble's single-value form is strict).
        #expect(failureMessages { expect(1.5).to(beCloseTo(1.0, within: 0.5)) } == [])
    }

    @Test func beCloseToDefaultToleranceIsATenThousandth() {
        #expect(failureMessages { expect(1.00005).to(beCloseTo(1.0)) } == [])
        #expect(
            failureMessage { expect(1.5).to(beCloseTo(1.0)) }
                == "Expected a numeric value within 0.0001 of 1.0, but was 1.5, which differs by 0.5"
        )
        #expect(failureMessages { expect(0.1 + 0.2).to(beCloseTo(0.3)) } == [])
    }

    @Test func beCloseToOnOptionalsAndInsideOtherMatchers() {
        let absent: Double? = nil
        #expect(
            failureMessage { expect(absent).to(beCloseTo(1.0)) }
                == "Expected a numeric value within 0.0001 of 1.0, but was nil")
        #expect(
            failureMessage { expect(1.0).toNot(beCloseTo(1.0)) }
                == "Expected not a numeric value within 0.0001 of 1.0, but was 1.0")
        #expect(
            mismatch(everyItem(beCloseTo(1.0, within: 0.5)), [1.0, 2.0])
                == "item 1: was 2.0, which differs by 1.0")
    }

    @Test func beCloseToOnArrays() {
        #expect(
            failureMessages { expect([0.0, 2.0]).to(beCloseTo([0.1, 2.05], within: 0.1)) } == [])
        // Nimble's README example: 2.1 - 2.0 is 0.10000000000000009, just outside 0.1.
        #expect(
            failureMessage { expect([0.0, 2.0]).to(beCloseTo([0.1, 2.1], within: 0.1)) }
                == "Expected an array with each value within 0.1 of [0.1, 2.1], "
                + "but item 1: was 2.0, which differs by 0.10000000000000009")
        #expect(failureMessages { expect([1.0, 2.0]).to(beCloseTo([1.00001, 2.0])) } == [])
        #expect(
            beCloseTo([1.0, 2.0], within: 0.1).description
                == "an array with each value within 0.1 of [1.0, 2.0]")
        #expect(
            failureMessage { expect([1.0, 2.5, 3.5]).to(beCloseTo([1.0, 2.0, 3.0], within: 0.1)) }
                == "Expected an array with each value within 0.1 of [1.0, 2.0, 3.0], "
                + "but item 1: was 2.5, which differs by 0.5, item 2: was 3.5, which differs by 0.5"
        )
        #expect(
            mismatch(beCloseTo([1.0, 2.0], within: 0.1), [1.0]) == "had 1 value instead of 2: [1.0]"
        )
        #expect(
            mismatch(beCloseTo([1.0], within: 0.1), [1.0, 2.0])
                == "had 2 values instead of 1: [1.0, 2.0]")
    }

    @Test func beCloseToOnEmptyArrays() {
        #expect(failureMessages { expect([Double]()).to(beCloseTo([Double]())) } == [])
        #expect(mismatch(beCloseTo([1.0]), []) == "had 0 values instead of 1: []")
        #expect(
            failureMessage { expect([Double]()).toNot(beCloseTo([])) }
                == "Expected not an array with each value within 0.0001 of [], but was []")
    }

    @Test func beCloseToOnDates() {
        let noon = Date(timeIntervalSince1970: 43_200)
        #expect(
            failureMessages { expect(noon.addingTimeInterval(0.5)).to(beCloseTo(noon, within: 1)) }
                == [])
        #expect(
            failureMessage { expect(noon.addingTimeInterval(2)).to(beCloseTo(noon, within: 1)) }
                == "Expected a date within 1.0 seconds of 1970-01-01 12:00:00 +0000, "
                + "but was 1970-01-01 12:00:02 +0000, 2.0 seconds apart")
        #expect(failureMessages { expect(noon).to(beCloseTo(noon)) } == [])
    }

    // MARK: beWithin

    @Test func beWithinARange() {
        #expect(failureMessages { expect(4).to(beWithin(0..<5)) } == [])
        #expect(
            failureMessage { expect(5).to(beWithin(0..<5)) }
                == "Expected a value in 0..<5, but was 5")
        #expect(failureMessages { expect(5).to(beWithin(0...5)) } == [])
        #expect(
            failureMessage { expect(6).to(beWithin(0...5)) }
                == "Expected a value in 0...5, but was 6")
        #expect(failureMessages { expect(1.5).to(beWithin(1.0...2.0)) } == [])
        #expect(
            failureMessage { expect(0).to(beWithin(0..<0)) }
                == "Expected a value in 0..<0, but was 0")
        let absent: Int? = nil
        #expect(
            failureMessage { expect(absent).to(beWithin(0...5)) }
                == "Expected a value in 0...5, but was nil")
        #expect(
            failureMessage { expect(3).toNot(beWithin(0...5)) }
                == "Expected not a value in 0...5, but was 3")
    }
}
