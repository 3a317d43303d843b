/// Matches a string that is empty or holds only whitespace (spaces, tabs, newlines).
///
/// ```swift
/// assertThat(" a ", isBlank())
/// // Expected a blank string, but was " a "
/// ```
public func isBlank() -> Matcher<String> {
    isBlankMatcher()
}

/// Matches a `Substring` (or other string type) that is empty or holds only whitespace.
///
/// ```swift
/// assertThat(line.dropFirst(2), isBlank())
/// ```
public func isBlank<Text: StringProtocol>() -> Matcher<Text> {
    isBlankMatcher()
}

func isBlankMatcher<Text: StringProtocol>() -> Matcher<Text> {
    Matcher("a blank string") { $0.allSatisfy(\.isWhitespace) }
}
