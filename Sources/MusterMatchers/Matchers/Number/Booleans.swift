/// Matches `true`.
///
/// ```swift
/// assertThat(list.isEmpty, isTrue())
/// // Expected true, but was false
/// ```
@inlinable
public func isTrue() -> Matcher<Bool> {
    Matcher("true") { $0 }
}

/// Matches `false`.
///
/// ```swift
/// assertThat(list.isEmpty, isFalse())
/// // Expected false, but was true
/// ```
@inlinable
public func isFalse() -> Matcher<Bool> {
    Matcher("false") { !$0 }
}
