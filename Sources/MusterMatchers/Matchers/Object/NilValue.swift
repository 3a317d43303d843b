/// Matches `nil`.
///
/// ```swift
/// assertThat(cache["missing"], nilValue())
/// // Expected nil, but was 3
/// ```
@inlinable
public func nilValue<T>() -> Matcher<T?> {
    Matcher(describe: { $0.append("nil") }) { actual in
        actual == nil ? .match : .mismatch(was: actual)
    }
}

/// Matches any value that is not `nil`.
///
/// ```swift
/// assertThat(user.id, notNilValue())
/// // Expected not nil, but was nil
/// ```
@inlinable
public func notNilValue<T>() -> Matcher<T?> {
    Matcher(describe: { $0.append("not nil") }) { actual in
        actual != nil ? .match : .mismatch(was: nil)
    }
}

/// Matches any value that is not `nil`: ``notNilValue()`` by the name Hamcrest ports give it.
///
/// ```swift
/// assertThat(user.id, present())
/// // Expected not nil, but was nil
/// ```
@inlinable
public func present<T>() -> Matcher<T?> {
    notNilValue()
}

/// Matches a value that is not `nil` and satisfies `matcher`; `nil` fails with `was nil`.
///
/// A matcher of `T` already checks a `T?` this way; this names it for readers, and for code
/// moving from Hamcrest ports.
///
/// ```swift
/// assertThat(user.nickname, presentAnd(startsWith("J")))
/// // Expected not nil and a string starting with "J", but was nil
/// ```
@inlinable
public func presentAnd<T>(_ matcher: some MatcherConvertible<T>) -> Matcher<T?> {
    let matcher = matcher.asMatcher()
    return Matcher(describe: {
        $0.append("not nil and ")
        $0.appendDescription(of: matcher)
    }) { actual in
        guard let actual else { return .mismatch(was: nil) }
        return matcher.match(actual)
    }
}

/// Matches a value that is not `nil` and equals `value`, of any `Equatable` type, the
/// caller's own included.
///
/// ```swift
/// assertThat(cart.discount, presentAnd(Money(cents: 50)))
/// ```
@_disfavoredOverload
@inlinable
public func presentAnd<T: Equatable>(_ value: T) -> Matcher<T?> {
    presentAnd(equalTo(value))
}
