// The mock class's own members: each requirement recorded and answered.
extension MockWriter {
    /// The mock's implementation of `method`, which records its calls as `member`, and
    /// answers those no stub answers with `forwarded`, the real object's answer, when given.
    func implementation(
        of method: MockedMethod, on receiver: String, member: String, forwarded: String? = nil
    ) -> String {
        let staticKeyword = method.isStatic ? "static " : ""
        let effects = (method.isAsync ? " async" : "") + method.throwing.keyword
        let result = method.declaredReturnType.map { " -> \($0)" } ?? ""
        let call = recordingCall(
            [member] + method.parameters.map(\.recordedArgument), on: receiver,
            isAsync: method.isAsync, throwing: method.throwing, forwarded: forwarded)
        let cast = castBack(to: method.returnType)
        // An `inout` argument is recorded in a box a stub may change, then written back.
        let boxes = method.parameters.filter { $0.inoutType != nil }.map { parameter in
            """
            let \(parameter.recordedArgument) = MusterMockRuntime.InoutArgument(\(parameter.name))
            defer {
            \(parameter.name) = \(parameter.recordedArgument).value
            }

            """
        }.joined()
        return """
            \(method.attributes)\(access)\(callerIsolation(of: method))\(staticKeyword)func \(method.name)\(method.genericClause)\
            \(method.parameterClause)\(effects)\(result)\(method.whereClause) {
            \(boxes)\(boxes.isEmpty ? "" : "return ")\(call)\(cast)
            }
            """
    }

    /// `nonisolated(nonsending) ` for an asynchronous member of a protocol that says
    /// `nonisolated`, which no global actor isolates: said rather than inferred from the
    /// requirement, which is `nonisolated(nonsending)` where the protocol's module has
    /// `NonisolatedNonsendingByDefault`. Swift 6.3 infers that for the member's own file only,
    /// and a call from another file passed its arguments wrongly (a crash); said, it is the same
    /// everywhere, and witnesses a requirement of either kind. A protocol without the word may
    /// be main-actor isolated by its module's default, which a member must then take.
    func callerIsolation(of method: MockedMethod) -> String {
        method.isAsync && mocked.isNonisolated && !mocked.isActor && !method.hasGlobalActor
            ? "nonisolated(nonsending) " : ""
    }

    /// The call that records a member's use and answers it: `call(…)`, or
    /// `try callThrowing(…)` for a member that throws, awaited for an async one, which awaits
    /// its stub's answer (itself perhaps async).
    func recordingCall(
        _ arguments: [String], on receiver: String, isAsync: Bool, throwing: Throwing,
        forwarded: String? = nil
    ) -> String {
        var arguments = arguments
        let awaiting = isAsync ? "await " : ""
        let function: String
        switch throwing {
        case .never, .rethrows: function = "\(awaiting)\(receiver)call"
        case .anyError: function = "try \(awaiting)\(receiver)callThrowing"
        case .typed(let type):
            function = "try \(awaiting)\(receiver)callThrowing"
            arguments.append("throwing: (\(type)).self")
        }
        let forwarding = forwarded.map {
            forwardingArgument($0, isAsync: isAsync, throwing: throwing)
        }
        if let forwarding { arguments.append(forwarding.argument) }
        return "\(function)(\(arguments.joined(separator: ", ")))\(forwarding?.closure ?? "")"
    }

    /// The mock's implementation of `property`, which records reads as `getter` and writes as
    /// `setter`.
    func implementation(
        of property: MockedProperty, on receiver: String, getter: String, setter: String?,
        forwarded: String? = nil, forwardedWrite: String? = nil
    ) -> String {
        let staticKeyword = property.isStatic ? "static " : ""
        let effects = (property.isAsync ? " async" : "") + property.throwing.keyword
        let cast = castBack(to: property.type)
        let get =
            recordingCall(
                [getter], on: receiver, isAsync: property.isAsync, throwing: property.throwing,
                forwarded: forwarded)
            + cast
        guard let setter else {
            return """
                \(access)\(staticKeyword)var \(property.name): \(property.type) {
                get\(effects) {
                \(get)
                }
                }
                """
        }
        return """
            \(access)\(staticKeyword)var \(property.name): \(property.type) {
            get\(effects) {
            \(get)
            }
            set {
            \(receiver)call(\(setter), newValue)\(forwardedWrite.map { "\n" + $0 } ?? "")
            }
            }
            """
    }

    /// The mock's implementation of a subscript: reads recorded as `getter`, with the keys;
    /// writes as `setter`, with the keys and the new value.
    func implementation(of item: MockedSubscript, getter: String, setter: String?)
        -> String
    {
        let method = item.getter
        let effects = (method.isAsync ? " async" : "") + method.throwing.keyword
        let get = recordingCall(
            [getter] + method.parameters.map(\.name), on: "", isAsync: method.isAsync,
            throwing: method.throwing)
        let set =
            setter.map { setter in
                let values = ([setter] + method.parameters.map(\.name) + ["newValue"])
                return "\nset {\ncall(\(values.joined(separator: ", ")))\n}"
            } ?? ""
        return """
            \(access)subscript\(method.genericClause)\(method.parameterClause) -> \
            \(method.returnType ?? "Void")\(method.whereClause) {
            get\(effects) {
            \(get)
            }\(set)
            }
            """
    }
}
