/// Asserts that evaluating `expression` throws an error, of any kind.
///
/// The same check as `assertThat(try expression, throwsError())`, in the spelling of Hamcrest
/// ports.
///
/// Returns the error, for further checks, or `nil` when nothing was thrown.
///
/// ```swift
/// let error = assertThrows(try parse(""))
/// // Expected a thrown error, but threw no error, returned 3
/// ```
@discardableResult
@inlinable
public func assertThrows<T>(
    _ expression: @autoclosure () throws -> T, message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> (any Error)? {
    judgeThrownValue(
        Result { try expression() }, throwsError(), message: message(), fileID: fileID,
        filePath: filePath, line: line, column: column)
}

/// Asserts that evaluating `expression` throws an error equal to `error`, and returns the
/// thrown error when it is an `E`.
///
/// ```swift
/// let thrown: CartError? = assertThrows(try cart.checkout(), CartError.empty)
/// // Expected the error CartError.empty, but threw error CartError.tooMany(4)
/// ```
@discardableResult
@inlinable
public func assertThrows<T, E: Error & Equatable>(
    _ expression: @autoclosure () throws -> T, _ error: E,
    message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> E? {
    judgeThrownValue(
        Result { try expression() }, throwsError(error), message: message(), fileID: fileID,
        filePath: filePath, line: line, column: column) as? E
}

/// Asserts that evaluating `expression` throws an `E` that satisfies `matcher`; an error of
/// another type fails. Returns the thrown error when it is an `E`.
///
/// ```swift
/// let error = assertThrows(try parse("{"), hasProperty(\SyntaxError.line, 1))
/// // Expected an error of type SyntaxError that is a value with line 1,
/// // but threw error SyntaxError(unexpected end at line 3): line was 3
/// ```
@discardableResult
@inlinable
public func assertThrows<T, E: Error>(
    _ expression: @autoclosure () throws -> T, _ matcher: Matcher<E>,
    message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> E? {
    judgeThrownValue(
        Result { try expression() }, errorMatcher(matcher), message: message(),
        fileID: fileID,
        filePath: filePath, line: line, column: column) as? E
}

/// Asserts that evaluating `expression` throws an error that `matcher`, a matcher of any
/// error, accepts: `instanceOf`, `isCase`, `anyOf` over errors. Returns the thrown error.
///
/// ```swift
/// assertThrows(try decoder.decode(Order.self, from: data), instanceOf(DecodingError.self))
/// ```
// Disfavored: it serves only a matcher whose subject the generic form cannot infer
// (`instanceOf(E.self)`), and ordinary calls then pay nothing for it.
@_disfavoredOverload
@discardableResult
@inlinable
public func assertThrows<T>(
    _ expression: @autoclosure () throws -> T, _ matcher: Matcher<any Error>,
    message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> (any Error)? {
    judgeThrownValue(
        Result { try expression() }, errorMatcher(matcher), message: message(), fileID: fileID,
        filePath: filePath, line: line, column: column)
}

/// Asserts that evaluating `expression` throws no error.
///
/// ```swift
/// assertNotThrows(try parse("[]"))
/// // Expected no error, but threw error ParseError.unexpected("]")
/// ```
@_transparent
public func assertNotThrows<T>(
    _ expression: @autoclosure () throws -> T, message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    assertThat(
        try expression(), throwsNoError(), message: message(), fileID: fileID, file: filePath,
        line: line, column: column)
}

extension Result where Failure == any Error {
    /// The error, for a failure.
    @usableFromInline
    var thrownError: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Matches any outcome but a thrown error: what `assertNotThrows` asserts.
@usableFromInline
func throwsNoError<T>() -> Matcher<T> {
    Matcher(
        describe: { $0.append("no error") },
        matchOutcome: { outcome in
            guard case .failure(let error) = outcome else { return .match }
            return .mismatch { $0.appendThrew(error) }
        })
}

/// What every `assertThrows` form does with the outcome of its expression: judges it with
/// `matcher` (one of `throwsError`'s) at the caller's line, and returns the thrown error.
@inlinable
func judgeThrown<T>(
    _ outcome: Result<T, any Error>, _ matcher: Matcher<T>, message: @autoclosure () -> String?,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) -> (any Error)? {
    if outcome.testClockStall != nil {
        reportTestClockStall(
            outcome, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        return nil
    }
    assertThat(
        try outcome.get(), matcher, message: message(), fileID: fileID, file: filePath,
        line: line, column: column)
    return outcome.thrownError
}

/// The same for an expression the synchronous forms evaluate, whose value may be a closure
/// given by mistake: that is named as the mistake it is.
@inlinable
func judgeThrownValue<T>(
    _ outcome: Result<T, any Error>, _ matcher: @autoclosure () -> Matcher<T>,
    message: @autoclosure () -> String?,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) -> (any Error)? {
    if case .success = outcome, isClosure(T.self) {
        reportClosureGiven(CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        return nil
    }
    return judgeThrown(
        outcome, matcher(), message: message(), fileID: fileID, filePath: filePath, line: line,
        column: column)
}

/// Whether `type` is a function type: a closure given to `assertThrows` by mistake, which it
/// would otherwise report as a value returned. Asked only when no error was thrown.
@usableFromInline
func isClosure<T>(_ type: T.Type) -> Bool {
    String(describing: type).contains(" -> ")
}

/// The failure of `assertThrows({ try … })`: the closure was the value, never called.
@usableFromInline
func reportClosureGiven(_ site: CallSite) {
    reportFailure(
        Failure.compose(
            expectation: { $0.append("an expression that throws") },
            finding: {
                $0.append(
                    "was given a closure, which assertThrows does not call: write "
                        + "assertThrows(try parse(text)) without braces, or await "
                        + "assertThrows({ try await load() }) for async code")
            }, site: site))
}

/// The matcher of an expression that `assertThrows` applies, given a matcher of its error. A
/// matcher that already judges thrown errors (`throwsError(UploadError.offline)`, given where a
/// matcher of the error is asked for) judges the expression itself, as it does in `assertThat`,
/// instead of being applied to the error as if it were a returned value.
@usableFromInline
func errorMatcher<T, E: Error>(_ matcher: Matcher<E>) -> Matcher<T> {
    matcher.examinesErrors ? judgingThrownError(matcher) : throwsError(E.self, matcher)
}

/// The same for a matcher of any error.
@usableFromInline
func errorMatcher<T>(_ matcher: Matcher<any Error>) -> Matcher<T> {
    matcher.examinesErrors ? judgingThrownError(matcher) : throwsError(matcher)
}

private func judgingThrownError<T, E>(_ matcher: Matcher<E>) -> Matcher<T> {
    examiningError("\(matcher)") { error in matcher.match(outcome: .failure(error)) }
}
