import Foundation
import MusterMatchers

/// The matchers for each argument of one member, with their types erased so that stubs and
/// verifications of every member can be handled alike.
package final class ArgumentMatchers: @unchecked Sendable {
    package let member: MemberKey
    let describers: [(inout Description) -> Void]
    /// The type of the tuple a call of this member packs its arguments in.
    private let argumentsType: Any.Type
    /// The type metadata of that tuple when an `Any` keeps it in its own storage: then a pass
    /// over many calls finds a call's arguments where its `Any` is, and judges them there
    /// without opening or copying it.
    private let inlineArgumentsType: UnsafeRawPointer?
    /// The matchers' judgements of a call's arguments, each read straight from the packed tuple
    /// at the argument's offset (code generic over a parameter pack is not specialized, and
    /// matching through the pack would look up type metadata for every call), appending the
    /// mismatches. One closure that calls each matcher's from its own context: a closure called
    /// from an array would be retained and released around every call.
    private let judgeArguments: (UnsafeRawPointer, inout [ArgumentMismatch]) -> Void
    /// Whether arguments laid out as the offsets say all match, without their mismatches.
    private let testArguments: (UnsafeRawPointer) -> Bool
    /// Each matcher's judgement of an argument of any type, for calls whose arguments have
    /// other types than the matchers'.
    private let valueJudges: [(Any) -> MatchResult]

    init<each Argument, Output>(
        _ member: Member<repeat each Argument, Output>, _ matchers: repeat Matcher<each Argument>
    ) {
        self.member = member.key
        var describers: [(inout Description) -> Void] = []
        var judgeArguments: (UnsafeRawPointer, inout [ArgumentMismatch]) -> Void = { _, _ in }
        var testArguments: ((UnsafeRawPointer) -> Bool)?
        var valueJudges: [(Any) -> MatchResult] = []
        var offset = 0
        func add<Subject>(_ matcher: Matcher<Subject>) {
            describers.append(matcher.describe(into:))
            let alignment = MemoryLayout<Subject>.alignment
            offset = (offset + alignment - 1) / alignment * alignment
            judgeArguments = judging(
                matcher.judgeInPlace(atOffset: offset), index: describers.count - 1,
                after: judgeArguments)
            let test = matcher.testInPlace(atOffset: offset)
            testArguments = testArguments.map { testing(test, after: $0) } ?? test
            valueJudges.append { matchAny(matcher, $0) }
            offset += MemoryLayout<Subject>.size
        }
        repeat add(each matchers)
        self.describers = describers
        self.judgeArguments = judgeArguments
        self.testArguments = testArguments ?? { _ in true }
        self.valueJudges = valueJudges
        typealias Arguments = (repeat each Argument)
        argumentsType = Arguments.self
        // The rule by which Swift keeps a value in an existential's own three words.
        let isInline =
            MemoryLayout<Arguments>.size <= 3 * MemoryLayout<Int>.size
            && MemoryLayout<Arguments>.alignment <= MemoryLayout<Int>.alignment
            && _isBitwiseTakable(Arguments.self)
        inlineArgumentsType =
            isInline && AnyLayout.isUnderstood
            ? unsafeBitCast(argumentsType, to: UnsafeRawPointer.self) : nil
    }

    /// The matchers' mismatches on a call's arguments (packed in one tuple, and how many
    /// there are), by argument index: empty when every argument matches, `nil` when the call
    /// has another number of arguments. Only mismatches are kept, so that a matching call
    /// costs no allocation.
    private func evaluate(_ packed: borrowing Any, _ recordedCount: Int) -> [ArgumentMismatch]? {
        // Fast path: the call's arguments have exactly the matchers' types, so the tuple is
        // laid out as the offsets say.
        if type(of: packed) == argumentsType {
            return mismatchesOfPackedArguments(packed, judgeArguments)
        }
        // A generic method called with other types, or an overload that shares a signature:
        // match argument by argument, so that the message can say which differ.
        let values = unpack(packed, count: recordedCount)
        guard values.count == valueJudges.count else { return nil }
        var mismatches: [ArgumentMismatch] = []
        for (index, judge) in valueJudges.enumerated() {
            let result = judge(values[index])
            if !result.isMatch { mismatches.append(ArgumentMismatch(index: index, result: result)) }
        }
        return mismatches
    }

    /// The wanted call: `push(an instance of FileContentsViewController, animated: true)`.
    package func writeWantedCall(into description: inout Description) {
        member.shape.write(into: &description, argumentCount: describers.count) {
            describers[$1](&$0)
        }
    }

    /// Matches each call of `calls` to this member, in order, with its index and mismatches,
    /// holding back what captors see until `body` returns. The calls are read in place: a pass
    /// over many calls copies none.
    package func evaluate(
        _ calls: CallLog, capturing captures: PendingCaptures,
        _ body: (_ index: Int, _ sequence: UInt64, _ mismatches: [ArgumentMismatch]) -> Void
    ) {
        var first = 0
        for chunk in calls.chunks {
            evaluate(chunk, from: first, capturing: captures, body)
            first += chunk.count
        }
    }

    /// ``evaluate(_:capturing:_:)`` over one chunk, whose first call is the `first`th. The
    /// chunk is a parameter, so its calls are read where they are: through a buffer pointer,
    /// each call's arguments would be copied for the closure that judges them.
    private func evaluate(
        _ chunk: [RecordedCall], from first: Int, capturing captures: PendingCaptures,
        _ body: (_ index: Int, _ sequence: UInt64, _ mismatches: [ArgumentMismatch]) -> Void
    ) {
        // Read once: a static's lazy initialization is checked on every read.
        let argumentsOffset = RecordedCall.packedArgumentsOffset
        let memberOffset = RecordedCall.memberOffset
        var wantedMember = Unmanaged.passUnretained(member).toOpaque()
        chunk.withUnsafeBufferPointer { calls in
            guard let start = calls.baseAddress else { return }
            var call = 0
            // Counted with an integer: iterating a range is a chain of generic witness calls in
            // an unoptimized build.
            while call < calls.count {
                defer { call += 1 }
                let address = UnsafeRawPointer(start + call)
                // The same key object, compared without loading it, which would retain it; a
                // key that is another object of an equal member is compared in full, once: a
                // mock records all calls of a member with one key, which is then the one sought.
                let recordedMember = address.load(
                    fromByteOffset: memberOffset, as: UnsafeMutableRawPointer.self)
                if recordedMember != wantedMember {
                    guard calls[call].member == member else { continue }
                    wantedMember = recordedMember
                }
                captures.begin()
                let packed = address + argumentsOffset
                let mismatches: [ArgumentMismatch]?
                if let inlineArgumentsType, AnyLayout.type(at: packed) == inlineArgumentsType {
                    var found: [ArgumentMismatch] = []
                    judgeArguments(packed, &found)
                    mismatches = found
                } else {
                    mismatches = evaluate(
                        calls[call].packedArguments, calls[call].member.argumentCount)
                }
                guard let mismatches else { continue }
                body(first + call, calls[call].sequence, mismatches)
            }
        }
    }

    /// Matches `call`, holding back what captors see until the caller knows it wants them.
    package func evaluate(_ call: RecordedCall, capturing captures: PendingCaptures)
        -> [ArgumentMismatch]?
    {
        guard call.member == member else { return nil }
        captures.begin()
        return evaluate(call.packedArguments, call.member.argumentCount)
    }

    /// Whether `call`, whose arguments are `arguments`, satisfies every matcher, holding back
    /// what captors see as ``evaluate(_:capturing:)`` does: what a stub asks of a call.
    /// Arguments laid out as the matchers expect are read in place, and a failed comparison
    /// makes no mismatch.
    package func accepts(
        _ call: borrowing RecordedCall, _ arguments: PackedArguments,
        capturing captures: PendingCaptures
    ) -> Bool {
        guard call.member == member else { return false }
        captures.begin()
        if let inlineArgumentsType, arguments.type == inlineArgumentsType {
            return testArguments(arguments.address)
        }
        return evaluate(call.packedArguments, call.member.argumentCount)?.isEmpty == true
    }
}

/// Where a recorded call's arguments are packed, and the type of the tuple kept there when
/// it is kept inline.
package struct PackedArguments {
    let address: UnsafeRawPointer
    let type: UnsafeRawPointer?

    /// The arguments packed in the `Any` at `address`.
    package init(at address: UnsafeRawPointer) {
        self.address = address
        type = AnyLayout.isUnderstood ? AnyLayout.type(at: address) : nil
    }
}

package struct ArgumentMismatch {
    /// The argument's position, from 0.
    package let index: Int
    package let result: MatchResult
}

/// `previous`, then `judge` on argument `index`. Not generic, so that the closure carries no
/// type metadata to pass along.
private func testing(
    _ test: @escaping (UnsafeRawPointer) -> Bool,
    after previous: @escaping (UnsafeRawPointer) -> Bool
) -> (UnsafeRawPointer) -> Bool {
    { arguments in previous(arguments) && test(arguments) }
}

private func judging(
    _ judge: @escaping (UnsafeRawPointer) -> MatchResult, index: Int,
    after previous: @escaping (UnsafeRawPointer, inout [ArgumentMismatch]) -> Void
) -> (UnsafeRawPointer, inout [ArgumentMismatch]) -> Void {
    { arguments, mismatches in
        previous(arguments, &mismatches)
        let result = judge(arguments)
        if !result.isMatch { mismatches.append(ArgumentMismatch(index: index, result: result)) }
    }
}

/// How Swift lays out an `Any`: three words of storage, which hold a small value itself, then
/// the value's type metadata. It is Swift's stable ABI; the layout is checked once, on a value
/// of a known type, and a pass over calls opens each `Any` the ordinary way if it differs.
private enum AnyLayout {
    static let typeOffset = 3 * MemoryLayout<Int>.size

    static let isUnderstood: Bool = {
        let probe: Any = (UInt32(0x4D55_5354), true)
        return withUnsafePointer(to: probe) { container in
            let raw = UnsafeRawPointer(container)
            return MemoryLayout<Any>.size == typeOffset + MemoryLayout<Int>.size
                && raw.load(as: UInt32.self) == 0x4D55_5354
                && raw.load(fromByteOffset: 4, as: Bool.self)
                && type(at: raw)
                    == unsafeBitCast((UInt32, Bool).self as Any.Type, to: UnsafeRawPointer.self)
        }
    }()

    /// The type metadata of the value in the `Any` at `container`.
    static func type(at container: UnsafeRawPointer) -> UnsafeRawPointer {
        container.load(fromByteOffset: typeOffset, as: UnsafeRawPointer.self)
    }
}

/// The mismatches `judgeArguments` finds on the arguments packed in `packed`, whose layout it
/// knows.
private func mismatchesOfPackedArguments(
    _ packed: borrowing Any,
    _ judgeArguments: (UnsafeRawPointer, inout [ArgumentMismatch]) -> Void
) -> [ArgumentMismatch] {
    func open<Packed>(_ value: borrowing Packed) -> [ArgumentMismatch] {
        withUnsafePointer(to: value) { address in
            var mismatches: [ArgumentMismatch] = []
            judgeArguments(UnsafeRawPointer(address), &mismatches)
            return mismatches
        }
    }
    return _openExistential(packed, do: open)
}

/// The arguments packed in one tuple, as a list.
func unpack(_ packed: Any, count: Int) -> [Any] {
    switch count {
    case 0: return []
    case 1: return [packed]
    default: return Mirror(reflecting: packed).children.map(\.value)
    }
}

/// `matcher`'s result on `value`, or `was <value> (<type>)` when `value` is not a `Subject`.
private func matchAny<Subject>(_ matcher: Matcher<Subject>, _ value: Any) -> MatchResult {
    guard let subject = value as? Subject else { return .mismatch { $0.appendWasWithType(value) } }
    return matcher.match(subject)
}

/// The values that argument captors saw while one call was matched. They are kept only if the
/// whole call matched, so a captor in `verify(mock).push(captor.capture(), true)` never sees a
/// controller that was pushed without animation.
package final class PendingCaptures: @unchecked Sendable {
    // One thread uses an instance at a time, inside one synchronous match: no run-time
    // exclusivity check.
    @exclusivity(unchecked) private var pending: [() -> Void] = []
    @exclusivity(unchecked) private var kept: [() -> Void] = []

    /// The collector of the match running on this thread, and the one it last finished with.
    /// Kept per thread rather than in a task local: matching is synchronous, so the thread
    /// cannot change under it, and binding a task local costs as much as the rest of answering
    /// a stubbed call.
    private final class ThreadState {
        var current: PendingCaptures?
        /// Reused by the next match on this thread, so that a stubbed call allocates none.
        var spare: PendingCaptures?
    }

    private static let threadState = ThreadSlot(releasingAtThreadExit: true)

    static var current: PendingCaptures? {
        threadState.value.map {
            Unmanaged<ThreadState>.fromOpaque($0).takeUnretainedValue().current
        } ?? nil
    }

    func add(_ capture: @escaping () -> Void) { pending.append(capture) }

    // Both skip the work when nothing was captured: a verification calls them once per call.
    // `count`, not `isEmpty`: an array's `isEmpty` is a generic default, a chain of witness
    // calls in an unoptimized build.
    func begin() {
        if pending.count != 0 { pending.removeAll(keepingCapacity: true) }
    }

    package func keepCurrent() {
        if pending.count != 0 { kept.append(contentsOf: pending) }
    }

    package func commit() {
        guard kept.count != 0 else { return }
        for capture in takeKept() { capture() }
    }

    /// The captures kept so far, for a caller that will decide later whether to run them.
    package func takeKept() -> [() -> Void] {
        defer { kept.removeAll() }
        return kept
    }

    /// Runs `body` with captors reporting here instead of recording at once.
    // Inlined, so that the body's closure, which captures the call it matches, is not made.
    @inline(__always)
    package static func collecting<Result>(_ body: (PendingCaptures) throws -> Result) rethrows
        -> Result
    {
        let state: ThreadState
        if let slot = threadState.value {
            state = Unmanaged<ThreadState>.fromOpaque(slot).takeUnretainedValue()
        } else {
            state = ThreadState()
            threadState.value = Unmanaged.passRetained(state).toOpaque()
        }
        // Taken, so that a match nested inside this one makes its own.
        let captures = state.spare ?? PendingCaptures()
        state.spare = nil
        let outer = state.current
        state.current = captures
        defer {
            state.current = outer
            captures.begin()
            if captures.kept.count != 0 { captures.kept.removeAll() }
            if state.spare == nil { state.spare = captures }
        }
        return try body(captures)
    }
}

/// A pointer kept per thread.
private final class ThreadSlot: Sendable {
    private let key: pthread_key_t

    /// - Parameter releasingAtThreadExit: Whether the slot holds a retained object, released
    ///   when its thread ends.
    init(releasingAtThreadExit: Bool = false) {
        #if canImport(Darwin)
            let release: @convention(c) (UnsafeMutableRawPointer) -> Void = {
                Unmanaged<AnyObject>.fromOpaque($0).release()
            }
        #else
            let release: @convention(c) (UnsafeMutableRawPointer?) -> Void = {
                if let object = $0 { Unmanaged<AnyObject>.fromOpaque(object).release() }
            }
        #endif
        var key = pthread_key_t()
        guard pthread_key_create(&key, releasingAtThreadExit ? release : nil) == 0 else {
            fatalError("Muster could not make a thread-specific key")
        }
        self.key = key
    }

    var value: UnsafeMutableRawPointer? {
        get { pthread_getspecific(key) }
        set { pthread_setspecific(key, newValue) }
    }
}
