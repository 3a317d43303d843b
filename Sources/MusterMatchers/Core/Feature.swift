/// Matches a value whose feature (a property, or anything computed from the value) satisfies
/// `matcher`. Description and mismatch are composed for you:
/// `a value with count 3` and `count was 2`.
///
/// ```swift
/// func hasCount(_ count: Int) -> Matcher<[Int]> {
///     hasFeature("count", count) { $0.count }
/// }
/// ```
///
/// - Parameters:
///   - name: What the feature is called in messages.
///   - matcher: What the feature must satisfy, or a plain value it must equal.
///   - phrase: The noun phrase before the matcher's description; `a value with <name>`
///     by default.
///   - extract: Reads the feature from the value. It runs once per match.
@inlinable
public func hasFeature<Subject, Feature>(
    _ name: String, _ matcher: some MatcherConvertible<Feature>,
    describedAs phrase: String? = nil, _ extract: @escaping (Subject) -> Feature
) -> Matcher<Subject> {
    let matcher = matcher.asMatcher()
    return Matcher(describe: {
        $0.append(phrase ?? "a value with \(name)")
        $0.append(" ")
        $0.appendCondition(of: matcher)
    }) { actual in
        let result = matcher.match(extract(actual))
        return result.isMatch ? .match : .mismatch("\(describing: name) \(mismatchOf: result)")
    }
}

/// Matches a value whose feature equals `value`, of any `Equatable` type, the caller's own
/// included: ``hasFeature(_:_:describedAs:_:)-(_,MatcherConvertible,_,_)`` with a
/// plain value.
///
/// ```swift
/// func hasTotal(_ total: Money) -> Matcher<Cart> {
///     hasFeature("total", total) { $0.total }
/// }
/// ```
// Disfavored, as every plain-value overload: the compiler tries it only after the matcher
// overloads fail.
@_disfavoredOverload
@inlinable
public func hasFeature<Subject, Feature: Equatable>(
    _ name: String, _ value: Feature, describedAs phrase: String? = nil,
    _ extract: @escaping (Subject) -> Feature
) -> Matcher<Subject> {
    hasFeature(name, equalTo(value), describedAs: phrase, extract)
}
