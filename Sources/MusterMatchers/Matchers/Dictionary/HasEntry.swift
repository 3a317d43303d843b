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

/// Matches a dictionary with an entry for `key` whose value equals `value`, for keys and values
/// of any `Hashable` and `Equatable` types, the caller's own included.
///
/// ```swift
/// assertThat(stock, hasEntry(Category.kitchen, 3))
/// ```
// Disfavored, as every plain-value overload: the compiler tries it only after the matcher
// overloads fail. Its siblings take a concrete `Matcher` in the other slot, so that exactly one
// of them fits any call the primary overload refuses.
@_disfavoredOverload
public func hasEntry<Key: Hashable, Value: Equatable>(_ key: Key, _ value: Value)
    -> Matcher<[Key: Value]>
{
    hasEntry(EquatableValue(key), EquatableValue(value))
}

/// Matches a dictionary with an entry whose key satisfies `key` and whose value equals `value`,
/// of any `Equatable` type.
///
/// ```swift
/// assertThat(prices, hasEntry(startsWith("mug"), Money(cents: 400)))
/// ```
@_disfavoredOverload
public func hasEntry<Key: Hashable, Value: Equatable>(_ key: Matcher<Key>, _ value: Value)
    -> Matcher<[Key: Value]>
{
    hasEntry(key, EquatableValue(value))
}

/// Matches a dictionary with an entry for `key`, of any `Hashable` type, whose value satisfies
/// `value`.
///
/// ```swift
/// assertThat(stock, hasEntry(.kitchen, greaterThan(2)))
/// ```
@_disfavoredOverload
public func hasEntry<Key: Hashable, Value>(_ key: Key, _ value: Matcher<Value>)
    -> Matcher<[Key: Value]>
{
    hasEntry(EquatableValue(key), value)
}

/// Matches a dictionary of any values, as decoded JSON gives, with an entry for `key` whose
/// value is a `Value` equal to `value`.
///
/// ```swift
/// let json = try JSONSerialization.jsonObject(with: data) as! [String: Any]
/// assertThat(json, hasEntry("title", "Mug"))
/// // Expected a dictionary containing ["title": "Mug"], but ["title"]: was 3 (Int)
/// ```
@_disfavoredOverload
public func hasEntry<Key: Hashable, Value: Equatable>(_ key: Key, _ value: Value)
    -> Matcher<[Key: Any]>
{
    hasEntry(EquatableValue(key), anyValue(equalTo(value)))
}

/// A matcher of `Any` that casts the value to `T` and checks it with `matcher`; a value of
/// another type is shown with its type.
func anyValue<T>(_ matcher: Matcher<T>) -> Matcher<Any> {
    Matcher(describe: { matcher.describe(into: &$0) }) { actual in
        guard let value = actual as? T else { return .mismatch { $0.appendWasWithType(actual) } }
        return matcher.match(value)
    }
}
