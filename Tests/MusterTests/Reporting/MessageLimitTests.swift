import Testing

@testable import Muster
@testable import MusterMatchers
import MusterTestSupport

@Suite struct MessageLimitTests {
    let long = String(repeating: "x", count: 20_000)

    @Test func theDefaultIsFourKilobytes() {
        #expect(Failure.defaultMessageLimit == 4_096)
        #expect(Failure.messageLimit == 4_096)
    }

    @Test func aScopeSetsItsOwnLimit() {
        withFailureMessageLimit(16_384) {
            #expect(Failure.messageLimit == 16_384)
            let failure = Failure(message: long, site: CallSite())
            #expect(failure.message.utf8.count > 16_000)
            #expect(failure.message.utf8.count <= 16_384)
        }
        #expect(Failure.messageLimit == 4_096)
    }

    @Test func theLimitIsNeverBelowWhatAMessageNeeds() {
        withFailureMessageLimit(10) { #expect(Failure.messageLimit == 256) }
    }

    @Test func theDifferenceReportGrowsWithTheLimit() async {
        let expected = Array(0..<1_000)
        let actual = expected.map { $0 % 10 == 0 ? -$0 - 1 : $0 }
        let small = failureMessage { assertThat(actual, equalTo(expected)) }
        let large = withFailureMessageLimit(65_536) {
            failureMessage { assertThat(actual, equalTo(expected)) }
        }
        #expect(small.utf8.count <= 4_096)
        #expect(large.utf8.count > small.utf8.count)
        let asynchronous = await withFailureMessageLimit(300) {
            await Task.yield()
            return Failure.messageLimit
        }
        #expect(asynchronous == 300)
    }
}
