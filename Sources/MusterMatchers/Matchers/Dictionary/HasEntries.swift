/// Matches a dictionary that has every one of `entries`: each key present, with a value that
/// equals or satisfies the entry's value. Values may be plain values or matchers; the mismatch
/// names every entry that failed.
///
/// ```swift
/// assertThat(["a": 1, "b": 1], hasEntries(["a": 1, "b": greaterThan(2), "c": 3]))
/// // Expected a dictionary containing ["a": 1, "b": a value greater than 2, "c": 3], but ["b"]: was 1, had no key "c" among ["a", "b"]
/// ```
public func hasEntries<Key: Hashable, Value>(
    _ entries: KeyValuePairs<Key, any MatcherConvertible<Value>>
) -> Matcher<[Key: Value]> {
    entriesMatcher(entries.map { ($0.key, $0.value.asMatcher()) }, sortedForDisplay: false)
}

/// Matches a dictionary that has every entry of `entries`, with equal values; other entries
/// may be there too.
///
/// ```swift
/// assertThat(response.headers, hasEntries(expectedHeaders))
/// ```
public func hasEntries<Key: Hashable, Value: Equatable>(_ entries: [Key: Value])
    -> Matcher<[Key: Value]>
{
    entriesMatcher(entries.map { ($0.key, equalTo($0.value)) }, sortedForDisplay: true)
}

/// The matcher behind both spellings of `hasEntries`. Entries that came from a dictionary have
/// no order of their own, so messages list them sorted by key.
private func entriesMatcher<Key: Hashable, Value>(
    _ entries: [(key: Key, matcher: Matcher<Value>)], sortedForDisplay: Bool
) -> Matcher<[Key: Value]> {
    Matcher(describe: { description in
        var shown = entries
        if sortedForDisplay {
            let paths = shown.map { ValueRenderer.render($0.key, limit: 200) }
            shown = shown.indices.sorted { paths[$0] < paths[$1] }.map { shown[$0] }
        }
        description.append("a dictionary containing ")
        guard !shown.isEmpty else { return description.append("[:]") }
        description.appendBoundedList(
            shown, total: shown.count, limit: ValueRenderer.elementLimit
        ) { $0.append("\(value: $1.key): \($1.matcher)") }
    }) { dictionary in
        var failures: [(key: Key, result: MatchResult)] = []
        var missing: [Key] = []
        for (key, matcher) in entries {
            guard let found = dictionary[key] else {
                missing.append(key)
                continue
            }
            let result = matcher.match(found)
            if !result.isMatch { failures.append((key, result)) }
        }
        if failures.isEmpty && missing.isEmpty { return .match }
        if dictionary.isEmpty { return .mismatch(was: dictionary) }
        return .mismatch { description in
            if !failures.isEmpty {
                description.appendEntryFailures(failures, sorted: sortedForDisplay)
            }
            guard !missing.isEmpty else { return }
            if !failures.isEmpty { description.append(", ") }
            if missing.count == 1 {
                description.append("had no key \(value: missing[0]) among ")
            } else {
                description.append("had no keys ")
                if sortedForDisplay {
                    description.appendSorted(missing)
                } else {
                    description.appendValues(missing)
                }
                description.append(" among ")
            }
            description.appendSorted(dictionary.keys)
        }
    }
}
