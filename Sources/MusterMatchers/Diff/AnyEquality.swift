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
