/// Nimble's `beTruthy`: not `nil`, and not `false` where the value is a Boolean.
///
/// ```swift
/// expect(user.isAdmin).to(beTruthy())
/// // Expected truthy, but was false
/// ```
public func beTruthy<T>() -> Matcher<T?> {
    Matcher(describe: { $0.append("truthy") }) { actual in
        isTruthy(actual) ? .match : .mismatch(was: actual)
    }
}

/// Nimble's `beFalsy`: `nil`, or `false` where the value is a Boolean.
///
/// ```swift
/// expect(cache["missing"]).to(beFalsy())
/// // Expected falsy, but was 3
/// ```
public func beFalsy<T>() -> Matcher<T?> {
    Matcher(describe: { $0.append("falsy") }) { actual in
        isTruthy(actual) ? .mismatch(was: actual) : .match
    }
}

private func isTruthy<T>(_ value: T?) -> Bool {
    guard let value = unwrapOptionals(value) else { return false }
    return (value as? Bool) ?? true
}
