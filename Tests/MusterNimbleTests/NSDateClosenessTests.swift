import Foundation
import MusterNimble
import Testing
import MusterTestSupport

@Suite struct NSDateClosenessTests {
    @Test func nsDatesWithinATolerance() {
        let start = NSDate(timeIntervalSinceReferenceDate: 0)
        #expect(
            failureMessages {
                expect(start).to(beCloseTo(start.addingTimeInterval(5) as NSDate, within: 10))
            } == [])
        #expect(
            failureMessage {
                expect(start).to(beCloseTo(start.addingTimeInterval(5) as NSDate, within: 1))
            }
                == "Expected a date within 1.0 seconds of 2001-01-01 00:00:05 +0000, but was 2001-01-01 00:00:00 +0000, 5.0 seconds apart"
        )
        let absent: NSDate? = nil
        #expect(
            failureMessage { expect(absent).to(beCloseTo(start)) }
                == "Expected a date within 0.0001 seconds of 2001-01-01 00:00:00 +0000, but was nil (use beNil() to match nil)"
        )
    }
}
