/// Matches a value whose `String(describing:)` text satisfies `matcher`; `nil` is a mismatch.
///
/// ```swift
/// assertThat(Version(1, 2), hasDescription("1.2"))
/// // Expected a value described as "1.2", but description was "1.3"
/// ```
public func hasDescription<Subject>(_ matcher: some MatcherConvertible<String>) -> Matcher<Subject>
{
    let matcher = matcher.asMatcher()
    return Matcher(describe: { $0.append("a value described as \(matcher)") }) { actual in
        // Generic subjects may be optionals; describing nil as "nil" would hide the real problem.
        guard let value = unwrapOptionals(actual) else { return .mismatch(was: nil) }
        let result = matcher.match(String(describing: value))
        return result.isMatch ? .match : .mismatch("description \(mismatchOf: result)")
    }
}
