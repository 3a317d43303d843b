/// Matches a value equal to one of `values`.
///
/// ```swift
/// assertThat("pear", isOneOf("apple", "orange"))
/// // Expected one of ["apple", "orange"], but was "pear"
/// ```
public func isOneOf<T: Equatable>(_ values: T...) -> Matcher<T> {
    isIn(values)
}
