import MusterMatchers
import MusterRecordingPrimitives

// Forwarding: a mock made with a real object answers each call that no stub answers by calling
// the real object. What it guarantees: every call is recorded first, as any call is; a stub
// the test makes wins over forwarding, and a held call resumed with `resume()` and no older
// stub is forwarded too.
//
// The call of the real object is written in the mock's member, as a closure made there: so it
// has the member's isolation, which is the requirement's, whatever isolates the protocol (an
// attribute, or a module's default isolation that no writer of the mock can see). A synchronous
// member runs the closure before it returns; an asynchronous one passes it to a function that
// stays on the caller's actor (`nonisolated(nonsending)`), so the closure never leaves it.

extension CallRecording {
    /// Records a call of `member`, as ``CallRecording/call(_:_:)-4zlhz`` does, and answers it from the
    /// newest stub that accepts it, or else with `forward` called with `real`, the real object:
    /// what the members of a generated mock write, which `init(forwardingTo:)` gives a real
    /// object. Without one, a call no stub answers is answered as the recorder's policy says.
    ///
    /// ```swift
    /// func lookUp(_ name: String) -> User { call(lookUp, name, forwardingTo: musterReal) { $0.lookUp(name) } }
    /// ```
    @_transparent
    public func call<each Argument, Output, Real>(
        _ member: Member<repeat each Argument, Output>, _ arguments: repeat each Argument,
        forwardingTo real: Real?, _ forward: (Real) -> Output
    ) -> Output {
        guard let real else { return call(member, repeat each arguments) }
        guard
            let call = musterRecorder.record(
                member.key, packing: (repeat each arguments), returnsValue: true)
        else { return forward(real) }
        return answer(call, Output.self, forwardedBy: { forward(real) })
    }

    /// The same for a member that throws: the real object's error reaches the caller.
    @_transparent
    public func callThrowing<each Argument, Output, Real>(
        _ member: Member<repeat each Argument, Output>, _ arguments: repeat each Argument,
        forwardingTo real: Real?, _ forward: (Real) throws -> Output
    ) throws -> Output {
        guard let real else { return try callThrowing(member, repeat each arguments) }
        guard
            let call = musterRecorder.record(
                member.key, packing: (repeat each arguments), returnsValue: true)
        else { return try forward(real) }
        return try answerOrThrow(call, Output.self, forwardedBy: { try forward(real) })
    }

    /// The same for a member with typed throws.
    @_transparent
    public func callThrowing<each Argument, Output, Failure: Error, Real>(
        _ member: Member<repeat each Argument, Output>, _ arguments: repeat each Argument,
        throwing: Failure.Type, forwardingTo real: Real?,
        _ forward: (Real) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        guard let real else {
            return try callThrowing(member, repeat each arguments, throwing: Failure.self)
        }
        guard
            let call = musterRecorder.record(
                member.key, packing: (repeat each arguments), returnsValue: true)
        else { return try forward(real) }
        return try answerOrThrow(
            call, Output.self, throwing: Failure.self,
            forwardedBy: { () throws(Failure) in try forward(real) })
    }

    /// The same for an `async` member; the real object is called on the caller's actor.
    ///
    /// ```swift
    /// func refresh() async -> Int { await call(refresh, forwardingTo: musterReal) { await $0.refresh() } }
    /// ```
    @inlinable
    nonisolated(nonsending) public func call<each Argument, Output, Real>(
        _ member: Member<repeat each Argument, Output>, _ arguments: repeat each Argument,
        forwardingTo real: Real?, _ forward: nonisolated(nonsending) (Real) async -> Output
    ) async -> Output {
        guard
            let call = musterRecorder.record(
                member.key, packing: (repeat each arguments),
                returnsValue: real != nil || Output.self != Void.self)
        else { return unsafeBitCast((), to: Output.self) }
        return await awaitedAnswer(call, Output.self, forwardingTo: real, forward)
    }

    /// The same for an `async` member that throws.
    @inlinable
    nonisolated(nonsending) public func callThrowing<each Argument, Output, Real>(
        _ member: Member<repeat each Argument, Output>, _ arguments: repeat each Argument,
        forwardingTo real: Real?, _ forward: nonisolated(nonsending) (Real) async throws -> Output
    ) async throws -> Output {
        guard
            let call = musterRecorder.record(
                member.key, packing: (repeat each arguments),
                returnsValue: real != nil || Output.self != Void.self)
        else { return unsafeBitCast((), to: Output.self) }
        return try await awaitedAnswerOrThrow(call, Output.self, forwardingTo: real, forward)
    }

    /// The same for an `async` member with typed throws.
    @inlinable
    nonisolated(nonsending) public func callThrowing<each Argument, Output, Failure: Error, Real>(
        _ member: Member<repeat each Argument, Output>, _ arguments: repeat each Argument,
        throwing: Failure.Type, forwardingTo real: Real?,
        _ forward: nonisolated(nonsending) (Real) async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        guard
            let call = musterRecorder.record(
                member.key, packing: (repeat each arguments),
                returnsValue: real != nil || Output.self != Void.self)
        else { return unsafeBitCast((), to: Output.self) }
        return try await awaitedAnswerOrThrow(
            call, Output.self, throwing: Failure.self, forwardingTo: real, forward)
    }

    // The answers, out of line: a stub first, then the real object.

    @usableFromInline
    func answer<Output>(_ call: RecordedCall, _: Output.Type, forwardedBy forward: () -> Output)
        -> Output
    {
        do {
            let stubbed = musterRecorder.answer(call)
            if let stubbed, stubbed.constantType == Output.self {
                return stubbed.constant(as: Output.self)
            }
            if let answer = stubbed,
                let value = try answered(call, answer, Output.self)
            {
                return value
            }
        } catch {
            reportThrow(of: error, by: call)
            return unstubbedValue(of: call, Output.self) ?? stop(call, Output.self)
        }
        return forward()
    }

    @usableFromInline
    func answerOrThrow<Output>(
        _ call: RecordedCall, _: Output.Type, forwardedBy forward: () throws -> Output
    ) throws -> Output {
        do {
            return try answerOrThrowUnnoted(call, Output.self, forwardedBy: forward)
        } catch {
            musterRecorder.noteThrow(error, by: call)
            throw error
        }
    }

    private func answerOrThrowUnnoted<Output>(
        _ call: RecordedCall, _: Output.Type, forwardedBy forward: () throws -> Output
    ) throws -> Output {
        let stubbed = musterRecorder.answer(call)
        if let stubbed, stubbed.constantType == Output.self {
            return stubbed.constant(as: Output.self)
        }
        if let answer = stubbed,
            let value = try answered(call, answer, Output.self)
        {
            return value
        }
        return try forward()
    }

    @usableFromInline
    func answerOrThrow<Output, Failure: Error>(
        _ call: RecordedCall, _: Output.Type, throwing: Failure.Type,
        forwardedBy forward: () throws(Failure) -> Output
    ) throws(Failure) -> Output {
        do throws(Failure) {
            return try answerOrThrowUnnoted(
                call, Output.self, throwing: Failure.self, forwardedBy: forward)
        } catch {
            musterRecorder.noteThrow(error, by: call)
            throw error
        }
    }

    private func answerOrThrowUnnoted<Output, Failure: Error>(
        _ call: RecordedCall, _: Output.Type, throwing: Failure.Type,
        forwardedBy forward: () throws(Failure) -> Output
    ) throws(Failure) -> Output {
        do {
            let stubbed = musterRecorder.answer(call)
            if let stubbed, stubbed.constantType == Output.self {
                return stubbed.constant(as: Output.self)
            }
            if let answer = stubbed,
                let value = try answered(call, answer, Output.self)
            {
                return value
            }
        } catch let error as Failure {
            throw error
        } catch {
            return stop(call, reportingForeign: error, Failure.self, Output.self)
        }
        return try forward()
    }

    @usableFromInline
    nonisolated(nonsending) func awaitedAnswer<Output, Real>(
        _ call: RecordedCall, _: Output.Type, forwardingTo real: Real?,
        _ forward: nonisolated(nonsending) (Real) async -> Output
    ) async -> Output {
        do {
            let stubbed = musterRecorder.answer(call)
            if let stubbed, stubbed.constantType == Output.self {
                return stubbed.constant(as: Output.self)
            }
            if let answer = stubbed,
                let value = try await awaited(call, answer, Output.self, canThrow: false)
            {
                return value
            }
        } catch {
            reportThrow(of: error, by: call)
            return unstubbedValue(of: call, Output.self) ?? stop(call, Output.self)
        }
        if let real { return await forward(real) }
        return unstubbedValue(of: call, Output.self) ?? stop(call, Output.self)
    }

    @usableFromInline
    nonisolated(nonsending) func awaitedAnswerOrThrow<Output, Real>(
        _ call: RecordedCall, _: Output.Type, forwardingTo real: Real?,
        _ forward: nonisolated(nonsending) (Real) async throws -> Output
    ) async throws -> Output {
        do {
            return try await awaitedAnswerOrThrowUnnoted(
                call, Output.self, forwardingTo: real, forward)
        } catch {
            musterRecorder.noteThrow(error, by: call)
            throw error
        }
    }

    nonisolated(nonsending) private func awaitedAnswerOrThrowUnnoted<Output, Real>(
        _ call: RecordedCall, _: Output.Type, forwardingTo real: Real?,
        _ forward: nonisolated(nonsending) (Real) async throws -> Output
    ) async throws -> Output {
        let stubbed = musterRecorder.answer(call)
        if let stubbed, stubbed.constantType == Output.self {
            return stubbed.constant(as: Output.self)
        }
        if let answer = stubbed,
            let value = try await awaited(call, answer, Output.self, canThrow: true)
        {
            return value
        }
        if let real { return try await forward(real) }
        return try unstubbedValueOrError(of: call, Output.self)
    }

    @usableFromInline
    nonisolated(nonsending) func awaitedAnswerOrThrow<Output, Failure: Error, Real>(
        _ call: RecordedCall, _: Output.Type, throwing: Failure.Type, forwardingTo real: Real?,
        _ forward: nonisolated(nonsending) (Real) async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        do throws(Failure) {
            return try await awaitedAnswerOrThrowUnnoted(
                call, Output.self, throwing: Failure.self, forwardingTo: real, forward)
        } catch {
            musterRecorder.noteThrow(error, by: call)
            throw error
        }
    }

    nonisolated(nonsending) private func awaitedAnswerOrThrowUnnoted<Output, Failure: Error, Real>(
        _ call: RecordedCall, _: Output.Type, throwing: Failure.Type, forwardingTo real: Real?,
        _ forward: nonisolated(nonsending) (Real) async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        do {
            let stubbed = musterRecorder.answer(call)
            if let stubbed, stubbed.constantType == Output.self {
                return stubbed.constant(as: Output.self)
            }
            if let answer = stubbed,
                let value = try await awaited(
                    call, answer, Output.self, canThrow: CancellationError() is Failure)
            {
                return value
            }
        } catch let error as Failure {
            throw error
        } catch {
            return stop(call, reportingForeign: error, Failure.self, Output.self)
        }
        if let real { return try await forward(real) }
        return unstubbedValue(of: call, Output.self) ?? stop(call, Output.self)
    }
}

/// A mock that can be made with a real object to forward to: what a generated mock's
/// `init(forwardingTo:)` offers, which a failure for want of a stub then suggests.
///
/// ```swift
/// let inventory = InventoryMock(forwardingTo: ShopInventory())
/// ```
public protocol ForwardingMock {
    /// The protocol's existential, `any Inventory`: what the mock forwards to.
    associatedtype MusterReal

    /// The real object the mock forwards to, which a test may change.
    var musterForwarding: ForwardingTarget<MusterReal> { get }
}

/// The real object a mock forwards its calls to, `nil` for none: read on every call of the
/// mock, from any thread, and changed by the test (`forwardCalls(of:to:)`).
///
/// ```swift
/// let target = ForwardingTarget<any Inventory>()
/// target.real = ShopInventory()
/// ```
// Read without a lock, by one atomic load: every call of a mock that can forward reads it. Each
// object ever set stays kept until the target goes, so a read never meets a freed box.
public final class ForwardingTarget<Real>: @unchecked Sendable {
    @usableFromInline
    final class Box {
        @usableFromInline let real: Real
        init(_ real: Real) { self.real = real }
    }

    @usableFromInline let slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    private let mutex = muster_mutex_create()
    @exclusivity(unchecked) private var kept: [Box] = []

    /// A target with no real object.
    public init() {
        slot = .allocate(capacity: 1)
        slot.initialize(to: nil)
    }

    deinit {
        slot.deallocate()
        muster_mutex_destroy(mutex)
    }

    /// The real object calls are forwarded to; `nil` for none.
    @inlinable
    public var real: Real? {
        get {
            guard let box = muster_pointer_load(slot) else { return nil }
            return Unmanaged<Box>.fromOpaque(box).takeUnretainedValue().real
        }
        set { store(newValue) }
    }

    @usableFromInline
    func store(_ real: Real?) {
        muster_mutex_lock(mutex)
        defer { muster_mutex_unlock(mutex) }
        let box = real.map(Box.init)
        if let box { kept.append(box) }
        muster_pointer_store(slot, box.map { Unmanaged.passUnretained($0).toOpaque() })
    }
}
