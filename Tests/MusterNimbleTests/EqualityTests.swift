import Foundation
import MusterNimble
import Testing

private struct Page: Equatable {
    var number: Int
    init(number: Int) { self.number = number }
}

@Suite struct EqualityTests {
    @Test func aDictionaryWithOptionalValues() {
        let headers = ["Accept": "json"]
        let accept: String? = "json"
        let missing: String? = nil
        #expect(failureMessages { expect(headers).to(equal(["Accept": accept])) } == [])
        #expect(failureMessages { expect(headers) == ["Accept": accept] } == [])
        #expect(failureMessages { expect(headers) != ["Accept": "xml"] } == [])
        #expect(
            failureMessage { expect(headers).to(equal(["Accept": missing])) }
                == #"Expected a value equal to ["Accept": nil], but was ["Accept": "json"]"#)
        #expect(
            failureMessage { expect(headers).toNot(equal(["Accept": accept])) }
                == #"Expected not a value equal to ["Accept": "json"], but was ["Accept": "json"]"#)
        #expect(failureMessages { expect([String: String]()).to(equal([String: String?]())) } == [])
        let absent: [String: String]? = nil
        #expect(
            failureMessage { expect(absent).to(equal(["Accept": accept])) }
                == #"Expected a value equal to ["Accept": "json"], but was nil (use beNil() to match nil)"#
        )
    }

    @Test func anArrayAgainstOptionalElements() {
        let names = ["Ann"]
        let nickname: String? = "Ann"
        #expect(failureMessages { expect(names) == [nickname] } == [])
        #expect(failureMessages { expect(names) != [nil] } == [])
        #expect(
            failureMessage { expect(names) == [nil] }
                == #"Expected a value equal to [nil], but was ["Ann"], which differed at [0]: expected nil, was "Ann""#
        )
    }

    @Test func anImplicitMemberIsLookedUpOnTheValuesType() {
        let page = Page(number: 1)
        #expect(failureMessages { expect(page).to(equal(.init(number: 1))) } == [])
        #expect(failureMessages { expect(page) == .init(number: 1) } == [])
        #expect(failureMessages { expect(page) != .init(number: 2) } == [])
        #expect(
            failureMessage { expect(page) == .init(number: 2) }
                == "Expected a value equal to Page(number: 2), but was Page(number: 1), which differed at .number: expected 2, was 1"
        )
    }

    @Test func voidComparesWithItsOneValue() {
        #expect(failureMessages { expect(()) == () } == [])
        #expect(failureMessages { expect(() as ()?) == () } == [])
        #expect(failureMessages { expect(nil as ()?) != () } == [])
        #expect(failureMessage { expect(nil as ()?) == () } == "Expected void, but was nil")
        #expect(failureMessage { expect(()) != () } == "Expected not void, but was ()")
    }

    @Test func floatingPointWithAToleranceTuple() {
        #expect(failureMessages { expect(1.2) == (1.25, 0.1) } == [])
        #expect(
            failureMessage { expect(1.3) == (1.1, 0.1) }
                == "Expected a numeric value within 0.1 of 1.1, but was 1.3, which differs by 0.19999999999999996"
        )
    }

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
