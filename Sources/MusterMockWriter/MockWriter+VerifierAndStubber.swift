// The verifier's and the stubber's members, and the forms they refuse with an error that
// says what to write.
extension MockWriter {
    enum SubscriptRole { case verifying, stubbing }

    /// The verifier's or the stubber's subscripts, one per subscript (two where the keys may be
    /// given as plain values): `verify(mock)[key].get()`, `given(mock)[key].willReturn(…)`.
    func subscriptMembers(role: SubscriptRole) -> [String] {
        var lines: [String] = []
        for item in mocked.subscripts {
            let method = item.getter
            let value = method.returnType ?? "Void"
            let keyTypes = method.parameters.map(\.recordedType)
            let setter = item.isSettable ? subscriptSetter(item) : "nil"
            for form in ArgumentForm.forms(of: method) {
                let keys = form.expressions(of: method).joined(separator: ", ")
                let result: String
                let made: String
                switch role {
                case .verifying:
                    result =
                        "SubscriptVerification<\((keyTypes + [value]).joined(separator: ", "))>"
                    made =
                        "SubscriptVerification(getter: \(member(method)), setter: \(setter), "
                        + "keys: \(keys), verification: musterVerification)"
                case .stubbing:
                    let failure = method.throwing.failureType
                    result =
                        "SubscriptStub<\((keyTypes + [value, failure]).joined(separator: ", "))>"
                    made =
                        "SubscriptStub(stubbing: musterStubbing, getter: \(member(method)), "
                        + "setter: \(setter), keys: \(keys), failure: (\(failure)).self)"
                }
                lines.append(
                    """
                    \(form.attribute)\(access)subscript\(method.genericClause)\
                    (\(form.parameters(of: method))) -> MusterMockRuntime.\(result)\(method.whereClause) {
                    MusterMockRuntime.\(made)
                    }
                    """)
            }
        }
        return lines
    }

    /// A settable subscript's writes: the keys, then the new value.
    func subscriptSetter(_ item: MockedSubscript) -> String {
        let method = item.getter
        let types = method.parameters.map(\.recordedType) + [method.returnType ?? "Void", "Void"]
        let signature = String(method.signature.dropLast()) + "newValue:)"
        return "MusterMockRuntime.Member<\(types.joined(separator: ", "))>(\(literal(signature)))"
    }

    /// The verifier's methods and properties, one per requirement (two where a requirement's
    /// arguments may be given as plain values).
    func verifierMembers(_ methods: [MockedMethod], _ properties: [MockedProperty])
        -> [String]
    {
        var lines: [String] = []
        // Overloads that differ in their result alone would verify alike: each takes its
        // result's type, `verify(mock).value(returning: Int.self)`.
        var verifiedAlike: [String: Int] = [:]
        for method in methods {
            verifiedAlike[method.verifiedSignature, default: 0] += 1
        }
        for method in methods {
            let generics = method.verifierGenerics
            let returning =
                verifiedAlike[method.verifiedSignature, default: 0] > 1
                ? "returning _: (\(recordedResult(of: method))).Type" : nil
            for form in ArgumentForm.forms(of: method) {
                let arguments =
                    [member(method, erasing: method.genericParametersOnlyInResult)]
                    + form.expressions(of: method)
                let parameters = ([form.parameters(of: method)] + [returning].compactMap { $0 })
                    .filter { !$0.isEmpty }.joined(separator: ", ")
                lines.append(
                    """
                    \(form.attribute)\(access)func \(method.exposedName)\(generics.clause)\
                    (\(parameters))\
                    \(generics.whereClause) {
                    musterVerification.verify(\(arguments.joined(separator: ", ")))
                    }
                    """)
            }
        }
        for method in methods where method.refusesMatchersForTypes {
            lines.append(refusal(of: method))
        }
        lines += methods.flatMap(mixedArgumentRefusals)
        for property in properties {
            let kind = property.isSettable ? "PropertyVerification" : "ReadOnlyPropertyVerification"
            let setter = property.isSettable ? "setter: \(setter(property)), " : ""
            lines.append(
                """
                \(access)var \(property.name): MusterMockRuntime.\(kind)<\(recorded(property.type))> {
                MusterMockRuntime.\(kind)(getter: \(getter(property)), \(setter)\
                verification: musterVerification)
                }
                """)
        }
        return lines
    }

    /// The stubber's methods and properties, one per requirement (two where a requirement's
    /// arguments may be given as plain values).
    func stubberMembers(_ methods: [MockedMethod], _ properties: [MockedProperty])
        -> [String]
    {
        var lines: [String] = []
        for method in methods {
            let failure = method.throwing.failureType
            let types =
                method.parameters.map(\.recordedType) + [recordedResult(of: method), failure]
            for form in ArgumentForm.forms(of: method) {
                let arguments =
                    [member(method)] + form.expressions(of: method)
                    + ["failure: (\(failure)).self"]
                lines.append(
                    """
                    \(form.attribute)\(access)func \(method.exposedName)\(method.genericClause)\
                    (\(form.parameters(of: method))) \
                    -> MusterMockRuntime.Stub<\(types.joined(separator: ", "))>\(method.whereClause) {
                    musterStubbing.stub(\(arguments.joined(separator: ", ")))
                    }
                    """)
            }
        }
        for method in methods where method.refusesMatchersForTypes {
            lines.append(refusal(of: method))
        }
        lines += methods.flatMap(mixedArgumentRefusals)
        for property in properties {
            let failure = property.throwing.failureType
            let kind = property.isSettable ? "PropertyStub" : "ReadOnlyPropertyStub"
            let setter = property.isSettable ? "setter: \(setter(property)), " : ""
            lines.append(
                """
                \(access)var \(property.name): MusterMockRuntime.\(kind)<\(recorded(property.type)), \(failure)> {
                MusterMockRuntime.\(kind)(stubbing: musterStubbing, getter: \(getter(property)), \
                \(setter)failure: (\(failure)).self)
                }
                """)
        }
        return lines
    }

    /// A method that takes a matcher for each type parameter too (`as: anything()`), refused
    /// with an error that says to pass the type, where the compiler would otherwise report
    /// that the mock is not a `Mock`.
    func refusal(of method: MockedMethod) -> String {
        let types = method.parameters.filter(\.isMetatype).map { "'\($0.label ?? $0.name):'" }
        let parameters = method.parameters.map { parameter in
            let type = parameter.isMetatype ? "Any.Type" : parameter.recordedType
            return "\(parameter.declaredNames): some MusterMatchers.MatcherConvertible<\(type)>"
        }
        let message =
            "\(types.joined(separator: " and ")) \(types.count == 1 ? "takes" : "take") the type "
            + "itself, such as Profile.self, not a matcher"
        return """
            @_disfavoredOverload
            @available(*, unavailable, message: \(literal(message)))
            \(access)func \(method.name)(\(parameters.joined(separator: ", "))) -> Never {
            fatalError("unavailable")
            }
            """
    }

    /// A method's refused forms that take a plain value beside matchers (see
    /// ``ArgumentForm/mixed(plainAt:)``).
    func mixedArgumentRefusals(of method: MockedMethod) -> [String] {
        ArgumentForm.mixedForms(of: method).map { form in
            """
            \(form.attribute)\(access)func \(method.exposedName)(\(form.parameters(of: method))) -> Never {
            fatalError("unavailable")
            }
            """
        }
    }
}
