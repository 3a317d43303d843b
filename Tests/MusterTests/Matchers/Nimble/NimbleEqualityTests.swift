import Muster
import Testing
import MusterTestSupport

private final class Session {}

private struct Ticket {
    var id: Int
    var title: String
}

/// Nimble's identity, comparison and closeness spellings.
@Suite struct NimbleEqualityTests {
    // MARK: be

    @Test func beIsBeIdenticalTo() {
        let session = Session()
        let other = Session()
        let absent: Session? = nil
        #expect(failureMessages { expect(session).to(be(session)) } == [])
        #expect(
            failureMessage { expect(session).to(be(other)) }
                == "Expected the same instance as <Session>, but was another instance <Session> "
                + "at \(address(of: session)); the expected one is at \(address(of: other))")
        #expect(
            failureMessage { expect(session).toNot(be(session)) }
                == "Expected not the same instance as <Session>, but was <Session>")
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
                == "Expected a value greater than 2, but was nil (use beNil() to match nil)")
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
                == "Expected a numeric value within 0.0001 of 1.0, but was nil (use beNil() to match nil)"
        )
        #expect(
            failureMessage { expect(1.0).toNot(beCloseTo(1.0)) }
                == "Expected not a numeric value within 0.0001 of 1.0, but was 1.0")
        #expect(
            mismatch(everyItem(beCloseTo(1.0, within: 0.5)), [1.0, 2.0])
                == "item 1: was 2.0, which differs by 1.0")
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
                == "Expected a value in 0...5, but was nil (use beNil() to match nil)")
        #expect(
            failureMessage { expect(3).toNot(beWithin(0...5)) }
                == "Expected not a value in 0...5, but was 3")
    }

    // MARK: equal, field by field

    @Test func equalFieldByFieldIsEqualToFieldByField() {
        let expected = Ticket(id: 1, title: "Fix")
        let absent: Ticket? = nil
        #expect(
            failureMessages {
                expect(Ticket(id: 2, title: "Fix")).to(equal(expected, ignoring: \.id))
            } == [])
        #expect(
            failureMessage {
                expect(Ticket(id: 2, title: "Fax")).to(equal(expected, ignoring: \.id))
            }
                == #"Expected Ticket(title: "Fix") compared field by field ignoring \.id, "#
                + #"but differed at .title: expected "Fix", was "Fax""#)
        #expect(
            failureMessages {
                expect(Ticket(id: 1, title: "Fix")).to(equal(expected, comparing: .fieldByField))
            } == [])
        // Nimble's rule: nil fails both ways.
        #expect(failureMessages { expect(absent).to(equal(expected, ignoring: \.id)) }.count == 1)
        #expect(
            failureMessages { expect(absent).toNot(equal(expected, ignoring: \.id)) }.count == 1)
    }
}
