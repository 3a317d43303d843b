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

    func advance(past call: RecordedCall?, wanted: String, in verification: Verification) {
        state.withLock { state in
            if let call { state.position = max(state.position, call.sequence) }
            state.previousWanted = wanted
            Self.include(verification, in: &state)
        }
    }

    /// Appends, numbered, every call the mocks verified in this block received, in order.
    func appendCallsInOrder(including verification: Verification, to text: inout Description) {
        let mocks = state.withLock { state in
            Self.include(verification, in: &state)
            return state.mocks
        }
        var named: [(call: RecordedCall, name: String)] = []
        for mock in mocks {
            named += mock.recorder.snapshot().calls.map { ($0, mock.name) }
        }
        named.sort { $0.call.sequence < $1.call.sequence }
        let names = Dictionary(named.map { ($0.call.sequence, $0.name) }) { first, _ in first }
        appendNumbered(named.map(\.call), prefix: { "\(names[$0.sequence] ?? "")." }, to: &text)
    }

    private static func include(_ verification: Verification, in state: inout State) {
        let identity = verification.recorderIdentity
        if !state.mocks.contains(where: { ObjectIdentifier($0.recorder) == identity }) {
            state.mocks.append((verification.recorder, verification.mockName))
        }
    }
}
