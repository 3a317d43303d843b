import MusterMatchers

/// The matchers for each argument of one member, with their types erased so that stubs and
/// verifications of every member can be handled alike.
package struct ArgumentMatchers: @unchecked Sendable {
    package let member: MemberKey
    let describers: [(inout Description) -> Void]
    /// The matchers' mismatches on a call's arguments (packed in one tuple, and how many
    /// there are), by argument index: empty when every argument matches, `nil` when the call
    /// has another number of arguments. Only mismatches are kept, so that a matching call
    /// costs no allocation.
    package let evaluate: (Any, Int) -> [ArgumentMismatch]?

    init<each Argument, Output>(
        _ member: Member<repeat each Argument, Output>, _ matchers: repeat Matcher<each Argument>
    ) {
        self.member = member.key
        var describers: [(inout Description) -> Void] = []
        repeat describers.append((each matchers).describe(into:))
        self.describers = describers
        let argumentsType: Any.Type = (repeat each Argument).self
        evaluate = { packed, argumentCount in
            var mismatches: [ArgumentMismatch] = []
            var index = 0
            func judge(_ result: MatchResult) {
                if !result.isMatch {
                    mismatches.append(ArgumentMismatch(index: index, result: result))
                }
                index += 1
            }
            // Fast path: the call's arguments have exactly the matchers' types. The metatype
            // comparison first, so that other members' calls skip the cast.
            if type(of: packed) == argumentsType, let values = packed as? (repeat each Argument) {
                repeat judge((each matchers).match(each values))
                return mismatches
            }
            // A generic method called with other types, or an overload that shares a
            // signature: match argument by argument, so that the message can say which differ.
            let values = unpack(packed, count: argumentCount)
            guard values.count == describers.count else { return nil }
            for matcher in repeat each matchers {
                judge(matchAny(matcher, values[index]))
            }
            return mismatches
        }
    }

    /// The wanted call: `push(an instance of FileContentsViewController, animated: true)`.
    package func writeWantedCall(into description: inout Description) {
        member.shape.write(into: &description, argumentCount: describers.count) {
            describers[$1](&$0)
        }
    }

    /// Matches `call`, holding back what captors see until the caller knows it wants them.
    package func evaluate(_ call: RecordedCall, capturing captures: PendingCaptures)
        -> [ArgumentMismatch]?
    {
        guard call.member == member else { return nil }
        captures.begin()
        return evaluate(call.packedArguments.value, call.member.argumentCount)
    }
}

/// One argument that its matcher did not accept.
package struct ArgumentMismatch {
    /// The argument's position, from 0.
    package let index: Int
    package let result: MatchResult
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
    // One task uses an instance, inside one synchronous match.
    private var pending: [() -> Void] = []
    private var kept: [() -> Void] = []

    @TaskLocal static var current: PendingCaptures?

    func add(_ capture: @escaping () -> Void) { pending.append(capture) }

    func begin() { pending.removeAll(keepingCapacity: true) }

    package func keepCurrent() { kept.append(contentsOf: pending) }

    package func commit() {
        for capture in takeKept() { capture() }
    }

    /// The captures kept so far, for a caller that will decide later whether to run them.
    package func takeKept() -> [() -> Void] {
        defer { kept.removeAll() }
        return kept
    }

    /// Runs `body` with captors reporting here instead of recording at once.
    package static func collecting<Result>(_ body: (PendingCaptures) throws -> Result) rethrows
        -> Result
    {
        let captures = PendingCaptures()
        return try $current.withValue(captures) { try body(captures) }
    }
}
