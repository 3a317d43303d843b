/// Matches a dictionary with at least one value that equals or satisfies `value`.
///
/// ```swift
/// assertThat(["a": 2, "b": 3], hasValue(1))
/// // Expected a dictionary with value 1, but had no value 1 among [2, 3]
/// ```
public func hasValue<Key: Hashable, Value>(_ value: some MatcherConvertible<Value>)
    -> Matcher<[Key: Value]>
{
    let valueMatcher = value.asMatcher()
    return Matcher(describe: { $0.append("a dictionary with value \(condition: valueMatcher)") }) {
        dictionary in
        if dictionary.values.contains(where: valueMatcher.matches) { return .match }
        return .mismatch { description in
            if dictionary.isEmpty { return description.appendWas(dictionary) }
            description.append("had no value \(valueMatcher) among ")
            description.appendSorted(dictionary.values)
        }
    }
}

/// Matches a dictionary with at least one value equal to `value`, of any `Equatable` type, the
/// caller's own included.
///
/// ```swift
/// assertThat(prices, hasValue(Money(cents: 400)))
/// ```
@_disfavoredOverload
public func hasValue<Key: Hashable, Value: Equatable>(_ value: Value) -> Matcher<[Key: Value]> {
    hasValue(EquatableValue(value))
}
