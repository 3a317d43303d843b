/// Nimble's `matchError(_:)`: an error value equal to `expected`.
///
/// ```swift
/// expect(result.error).to(matchError(ParseError.empty))
/// ```
public func matchError<E: Error & Equatable>(_ expected: E) -> Matcher<any Error> {
    Matcher(describe: { $0.append("the error \(ValueRenderer.renderError(expected))") }) { error in
        (error as? E) == expected ? .match : .mismatch { $0.appendWasError(error) }
    }.rejectingNil()
}

/// Nimble's `matchError(_:)` with an error that is not `Equatable`: an error of the same type
/// and case (the same domain and code).
///
/// ```swift
/// expect(failure).to(matchError(URLError(.timedOut)))
/// ```
public func matchError<E: Error>(_ expected: E) -> Matcher<any Error> {
    Matcher(describe: { $0.append("an error like \(ValueRenderer.renderError(expected))") }) {
        error in
        isSameKind(error, expected) ? .match : .mismatch { $0.appendWasError(error) }
    }.rejectingNil()
}

/// Nimble's `matchError(_:)` with a type: an error of that type.
///
/// ```swift
/// expect(result.error).to(matchError(ParseError.self))
/// ```
public func matchError<E: Error>(_ type: E.Type) -> Matcher<any Error> {
    Matcher(describe: { $0.append("an error of type \(describing: type)") }) { error in
        error is E ? .match : .mismatch { $0.appendWasError(error) }
    }.rejectingNil()
}

/// Nimble compares errors that are not `Equatable` by domain and code: for a Swift enum, its
/// type and case.
package func isSameKind(_ error: any Error, _ expected: any Error) -> Bool {
    error._domain == expected._domain && error._code == expected._code
}

extension Description {
    /// Appends `was error <error>`: the mismatch of an error value.
    package mutating func appendWasError(_ error: any Error) {
        append("was error ")
        append(ValueRenderer.renderError(error))
    }
}
