import MusterTrapCatcher

/// Computes the actual value for `matcher` once. Errors always become an outcome the matcher
/// sees; traps are caught only for the matchers that examine them (see ``traps()``).
@usableFromInline @_transparent
func computeOutcome<T>(_ expression: () throws -> T, for matcher: Matcher<T>) -> Result<
    T, any Error
> {
    if matcher.examinesTraps { return .failure(TrapNeedsClosure()) }
    do { return .success(try expression()) } catch { return .failure(error) }
}

/// The same, for an expression held as an escaping closure, the only kind that can be run
/// with traps caught: a caught trap abandons the frames that retained the closure, which a
/// non-escaping closure is not allowed to survive.
@inlinable
func computeOutcome<T>(escaping expression: @escaping () throws -> T, for matcher: Matcher<T>)
    -> Result<T, any Error>
{
    computeOutcome(escaping: expression, catchingTraps: matcher.examinesTraps)
}

/// The same, for a matcher that examines traps when `catchingTraps` is true.
@usableFromInline @_transparent
func computeOutcome<T>(escaping expression: @escaping () throws -> T, catchingTraps: Bool)
    -> Result<T, any Error>
{
    if catchingTraps { return computeOutcomeCatchingTraps(expression) }
    do { return .success(try expression()) } catch { return .failure(error) }
}

@usableFromInline
func computeOutcomeCatchingTraps<T>(_ expression: @escaping () throws -> T) -> Result<T, any Error>
{
    let slot = OutcomeSlot<T>()
    let returned = runCatchingTraps { slot.outcome = Result { try expression() } }
    return returned ? (slot.outcome ?? .failure(CaughtTrap())) : .failure(CaughtTrap())
}

private final class OutcomeSlot<T> {
    var outcome: Result<T, any Error>?
}

private final class TrapGuardedBody {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

/// Runs `body` on this thread; `false` if it trapped. What the abandoned frames retained leaks.
private func runCatchingTraps(_ body: @escaping () -> Void) -> Bool {
    let guarded = TrapGuardedBody(body)
    return withExtendedLifetime(guarded) {
        muster_run_catching_traps(
            { context in Unmanaged<TrapGuardedBody>.fromOpaque(context!).takeUnretainedValue().run()
            },
            Unmanaged.passUnretained(guarded).toOpaque())
    }
}
