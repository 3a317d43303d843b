import Foundation
import Muster
import MusterNimble
import Testing
import MusterTestSupport

@Suite struct BeCloseToTests {
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
}

@Suite struct BeCloseToFoundationTests {
    @Test func beCloseToOnFoundationNumbers() {
        #expect(failureMessages { expect(1.2 as NSNumber).to(beCloseTo(9.3, within: 10)) } == [])
        #expect(
            failureMessages { expect(1.2 as NSNumber).to(beCloseTo(9.3 as NSNumber, within: 10)) }
                == [])
        #expect(failureMessages { expect(1.2).to(beCloseTo(9.3 as NSNumber, within: 10)) } == [])
        #expect(failureMessages { expect(1.2 as NSNumber).to(beCloseTo(1.20001)) } == [])
        #expect(
            (beCloseTo(1.5 as NSNumber, within: 0.25)).description
                == "a numeric value within 0.25 of 1.5")
        #expect(
            failureMessage { expect(2 as NSNumber).to(beCloseTo(1.5, within: 0.25)) }
                == "Expected a numeric value within 0.25 of 1.5, but was 2.0, which differs by 0.5")
        #expect(
            failureMessage { expect(1.2 as NSNumber).toNot(beCloseTo(1.2001, within: 1.1)) }
                == "Expected not a numeric value within 1.1 of 1.2001, but was 1.2")
        let absent: NSNumber? = nil
        #expect(
            failureMessage { expect(absent).to(beCloseTo(1.5)) }
                == "Expected a numeric value within 0.0001 of 1.5, but was nil (use beNil() to match nil)"
        )
        #expect(
            failureMessage { expect(absent).toNot(beCloseTo(1.5)) }
                == "Expected not a numeric value within 0.0001 of 1.5, but was nil (use beNil() to match nil)"
        )
        let values: [NSNumber] = [0, 0.00001]
        #expect(failureMessages { expect(values).to(allPass(beCloseTo(0))) } == [])
    }

    @Test func dateOperators() {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let later = start.addingTimeInterval(5)
        #expect(failureMessages { expect(start) ≈ start } == [])
        #expect(failureMessages { expect(start) ≈ (later, 10) } == [])
        #expect(failureMessages { expect(start) == (later, 10) } == [])
        #expect(failureMessages { expect(start) ≈ later ± 10 } == [])
        #expect(failureMessages { expect(start) == later ± 10 } == [])
        #expect(
            failureMessage { expect(start) ≈ later }
                == "Expected a date within 0.0001 seconds of 2001-01-01 00:00:05 +0000, but was 2001-01-01 00:00:00 +0000, 5.0 seconds apart"
        )
        #expect(
            failureMessage { expect(start) == later ± 1 }
                == "Expected a date within 1.0 seconds of 2001-01-01 00:00:05 +0000, but was 2001-01-01 00:00:00 +0000, 5.0 seconds apart"
        )
    }
}
