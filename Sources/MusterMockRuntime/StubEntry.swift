import MusterMatchers

/// One stub: the matchers a call must satisfy and the answers it gives, in turn. The last
/// answer repeats.
@usableFromInline
package final class StubEntry: Sendable {
    let matchers: ArgumentMatchers
    private let answers = Locked<(list: [StubAnswer], next: Int)>(([], 0))

    package init(_ matchers: ArgumentMatchers) { self.matchers = matchers }

    package func add(_ answer: StubAnswer) { answers.withLock { $0.list.append(answer) } }

    func nextAnswer() -> StubAnswer? {
        answers.withLock { answers in
            guard !answers.list.isEmpty else { return nil }
            let answer = answers.list[min(answers.next, answers.list.count - 1)]
            answers.next += 1
            return answer
        }
    }
}

/// What a stub does when it answers: returns a value, throws, or runs a closure on the call's
/// arguments. It takes the arguments packed in one tuple and returns the result as `Any`; the
/// types were checked when the stub was made.
package struct StubAnswer: @unchecked Sendable {
    let run: (Any) throws -> Any
    /// For an answer that must be awaited: run only by an `async` member.
    var runAsync: ((Any) async throws -> Any)? = nil
    /// For a gate's answer, which holds the call itself, told whether the member can throw a
    /// `CancellationError`: run only by an `async` member.
    var hold: ((RecordedCall, _ canThrow: Bool) async throws -> Any)? = nil
    /// Where the gate that holds the calls was set, for a gate's answer.
    package var gateSite: CallSite? = nil

    init(_ run: @escaping (Any) throws -> Any) { self.run = run }

    init(awaiting runAsync: @escaping (Any) async throws -> Any) {
        run = { _ in throw AsyncAnswerInSyncCall() }
        self.runAsync = runAsync
    }

    /// A gate's answer: `hold` gets the call and answers it when the test resumes it.
    package init(
        holdingAt site: CallSite,
        _ hold: @escaping (RecordedCall, _ canThrow: Bool) async throws -> Any
    ) {
        run = { _ in throw AsyncAnswerInSyncCall() }
        self.hold = hold
        gateSite = site
    }

    /// The answer, awaited when it is asynchronous; `canThrow` says whether the member can
    /// throw a `CancellationError`.
    package func value(for call: RecordedCall, canThrow: Bool) async throws -> Any {
        if let hold { return try await hold(call, canThrow) }
        if let runAsync { return try await runAsync(call.packedArguments) }
        return try run(call.packedArguments)
    }

}

/// What an asynchronous answer gives a member that is not `async`: the mock reports it.
struct AsyncAnswerInSyncCall: Error {}

/// What a held call resumed with the usual answer throws when no stub below the gate answers
/// it: the mock then answers it as an unstubbed call.
package struct AnswerAsUnstubbed: Error {
    package init() {}
}
