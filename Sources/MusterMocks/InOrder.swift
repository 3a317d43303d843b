import Muster

/// Verifies that the calls `body` verifies happened in the order it verifies them, across any
/// number of mocks. Each `verify` in `body` looks only at calls after the call the previous one
/// matched; `strictness` also refuses other calls of those mocks before, between or after the
/// verified ones, reported at this line.
///
/// ```swift
/// verifyInOrder {
///     verify(navigator).push(instanceOf(FileContentsViewController.self), true)
///     verify(analytics).log("contents shown")
/// }
/// verifyInOrder(.onlyConsecutive) {
///     verify(store).load()
///     verify(store).save(anything())  // and no other call of store in between
/// }
/// ```
public func verifyInOrder(
    _ strictness: InOrderStrictness = [], fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ body: () throws -> Void
) rethrows {
    let order = InOrderVerification()
    try InOrderVerification.$current.withValue(order, operation: body)
    order.check(
        strictness, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Verifies, in an asynchronous context, that the calls `body` verifies happened in the order
/// it verifies them, and with `strictness`, that no other calls of those mocks came before,
/// between or after them.
///
/// ```swift
/// await verifyInOrder { await model.refresh(); verify(store).save(anything()) }
/// ```
public func verifyInOrder(
    _ strictness: InOrderStrictness = [], isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, _ body: () async throws -> Void
) async rethrows {
    let order = InOrderVerification()
    try await InOrderVerification.$current.withValue(order, operation: body)
    order.check(
        strictness, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Which other calls a ``verifyInOrder(_:fileID:file:line:column:_:)`` block refuses: calls of
/// the mocks it verifies (and of no other), other than the calls its verifications took.
///
/// ```swift
/// verifyInOrder(.exactly) { verify(store).load(); verify(store).save(anything()) }
/// ```
public struct InOrderStrictness: OptionSet, Sendable {
    public let rawValue: Int

    /// Makes a strictness from its bits; use the named ones.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// No other call before the first verified one.
    public static let nothingBefore = InOrderStrictness(rawValue: 1)
    /// No other call between two verified ones: they came one after another.
    public static let onlyConsecutive = InOrderStrictness(rawValue: 2)
    /// No other call after the last verified one.
    public static let nothingAfter = InOrderStrictness(rawValue: 4)
    /// The verified calls are all the calls those mocks received, in that order.
    public static let exactly: InOrderStrictness = [
        .nothingBefore, .onlyConsecutive, .nothingAfter,
    ]
}

/// The state of one `verifyInOrder` block: how far along the calls it has got, and which mocks
/// it has looked at, for listing their calls in order when it fails.
final class InOrderVerification: Sendable {
    private struct State {
        var position: UInt64 = 0
        /// The calls the verifications took, by sequence number.
        var taken: [UInt64] = []
        var previousWanted: String?
        var mocks: [(recorder: CallRecorder, name: String)] = []
    }

    private let state = Locked(State())

    @TaskLocal static var current: InOrderVerification?

    /// The sequence number of the last call verified so far.
    var position: UInt64 { state.withLock { $0.position } }

    /// The call the previous verification wanted, as written in messages.
    var previousWanted: String? { state.withLock { $0.previousWanted } }

    func advance(past taken: [UInt64], wanted: String, in verification: CountedVerification) {
        state.withLock { state in
            state.taken += taken
            if let last = taken.max() { state.position = max(state.position, last) }
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
        return Self.callsInOrder(of: mocks)
    }

    private static func callsInOrder(of mocks: [(recorder: CallRecorder, name: String)])
        -> [NamedCall]
    {
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

    /// Reports, at `site`, the calls of the block's mocks that `strictness` refuses.
    func check(_ strictness: InOrderStrictness, site: CallSite) {
        guard !strictness.isEmpty else { return }
        let (mocks, taken) = state.withLock { ($0.mocks, Set($0.taken)) }
        guard let firstMock = mocks.first else { return }
        let calls = Self.callsInOrder(of: mocks)
        let first = calls.firstIndex { taken.contains($0.call.sequence) }
        let last = calls.lastIndex { taken.contains($0.call.sequence) }
        // Where a call can be refused, before, between and after the verified ones.
        let sides: [(option: InOrderStrictness, place: String)] = [
            (.nothingBefore, "before"), (.onlyConsecutive, "between"), (.nothingAfter, "after"),
        ]
        var refused = [[Int]](repeating: [], count: sides.count)
        for (index, named) in calls.enumerated() where !taken.contains(named.call.sequence) {
            let side: Int
            if first.map({ index < $0 }) ?? true {
                side = 0
            } else if let last, index > last {
                side = 2
            } else {
                side = 1
            }
            if strictness.contains(sides[side].option) { refused[side].append(index + 1) }
        }
        if refused.allSatisfy(\.isEmpty) { return }
        let failure = VerificationFailure(
            site: site,
            expectation: { text in
                let places = sides.filter { strictness.contains($0.option) }.map(\.place)
                text.append("no other call \(listed(places, or: true)) the calls verified in order")
            },
            finding: { text in
                let found = zip(refused, sides).filter { !$0.0.isEmpty }.map { numbers, side in
                    (numbers.count == 1
                        ? "call \(numbers[0]) came "
                        : "calls \(listed(numbers.map(String.init))) came ") + side.place + " them"
                }
                text.append(found.joined(separator: "; ") + "; the calls in order were:")
                appendNumbered(calls, to: &text, marking: taken)
            })
        let scope: any VerificationScope = EventualCheck.current ?? ImmediateVerification()
        scope.report(failure, of: firstMock.recorder)
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
/// `\n  1. analytics.log("opened") at File.swift:6:40`; a call in `marking` ends with
/// `, verified`.
func appendNumbered(
    _ calls: [NamedCall], to text: inout Description, marking: Set<UInt64> = []
) {
    for (index, named) in calls.enumerated() {
        text.append("\n  \(index + 1). " + named.call.member.callPrefix(mockName: named.mockName))
        named.call.write(into: &text)
        if marking.contains(named.call.sequence) { text.append(", verified") }
    }
}
