/// Nimble's `map`: checks what `transform` makes of the value; a transform that throws fails
/// with the error. For a named feature, ``hasFeature(_:_:describedAs:_:)-(_,MatcherConvertible,_,_)`` reads better.
///
/// ```swift
/// expect(user).to(map(\.name, equal("Joe")))
/// // Expected a value mapped to a value equal to "Joe", but mapped value was "Ann"
/// ```
public func map<T, U>(_ transform: @escaping (T) throws -> U, _ matcher: Matcher<U>) -> Matcher<T> {
    Matcher(describe: { $0.append("a value mapped to \(matcher)") }) { actual in
        do {
            return mapped(matcher.match(try transform(actual)))
        } catch {
            return mappingThrew(error)
        }
    }.rejectingNil()
}

/// Nimble's `compactMap`: `transform` must give a value, which must satisfy `matcher`.
///
/// ```swift
/// expect("42").to(compactMap({ Int($0) }, equal(42)))
/// // Expected a value mapped to a value equal to 42, but mapped value was nil
/// ```
public func compactMap<T, U>(_ transform: @escaping (T) throws -> U?, _ matcher: Matcher<U>)
    -> Matcher<T>
{
    map(transform, Matcher<U?>(unwrapping: matcher)).rejectingNil()
}

/// A transform that threw: `mapping threw error …`.
package func mappingThrew(_ error: any Error) -> MatchResult {
    .mismatch {
        $0.append("mapping ")
        $0.appendThrew(error)
    }
}

/// The result for the mapped value, said of it; a matcher that could not judge the mapped value
/// (Nimble's matchers given `nil`) leaves the whole unjudged, so that `toNot` fails too.
package func mapped(_ result: MatchResult) -> MatchResult {
    if result.isMatch { return .match }
    let text: Description = "mapped value \(mismatchOf: result)"
    return result.isUnusable ? .unusable(text) : .mismatch(text)
}
