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
