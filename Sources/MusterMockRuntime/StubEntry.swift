import MusterMatchers

/// One stub: the matchers a call must satisfy and the answers it gives, in turn. The last
/// answer repeats.
@usableFromInline
package final class StubEntry: Sendable {
    let matchers: ArgumentMatchers
    private let answers = Locked<(list: [StubAnswer], next: Int)>(([], 0))

    init(_ matchers: ArgumentMatchers) { self.matchers = matchers }

    func add(_ answer: StubAnswer) { answers.withLock { $0.list.append(answer) } }

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
struct StubAnswer: @unchecked Sendable {
    let run: (Any) throws -> Any
    /// For an answer that must be awaited: run only by an `async` member.
    var runAsync: ((Any) async throws -> Any)? = nil

    init(_ run: @escaping (Any) throws -> Any) { self.run = run }

    init(awaiting runAsync: @escaping (Any) async throws -> Any) {
        run = { _ in throw AsyncAnswerInSyncCall() }
        self.runAsync = runAsync
    }

    /// The answer, awaited when it is asynchronous.
    func value(for arguments: Any) async throws -> Any {
        if let runAsync { return try await runAsync(arguments) }
        return try run(arguments)
    }
}

/// What an asynchronous answer gives a member that is not `async`: the mock reports it.
struct AsyncAnswerInSyncCall: Error {}
