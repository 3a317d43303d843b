/// Matches an expression that throws, whatever the error.
///
/// The assertion's autoclosure (or async closure) is where the error comes from; the matcher
/// sees it instead of the assertion reporting it.
///
/// ```swift
/// assertThat(try parse("{"), throwsError())
/// // Expected a thrown error, but threw no error, returned 3
/// ```
public func throwsError<T>() -> Matcher<T> {
    examiningError("a thrown error") { _ in .match }
}

/// Matches an expression that throws an error equal to `expected`.
///
/// ```swift
/// assertThat(try parse(""), throwsError(ParseError.empty))
/// // Expected the error ParseError.empty, but threw error ParseError.unexpected("}")
/// ```
public func throwsError<T, E: Error & Equatable>(_ expected: E) -> Matcher<T> {
    examiningError("the error \(describing: ValueRenderer.renderError(expected))") { error in
        (error as? E) == expected ? .match : .mismatch { $0.appendThrew(error) }
    }
}

/// Matches an expression that throws an error of type `type` (or a subclass, for classes).
///
/// ```swift
/// assertThat(try parse("{"), throwsError(ParseError.self))
/// // Expected an error of type ParseError, but threw error DecodingFailure.truncated
/// ```
public func throwsError<T, E: Error>(_ type: E.Type) -> Matcher<T> {
    examiningError("an error of type \(describing: type)") { error in
        error is E ? .match : .mismatch { $0.appendThrew(error) }
    }
}

/// Matches an expression that throws an error of type `type` that satisfies `matcher`, or
/// equals it when `matcher` is a plain value. A mismatch of `matcher` follows the error it saw.
///
/// ```swift
/// assertThat(try parse("{"), throwsError(SyntaxError.self, hasProperty(\.line, 1)))
/// // Expected an error of type SyntaxError that is a value with line 1,
/// // but threw error SyntaxError(unexpected end at line 3): line was 3
/// ```
public func throwsError<T, E: Error>(_ type: E.Type, _ matcher: some MatcherConvertible<E>)
    -> Matcher<T>
{
    let matcher = matcher.asMatcher()
    return examiningError("an error of type \(describing: type) that is \(matcher)") { error in
        guard let typed = error as? E else { return .mismatch { $0.appendThrew(error) } }
        let result = matcher.match(typed)
        if result.isMatch || result.isUnusable { return result.at(threwText(error)) }
        return .mismatch { description in
            description.append(threwText(error))
            // `was .first` after `threw error SampleError.first` would show the error twice.
            description.appendMismatch(of: result, restating: typed)
        }
    }
}

/// Matches an expression that throws an error satisfying `matcher`, for checks that do not
/// depend on the error's type, such as its description.
///
/// ```swift
/// assertThat(try load(path), throwsError(hasDescription(containsString("not found"))))
/// ```
public func throwsError<T>(_ matcher: some MatcherConvertible<any Error>) -> Matcher<T> {
    let matcher = matcher.asMatcher()
    return examiningError("an error that is \(matcher)") { error in
        matcher.match(error).at(threwText(error))
    }
}

/// A matcher about the thrown error: a returned value is always a mismatch, which says what
/// came back instead (`threw no error, returned 3`).
package func examiningError<T>(
    _ description: @autoclosure @escaping () -> Description,
    _ matchError: @escaping (any Error) -> MatchResult
) -> Matcher<T> {
    Matcher(
        describe: { $0.append(description()) },
        matchOutcome: { outcome in
            switch outcome {
            case .success(let value):
                .mismatch { description in
                    description.append("threw no error")
                    // A `Void` expression has nothing worth showing.
                    if !(value is Void) {
                        description.append(", returned ")
                        description.appendValue(value)
                    }
                }
            case .failure(let error): matchError(error)
            }
        })
}

/// `threw error <error>`: the path in front of a nested mismatch about that error.
private func threwText(_ error: any Error) -> String {
    var description = Description()
    description.appendThrew(error)
    return description.text
}

/// Matches an expression that throws an error equal to `value`: ``throwsError(_:)-(E)`` with
/// the type named first, so that `value` may be written as an enum case.
///
/// ```swift
/// assertThat(try cart.checkout(), throwsError(CartError.self, .tooMany(5)))
/// // Expected the error CartError.tooMany(5), but threw error CartError.tooMany(4)
/// ```
// Disfavored, as every plain-value overload: the compiler tries it only after the matcher
// overloads fail.
@_disfavoredOverload
public func throwsError<T, E: Error & Equatable>(_ type: E.Type, _ value: E) -> Matcher<T> {
    throwsError(value)
}

/// Matches an expression that throws an `E` that satisfies `matcher`, a matcher of that error
/// type: `throwsError(equalTo(CartError.empty))` reads as `throwsError(CartError.empty)`.
///
/// ```swift
/// assertThat(try cart.checkout(), throwsError(equalTo(CartError.empty)))
/// // Expected an error of type CartError that is CartError.empty, but threw error CartError.tooMany(4)
/// ```
@_disfavoredOverload
public func throwsError<T, E: Error>(_ matcher: Matcher<E>) -> Matcher<T> {
    throwsError(E.self, matcher)
}
