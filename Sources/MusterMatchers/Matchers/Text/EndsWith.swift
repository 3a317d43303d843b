/// Matches a string that ends with `suffix`.
///
/// ```swift
/// assertThat("xyz", endsWith("ab"))
/// // Expected a string ending with "ab", but was "xyz"
/// ```
public func endsWith(_ suffix: String) -> Matcher<String> {
    endsWithMatcher(suffix)
}

/// Matches a `Substring` (or other string type) that ends with `suffix`.
///
/// ```swift
/// assertThat(line.dropLast(2), endsWith("yz"))
/// ```
public func endsWith<Text: StringProtocol>(_ suffix: String) -> Matcher<Text> {
    endsWithMatcher(suffix)
}

func endsWithMatcher<Text: StringProtocol>(_ suffix: String) -> Matcher<Text> {
    Matcher("a string ending with \(value: suffix)") { $0.hasSuffix(suffix) }
}

/// Matches a string that ends with `suffix`: ``endsWith(_:)->Matcher<String>`` by the name the
/// standard library and Hamcrest ports give it.
///
/// ```swift
/// assertThat("xyz", hasSuffix("ab"))
/// // Expected a string ending with "ab", but was "xyz"
/// ```
public func hasSuffix(_ suffix: String) -> Matcher<String> {
    endsWithMatcher(suffix)
}

/// Matches a `Substring` (or other string type) that ends with `suffix`.
///
/// ```swift
/// assertThat(line.dropFirst(2), hasSuffix("ab"))
/// ```
public func hasSuffix<Text: StringProtocol>(_ suffix: String) -> Matcher<Text> {
    endsWithMatcher(suffix)
}
