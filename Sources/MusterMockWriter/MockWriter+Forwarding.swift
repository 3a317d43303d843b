// A mock made with a real object: `init(forwardingTo:)` keeps the object, and each member that
// can pass its call on writes the call of the real object into its own body, where it has the
// member's isolation (the requirement's, from an attribute or from a module's default isolation,
// which the writer cannot see).
extension MockWriter {
    /// Whether the mock offers `init(forwardingTo:)`: a class mock of a protocol of its own,
    /// without parents, associated types or initializers, whose base class has one
    /// initializer to build on.
    var offersForwarding: Bool {
        !mocked.isActor && mocked.parents.isEmpty && !mocked.isGeneric
            && mocked.initializers.isEmpty
    }

    /// The real object, which a test may change (`forwardCalls(of:to:)`), and its read by the
    /// mock's own members.
    var forwardingTarget: String {
        """
        \(access)nonisolated let musterForwarding = MusterMockRuntime.ForwardingTarget<any \(mocked.name)>()
        private nonisolated var musterReal: (any \(mocked.name))? { musterForwarding.real }
        """
    }

    /// `init(forwardingTo:)`, which makes the mock and keeps the real object.
    var forwardingInitializer: String {
        """
        /// Creates a mock that records every call, as any mock does, and forwards each call
        /// that no stub answers to `real`.
        \(access)convenience init(
        forwardingTo real: some \(mocked.name),
        name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy? = nil,
        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
        ) {
        self.init(
        name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
        column: column)
        musterForwarding.real = real
        }
        """
    }

    /// What follows a member's recording call's arguments: the real object, and its answer as
    /// a closure made in the member; one whose error is typed says so, which a closure does not
    /// infer.
    func forwardingArgument(_ call: String, isAsync: Bool, throwing: Throwing)
        -> (argument: String, closure: String)
    {
        var header = "real"
        if case .typed(let type) = throwing {
            header = "(real)\(isAsync ? " async" : "") throws(\(type))"
        }
        return ("forwardingTo: musterReal", " { \(header) in\n\(call)\n}")
    }

    /// The call of `method` on the real object with the member's own arguments, or `nil`
    /// where they cannot be passed on: a generic method, an `inout`, a variadic, a
    /// non-escaping closure or an owned argument (`consuming`, `borrowing`, `sending`, which the
    /// recording takes), or `Self` in its types.
    func forwardedCall(of method: MockedMethod, types: [String]) -> String? {
        let declared = [method.declaredReturnType ?? ""] + method.parameters.map(\.type)
        guard offersForwarding, !method.isGeneric,
            !(types + declared).contains(where: \.mentionsSelf),
            !method.parameters.contains(where: {
                $0.inoutType != nil || $0.isNonEscapingClosure || $0.type.hasSuffix("...")
                    || $0.isBorrowed || $0.type.hasPrefix("consuming ")
                    || $0.type.hasPrefix("sending ")
            })
        else { return nil }
        let arguments = method.parameters.map { parameter in
            (parameter.label.map { "\($0): " } ?? "") + parameter.name
        }
        return (method.throwing == .never ? "" : "try ") + (method.isAsync ? "await " : "")
            + "real.\(method.name)(\(arguments.joined(separator: ", ")))"
    }

    /// The write of `property` to the real object, after the mock recorded it, or `nil` where
    /// it cannot be forwarded.
    func forwardedWrite(of property: MockedProperty) -> String? {
        guard offersForwarding, property.isSettable, !property.isStatic,
            !property.type.mentionsSelf
        else { return nil }
        return "if var real = musterReal {\nreal.\(property.name) = newValue\n"
            + "musterForwarding.real = real\n}"
    }

    /// The read of `property` on the real object, or `nil` where its type names `Self`.
    func forwardedRead(of property: MockedProperty) -> String? {
        guard offersForwarding, !property.type.mentionsSelf else { return nil }
        return (property.throwing == .never ? "" : "try ") + (property.isAsync ? "await " : "")
            + "real.\(property.name)"
    }
}
