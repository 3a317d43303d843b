/// Nimble's `map`: checks what `transform` makes of the value; a transform that throws fails
/// with the error. For a named feature, ``hasFeature(_:_:describedAs:_:)-(_,MatcherConvertible,_,_)`` reads better.
///
/// ```swift
/// expect(user).to(map(\.name, equal("Joe")))
/// // Expected a value mapped to a value equal to "Joe", but mapped value was "Ann"
/// ```
public func map<T, U>(_ transform: @escaping (T) throws -> U, _ matcher: Matcher<U>) -> Matcher<T> {
    Matcher(describe: { $0.append("a value mapped to \(matcher)") }) { actual in
        do {
            return mapped(matcher.match(try transform(actual)))
        } catch {
            return mappingThrew(error)
        }
    }.rejectingNil()
}

/// Nimble's `compactMap`: `transform` must give a value, which must satisfy `matcher`.
///
/// ```swift
/// expect("42").to(compactMap({ Int($0) }, equal(42)))
/// // Expected a value mapped to a value equal to 42, but mapped value was nil
/// ```
public func compactMap<T, U>(_ transform: @escaping (T) throws -> U?, _ matcher: Matcher<U>)
    -> Matcher<T>
{
    map(transform, Matcher<U?>(unwrapping: matcher)).rejectingNil()
}

/// Nimble's `map` with a transform or a matcher that awaits: an ``AsyncMatcher``, applied with
/// `await`.
///
/// ```swift
/// await expect(user).to(map({ await avatars.url(for: $0) }, equal(expectedURL)))
/// await expect(store).to(map(\.count, asyncEqual(3)))
/// ```
public func map<T, U>(
    _ transform: @escaping (T) async throws -> U, _ matcher: some AsyncableMatcher<U>
) -> AsyncMatcher<T> {
    mapAwaiting({ try await transform($0) as U? }, AsyncMatcher(matcher))
}

/// Nimble's `map` with a transform that may return `nil`, for a matcher of the non-optional
/// value that awaits; a `nil` is judged as the matcher judges `nil`.
///
/// ```swift
/// await expect(settings).to(map(\.nickname, asyncEqual("Ann")))
/// ```
public func map<T, U>(
    _ transform: @escaping (T) async throws -> U?, _ matcher: some AsyncableMatcher<U>
) -> AsyncMatcher<T> {
    mapAwaiting(transform, AsyncMatcher(matcher))
}

private func mapAwaiting<T, U>(
    _ transform: @escaping (T) async throws -> U?, _ matcher: AsyncMatcher<U>
) -> AsyncMatcher<T> {
    AsyncMatcher(
        describe: {
            $0.append("a value mapped to ")
            matcher.describe(into: &$0)
        },
        match: { actual in
            do {
                return mapped(await matcher.match(outcome: .success(try await transform(actual))))
            } catch {
                return mappingThrew(error)
            }
        })
}

/// Nimble's `compactMap` with a transform or a matcher that awaits: the transform's value,
/// unwrapped, satisfies `matcher`; a `nil` is judged as the matcher judges `nil`, which for
/// Nimble's matchers fails under `to` and `toNot` alike.
///
/// ```swift
/// await expect("42").to(compactMap({ await parser.number($0) }, equal(42)))
/// ```
public func compactMap<T, U>(
    _ transform: @escaping (T) async throws -> U?, _ matcher: some AsyncableMatcher<U>
) -> AsyncMatcher<T> {
    mapAwaiting(transform, AsyncMatcher(matcher))
}

/// A transform that threw: `mapping threw error …`.
private func mappingThrew(_ error: any Error) -> MatchResult {
    .mismatch {
        $0.append("mapping ")
        $0.appendThrew(error)
    }
}

/// The result for the mapped value, said of it; a matcher that could not judge the mapped value
/// (Nimble's matchers given `nil`) leaves the whole unjudged, so that `toNot` fails too.
private func mapped(_ result: MatchResult) -> MatchResult {
    if result.isMatch { return .match }
    let text: Description = "mapped value \(mismatchOf: result)"
    return result.isUnusable ? .unusable(text) : .mismatch(text)
}
