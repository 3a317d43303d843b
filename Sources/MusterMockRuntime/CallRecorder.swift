import Foundation
import MusterRecordingPrimitives
import MusterMatchers

/// Records the calls a mock receives and answers them from its stubs. Every mock, hand-written
/// or generated, holds one.
///
/// It is safe to call a mock from many tasks at once: each call is recorded whole, under a lock,
/// and none is lost. Stubs and matchers run outside the lock, so a stub may call the mock again.
///
/// ```swift
/// final class NavigatorMock: Navigator, Mock {
///     let musterRecorder = CallRecorder()
///     let push = Member<ViewController, Bool, Void>("push(_ vc:animated:)")
///     override func push(_ vc: ViewController, animated: Bool) { call(push, vc, animated) }
/// }
/// ```
public final class CallRecorder: @unchecked Sendable {
    /// The name failure messages give the mock; `nil` to use the mock's type name.
    ///
    /// ```swift
    /// CallRecorder(name: "navigator").name  // "navigator"
    /// ```
    public let name: String?

    /// What the mock does with a call that no stub answers.
    ///
    /// ```swift
    /// CallRecorder().unstubbedCalls  // .returnDefault, unless MockDefaults says otherwise
    /// ```
    public let unstubbedCalls: UnstubbedCallPolicy

    /// Whether `unstubbedCalls` is ``UnstubbedCallPolicy/returnDefault``: a stored flag, because
    /// an enum's `==` is a witness call on every recorded call in an unoptimized build.
    let returnsDefaults: Bool

    struct State {
        var log = CallLog()
        /// Whether each call was verified; shorter than `calls` (the rest were not) until a
        /// verification marks one, so that recording does not grow it.
        var verified: [Bool] = []
        var stubs: [MemberKey: [StubEntry]] = [:] {
            didSet {
                hasStubs = !stubs.isEmpty
                lastAnswered = nil
            }
        }
        /// The member whose stubs were looked up last, by identity, and its stubs: a test calls
        /// one stubbed member over and over, and hashing its key each time was a tenth of the
        /// answer.
        var lastAnswered: (member: MemberKey, stubs: [StubEntry])?
        /// Whether `stubs` has any: read on every recorded call, where asking the dictionary is a
        /// generic call in an unoptimized build.
        private(set) var hasStubs = false
        /// The errors calls threw to their callers, by the calls' sequence numbers: kept only
        /// when a call throws, so that a call that returns costs nothing more.
        var thrown: [UInt64: any Error] = [:]
        /// How many stubs were added, to number each.
        var stubsAdded = 0
    }

    // Its own mutex rather than `Locked` or `NSLock`: recording is the hot path, a generic
    // closure across modules is not specialized, and an unoptimized build retains an `NSLock`
    // around each call to it.
    private let mutex = muster_mutex_create()
    /// Guarded by `mutex`, which makes the run-time exclusivity check redundant.
    @exclusivity(unchecked) private var storage = State()

    private func withState<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        muster_mutex_lock(mutex)
        defer { muster_mutex_unlock(mutex) }
        return try body(&storage)
    }

    /// Where the mock was created: a failure of the mock itself, such as a call it cannot
    /// answer, is reported there, in the test that made it.
    ///
    /// ```swift
    /// RepositoryMock().musterRecorder.site.line  // the line that created it
    /// ```
    public let site: CallSite

    /// The test that made a spy, when Muster can tell when it ends: a call after that is
    /// reported.
    let madeInTest: (any TestLifetime)?
    /// Whether `madeInTest` is set: a stored flag, read on every call, where an unoptimized
    /// build would copy the optional existential to compare it with `nil`.
    let watchesItsTest: Bool

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
    ///     (``UnstubbedCallPolicy/fail``); `nil` for ``MockDefaults/unstubbedCalls`` where the
    ///     mock is made.
    ///   - fileID: Where the mock was created; a generated mock passes its creator's.
    ///   - filePath: Where the mock was created; a generated mock passes its creator's.
    ///   - line: Where the mock was created; a generated mock passes its creator's.
    ///   - column: Where the mock was created; a generated mock passes its creator's.
    public convenience init(
        name: String? = nil, unstubbedCalls: UnstubbedCallPolicy? = nil,
        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        self.init(
            name: name, unstubbedCalls: unstubbedCalls,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
            madeInTest: nil)
    }

    /// Creates a spy's recorder, which reports a call that comes after the test that made it.
    convenience init(
        spyNamed name: String?, unstubbedCalls: UnstubbedCallPolicy?, fileID: StaticString,
        file filePath: StaticString, line: UInt, column: UInt
    ) {
        self.init(
            name: name, unstubbedCalls: unstubbedCalls,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
            madeInTest: RuntimeFailures.currentTest())
    }

    private init(
        name: String?, unstubbedCalls: UnstubbedCallPolicy?, site: CallSite,
        madeInTest: (any TestLifetime)?
    ) {
        self.name = name
        let unstubbedCalls = unstubbedCalls ?? MockDefaults.unstubbedCalls
        self.unstubbedCalls = unstubbedCalls
        returnsDefaults = unstubbedCalls == .returnDefault
        self.site = site
        self.madeInTest = madeInTest
        watchesItsTest = madeInTest != nil
    }

    deinit { muster_mutex_destroy(mutex) }

    /// Every call received so far, in order.
    ///
    /// ```swift
    /// #expect(navigator.musterRecorder.calls.count == 1)
    /// ```
    public var calls: [RecordedCall] { withState { $0.log.all } }

    /// Forgets the calls received so far, keeping the stubs.
    ///
    /// ```swift
    /// navigator.musterRecorder.removeAllCalls()
    /// ```
    public func removeAllCalls() {
        withState {
            $0.log.removeAll()
            $0.verified.removeAll()
            $0.thrown.removeAll()
        }
    }

    /// Notes that `call` threw `error` to its caller, for a verification of how calls ended.
    package func noteThrow(_ error: any Error, by call: RecordedCall) {
        withState { $0.thrown[call.sequence] = error }
    }

    /// The errors calls threw to their callers, by the calls' sequence numbers.
    package func thrownErrors() -> [UInt64: any Error] { withState { $0.thrown } }

    /// Forgets every stub, so that calls get the unstubbed behaviour again.
    ///
    /// ```swift
    /// navigator.musterRecorder.removeAllStubs()
    /// ```
    public func removeAllStubs() { withState { $0.stubs.removeAll() } }

    /// Records a call of `member` with its arguments packed in one tuple, and returns the call
    /// when it needs an answer: it returns a value, a stub was given for its member, or this
    /// mock fails unstubbed calls. Not generic, so that the generic call, inlined into the mock,
    /// packs the arguments with their types known and this does only the locked part: one
    /// lock, one atomic number, one append.
    @usableFromInline
    package func record(
        _ member: MemberKey, packing arguments: consuming Any, returnsValue: Bool
    ) -> RecordedCall? {
        muster_mutex_lock(mutex)
        // Numbered under this lock, so that each recorder's list is in sequence order.
        let sequence = nextCallSequence()
        // Conditions in `if` clauses rather than `||` and `&&`, whose right sides are closures
        // in an unoptimized build. Most mocks in a test are never stubbed: skip hashing the key
        // for them.
        var answered = returnsValue
        if !answered, !returnsDefaults { answered = true }
        if !answered, storage.hasStubs, storage.stubs[member] != nil { answered = true }
        // A spy that watches its test keeps the call, to report it if it came late.
        var keepsCall = answered
        if !keepsCall, watchesItsTest { keepsCall = true }
        guard keepsCall else {
            // Made in place, without a local: an unoptimized build would copy it.
            storage.log.append(
                RecordedCall(member: member, packedArguments: consume arguments, sequence: sequence)
            )
            muster_mutex_unlock(mutex)
            return nil
        }
        let call = RecordedCall(
            member: member, packedArguments: consume arguments, sequence: sequence)
        storage.log.append(call)
        muster_mutex_unlock(mutex)
        if watchesItsTest, let madeInTest, madeInTest.hasEnded {
            reportCallAfterTest(call, madeInTest)
        }
        return answered ? call : nil
    }

    /// Reports a spy's call that came after the test that made it ended; the call stays
    /// recorded and is answered as any other.
    private func reportCallAfterTest(_ call: RecordedCall, _ test: any TestLifetime) {
        RuntimeFailures.report(
            expectation: { text in
                call.write(into: &text)
                text.append(
                    test.testName.isEmpty
                        ? " to be called before its test ended"
                        : " to be called before its test, \(test.testName), ended")
            }, finding: { $0.append("it was called after") }, site: site)
    }

    /// The answer of the newest stub with an answer whose matchers accept `call`, or `nil` when
    /// none does. A stub without an answer yet, whose `given(…)` has run but not its
    /// `willReturn`, perhaps on another thread this moment, is passed over.
    func answer(_ call: RecordedCall) -> StubAnswer? { answer(call, below: nil) }

    /// The answer `call` would get without the stub `gate` and those made after it: what a
    /// held call resumed with its usual answer gets.
    package func answer(_ call: RecordedCall, below gate: StubEntry?) -> StubAnswer? {
        var stubs = withState { state -> [StubEntry] in
            guard state.hasStubs else { return [] }
            if let last = state.lastAnswered, last.member === call.member { return last.stubs }
            let stubs = state.stubs[call.member] ?? []
            state.lastAnswered = (call.member, stubs)
            return stubs
        }
        if let gate, let index = stubs.firstIndex(where: { $0 === gate }) {
            stubs.removeSubrange(index...)
        }
        guard !stubs.isEmpty else { return nil }
        // The arguments are found once, where the call keeps them, for every stub to read.
        let offset = RecordedCall.packedArgumentsOffset
        return withUnsafePointer(to: call) { address in
            let arguments = PackedArguments(at: UnsafeRawPointer(address) + offset)
            return PendingCaptures.collecting { captures in
                // Newest first, by index: a reversed view would be one more object to retain.
                stubs.withUnsafeBufferPointer { stubs in
                    var index = stubs.count
                    while index > 0 {
                        index -= 1
                        let stub = stubs[index]
                        guard stub.matchers.accepts(call, arguments, capturing: captures),
                            let answer = stub.nextAnswer()
                        else { continue }
                        captures.keepCurrent()
                        captures.commit()
                        return answer
                    }
                    return nil
                }
            }
        }
    }

    package func add(_ stub: StubEntry) {
        withState { state in
            state.stubsAdded += 1
            stub.position = state.stubsAdded
            state.stubs[stub.matchers.member, default: []].append(stub)
        }
    }

    /// The stubs, in the order they were made.
    package func stubEntries() -> [StubEntry] {
        withState { state in state.stubs.values.flatMap { $0 }.sorted { $0.position < $1.position }
        }
    }

    /// Takes `stub` away, so that calls get the answers they would have had without it.
    package func remove(_ stub: StubEntry) {
        withState { state in
            state.stubs[stub.matchers.member]?.removeAll { $0 === stub }
            if state.stubs[stub.matchers.member]?.isEmpty == true {
                state.stubs[stub.matchers.member] = nil
            }
        }
    }

    /// The calls and whether each was verified, in one consistent snapshot.
    package func snapshot() -> (calls: [RecordedCall], verified: [Bool]) {
        withState { state in
            var verified = state.verified
            if verified.count < state.log.count {
                verified += repeatElement(false, count: state.log.count - verified.count)
            }
            return (state.log.all, verified)
        }
    }

    /// The calls received so far, in order, without copying them.
    package func recordedCalls() -> CallLog { withState { $0.log } }

    /// Marks the calls with these sequence numbers, in ascending order, as verified: one walk
    /// over the calls, which are in sequence order too.
    package func markVerified(ascending sequences: [UInt64]) {
        guard !sequences.isEmpty else { return }
        withState { state in
            if state.verified.count < state.log.count {
                state.verified += repeatElement(
                    false, count: state.log.count - state.verified.count)
            }
            let chunks = state.log.chunks
            // Through buffer pointers: a write to `state.verified` per call would check the
            // array's uniqueness each time.
            state.verified.withUnsafeMutableBufferPointer { verified in
                sequences.withUnsafeBufferPointer { sequences in
                    var next = 0
                    var index = 0
                    for chunk in chunks where next < sequences.count {
                        chunk.withUnsafeBufferPointer { chunk in
                            var call = 0
                            while call < chunk.count {
                                let sequence = chunk[call].sequence
                                while next < sequences.count, sequences[next] < sequence {
                                    next += 1
                                }
                                guard next < sequences.count else { return }
                                if sequences[next] == sequence { verified[index] = true }
                                call += 1
                                index += 1
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The calls a recorder received, in order, in chunks that never move once full: recording
/// appends to the last chunk, and never copies the calls before it as one growing array would.
package struct CallLog: RandomAccessCollection {
    private static let chunkSize = 1_024
    private var full: [[RecordedCall]] = []
    private var last: [RecordedCall] = []

    package var count: Int { full.count * Self.chunkSize + last.count }
    package var startIndex: Int { 0 }
    package var endIndex: Int { count }

    package subscript(index: Int) -> RecordedCall {
        // Lent, not copied: copying a call copies its arguments through their type's witnesses.
        _read {
            let chunk = index / Self.chunkSize
            if chunk < full.count {
                yield full[chunk][index % Self.chunkSize]
            } else {
                yield last[index - full.count * Self.chunkSize]
            }
        }
    }

    mutating func append(_ call: consuming RecordedCall) {
        if last.count == Self.chunkSize {
            full.append(last)
            last = []
            last.reserveCapacity(Self.chunkSize)
        }
        last.append(call)
    }

    /// The calls in their chunks, in order: for a pass over every call that copies none.
    package var chunks: [[RecordedCall]] { last.isEmpty ? full : full + [last] }

    /// Every call, as one array.
    var all: [RecordedCall] {
        guard !full.isEmpty else { return last }
        var calls: [RecordedCall] = []
        calls.reserveCapacity(count)
        for chunk in full { calls += chunk }
        calls += last
        return calls
    }

    mutating func removeAll() {
        full = []
        last = []
    }
}

/// What a mock does with a call that no stub answers.
///
/// ```swift
/// let strict = CallRecorder(unstubbedCalls: .fail)
/// ```
public enum UnstubbedCallPolicy: Sendable, Hashable {
    /// Returns a default where the result type has one: any ``DefaultMockValue`` first, then
    /// `Void`; for a type of your own, `nil` where a nil literal makes one, the first case of a
    /// `CaseIterable` type, `false`, zero (`AdditiveArithmetic` or an integer literal), `""`,
    /// `[]` and `[:]` where those literals make one. Fails the test where there is none.
    case returnDefault
    /// Fails the test for every unstubbed call, then carries on as ``returnDefault`` does.
    case fail
}

/// The next number in the one order of calls across every mock: an atomic counter, so that a
/// call takes one lock (its recorder's), not two.
func nextCallSequence() -> UInt64 { muster_next_call_sequence() }
