/// Matches a value that is an element of `collection`. A `Set` looks the value up by hashing.
///
/// ```swift
/// assertThat(4, isIn([1, 2, 3]))
/// // Expected one of [1, 2, 3], but was 4
/// ```
public func isIn<C: Collection>(_ collection: C) -> Matcher<C.Element>
where C.Element: Equatable {
    Matcher(describe: { $0.append("one of \(value: collection)") }) { actual in
        .matching(collection.contains(actual), orWas: actual)
    }
}
