import Muster

/// One stub: the matchers a call must satisfy and the answers it gives, in turn. The last
/// answer repeats.
final class StubEntry: Sendable {
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
}
