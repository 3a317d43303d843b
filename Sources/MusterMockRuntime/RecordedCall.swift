import MusterMatchers

/// One call a mock received: which member, with which arguments, in which order.
///
/// ```swift
/// navigator.musterRecorder.calls.first?.description  // push(<FileContentsViewController>, animated: true)
/// ```
// Unchecked: the arguments are stored and read back, never mutated; like matchers, mocks rely
// on the test not mutating an argument from two threads at once.
public struct RecordedCall: @unchecked Sendable, CustomStringConvertible {
    // Stored properties only, so that the call is made by the memberwise initializer, which an
    // unoptimized build runs without the temporary and copy an explicit one makes: a sixth of
    // recording a call there.
    package let member: MemberKey
    /// The arguments as one tuple of their own types (a single argument is not wrapped).
    package let packedArguments: Any
    /// Orders calls across all mocks, for in-order verification.
    package let sequence: UInt64

    /// Where a call keeps its arguments' `Any`, for a pass over many calls that reads them in
    /// place.
    static let packedArgumentsOffset = MemoryLayout<RecordedCall>.offset(of: \.packedArguments)!
    /// Where a call keeps its member's key, which such a pass compares by identity first.
    static let memberOffset = MemoryLayout<RecordedCall>.offset(of: \.member)!

    /// The member's signature, such as `push(_ vc:animated:)`.
    ///
    /// ```swift
    /// navigator.musterRecorder.calls.map(\.signature)  // ["push(_ vc:animated:)"]
    /// ```
    public var signature: String { member.signature }

    /// The arguments, in order.
    ///
    /// ```swift
    /// navigator.musterRecorder.calls[0].arguments.last as? Bool  // true
    /// ```
    public var arguments: [Any] { unpack(packedArguments, count: member.argumentCount) }

    /// The call as Swift would write it, with its arguments rendered:
    /// `push(<FileContentsViewController>, animated: true)`.
    ///
    /// ```swift
    /// print(navigator.musterRecorder.calls[0])  // push(<FileContentsViewController>, animated: true)
    /// ```
    public var description: String {
        var text = Description()
        write(into: &text)
        return text.text
    }

    /// Writes the call, its arguments rendered as messages show them or, `asSource`, as Swift
    /// source for a line to paste: `record(Money(cents: 1), for: .garden)` where the message
    /// reads `record(0.01 €, for: .garden)`.
    package func write(into description: inout Description, asSource: Bool = false) {
        let values = arguments
        member.shape.write(into: &description, argumentCount: values.count) {
            if asSource {
                $0.append(ValueRenderer.renderAsSource(values[$1]))
            } else {
                $0.appendSummary(of: values[$1])
            }
        }
    }

    /// The call as Swift source (see ``write(into:asSource:)``).
    package var sourceText: String {
        var text = Description()
        write(into: &text, asSource: true)
        return text.text
    }

}

extension RecordedCall {
    /// A call made by inlined code, which cannot use the memberwise initializer.
    @usableFromInline
    init(_ member: MemberKey, arguments: consuming Any, sequence: UInt64) {
        self.init(member: member, packedArguments: arguments, sequence: sequence)
    }
}
