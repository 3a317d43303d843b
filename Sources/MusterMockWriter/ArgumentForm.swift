// How a verifier or stubber method takes its arguments.
extension MockWriter {
    /// How a verifier or stubber method takes its arguments: a matcher (or standard value) for
    /// each; in disfavored methods, one per way of choosing some of the optional parameters, a
    /// matcher of the wrapped type for those (`equalTo(date)` for a `Date?`, with `nil` a
    /// mismatch), which the first form cannot take; and, in a last disfavored method that calls
    /// the first form refuses reach, a plain value of each argument's own type.
    enum ArgumentForm: Equatable {
        /// Matchers, those of the optional parameters at `wrapped` (indexes into the
        /// parameters) of the wrapped type.
        case matchers(wrapped: Set<Int>)
        case plainValues
        /// A plain value at `plainAt` among matchers: refused, with an error that says what
        /// to write, where the compiler would say only that the value's type is not
        /// `MatcherConvertible`.
        case mixed(plainAt: Int)

        /// The most optional parameters whose every choice gets a method: four or more get two
        /// (all wrapped or none), since each parameter doubles the methods.
        static let mixedLimit = 3

        static func forms(of method: MockedMethod) -> [ArgumentForm] {
            let optional = method.parameters.indices.filter {
                method.parameters[$0].wrappedType != nil && !method.parameters[$0].isMetatype
            }
            var choices: [Set<Int>] = [[]]
            if optional.count <= mixedLimit {
                for index in optional { choices += choices.map { $0.union([index]) } }
            } else {
                choices.append(Set(optional))
            }
            return choices.map { .matchers(wrapped: $0) }
                + (method.takesPlainValues ? [.plainValues] : [])
        }

        /// One refused form per parameter that may hold a plain value beside matchers, for a
        /// method that is not generic and takes plain values.
        static func mixedForms(of method: MockedMethod) -> [ArgumentForm] {
            guard method.takesPlainValues, !method.isGeneric else { return [] }
            let plain = method.parameters.indices.filter {
                !method.parameters[$0].isMetatype && method.parameters[$0].inoutType == nil
            }
            guard plain.count > 1 else { return [] }
            return plain.map { .mixed(plainAt: $0) }
        }

        var attribute: String {
            switch self {
            case .matchers(wrapped: []): return ""
            case .mixed:
                return """
                    @_disfavoredOverload
                    @available(*, unavailable, message: \
                    "to mix a value of your own type with matchers, write equalTo(value) around it, \
                    or declare the type MatcherConvertible: extension YourType: MatcherConvertible {}")

                    """
            default: return "@_disfavoredOverload\n"
            }
        }

        /// `label name: some MusterMatchers.MatcherConvertible<Type>` or `label name: Type`; a metatype
        /// stays itself in every form.
        func parameter(_ parameter: MockedParameter, at index: Int) -> String {
            let type: String
            switch self {
            case _ where parameter.isMetatype, .plainValues: type = parameter.matchedType
            case .mixed(let plainAt) where plainAt == index: type = parameter.matchedType
            case .mixed: type = "some MusterMatchers.MatcherConvertible<\(parameter.matchedType)>"
            case .matchers(let wrapped):
                let subject =
                    wrapped.contains(index) ? parameter.wrappedType! : parameter.matchedType
                type = "some MusterMatchers.MatcherConvertible<\(subject)>"
            }
            return "\(parameter.declaredNames): \(type)"
        }

        func expression(_ parameter: MockedParameter, at index: Int) -> String {
            if parameter.isMetatype { return "MusterMockRuntime.equalToType(\(parameter.name))" }
            guard parameter.inoutType == nil else {
                return "MusterMockRuntime.passedIn(\(valueExpression(parameter, at: index)))"
            }
            return valueExpression(parameter, at: index)
        }

        /// The matcher of the argument's own value.
        func valueExpression(_ parameter: MockedParameter, at index: Int) -> String {
            switch self {
            case .plainValues, .mixed: return "MusterMockRuntime.equalToArgument(\(parameter.name))"
            case .matchers(let wrapped) where wrapped.contains(index):
                return "MusterMatchers.Matcher(unwrapping: \(parameter.name).asMatcher())"
            case .matchers: return "\(parameter.name).asMatcher()"
            }
        }

        func parameters(of method: MockedMethod) -> String {
            method.parameters.enumerated().map { parameter($1, at: $0) }
                .joined(separator: ", ")
        }

        func expressions(of method: MockedMethod) -> [String] {
            method.parameters.enumerated().map { expression($1, at: $0) }
        }
    }
}
