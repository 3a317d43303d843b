/// Matches a value equal to `expected`. Describes itself as the value: `5`, `"value1"`.
///
/// ```swift
/// assertThat(1 + 1, equalTo(2))
/// // Expected 2, but was 3
/// ```
@_transparent
public func equalTo<T: Equatable>(_ expected: T) -> Matcher<T> {
    Matcher(comparingWith: expected, describe: { $1.appendValue($0) }, holds: ==)
}
