/// Matches a value whose `String(describing:)` text satisfies `matcher`.
///
/// ```swift
/// assertThat(Version(1, 2), hasDescription("1.2"))
/// // Expected a value described as "1.2", but description was "1.3"
/// ```
@inlinable
public func hasDescription<Subject>(_ matcher: some MatcherConvertible<String>) -> Matcher<Subject>
{
    feature("description", describedAs: "a value described as", { String(describing: $0) }, matcher)
}
