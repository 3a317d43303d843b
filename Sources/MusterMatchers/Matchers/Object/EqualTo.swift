/// Matches a value equal to `expected`. Describes itself as the value: `5`, `"value1"`.
///
/// Short values fail on one line. Long, multi-line and structured values describe themselves
/// in about 80 characters and fail with a difference that names where the values differ (a
/// field path, an index, a key, a line and column) and shows it, bounded in size:
///
/// ```swift
/// assertThat(1 + 2, equalTo(2))
/// // Expected 2, but was 3
///
/// // user and expectedUser differ only in the city: "Bergen" and "Oslo".
/// assertThat(user, equalTo(expectedUser))
/// // Expected User(name: "Ann", email: "ann@example.com", address: Address(street: "Storgata 1", …)), but differed at .address.city: expected "Oslo", was "Bergen"
/// ```
@_transparent
public func equalTo<T: Equatable>(_ expected: T) -> Matcher<T> {
    Matcher(
        comparingWith: expected, by: EqualRelation<T>.self, phrase: ValuePhrase.self,
        showsDifference: true)
}

/// `equalTo`'s description: the expected value itself.
@usableFromInline
enum ValuePhrase: ComparisonPhrase {
    @usableFromInline
    static func describe(_ value: Any, into description: inout Description) {
        description.appendSummary(of: value)
    }
}
