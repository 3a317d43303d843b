/// Matches a dictionary with an entry whose key equals or satisfies `key` and whose value
/// equals or satisfies `value`. A plain key is looked up directly; a key matcher is tried
/// against every key.
///
/// ```swift
/// assertThat(["a": 3], hasEntry("a", 1))
/// // Expected a dictionary containing ["a": 1], but ["a"]: was 3
/// ```
public func hasEntry<Key: Hashable, Value>(
    _ key: some MatcherConvertible<Key>, _ value: some MatcherConvertible<Value>
) -> Matcher<[Key: Value]> {
    let keyMatcher = key.asMatcher()
    let valueMatcher = value.asMatcher()
    let plainKey = plainValue(of: key)
    return Matcher(describe: {
        $0.append("a dictionary containing [\(keyMatcher): \(valueMatcher)]")
    }) { dictionary in
        if let plainKey {
            guard let found = dictionary[plainKey] else {
                return .missingKey(keyMatcher, in: dictionary)
            }
            return valueMatcher.match(found).at(keyPath(plainKey))
        }
        var failures: [(key: Key, result: MatchResult)] = []
        for (candidate, found) in dictionary where keyMatcher.matches(candidate) {
            let result = valueMatcher.match(found)
            if result.isMatch { return .match }
            failures.append((candidate, result))
        }
        guard !failures.isEmpty else { return .missingKey(keyMatcher, in: dictionary) }
        return .mismatch { $0.appendEntryFailures(failures, sorted: true) }
    }
}

extension Description {
    /// Appends each failing entry's mismatch under its key, `["a"]: was 3, ["b"]: was 4`,
    /// sorted by key where the order came from a dictionary's storage.
    mutating func appendEntryFailures<Key>(
        _ failures: [(key: Key, result: MatchResult)], sorted: Bool
    ) {
        let paths = failures.map { keyPath($0.key) }
        var order = Array(failures.indices)
        if sorted { order.sort { paths[$0] < paths[$1] } }
        appendClauses(
            order.map { failures[$0].result.at(paths[$0]) }, total: failures.count,
            rest: "failing entries")
    }
}
