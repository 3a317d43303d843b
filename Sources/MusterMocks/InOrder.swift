import Muster

/// Verifies that the calls `body` verifies happened in the order it verifies them, across any
/// number of mocks. Each `verify` in `body` looks only at calls after the call the previous one
/// matched.
///
/// ```swift
/// verifyInOrder {
///     verify(navigator).push(instanceOf(FileContentsViewController.self), true)
///     verify(analytics).log("contents shown")
/// }
/// ```
public func verifyInOrder(_ body: () throws -> Void) rethrows {
    try InOrderVerification.$current.withValue(InOrderVerification(), operation: body)
}

/// Verifies, in an asynchronous context, that the calls `body` verifies happened in the order
/// it verifies them.
///
/// ```swift
/// await verifyInOrder { await model.refresh(); verify(store).save(anything()) }
/// ```
public func verifyInOrder(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
) async rethrows {
    try await InOrderVerification.$current.withValue(InOrderVerification(), operation: body)
}

/// The state of one `verifyInOrder` block: how far along the calls it has got, and which mocks
/// it has looked at, for listing their calls in order when it fails.
final class InOrderVerification: Sendable {
    private struct State {
        var position: UInt64 = 0
        var previousWanted: String?
        var mocks: [(recorder: CallRecorder, name: String)] = []
    }

    private let state = Locked(State())

    @TaskLocal static var current: InOrderVerification?

    /// The sequence number of the last call verified so far.
    var position: UInt64 { state.withLock { $0.position } }

    /// The call the previous verification wanted, as written in messages.
    var previousWanted: String? { state.withLock { $0.previousWanted } }

    func advance(past call: RecordedCall?, wanted: String, in verification: CountedVerification) {
        state.withLock { state in
            if let call { state.position = max(state.position, call.sequence) }
            state.previousWanted = wanted
            Self.include(verification, in: &state)
        }
    }

    /// Every call the mocks verified in this block received, in order, each with its mock's name.
    func callsInOrder(including verification: CountedVerification) -> [NamedCall] {
        let mocks = state.withLock { state in
            Self.include(verification, in: &state)
            return state.mocks
        }
        var named: [NamedCall] = []
        for mock in mocks {
            named += mock.recorder.snapshot().calls.map { NamedCall(call: $0, mockName: mock.name) }
        }
        named.sort { $0.call.sequence < $1.call.sequence }
        return named
    }

    /// A copy, for one check of an `eventually` block: the check advances the copy, and only a
    /// check that holds hands its progress back with ``adopt(_:)``.
    func fork() -> InOrderVerification {
        let copy = InOrderVerification()
        let state = state.withLock { $0 }
        copy.state.withLock { $0 = state }
        return copy
    }

    /// Takes over how far `fork` got.
    func adopt(_ fork: InOrderVerification) {
        let advanced = fork.state.withLock { $0 }
        state.withLock { $0 = advanced }
    }

    private static func include(_ verification: CountedVerification, in state: inout State) {
        let identity = verification.recorderIdentity
        if !state.mocks.contains(where: { ObjectIdentifier($0.recorder) == identity }) {
            state.mocks.append((verification.recorder, verification.mockName))
        }
    }
}

/// A call with the name of the mock that received it, for lists across mocks.
struct NamedCall {
    let call: RecordedCall
    let mockName: String
}

/// Appends each call on its own numbered line after its mock's name:
/// `\n  1. analytics.log("opened") at File.swift:6:40`.
func appendNumbered(_ calls: [NamedCall], to text: inout Description) {
    for (index, named) in calls.enumerated() {
        text.append("\n  \(index + 1). " + named.call.member.callPrefix(mockName: named.mockName))
        named.call.write(into: &text)
    }
}
