/// Matches a string equal to `expected` once, in both, leading and trailing whitespace is
/// removed and every run of whitespace inside (spaces, tabs, newlines) becomes one space.
///
/// ```swift
/// assertThat("a  b c", equalToIgnoringWhitespace(" a b "))
/// // Expected " a b " ignoring whitespace, but was "a  b c"
/// ```
public func equalToIgnoringWhitespace(_ expected: String) -> Matcher<String> {
    equalToIgnoringWhitespaceMatcher(expected)
}

/// Matches a `Substring` (or other string type) equal to `expected` when runs of whitespace
/// are collapsed and the ends trimmed.
///
/// ```swift
/// assertThat(line.dropFirst(2), equalToIgnoringWhitespace("a b"))
/// ```
public func equalToIgnoringWhitespace<Text: StringProtocol>(_ expected: String) -> Matcher<Text> {
    equalToIgnoringWhitespaceMatcher(expected)
}

func equalToIgnoringWhitespaceMatcher<Text: StringProtocol>(_ expected: String) -> Matcher<Text> {
    // Comparing the words between whitespace runs is the same as comparing the collapsed,
    // trimmed strings, without building them.
    let expectedWords = expected.split(whereSeparator: \.isWhitespace)
    return Matcher("\(value: expected) ignoring whitespace") { actual in
        actual.split(whereSeparator: \.isWhitespace).elementsEqual(expectedWords) { $0 == $1 }
    }
}
