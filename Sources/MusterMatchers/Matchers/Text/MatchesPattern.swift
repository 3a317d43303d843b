import Foundation

/// Matches a string in which the regular expression `pattern`, in `NSRegularExpression`'s
/// (ICU) syntax and compiled with `options`, finds a match anywhere: the Hamcrest ports'
/// `matchesPattern`. An invalid pattern fails every match with a message naming it.
///
/// ```swift
/// assertThat("foobar", matchesPattern("\\bFO+BAR\\b", options: .caseInsensitive))
/// assertThat("foobar", matchesPattern("^x"))
/// // Expected a string containing a match for /^x/, but was "foobar"
/// ```
///
/// ``containsMatch(_:)->Matcher<String>`` does the same with Swift `Regex` syntax.
public func matchesPattern(_ pattern: String, options: NSRegularExpression.Options = [])
    -> Matcher<String>
{
    // Compiled once, here; a bad pattern is kept as its error so that every match reports it.
    let compiled = Result { try NSRegularExpression(pattern: pattern, options: options) }
    return Matcher(describe: { describePattern(pattern, options, into: &$0) }) { actual in
        switch compiled {
        case .success(let expression): return expressionMatch(expression, actual)
        case .failure:
            // Unusable, not a mismatch: `not(matchesPattern("("))` must fail too. Foundation's
            // error says only that a value was invalid, differently on each platform.
            return .unusable(
                "could not use the pattern \(value: pattern) as a regular expression: it is not valid in NSRegularExpression's (ICU) syntax"
            )
        }
    }
}

/// Matches a string in which the compiled regular `expression` finds a match anywhere.
///
/// ```swift
/// let word = try NSRegularExpression(pattern: "\\bfo+\\b")
/// assertThat("a foo", matchesPattern(word))
/// ```
public func matchesPattern(_ expression: NSRegularExpression) -> Matcher<String> {
    Matcher(describe: { describePattern(expression.pattern, expression.options, into: &$0) }) {
        expressionMatch(expression, $0)
    }
}

private func expressionMatch(_ expression: NSRegularExpression, _ actual: String) -> MatchResult {
    let whole = NSRange(actual.startIndex..., in: actual)
    return .matching(expression.firstMatch(in: actual, range: whole) != nil, orWas: actual)
}

private func describePattern(
    _ pattern: String, _ options: NSRegularExpression.Options, into description: inout Description
) {
    description.append("a string containing a match for /\(patternShownInline(pattern))/")
    let names = optionNames.filter { options.contains($0.option) }.map(\.name)
    if !names.isEmpty {
        description.append(" with options ")
        description.append(names.joined(separator: ", "))
    }
}

/// The options as a caller writes them, in the order `NSRegularExpression` declares them.
private var optionNames: [(option: NSRegularExpression.Options, name: String)] {
    [
        (.caseInsensitive, ".caseInsensitive"),
        (.allowCommentsAndWhitespace, ".allowCommentsAndWhitespace"),
        (.ignoreMetacharacters, ".ignoreMetacharacters"),
        (.dotMatchesLineSeparators, ".dotMatchesLineSeparators"),
        (.anchorsMatchLines, ".anchorsMatchLines"),
        (.useUnixLineSeparators, ".useUnixLineSeparators"),
        (.useUnicodeWordBoundaries, ".useUnicodeWordBoundaries"),
    ]
}
