import Muster

/// The matchers for each argument of one member, with their types erased so that stubs and
/// verifications of every member can be handled alike.
struct ArgumentMatchers: @unchecked Sendable {
    let member: MemberKey
    let describers: [(inout Description) -> Void]
    /// The result of each matcher on a call's arguments, or `nil` when the call's arguments are
    /// of other types (another overload, or another specialization of a generic method).
    let evaluate: (Any) -> [MatchResult]?

    init<each Argument, Output>(
        _ member: Member<repeat each Argument, Output>, _ matchers: repeat Matcher<each Argument>
    ) {
        self.member = member.key
        var describers: [(inout Description) -> Void] = []
        repeat describers.append((each matchers).describe(into:))
        self.describers = describers
        evaluate = { packed in
            guard let values = packed as? (repeat each Argument) else { return nil }
            var results: [MatchResult] = []
            repeat results.append((each matchers).match(each values))
            return results
        }
    }

    /// The wanted call: `push(an instance of FileContentsViewController, animated: true)`.
    func writeWantedCall(into description: inout Description) {
        member.shape.write(into: &description, argumentCount: describers.count) {
            describers[$1](&$0)
        }
    }

    /// Matches `call`, holding back what captors see until the caller knows it wants them.
    func evaluate(_ call: RecordedCall, capturing captures: PendingCaptures) -> [MatchResult]? {
        guard call.member == member else { return nil }
        captures.begin()
        return evaluate(call.packedArguments.value)
    }
}

/// The values that argument captors saw while one call was matched. They are kept only if the
/// whole call matched, so a captor in `verify(mock).push(captor.capture(), true)` never sees a
/// controller that was pushed without animation.
final class PendingCaptures: @unchecked Sendable {
    // One task uses an instance, inside one synchronous match.
    private var pending: [() -> Void] = []
    private var kept: [() -> Void] = []

    @TaskLocal static var current: PendingCaptures?

    func add(_ capture: @escaping () -> Void) { pending.append(capture) }

    func begin() { pending.removeAll(keepingCapacity: true) }

    func keepCurrent() { kept.append(contentsOf: pending) }

    func commit() {
        for capture in kept { capture() }
        kept.removeAll()
    }

    /// Runs `body` with captors reporting here instead of recording at once.
    static func collecting<Result>(_ body: (PendingCaptures) throws -> Result) rethrows -> Result {
        let captures = PendingCaptures()
        return try $current.withValue(captures) { try body(captures) }
    }
}
