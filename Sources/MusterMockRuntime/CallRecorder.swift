import MusterMatchers

/// Records the calls a mock receives and answers them from its stubs. Every mock, hand-written
/// or generated, holds one.
///
/// It is safe to call a mock from many tasks at once: each call is recorded whole, under a lock,
/// and none is lost. Stubs and matchers run outside the lock, so a stub may call the mock again.
///
/// ```swift
/// final class NavigatorMock: Navigator, Mock {
///     let recorder = CallRecorder()
///     let push = Member<ViewController, Bool, Void>("push(_ vc:animated:)")
///     override func push(_ vc: ViewController, animated: Bool) { call(push, vc, animated) }
/// }
/// ```
public final class CallRecorder: Sendable {
    /// The name failure messages give the mock; `nil` to use the mock's type name.
    ///
    /// ```swift
    /// CallRecorder(name: "navigator").name  // "navigator"
    /// ```
    public let name: String?

    /// What the mock does with a call that no stub answers.
    ///
    /// ```swift
    /// CallRecorder().unstubbedCalls  // .returnDefault
    /// ```
    public let unstubbedCalls: UnstubbedCallPolicy

    struct State {
        var calls: [RecordedCall] = []
        var verified: [Bool] = []
        var stubs: [MemberKey: [StubEntry]] = [:]
    }

    let state = Locked(State())

    /// Creates a recorder.
    ///
    /// ```swift
    /// let recorder = CallRecorder(name: "navigator", unstubbedCalls: .fail)
    /// ```
    ///
    /// - Parameters:
    ///   - name: The mock's name in failure messages; by default its type name.
    ///   - unstubbedCalls: Whether a call that no stub answers returns a default value where
    ///     one exists (``UnstubbedCallPolicy/returnDefault``) or fails the test
    ///     (``UnstubbedCallPolicy/fail``).
    public init(name: String? = nil, unstubbedCalls: UnstubbedCallPolicy = .returnDefault) {
        self.name = name
        self.unstubbedCalls = unstubbedCalls
    }

    /// Every call received so far, in order.
    ///
    /// ```swift
    /// #expect(navigator.recorder.calls.count == 1)
    /// ```
    public var calls: [RecordedCall] { state.withLock { $0.calls } }

    /// Forgets the calls received so far, keeping the stubs.
    ///
    /// ```swift
    /// navigator.recorder.removeAllCalls()
    /// ```
    public func removeAllCalls() {
        state.withLock {
            $0.calls.removeAll()
            $0.verified.removeAll()
        }
    }

    /// Forgets every stub, so that calls get the unstubbed behaviour again.
    ///
    /// ```swift
    /// navigator.recorder.removeAllStubs()
    /// ```
    public func removeAllStubs() { state.withLock { $0.stubs.removeAll() } }

    /// Records a call and returns the stubs that might answer it, newest last.
    func record<each Argument, Output>(
        _ member: Member<repeat each Argument, Output>, _ arguments: repeat each Argument,
        site: CallSite
    ) -> (RecordedCall, [StubEntry]) {
        var count = 0
        for _ in repeat (each Argument).self { count += 1 }
        let packed = UncheckedSendable<Any>(value: (repeat each arguments))
        let key = member.key
        // The lock's body returns nothing: `withLock` is not specialized here, so a result of
        // a tuple type would have its metadata looked up at run time on every call.
        var recorded: RecordedCall?
        var stubs: [StubEntry] = []
        state.withLock { state in
            // Numbered under this lock, so that each recorder's list is in sequence order.
            let call = RecordedCall(
                member: key, packedArguments: packed, argumentCount: count,
                sequence: nextCallSequence(), site: site)
            state.calls.append(call)
            state.verified.append(false)
            // Most mocks in a test are never stubbed: skip hashing the key for them.
            if !state.stubs.isEmpty { stubs = state.stubs[key] ?? [] }
            recorded = call
        }
        // Set by the body above, which always runs.
        return (recorded.unsafelyUnwrapped, stubs)
    }

    /// The answer of the newest stub whose matchers accept `call`, or `nil` when none does.
    func answer(_ call: RecordedCall, from stubs: [StubEntry]) -> StubAnswer? {
        guard !stubs.isEmpty else { return nil }
        return PendingCaptures.collecting { captures in
            for stub in stubs.reversed() {
                guard let results = stub.matchers.evaluate(call, capturing: captures),
                    results.allSatisfy(\.isMatch)
                else { continue }
                captures.keepCurrent()
                captures.commit()
                return stub.nextAnswer()
            }
            return nil
        }
    }

    func add(_ stub: StubEntry) {
        state.withLock { $0.stubs[stub.matchers.member, default: []].append(stub) }
    }

    /// The calls and whether each was verified, in one consistent snapshot.
    package func snapshot() -> (calls: [RecordedCall], verified: [Bool]) {
        state.withLock { ($0.calls, $0.verified) }
    }

    package func markVerified(_ sequences: Set<UInt64>) {
        guard !sequences.isEmpty else { return }
        state.withLock { state in
            for index in state.calls.indices where sequences.contains(state.calls[index].sequence) {
                state.verified[index] = true
            }
        }
    }
}

/// What a mock does with a call that no stub answers.
///
/// ```swift
/// let strict = CallRecorder(unstubbedCalls: .fail)
/// ```
public enum UnstubbedCallPolicy: Sendable, Hashable {
    /// Returns a default where the result type has one (`Void`, `nil`, `0`, `false`, `""`,
    /// empty collections, and any ``DefaultMockValue``); fails the test where it has none.
    case returnDefault
    /// Fails the test for every unstubbed call, then carries on as ``returnDefault`` does.
    case fail
}

private let callSequence = Locked<UInt64>(0)

/// The next number in the one order of calls across every mock.
func nextCallSequence() -> UInt64 {
    callSequence.withLock {
        $0 += 1
        return $0
    }
}
