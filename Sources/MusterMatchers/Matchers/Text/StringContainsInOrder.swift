import Foundation

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

/// Matches a string that contains each of `substrings`, in order, ignoring case: the Hamcrest
/// ports' `containsStringsInOrder`, which compares this way. ``stringContainsInOrder(_:)-([String])->Matcher<String>``
/// compares case.
///
/// ```swift
/// assertThat("Foo and Bar", containsStringsInOrder("foo", "bar"))
/// assertThat("bar foo", containsStringsInOrder("foo", "bar"))
/// // Expected a string containing "foo", "bar" in order, ignoring case,
/// // but "bar" was not found after "foo" in "bar foo"
/// ```
public func containsStringsInOrder(_ substrings: String...) -> Matcher<String> {
    stringContainsInOrderMatcher(substrings, ignoringCase: true)
}

/// Matches a string that contains each substring of the array, in order, ignoring case.
///
/// ```swift
/// assertThat(log, containsStringsInOrder(["start", "stop"]))
/// ```
public func containsStringsInOrder(_ substrings: [String]) -> Matcher<String> {
    stringContainsInOrderMatcher(substrings, ignoringCase: true)
}

func stringContainsInOrderMatcher<Text: StringProtocol>(
    _ substrings: [String], ignoringCase: Bool = false
) -> Matcher<Text> {
    Matcher(describe: { description in
        if substrings.isEmpty { return description.append("any string") }
        description.appendList(substrings, start: "a string containing ", separator: ", ", end: "")
        description.append(ignoringCase ? " in order, ignoring case" : " in order")
    }) { actual in
        var searchStart = actual.startIndex
        for (index, substring) in substrings.enumerated() {
            let rest = actual[searchStart...]
            // Foundation finds no range for an empty string, which every string contains.
            let found =
                ignoringCase && !substring.isEmpty
                ? rest.range(of: substring, options: .caseInsensitive)
                : rest.firstRange(of: substring)
            guard let found else {
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
