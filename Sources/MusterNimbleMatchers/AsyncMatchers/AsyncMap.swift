import MusterMatchers

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
