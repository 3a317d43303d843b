/// Matches a string whose length, in characters, satisfies `length`: a number, or a matcher
/// such as `greaterThan(2)`.
///
/// ```swift
/// assertThat("ab", hasLength(3))
/// // Expected a string with length 3, but length was 2
/// ```
public func hasLength(_ length: some MatcherConvertible<Int>) -> Matcher<String> {
    hasLengthMatcher(length)
}

// Both overloads are generic (over the length matcher), so without this `hasLength(3)` alone
// would be ambiguous; String is the type a reader means.
/// Matches a `Substring` (or other string type) whose length, in characters, satisfies
/// `length`.
///
/// ```swift
/// assertThat(line.dropFirst(2), hasLength(greaterThan(2)))
/// ```
@_disfavoredOverload
public func hasLength<Text: StringProtocol>(_ length: some MatcherConvertible<Int>)
    -> Matcher<Text>
{
    hasLengthMatcher(length)
}

func hasLengthMatcher<Text: StringProtocol>(_ length: some MatcherConvertible<Int>)
    -> Matcher<Text>
{
    hasFeature("length", length, describedAs: "a string with length") { $0.count }
}
