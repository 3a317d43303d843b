/// Nimble's `contain` for strings: every one of `substrings` occurs in the string. An empty
/// substring is never found, as in Nimble.
///
/// ```swift
/// expect("seahorse").to(contain("sea"))
/// ```
public func contain(_ substrings: String...) -> Matcher<String> { contain(substrings) }

/// Nimble's `contain` for strings with an array of substrings.
///
/// ```swift
/// expect("seahorse").to(contain(["sea", "horse"]))
/// ```
public func contain(_ substrings: [String]) -> Matcher<String> {
    containsEvery(substrings, in: "a string", itemsNoun: "substrings") { string, substring in
        !substring.isEmpty && string.firstRange(of: substring) != nil
    }
}
