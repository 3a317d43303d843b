/// Matches a string that contains `substring`, compared character by character: `"e"` is not
/// found in `"café"`, whose `"é"` is one character, and the empty string is found in any string.
///
/// ```swift
/// assertThat("xyz", containsString("abc"))
/// // Expected a string containing "abc", but was "xyz"
/// ```
public func containsString(_ substring: String) -> Matcher<String> {
    containsStringMatcher(substring)
}

/// Matches a `Substring` (or other string type) that contains `substring`.
///
/// ```swift
/// assertThat(line.dropFirst(2), containsString("abc"))
/// ```
public func containsString<Text: StringProtocol>(_ substring: String) -> Matcher<Text> {
    containsStringMatcher(substring)
}

/// Matches a string that contains `substring`, ignoring the case of both.
///
/// ```swift
/// assertThat("xyz", containsStringIgnoringCase("ABC"))
/// // Expected a string containing "ABC" ignoring case, but was "xyz"
/// ```
public func containsStringIgnoringCase(_ substring: String) -> Matcher<String> {
    containsStringIgnoringCaseMatcher(substring)
}

/// Matches a `Substring` (or other string type) that contains `substring`, ignoring case.
///
/// ```swift
/// assertThat(line.dropFirst(2), containsStringIgnoringCase("abc"))
/// ```
public func containsStringIgnoringCase<Text: StringProtocol>(_ substring: String)
    -> Matcher<Text>
{
    containsStringIgnoringCaseMatcher(substring)
}

func containsStringMatcher<Text: StringProtocol>(_ substring: String) -> Matcher<Text> {
    // `firstRange(of:)` rather than Foundation's `contains(_:)`, which finds no empty string.
    Matcher("a string containing \(value: substring)") { $0.firstRange(of: substring) != nil }
}

func containsStringIgnoringCaseMatcher<Text: StringProtocol>(_ substring: String)
    -> Matcher<Text>
{
    let lowercased = substring.lowercased()
    return Matcher("a string containing \(value: substring) ignoring case") {
        $0.lowercased().firstRange(of: lowercased) != nil
    }
}
