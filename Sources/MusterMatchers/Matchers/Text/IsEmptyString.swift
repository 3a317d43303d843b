/// Matches the empty string.
///
/// ```swift
/// assertThat("abc", isEmptyString())
/// // Expected an empty string, but was "abc"
/// ```
public func isEmptyString() -> Matcher<String> {
    isEmptyStringMatcher()
}

/// Matches an empty `Substring` (or other string type).
///
/// ```swift
/// assertThat(line.dropFirst(2), isEmptyString())
/// ```
public func isEmptyString<Text: StringProtocol>() -> Matcher<Text> {
    isEmptyStringMatcher()
}

func isEmptyStringMatcher<Text: StringProtocol>() -> Matcher<Text> {
    Matcher("an empty string") { $0.isEmpty }
}
