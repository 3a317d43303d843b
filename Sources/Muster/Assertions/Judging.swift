// The steps every assertion takes, `assertThat`, `expect(…).to`, `require` and the polls alike:
// compute the actual value once, judge it (negated for `toNot`), and only on failure build the
// message, once, out of line.

/// Computes the actual value for `matcher` once. Errors always become an outcome the matcher
/// sees; traps are caught only for the matchers that examine them (see ``traps()``).
@usableFromInline @_transparent
package func computeOutcome<T>(_ expression: () throws -> T, for matcher: Matcher<T>) -> Result<
    T, any Error
> {
    computeOutcome(expression, catchingTraps: matcher.examinesTraps)
}

/// The same, for a matcher that examines traps when `catchingTraps` is true.
@usableFromInline @_transparent
package func computeOutcome<T>(_ expression: () throws -> T, catchingTraps: Bool) -> Result<
    T, any Error
> {
    if catchingTraps { return computeOutcomeCatchingTraps(expression) }
    do { return .success(try expression()) } catch { return .failure(error) }
}

/// The same, for an expression that returns an optional. Taking it as `() throws -> T?`, rather
/// than as `() throws -> T` with an optional `T`, applies an `expect`'s closure as the type it
/// has: a closure converted to another generic form cannot be applied directly by the optimizer,
/// which then keeps it, and the retain of what it captures, on every assertion.
@usableFromInline @_transparent
func computeOptionalOutcome<T>(_ expression: () throws -> T?, catchingTraps: Bool) -> Result<
    T?, any Error
> {
    if catchingTraps { return computeOutcomeCatchingTraps(expression) }
    do { return .success(try expression()) } catch { return .failure(error) }
}

/// What `matcher` finds wrong with the value `expression` computes, or `nil` when it matches:
/// the passing path of `assertThat` and `to`. In a debug build, unless the matcher examines
/// traps, the value goes to the matcher as it is, without an outcome made around it, which
/// unoptimized code copies at each step. An optimized build folds the outcome away, and keeps
/// the matcher out of memory only on that path.
@usableFromInline @_transparent
func failingResult<T>(of expression: () throws -> T, for matcher: Matcher<T>) -> MatchResult? {
    #if DEBUG
        if matcher.examinesTraps {
            return matcher.failingResult(of: computeOutcomeCatchingTraps(expression))
        }
        do { return matcher.failingResult(ofValue: try expression()) } catch {
            return matcher.failingResult(of: .failure(error))
        }
    #else
        return matcher.failingResult(of: computeOutcome(expression, for: matcher))
    #endif
}

/// The same for an expression that returns an optional and a matcher that examines no traps
/// (`to` in a debug build): `nil` fails as the matcher's `nilResult` says.
@usableFromInline @_transparent
func failingResult<T>(unwrapping expression: () throws -> T?, for matcher: Matcher<T>)
    -> MatchResult?
{
    do {
        guard let value = try expression() else {
            let result = matcher.nilResult
            return result.isMatch ? nil : result
        }
        return matcher.failingResult(ofValue: value)
    } catch {
        return matcher.failingResult(of: .failure(error))
    }
}

/// Computes an `async` expression's outcome once, on the caller's actor. A child process cannot
/// carry on a task, so a matcher that examines traps gets `TrapNeedsSynchronousCode` instead.
@usableFromInline
package func computeOutcome<T>(
    _ expression: () async throws -> T, catchingTraps: Bool,
    isolation: isolated (any Actor)? = #isolation
) async -> Result<T, any Error> {
    if catchingTraps { return .failure(TrapNeedsSynchronousCode()) }
    // Inside `withTestClock`, a wait on a clock that nobody moves is ended by the clock's watch,
    // and the stall it met is the outcome, which the assertion reports in place of its verdict.
    guard let clock = TestClock.current else {
        do { return .success(try await expression()) } catch { return .failure(error) }
    }
    let awaiting = clock.beginAwaiting()
    let outcome: Result<T, any Error>
    do { outcome = .success(try await expression()) } catch { outcome = .failure(error) }
    if let stall = clock.endAwaiting(awaiting) { return .failure(stall) }
    return outcome
}

/// Reports the stall on a test clock that ended an assertion's expression, as its failure.
@usableFromInline
func reportTestClockStall<T>(_ outcome: Result<T, any Error>, site: CallSite) {
    if let stall = outcome.testClockStall { reportFailure(stall.failure(at: site)) }
}

extension Result where Failure == any Error {
    /// The stall on a test clock that ended the expression, which its assertion reports as its
    /// failure.
    @usableFromInline
    package var testClockStall: TestClockStall? {
        guard case .failure(let error as TestClockStall) = self else { return nil }
        return error
    }
}

/// What `to` (or, negated, `toNot`) concludes about `outcome`: the matcher's result, or its
/// negation by the one rule of ``MatchResult/negated(for:examinesErrors:)``.
@inlinable
func judge<T>(_ matcher: Matcher<T>, _ outcome: Result<T, any Error>, negated: Bool)
    -> MatchResult
{
    let result = matcher.match(outcome: outcome)
    return negated ? result.negated(for: outcome, examinesErrors: matcher.examinesErrors) : result
}

/// The failure of an expectation whose verdict (the result, negated for `toNot`) failed.
@usableFromInline
func expectationFailure<T>(
    _ matcher: Matcher<T>, _ verdict: MatchResult, negated: Bool, _ description: String?,
    site: CallSite
) -> Failure {
    Failure.compose(
        userMessage: description, prefix: negated ? "not " : "",
        expectation: { matcher.describe(into: &$0, judging: verdict) },
        finding: verdict.describeMismatch(into:), site: site)
}

/// Runs an assertion's failure path. The closure copies the matcher it captures only when it is
/// made, on failure, so that optimized code keeps the matcher in registers on the passing path
/// instead of storing it for a call that never happens.
@usableFromInline
func runFailurePath(_ report: () -> Void) { report() }

/// The failure path of every assertion, kept out of line so the passing path stays small
/// (`package` for `MusterHamcrest`'s operator form).
@usableFromInline
package func reportMismatch<T>(
    of matcher: Matcher<T>, _ result: MatchResult, userMessage: String?, site: CallSite
) {
    reportFailure(
        Failure.compose(
            userMessage: userMessage,
            expectation: { matcher.describe(into: &$0, judging: result) },
            finding: result.describeMismatch(into:), site: site))
}
