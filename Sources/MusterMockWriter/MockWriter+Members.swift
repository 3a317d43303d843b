// The members and types the written code names: recorded members, result types, literals.
extension MockWriter {
    /// The member a method's calls are recorded under; with the generic parameters `erasing`
    /// names as `Any`, for a verifier that cannot declare them.
    func member(_ method: MockedMethod, erasing erased: Set<String> = []) -> String {
        let types = (method.parameters.map(\.recordedType) + [recordedResult(of: method)]).map {
            erased.isEmpty ? $0 : $0.replacingTokens(erased, with: "Any")
        }
        let overload = method.overload.map { ", overload: \(literal($0))" } ?? ""
        return "MusterMockRuntime.Member<\(types.joined(separator: ", "))>"
            + "(\(literal(method.signature))\(overload))"
    }

    /// A property's type as its reads are recorded and stubbed: with `Self` as the protocol's
    /// existential, as a method's result.
    func recorded(_ type: String) -> String {
        type.mentionsSelf ? type.replacingSelf(with: "(any \(mocked.name))") : type
    }

    /// ` as! Self` after a recorded answer whose type names `Self`, which is recorded as the
    /// protocol's existential (see ``recorded(_:)``); nothing otherwise.
    func castBack(to type: String?) -> String {
        type.flatMap { $0.mentionsSelf ? " as! \($0)" : nil } ?? ""
    }

    /// The type a method's answers are recorded and stubbed as: its result type, with `Self`,
    /// which only a method's own result may name, as the protocol's existential.
    func recordedResult(of method: MockedMethod) -> String {
        method.returnType.map(recorded) ?? "Void"
    }

    func getter(_ property: MockedProperty) -> String {
        "MusterMockRuntime.Member<\(recorded(property.type))>(\(literal(property.name.trimmingBackticks)))"
    }

    func setter(_ property: MockedProperty) -> String {
        "MusterMockRuntime.Member<\(recorded(property.type)), Void>"
            + "(setterOf: \(literal(property.name.trimmingBackticks)))"
    }

    func literal(_ text: String) -> String {
        // Signatures and type names hold no quotes or backslashes, but a literal must not break.
        var escaped = ""
        for character in text {
            if character == "\\" || character == "\"" { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"" + escaped + "\""
    }
}
