/// Matches a string equal to `expected` when case is ignored.
///
/// ```swift
/// assertThat("abd", equalToIgnoringCase("ABC"))
/// // Expected "ABC" ignoring case, but was "abd"
/// ```
public func equalToIgnoringCase(_ expected: String) -> Matcher<String> {
    equalToIgnoringCaseMatcher(expected)
}

/// Matches a `Substring` (or other string type) equal to `expected` when case is ignored.
///
/// ```swift
/// assertThat(line.dropFirst(2), equalToIgnoringCase("abc"))
/// ```
public func equalToIgnoringCase<Text: StringProtocol>(_ expected: String) -> Matcher<Text> {
    equalToIgnoringCaseMatcher(expected)
}

func equalToIgnoringCaseMatcher<Text: StringProtocol>(_ expected: String) -> Matcher<Text> {
    let lowercased = expected.lowercased()
    return Matcher("\(value: expected) ignoring case") { $0.lowercased() == lowercased }
}
