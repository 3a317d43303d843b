/// Asserts that evaluating `expression` throws an error, of any kind.
///
/// The same check as `assertThat(try expression, throwsError())`, in the spelling of Hamcrest
/// ports.
///
/// ```swift
/// assertThrows(try parse(""))
/// // Expected a thrown error, but threw no error, returned 3
/// ```
@_transparent
public func assertThrows<T>(
    _ expression: @autoclosure () throws -> T, message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    assertThat(
        try expression(), throwsError(), message: message(), fileID: fileID, file: filePath,
        line: line, column: column)
}

/// Asserts that evaluating `expression` throws an error equal to `error`.
///
/// ```swift
/// assertThrows(try cart.checkout(), CartError.empty)
/// // Expected the error CartError.empty, but threw error CartError.tooMany(4)
/// ```
@_transparent
public func assertThrows<T, E: Error & Equatable>(
    _ expression: @autoclosure () throws -> T, _ error: E,
    message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    assertThat(
        try expression(), throwsError(error), message: message(), fileID: fileID,
        file: filePath, line: line, column: column)
}

/// Asserts that evaluating `expression` throws an `E` that satisfies `matcher`; an error of
/// another type fails.
///
/// ```swift
/// assertThrows(try parse("{"), hasProperty(\SyntaxError.line, 1))
/// // Expected an error of type SyntaxError that is a value with line 1,
/// // but threw error SyntaxError(unexpected end at line 3): line was 3
/// ```
@_transparent
public func assertThrows<T, E: Error>(
    _ expression: @autoclosure () throws -> T, _ matcher: Matcher<E>,
    message: @autoclosure () -> String? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    assertThat(
        try expression(), throwsError(E.self, matcher), message: message(), fileID: fileID,
        file: filePath, line: line, column: column)
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
