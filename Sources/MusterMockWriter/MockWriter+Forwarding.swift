// A mock made with a real object: `init(forwardingTo:)`, which records every call and forwards
// those no stub answers.
extension MockWriter {
    /// Whether the mock offers `init(forwardingTo:)`: a class mock of a protocol of its own,
    /// without parents, associated types or initializers, whose base class has one
    /// initializer to build on.
    var offersForwarding: Bool {
        !mocked.isActor && mocked.parents.isEmpty && !mocked.isGeneric
            && mocked.initializers.isEmpty
    }

    /// `init(forwardingTo:)`, which makes the mock and has each member in `forwards` answered
    /// by the real object where no stub answers.
    func forwardingInitializer(_ forwards: [(member: String, closure: String)]) -> String {
        let registrations = forwards.map { "musterForward(\($0.member)) \($0.closure)" }
        return """
            /// Creates a mock that records every call, as any mock does, and forwards each call
            /// that no stub answers to `real`.
            \(access)convenience init(
            forwardingTo real: some \(mocked.name),
            name: String? = nil, unstubbedCalls: MusterMockRuntime.UnstubbedCallPolicy = .returnDefault,
            fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
            line: UInt = #line, column: UInt = #column
            ) {
            self.init(
            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath, line: line,
            column: column)
            \(registrations.joined(separator: "\n"))
            }
            """
    }

    /// The closure that calls `method` on the real object with a call's arguments, or `nil`
    /// where a call's recorded arguments cannot be passed on: a generic method, an `inout`, a
    /// variadic or a non-escaping closure argument, or `Self` in its types.
    func forwardingClosure(for method: MockedMethod, types: [String]) -> String? {
        guard !method.isGeneric, !types.contains(where: \.mentionsSelf),
            !method.parameters.contains(where: {
                $0.inoutType != nil || $0.isNonEscapingClosure || $0.type.hasSuffix("...")
            })
        else { return nil }
        // A closure's parameter of function type may not escape unless it says so.
        let parameters = method.parameters.map { parameter in
            let escaping = parameter.isFunction && parameter.wrappedType == nil ? "@escaping " : ""
            return "\(parameter.name): \(escaping)\(parameter.recordedType)"
        }
        let arguments = method.parameters.map { parameter in
            (parameter.label.map { "\($0): " } ?? "") + parameter.name
        }
        let call =
            (method.throwing == .never ? "" : "try ") + (method.isAsync ? "await " : "")
            + "real.\(method.name)"
            + "(\(arguments.joined(separator: ", ")))"
        return "{ (\(parameters.joined(separator: ", ")))\(method.isAsync ? " async" : "") throws "
            + "-> \(recordedResult(of: method)) in \(call) }"
    }

    /// The closure that reads `property` on the real object.
    func forwardingClosure(for property: MockedProperty) -> String {
        let read =
            (property.throwing == .never ? "" : "try ") + (property.isAsync ? "await " : "")
            + "real.\(property.name)"
        return "{ ()\(property.isAsync ? " async" : "") throws -> \(property.type) in \(read) }"
    }
}
