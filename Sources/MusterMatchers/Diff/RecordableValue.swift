// An equality assertion's actual value, kept by the description of its mismatch in the form a
// test's source writes it, so that recording mode can put it in place of the expected literal.

/// An actual value as a Swift literal could spell it, or the name of a type no literal can.
package enum RecordableValue: Sendable, Equatable {
    case string(String)
    /// An integer, a floating-point number or a Boolean, as its literal: `42`, `-0.5`, `true`.
    case number(String)
    /// A JSON document, written only if it is recorded: a large one costs a failure nothing
    /// otherwise.
    case json(@Sendable () -> String)
    /// A value no literal writes, by its type's name: recording reports it instead.
    case unwritable(typeName: String)

    /// Equal kinds with equal texts.
    package static func == (lhs: RecordableValue, rhs: RecordableValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let left), .string(let right)), (.number(let left), .number(let right)),
            (.unwritable(let left), .unwritable(let right)):
            left == right
        case (.json(let left), .json(let right)): left() == right()
        default: false
        }
    }

    /// `actual` as a literal writes it; `nil` for an absent value.
    package init?(_ actual: Any?) {
        guard let actual = unwrapOptionals(actual) else { return nil }
        switch actual {
        case let text as String: self = .string(text)
        case let text as Substring: self = .string(String(text))
        case let character as Character: self = .string(String(character))
        case let flag as Bool: self = .number(flag ? "true" : "false")
        case let number as any BinaryInteger: self = .number("\(number)")
        case let number as Double where number.isFinite: self = .number("\(number)")
        case let number as Float where number.isFinite: self = .number("\(number)")
        default: self = .unwritable(typeName: "\(type(of: actual))")
        }
    }
}

extension Description {
    /// Keeps `actual` for recording mode, unless a value is already kept: the first comparison
    /// a mismatch describes is the assertion's own.
    package mutating func keepForRecording(_ actual: @autoclosure () -> RecordableValue?) {
        if recordableActual == nil { recordableActual = actual() }
    }
}
