import Muster

// Nimble's `equal` on tuples and arrays of tuples by arity, two to six elements. `import Muster`
// has one `equal` over a parameter pack, which binds only unlabelled tuples; these take
// `equal((id: 1, name: "a"))` and an array of labelled tuples too. They are here, in the module
// Nimble suites import, because ten more overloads of `equal` would cost every call of it.

/// Nimble's `equal` for a tuple of 2: every element equal to the one at its position.
///
/// ```swift
/// expect(reply).to(equal((200, "OK")))
/// ```
public func equal<T1: Equatable, T2: Equatable>(_ expected: (T1, T2)?) -> Matcher<(T1, T2)> {
    Muster.equal(expected)
}

/// Nimble's `equal` for an array of tuples of 2: the same count, and each tuple equal to the one
/// at its index.
///
/// ```swift
/// expect(rows).to(equal([(200, "OK")]))
/// ```
public func equal<T1: Equatable, T2: Equatable>(_ expected: [(T1, T2)]?) -> Matcher<[(T1, T2)]> {
    Muster.equal(expected)
}

/// Nimble's `equal` for a tuple of 3: every element equal to the one at its position.
///
/// ```swift
/// expect(reply).to(equal((1, "a", true)))
/// ```
public func equal<T1: Equatable, T2: Equatable, T3: Equatable>(_ expected: (T1, T2, T3)?)
    -> Matcher<(T1, T2, T3)>
{
    Muster.equal(expected)
}

/// Nimble's `equal` for an array of tuples of 3: the same count, and each tuple equal to the one
/// at its index.
///
/// ```swift
/// expect(rows).to(equal([(1, "a", true)]))
/// ```
public func equal<T1: Equatable, T2: Equatable, T3: Equatable>(_ expected: [(T1, T2, T3)]?)
    -> Matcher<[(T1, T2, T3)]>
{
    Muster.equal(expected)
}

/// Nimble's `equal` for a tuple of 4: every element equal to the one at its position.
///
/// ```swift
/// expect(reply).to(equal((1, "a", true, 2.5)))
/// ```
public func equal<T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(
    _ expected: (T1, T2, T3, T4)?
) -> Matcher<(T1, T2, T3, T4)> {
    Muster.equal(expected)
}

/// Nimble's `equal` for an array of tuples of 4: the same count, and each tuple equal to the one
/// at its index.
///
/// ```swift
/// expect(rows).to(equal([(1, "a", true, 2.5)]))
/// ```
public func equal<T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(
    _ expected: [(T1, T2, T3, T4)]?
) -> Matcher<[(T1, T2, T3, T4)]> {
    Muster.equal(expected)
}

/// Nimble's `equal` for a tuple of 5: every element equal to the one at its position.
///
/// ```swift
/// expect(reply).to(equal((1, "a", true, 2.5, "b")))
/// ```
public func equal<T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(
    _ expected: (T1, T2, T3, T4, T5)?
) -> Matcher<(T1, T2, T3, T4, T5)> {
    Muster.equal(expected)
}

/// Nimble's `equal` for an array of tuples of 5: the same count, and each tuple equal to the one
/// at its index.
///
/// ```swift
/// expect(rows).to(equal([(1, "a", true, 2.5, "b")]))
/// ```
public func equal<T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(
    _ expected: [(T1, T2, T3, T4, T5)]?
) -> Matcher<[(T1, T2, T3, T4, T5)]> {
    Muster.equal(expected)
}

/// Nimble's `equal` for a tuple of 6: every element equal to the one at its position.
///
/// ```swift
/// expect(reply).to(equal((1, "a", true, 2.5, "b", 3)))
/// ```
public func equal<
    T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable
>(_ expected: (T1, T2, T3, T4, T5, T6)?) -> Matcher<(T1, T2, T3, T4, T5, T6)> {
    Muster.equal(expected)
}

/// Nimble's `equal` for an array of tuples of 6: the same count, and each tuple equal to the one
/// at its index.
///
/// ```swift
/// expect(rows).to(equal([(1, "a", true, 2.5, "b", 3)]))
/// ```
public func equal<
    T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable
>(_ expected: [(T1, T2, T3, T4, T5, T6)]?) -> Matcher<[(T1, T2, T3, T4, T5, T6)]> {
    Muster.equal(expected)
}
