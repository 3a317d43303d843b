/// Nimble's `beTruthy`: not `nil`, and equal to `true` where the value can be written as a
/// Boolean literal (`Bool`, or a type of yours that is `ExpressibleByBooleanLiteral` and
/// `Equatable`). A number is truthy when it equals 1, the value Nimble gives `true` as a number;
/// any other value is truthy when it is not `nil`.
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

/// Nimble's `beFalsy`: `nil`, or, where the value can be written as a Boolean literal, not equal
/// to `true` (so `false`, and for numbers anything but 1).
///
/// ```swift
/// expect(cache["missing"]).to(beFalsy())
/// // Expected falsy, but was true
/// ```
public func beFalsy<T>() -> Matcher<T?> {
    Matcher(describe: { $0.append("falsy") }) { actual in
        isTruthy(actual) ? .mismatch(was: actual) : .match
    }
}

private func isTruthy<T>(_ value: T?) -> Bool {
    guard let value = unwrapOptionals(value) else { return false }
    if let flag = value as? Bool { return flag }
    if let literal = value as? any ExpressibleByBooleanLiteral & Equatable {
        return equalsTrue(literal)
    }
    // Nimble makes the standard integer and floating-point types Boolean literals, `true`
    // being 1; Muster leaves the standard types alone and gets the same answer here.
    if let integer = value as? any BinaryInteger { return equalsOne(integer) }
    if let number = value as? any BinaryFloatingPoint { return equalsOne(number) }
    return true
}

private func equalsTrue<T: ExpressibleByBooleanLiteral & Equatable>(_ value: T) -> Bool {
    value == true
}

private func equalsOne<N: Numeric>(_ number: N) -> Bool { number == 1 }
