import Foundation
import Muster
import Testing
import MusterTestSupport

@Suite struct DateDistanceTests {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func twoDatesSayHowFarApartTheyAre() {
        #expect(
            failureMessage { assertThat(Self.start + 0.001, equalTo(Self.start)) }
                == "Expected 2023-11-14 22:13:20 +0000, but was 2023-11-14 22:13:20.001 +0000, "
                + "0.001 seconds later")
        #expect(
            failureMessage { assertThat(Self.start - 1, equalTo(Self.start)) }
                == "Expected 2023-11-14 22:13:20 +0000, but was 2023-11-14 22:13:19 +0000, "
                + "1 second earlier")
        #expect(
            failureMessage { assertThat(Self.start + 90_061.5, equalTo(Self.start)) }
                == "Expected 2023-11-14 22:13:20 +0000, but was 2023-11-15 23:14:21.5 +0000, "
                + "1 day 1 hour 1 minute 1.5 seconds later")
    }

    @Test func aDateInsideAValueSaysItToo() {
        struct Event: Equatable {
            var name: String
            var at: Date
        }
        #expect(
            ValueDifference.all(
                between: Event(name: "a", at: Self.start),
                and: Event(name: "a", at: Self.start + 7_200)
            ).map(\.description) == [
                ".at: expected 2023-11-14 22:13:20 +0000, was 2023-11-15 00:13:20 +0000, "
                    + "2 hours later"
            ])
    }

    @Test func optionalDates() {
        let actual: Date? = Self.start + 60
        #expect(
            failureMessage { assertThat(actual, equalTo(Self.start)) }
                == "Expected 2023-11-14 22:13:20 +0000, but was 2023-11-14 22:14:20 +0000, "
                + "1 minute later")
        #expect(
            failureMessage { assertThat(Optional<Date>.none, equalTo(Self.start)) }
                == "Expected 2023-11-14 22:13:20 +0000, but was nil")
    }

    @Test func distantDatesStayBounded() {
        let far = Date(timeIntervalSinceReferenceDate: 1e300)
        let message = failureMessage { assertThat(far, equalTo(Self.start)) }
        #expect(message.hasPrefix("Expected 2023-11-14 22:13:20 +0000, but was "))
        #expect(message.utf8.count < 200)
    }
}
