/// Matches a string that the regular expression `pattern` (Swift `Regex` syntax) matches as a
/// whole, from its first character to its last. An invalid pattern fails every match with a
/// message naming the pattern and what is wrong with it.
///
/// ```swift
/// assertThat("aab!", matchesRegex("a+b"))
/// // Expected a string matching /a+b/, but was "aab!"
/// ```
public func matchesRegex(_ pattern: String) -> Matcher<String> {
    regexMatcher(pattern, wholeString: true)
}

/// Matches a `Substring` (or other string type) that `pattern` matches as a whole.
///
/// ```swift
/// assertThat(line.dropFirst(2), matchesRegex("[0-9]+"))
/// ```
public func matchesRegex<Text: StringProtocol>(_ pattern: String) -> Matcher<Text> {
    regexMatcher(pattern, wholeString: true)
}

/// Matches a string in which the regular expression `pattern` (Swift `Regex` syntax) finds a
/// match anywhere. An invalid pattern fails every match with a message naming the pattern and
/// what is wrong with it.
///
/// ```swift
/// assertThat("xyz", containsMatch("a+"))
/// // Expected a string containing a match for /a+/, but was "xyz"
/// ```
public func containsMatch(_ pattern: String) -> Matcher<String> {
    regexMatcher(pattern, wholeString: false)
}

/// Matches a `Substring` (or other string type) in which `pattern` finds a match anywhere.
///
/// ```swift
/// assertThat(line.dropFirst(2), containsMatch("[0-9]"))
/// ```
public func containsMatch<Text: StringProtocol>(_ pattern: String) -> Matcher<Text> {
    regexMatcher(pattern, wholeString: false)
}

func regexMatcher<Text: StringProtocol>(_ pattern: String, wholeString: Bool) -> Matcher<Text> {
    // Compiled once, here; a bad pattern is kept as its error so that every match can report it.
    let compiled = Result { try Regex(pattern) }
    let phrase = wholeString ? "a string matching" : "a string containing a match for"
    return Matcher("\(describing: phrase) /\(describing: patternShownInline(pattern))/") { actual in
        switch compiled {
        case .success(let regex):
            // Regex searches need a String or Substring; converting a String costs nothing.
            let text = String(actual)
            let found = wholeString ? text.wholeMatch(of: regex) != nil : text.contains(regex)
            return found ? .match : .mismatch(was: actual)
        case .failure(let error):
            // Unusable, not a mismatch: `not(matchesRegex("("))` must fail too.
            return .unusable(
                "could not use the pattern \(value: pattern) as a regular expression: \(describing: error)"
            )
        }
    }
}

/// The pattern as written, except that line breaks and other control characters are escaped
/// so that the message stays on one line. A backslash is left alone: it belongs to the pattern.
func patternShownInline(_ pattern: String) -> String {
    var shown = ""
    for character in pattern {
        if character == "\\" || character == "\"" {
            shown.append(character)
        } else {
            shown += ValueRenderer.Output.escape(character)
        }
    }
    return shown
}
