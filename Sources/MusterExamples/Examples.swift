import Foundation
import Muster

// Matchers written the way a Muster user writes them: the examples the "Writing a matcher"
// article walks through, shared by the tour and the tests.

/// A first draft of `hasQuery`: a predicate, which can only report `was <url>` when it fails.
///
/// ```swift
/// assertThat(url, hasQueryFirstDraft("key1", "value1"))
/// ```
public func hasQueryFirstDraft(_ name: String, _ value: some MatcherConvertible<String>) -> Matcher<
    URL
> {
    let value = value.asMatcher()
    return Matcher("a URL with \(value: name) = \(value)") { url in
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        guard let item = items.first(where: { $0.name == name }) else { return false }
        return value.matches(item.value ?? "")
    }
}

/// Matches a URL whose query has an item called `name` whose value satisfies `value`.
///
/// ```swift
/// assertThat(url, hasQuery("key1", "value1"))
/// // Expected a URL with "key1" = "value1", but no "key1" name in WRONGKEY=value1
/// ```
public func hasQuery(_ name: String, _ value: some MatcherConvertible<String>) -> Matcher<URL> {
    let value = value.asMatcher()
    return Matcher("a URL with \(value: name) = \(value)") { url in
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let query = { components?.query ?? "" }
        guard let item = components?.queryItems?.first(where: { $0.name == name }) else {
            return .mismatch(
                query().isEmpty
                    ? "had no query" : "no \(value: name) name in \(describing: query())")
        }
        let actual = item.value ?? ""
        if value.matches(actual) { return .match }
        return .mismatch("\(value: name) had value \(value: actual) in \(describing: query())")
    }
}

/// Matches a URL whose path satisfies `path`: the feature form, for a matcher that only
/// reads something off the value.
///
/// ```swift
/// assertThat(url, hasPath("/dummy"))
/// ```
public func hasPath(_ path: some MatcherConvertible<String>) -> Matcher<URL> {
    hasFeature("path", path, describedAs: "a URL with path") { $0.path() }
}

/// Matches a date that falls on a Saturday in UTC.
/// ```swift
/// assertThat(date, `is`(onASaturday()))
/// ```
public func onASaturday() -> Matcher<Date> {
    Matcher("a date falling on Saturday") { date in
        Calendar(identifier: .gregorian).dateComponents(in: .gmt, from: date).weekday == 7
    }
}
