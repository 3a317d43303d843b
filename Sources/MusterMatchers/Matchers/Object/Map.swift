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
            let result = matcher.match(try transform(actual))
            return result.isMatch ? .match : .mismatch("mapped value \(mismatchOf: result)")
        } catch {
            return .mismatch {
                $0.append("mapping ")
                $0.appendThrew(error)
            }
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
