import Foundation
import Muster
import Testing

// An example of a matcher written in user code, as the "Writing a matcher" article shows it.

/// Matches a date that falls on a Saturday in UTC.
func onASaturday() -> Matcher<Date> {
    Matcher("a date falling on Saturday") { date in
        Calendar(identifier: .gregorian).dateComponents(in: .gmt, from: date).weekday == 7
    }
}

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
        #expect(failureMessages { assertThat(date, `is`(onASaturday())) } == [])
    }

    @Test func describesItself() {
        #expect(onASaturday().description == "a date falling on Saturday")
    }

    @Test func mismatchShowsTheDate() throws {
        #expect(mismatch(onASaturday(), try date(2008, 4, 6)) == "was 2008-04-06 07:00:00 +0000")
    }

    @Test func failureText() throws {
        let date = try date(2008, 4, 6)
        #expect(
            failureMessage { assertThat(date, `is`(onASaturday())) }
                == "Expected a date falling on Saturday, but was 2008-04-06 07:00:00 +0000")
    }

    @Test func theWholeSaturdayInUTC() throws {
        #expect(onASaturday().matches(try date(2008, 4, 26, hour: 0)))
        #expect(onASaturday().matches(try date(2008, 4, 26, hour: 23, minute: 59)))
        #expect(!onASaturday().matches(try date(2008, 4, 25, hour: 23, minute: 59)))
        #expect(!onASaturday().matches(try date(2008, 4, 27, hour: 0)))
    }

    @Test func optionalDate() throws {
        let saturday: Date? = try date(2008, 4, 26)
        let absent: Date? = nil
        #expect(failureMessages { assertThat(saturday, onASaturday()) } == [])
        #expect(
            failureMessage { assertThat(absent, onASaturday()) }
                == "Expected a date falling on Saturday, but was nil")
    }

    @Test func theEpoch() {
        #expect(
            mismatch(onASaturday(), Date(timeIntervalSince1970: 0))
                == "was 1970-01-01 00:00:00 +0000")
    }

    @Test func composesWithOtherMatchers() throws {
        struct Meeting {
            let start: Date
        }
        let sunday = try date(2008, 4, 6)
        let saturday = try date(2008, 4, 26)
        #expect(failureMessages { assertThat(sunday, not(onASaturday())) } == [])
        #expect(
            failureMessage {
                assertThat(Meeting(start: sunday), hasProperty(\.start, onASaturday()))
            }
                == "Expected a value with start a date falling on Saturday, but start was 2008-04-06 07:00:00 +0000"
        )
        #expect(
            failureMessage { assertThat(saturday, not(onASaturday())) }
                == "Expected not a date falling on Saturday, but was 2008-04-26 07:00:00 +0000")
    }
}
