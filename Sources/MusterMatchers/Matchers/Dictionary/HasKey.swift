/// Matches a dictionary with a key that equals or satisfies `key`. A plain key is looked up
/// directly; a key matcher is tried against every key.
///
/// ```swift
/// assertThat(["b": 1, "c": 2], hasKey("a"))
/// // Expected a dictionary with key "a", but had no key "a" among ["b", "c"]
/// ```
public func hasKey<Key: Hashable, Value>(_ key: some MatcherConvertible<Key>)
    -> Matcher<[Key: Value]>
{
    let keyMatcher = key.asMatcher()
    let plainKey = plainValue(of: key)
    return Matcher(describe: { $0.append("a dictionary with key \(condition: keyMatcher)") }) {
        dictionary in
        let found =
            if let plainKey {
                dictionary.index(forKey: plainKey) != nil
            } else {
                dictionary.keys.contains(where: keyMatcher.matches)
            }
        return found ? .match : .missingKey(keyMatcher, in: dictionary)
    }
}

extension MatchResult {
    /// The mismatch for a dictionary without the wanted key: `had no key "a" among ["b", "c"]`,
    /// or `was [:]` when it is empty.
    static func missingKey<Key, Value>(_ key: Matcher<Key>, in dictionary: [Key: Value])
        -> MatchResult
    {
        .mismatch { description in
            if dictionary.isEmpty { return description.appendWas(dictionary) }
            description.append("had no key \(key) among ")
            description.appendSorted(dictionary.keys)
        }
    }
}

/// Matches a dictionary with the key `key`, of any `Hashable` type, the caller's own included.
///
/// ```swift
/// assertThat(stock, hasKey(.kitchen))
/// ```
@_disfavoredOverload
public func hasKey<Key: Hashable, Value>(_ key: Key) -> Matcher<[Key: Value]> {
    hasKey(EquatableValue(key))
}
