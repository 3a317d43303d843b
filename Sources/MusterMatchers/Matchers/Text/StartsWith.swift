/// Matches a string that starts with `prefix`.
///
/// ```swift
/// assertThat("xyz", startsWith("ab"))
/// // Expected a string starting with "ab", but was "xyz"
/// ```
public func startsWith(_ prefix: String) -> Matcher<String> {
    startsWithMatcher(prefix)
}

/// Matches a `Substring` (or other string type) that starts with `prefix`.
///
/// ```swift
/// assertThat(line.dropFirst(2), startsWith("ab"))
/// ```
public func startsWith<Text: StringProtocol>(_ prefix: String) -> Matcher<Text> {
    startsWithMatcher(prefix)
}

func startsWithMatcher<Text: StringProtocol>(_ prefix: String) -> Matcher<Text> {
    Matcher("a string starting with \(value: prefix)") { $0.hasPrefix(prefix) }
}

/// Matches a string that starts with `prefix`: ``startsWith(_:)->Matcher<String>`` by the name the
/// standard library and Hamcrest ports give it.
///
/// ```swift
/// assertThat("xyz", hasPrefix("ab"))
/// // Expected a string starting with "ab", but was "xyz"
/// ```
public func hasPrefix(_ prefix: String) -> Matcher<String> {
    startsWithMatcher(prefix)
}

/// Matches a `Substring` (or other string type) that starts with `prefix`.
///
/// ```swift
/// assertThat(line.dropFirst(2), hasPrefix("ab"))
/// ```
public func hasPrefix<Text: StringProtocol>(_ prefix: String) -> Matcher<Text> {
    startsWithMatcher(prefix)
}
