import MusterMatchers
import MusterRecordingPrimitives

/// One stub: the matchers a call must satisfy and the answers it gives, in turn. The last
/// answer repeats.
@usableFromInline
package final class StubEntry: @unchecked Sendable {
    package let matchers: ArgumentMatchers
    // Its own mutex, as the recorder has: `Locked`'s generic closure is not specialized across
    // modules, and every stubbed call takes this lock.
    private let mutex = muster_mutex_create()
    /// Guarded by `mutex`.
    @exclusivity(unchecked) private var answers: [StubAnswer] = []
    /// The next answer's index, at most `answers.count`; guarded by `mutex`.
    @exclusivity(unchecked) private var next = 0
    /// How many calls it answered.
    @exclusivity(unchecked) private var uses = 0
    /// Where it comes among its recorder's stubs, set as the recorder takes it.
    @exclusivity(unchecked) package var position = 0

    package init(_ matchers: ArgumentMatchers) { self.matchers = matchers }

    deinit { muster_mutex_destroy(mutex) }

    package func add(_ answer: StubAnswer) {
        muster_mutex_lock(mutex)
        answers.append(answer)
        muster_mutex_unlock(mutex)
    }

    func nextAnswer() -> StubAnswer? {
        muster_mutex_lock(mutex)
        defer { muster_mutex_unlock(mutex) }
        let count = answers.count
        guard count != 0 else { return nil }
        let answer = answers[min(next, count - 1)]
        if next < count { next += 1 }
        uses += 1
        return answer
    }

    /// Its answers in turn, and how many calls it answered so far.
    package func summary() -> (answers: [StubAnswer.Summary], uses: Int) {
        muster_mutex_lock(mutex)
        defer { muster_mutex_unlock(mutex) }
        return (answers.map(\.summary), uses)
    }
}

/// What a stub does when it answers: returns a value, throws, or runs a closure on the call's
/// arguments. It takes the arguments packed in one tuple and returns the result as `Any`; the
/// types were checked when the stub was made. A class, so that handing an answer to a call
/// retains one object rather than each of its closures.
package final class StubAnswer: @unchecked Sendable {
    let run: (Any) throws -> Any
    /// The value of an answer that returns one value, and its type (`nil` for other answers):
    /// a call of a member returning that type takes it without running `run` or casting its
    /// result. Not one optional: copying an `Any?` looks up its type's metadata.
    let constant: Any
    let constantType: Any.Type?
    /// For an answer that must be awaited: run only by an `async` member.
    let runAsync: ((Any) async throws -> Any)?
    /// For a gate's answer, which holds the call itself, told whether the member can throw a
    /// `CancellationError`: run only by an `async` member.
    let hold: ((RecordedCall, _ canThrow: Bool) async throws -> Any)?
    /// Where the gate that holds the calls was set, for a gate's answer.
    package let gateSite: CallSite?
    /// What the answer does, for a test that reads what a mock is stubbed with; set before the
    /// answer is added to its stub, and only read after.
    package private(set) var summary = Summary.answers

    /// What an answer does.
    package enum Summary {
        case returns(Any)
        case throwsError(any Error)
        /// A closure the test gave.
        case answers
        case returnsAfter(Any, delay: String)
        case throwsAfter(any Error, delay: String)
        /// Holds the call for a `CallGate` made at that site.
        case held(CallSite)
    }

    /// The answer, said to do what `summary` says.
    package func summarized(_ summary: Summary) -> StubAnswer {
        self.summary = summary
        return self
    }

    init(_ run: @escaping (Any) throws -> Any) {
        self.run = run
        constant = ()
        constantType = nil
        runAsync = nil
        hold = nil
        gateSite = nil
    }

    /// An answer that returns `value`.
    init<Value>(returning value: Value) {
        let boxed: Any = value
        run = { _ in boxed }
        constant = boxed
        constantType = type(of: boxed)
        runAsync = nil
        hold = nil
        gateSite = nil
        summary = .returns(boxed)
    }

    init(awaiting runAsync: @escaping (Any) async throws -> Any) {
        run = { _ in throw AsyncAnswerInSyncCall() }
        constant = ()
        constantType = nil
        self.runAsync = runAsync
        hold = nil
        gateSite = nil
    }

    /// A gate's answer: `hold` gets the call and answers it when the test resumes it.
    package init(
        holdingAt site: CallSite,
        _ hold: @escaping (RecordedCall, _ canThrow: Bool) async throws -> Any
    ) {
        run = { _ in throw AsyncAnswerInSyncCall() }
        constant = ()
        constantType = nil
        runAsync = nil
        self.hold = hold
        gateSite = site
        summary = .held(site)
    }

    /// An answer that waits, told whether the member can throw a `CancellationError`: run
    /// only by an `async` member.
    init(waiting wait: @escaping (_ canThrow: Bool) async throws -> Any) {
        run = { _ in throw AsyncAnswerInSyncCall() }
        constant = ()
        constantType = nil
        runAsync = nil
        hold = { _, canThrow in try await wait(canThrow) }
        gateSite = nil
    }

    /// The constant, for a caller that checked that `constantType` is `Output`: taken out of its
    /// box as it is, since a cast from `Any` costs as much as the rest of answering a call, and
    /// returned as itself rather than as an `Output?`, whose metadata a generic caller would
    /// look up on every call.
    func constant<Output>(as _: Output.Type) -> Output {
        func take<Value>(_ value: Value) -> Output { unsafeBitCast(value, to: Output.self) }
        return _openExistential(constant, do: take)
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
