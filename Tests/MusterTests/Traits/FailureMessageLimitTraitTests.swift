import Muster
import Testing

@Suite struct FailureMessageLimitTraitTests {
    private static let longNote = String(repeating: "x", count: 6_000)

    @Test(.failureMessageLimit(8_192))
    func aTestReportsMessagesUpToTheLimit() {
        #expect(Failure.messageLimit == 8_192)
        let failures = captureFailures { assertThat(1, equalTo(2), message: Self.longNote) }
        #expect(failures.first?.message == Self.longNote + "\nExpected 2, but was 1")
    }

    @Test(.failureMessageLimit(10))
    func theLimitIsAtLeastTheSmallestThatCanSayWhatWasExpected() {
        #expect(Failure.messageLimit == 256)
    }

    @Test func withoutTheTraitTheLimitIsTheDefault() {
        #expect(Failure.messageLimit == Failure.defaultMessageLimit)
        let failures = captureFailures { assertThat(1, equalTo(2), message: Self.longNote) }
        #expect(failures.first?.message.utf8.count ?? .max <= 4_096)
        #expect(failures.first?.fullMessage == Self.longNote + "\nExpected 2, but was 1")
    }
}

@Suite(.failureMessageLimit(16_384))
struct FailureMessageLimitSuiteTraitTests {
    @Test func everyTestOfTheSuiteGetsTheLimit() {
        #expect(Failure.messageLimit == 16_384)
    }

    @Test(.failureMessageLimit(1_024))
    func aTestsOwnTraitWins() {
        #expect(Failure.messageLimit == 1_024)
    }
}
