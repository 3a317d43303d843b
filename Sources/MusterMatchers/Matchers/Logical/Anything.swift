/// Matches any value, `nil` included wherever it checks an optional; useful where a matcher is
/// required but anything goes, such as a mock argument you do not care about.
///
/// ```swift
/// verify(navigator).push(anything(), true)
/// ```
@inlinable
public func anything<T>(_ description: String = "anything") -> Matcher<T> {
    var matcher = Matcher<T>(describe: { $0.append(description) }) { _ in .match }
    matcher.nilRule = .match
    return matcher
}
