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
    Matcher(describe: {
        if substrings.count == 1 {
            return $0.append("a string containing \(value: substrings[0])")
        }
        $0.append("a string containing all of ")
        $0.appendValues(substrings)
    }) { actual in
        let missing = substrings.filter { $0.isEmpty || actual.firstRange(of: $0) == nil }
        if missing.isEmpty { return .match }
        if substrings.count == 1 { return .mismatch(was: actual) }
        return .mismatch { description in
            description.append("had no ")
            if missing.count == 1 {
                description.appendValue(missing[0])
            } else {
                description.append("substrings ")
                description.appendValues(missing)
            }
            description.append(" in \(value: actual)")
        }
    }.rejectingNil()
}
