// Equality of two values known only as `Any`, for the differ: equal when they are of one
// `Equatable` type and `==` says so.

extension Equatable {
    /// `self == other` when `other` is of the same type, `nil` when it is not.
    fileprivate func isEqual(toAny other: Any) -> Bool? {
        guard let other = other as? Self else { return nil }
        return self == other
    }
}

/// Compares two values seen as `Any` with their own `==`, when they have one and share a type;
/// `nil` when that cannot be said, so that the caller compares them by structure instead.
///
/// Asking `==` first keeps a type's own idea of equality (an identifier-only `==`, a
/// case-insensitive key) and skips large equal parts of a value in one step.
func equalIfEquatable(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard let equatable = lhs as? any Equatable else { return nil }
    return equatable.isEqual(toAny: rhs)
}

/// Whether two values are the same: by `==` where they have one, by structure otherwise (the
/// differ's probe, which stops at the first difference). Polling uses it to tell whether a
/// check saw something new.
package func isSameValue(_ lhs: Any, _ rhs: Any) -> Bool { Differ.areSame(lhs, rhs) }

/// How to tell whether two values of type `T` are the same, decided once from the type: its `==`
/// when it is `Equatable`, identity for a class that is not, structure otherwise.
package func sameValueComparison<T>(_ type: T.Type) -> (T, T) -> Bool {
    if let equatable = type as? any Equatable.Type { return equality(equatable, as: type) }
    if type is AnyObject.Type { return { ($0 as AnyObject) === ($1 as AnyObject) } }
    return { isSameValue($0, $1) }
}

/// `==` of `E`, for values of `T`, which is `E`.
private func equality<E: Equatable, T>(_: E.Type, as _: T.Type) -> (T, T) -> Bool {
    { ($0 as! E) == ($1 as! E) }
}
