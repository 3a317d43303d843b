/// How the verbs applied to an expectation went, for code that acts on it:
/// `expect(x).to(m).status`, or `onFailure(throw:)`.
///
/// ```swift
/// if expect(items).to(haveCount(10)).status == .passed { expect(items[9]).to(equal(9)) }
/// ```
public enum ExpectationStatus: Sendable, Equatable {
    /// No verb has run yet.
    case pending
    /// Every verb so far passed.
    case passed
    /// Every verb so far failed.
    case failed
    /// Some verbs passed and some failed.
    case mixed

    /// This status after one more verb.
    @usableFromInline @_transparent
    func adding(passed: Bool) -> ExpectationStatus {
        // A switch rather than `==`, which debug builds call through the witness.
        switch (self, passed) {
        case (.pending, true), (.passed, true): .passed
        case (.pending, false), (.failed, false): .failed
        default: .mixed
        }
    }
}

extension PollableExpectation {
    /// Throws `error` when a verb applied to this expectation failed, so that a test can stop
    /// there; the failure itself was already reported. Called before any verb, it reports that
    /// mistake instead.
    ///
    /// ```swift
    /// try expect(items).to(haveCount(10)).onFailure(throw: StopTest())
    /// ```
    public func onFailure(throw error: any Error) throws {
        switch status {
        case .passed: return
        case .failed, .mixed: throw error
        case .pending:
            reportFailure(
                Failure.compose(
                    expectation: { $0.append("a verb before onFailure(throw:)") },
                    finding: {
                        $0.append("none had run; write expect(…).to(…).onFailure(throw: …)")
                    }, site: _site))
        }
    }
}
