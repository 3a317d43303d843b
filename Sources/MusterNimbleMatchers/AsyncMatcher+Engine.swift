import MusterMatchers

// Muster's engine applies matchers synchronously: an assertion computes the value, then the
// matcher judges it. An AsyncMatcher judges with `await`, so an assertion that applies one
// awaits the verdict while it computes the value, and hands the engine a matcher that returns
// that verdict: the same negation, the same composer and the same polling as for any matcher.

extension AsyncMatcher {
    /// `expression` and this matcher, split for the engine: the expression returned computes
    /// the value and has this matcher judge it; the matcher returned hands that verdict to the
    /// engine, which applies it right after each computation (a poll, once per check).
    package func paired(with expression: @escaping () async throws -> Subject?) -> (
        expression: () async throws -> Subject?, matcher: Matcher<Subject?>
    ) {
        let verdict = Locked<MatchResult?>(nil)
        let judged: () async throws -> Subject? = {
            let outcome: Result<Subject?, any Error>
            do { outcome = .success(try await expression()) } catch { outcome = .failure(error) }
            let result = await match(outcome: outcome)
            verdict.withLock { $0 = result }
            return try outcome.get()
        }
        let matcher = Matcher<Subject?>(
            describe: describeClosure,
            expression: { [self] _ in
                let result =
                    verdict.withLock { $0.take() }
                    ?? MatchResult(
                        storage: .unusable {
                            $0.append("was not judged: the value was not computed")
                        })
                return MatcherResult(result) { describe(into: &$0, judging: result) }
            }, examinesErrors: examinesErrors)
        return (judged, matcher)
    }
}
