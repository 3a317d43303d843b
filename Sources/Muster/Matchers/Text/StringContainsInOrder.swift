/// Matches a string that contains each of `substrings`, each one after the end of the one
/// before it.
///
/// ```swift
/// assertThat("abd", stringContainsInOrder("a", "b", "c"))
/// // Expected a string containing "a", "b", "c" in order, but "c" was not found after "b" in "abd"
/// ```
public func stringContainsInOrder(_ substrings: String...) -> Matcher<String> {
    stringContainsInOrderMatcher(substrings)
}

/// Matches a string that contains each substring of the array, in order.
///
/// ```swift
/// assertThat(log, stringContainsInOrder(["start", "stop"]))
/// ```
public func stringContainsInOrder(_ substrings: [String]) -> Matcher<String> {
    stringContainsInOrderMatcher(substrings)
}

/// Matches a `Substring` (or other string type) that contains each of `substrings`, in order.
///
/// ```swift
/// assertThat(line.dropFirst(2), stringContainsInOrder("a", "b"))
/// ```
public func stringContainsInOrder<Text: StringProtocol>(_ substrings: String...) -> Matcher<Text> {
    stringContainsInOrderMatcher(substrings)
}

/// Matches a `Substring` (or other string type) that contains each substring of the array, in
/// order.
///
/// ```swift
/// assertThat(line.dropFirst(2), stringContainsInOrder(["a", "b"]))
/// ```
public func stringContainsInOrder<Text: StringProtocol>(_ substrings: [String]) -> Matcher<Text> {
    stringContainsInOrderMatcher(substrings)
}

func stringContainsInOrderMatcher<Text: StringProtocol>(_ substrings: [String]) -> Matcher<Text> {
    Matcher(describe: { description in
        if substrings.isEmpty { return description.append("any string") }
        description.appendList(substrings, start: "a string containing ", separator: ", ", end: "")
        description.append(" in order")
    }) { actual in
        var searchStart = actual.startIndex
        for (index, substring) in substrings.enumerated() {
            guard let found = actual[searchStart...].firstRange(of: substring) else {
                return .mismatch { description in
                    description.appendValue(substring)
                    description.append(" was not found ")
                    if index > 0 { description.append("after \(value: substrings[index - 1]) ") }
                    description.append("in \(value: actual)")
                }
            }
            searchStart = found.upperBound
        }
        return .match
    }
}
