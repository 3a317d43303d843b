import Foundation
import Muster
import MusterExamples
import Testing

// An example of a matcher written in user code, as the "Writing a matcher" article shows it.

@Suite struct OnASaturdayTests {
    /// A date at the given time, UTC, so that the tests do not depend on the machine's time zone.
    private func date(_ year: Int, _ month: Int, _ day: Int, hour: Int = 7, minute: Int = 0)
        throws -> Date
    {
        let components = DateComponents(
            calendar: Calendar(identifier: .gregorian), timeZone: .gmt, year: year, month: month,
            day: day, hour: hour, minute: minute)
        return try #require(components.date)
    }

    @Test func matchesASaturday() throws {
        let date = try date(2008, 4, 26)
        #expect(captureFailures { assertThat(date, `is`(onASaturday())) }.isEmpty)
    }

    @Test func describesItself() {
        #expect(onASaturday().description == "a date falling on Saturday")
    }

    @Test func mismatchShowsTheDate() throws {
        #expect(
            onASaturday().match(try date(2008, 4, 6)).mismatchDescription
                == "was 2008-04-06 07:00:00 +0000")
    }

    @Test func failureText() throws {
        let date = try date(2008, 4, 6)
        #expect(
            captureFailures { assertThat(date, `is`(onASaturday())) }.map(\.message)
                == ["Expected a date falling on Saturday, but was 2008-04-06 07:00:00 +0000"])
    }

    @Test func theWholeSaturdayInUTC() throws {
        #expect(onASaturday().matches(try date(2008, 4, 26, hour: 0)))
        #expect(onASaturday().matches(try date(2008, 4, 26, hour: 23, minute: 59)))
        #expect(!onASaturday().matches(try date(2008, 4, 25, hour: 23, minute: 59)))
        #expect(!onASaturday().matches(try date(2008, 4, 27, hour: 0)))
    }

    /// The machine's time zone (`TZ`, or the default time zone a process sets) changes what a
    /// calendar made with `Calendar(identifier:)` calls Saturday; the matcher judges in UTC, so
    /// its answer stays the same. One test sets the zones in turn: the default time zone belongs
    /// to the whole process, and nothing else in the suites reads it.
    @Test func theSameAnswerInEveryTimeZone() throws {
        let fridayLate = try date(2008, 4, 25, hour: 23, minute: 59)
        let saturdayEarly = try date(2008, 4, 26, hour: 0)
        let saturdayLate = try date(2008, 4, 26, hour: 23, minute: 59)
        let sundayEarly = try date(2008, 4, 27, hour: 0)
        let saved = NSTimeZone.default
        defer { NSTimeZone.default = saved }
        for zone in [
            "Pacific/Kiritimati", "Asia/Kolkata", "UTC", "America/New_York", "Pacific/Pago_Pago",
        ] {
            NSTimeZone.default = try #require(TimeZone(identifier: zone))
            #expect(!onASaturday().matches(fridayLate), "in \(zone)")
            #expect(onASaturday().matches(saturdayEarly), "in \(zone)")
            #expect(onASaturday().matches(saturdayLate), "in \(zone)")
            #expect(!onASaturday().matches(sundayEarly), "in \(zone)")
        }
    }

    @Test func optionalDate() throws {
        let saturday: Date? = try date(2008, 4, 26)
        let absent: Date? = nil
        #expect(captureFailures { assertThat(saturday, onASaturday()) }.isEmpty)
        #expect(
            captureFailures { assertThat(absent, onASaturday()) }.map(\.message)
                == ["Expected a date falling on Saturday, but was nil"])
    }

    @Test func theEpoch() {
        #expect(
            onASaturday().match(Date(timeIntervalSince1970: 0)).mismatchDescription
                == "was 1970-01-01 00:00:00 +0000")
    }

    @Test func composesWithOtherMatchers() throws {
        struct Meeting {
            let start: Date
        }
        let sunday = try date(2008, 4, 6)
        let saturday = try date(2008, 4, 26)
        #expect(captureFailures { assertThat(sunday, not(onASaturday())) }.isEmpty)
        #expect(
            captureFailures {
                assertThat(Meeting(start: sunday), hasProperty(\.start, onASaturday()))
            }.map(\.message)
                == [
                    "Expected a value with start a date falling on Saturday, but start was 2008-04-06 07:00:00 +0000"
                ]
        )
        #expect(
            captureFailures { assertThat(saturday, not(onASaturday())) }.map(\.message)
                == ["Expected not a date falling on Saturday, but was 2008-04-26 07:00:00 +0000"])
    }
}
