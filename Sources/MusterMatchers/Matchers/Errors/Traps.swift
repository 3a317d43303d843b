/// Matches code that traps: a failed `precondition`, `fatalError`, an index out of range.
///
/// The assertion runs the expression in a child process, a copy of the test's process, where a
/// trap ends only the child; the test's process is left exactly as it was. When the expression
/// does not trap there, the assertion runs it again in the test's process, so that the test
/// sees its value and its effects. Works with `expect { … }`, `expect(…)` and `assertThat`, on
/// Linux, macOS and iOS; see <doc:CatchingTraps> for the cost and the limits. Unavailable on tvOS
/// and watchOS, which forbid making a process.
///
/// ```swift
/// expect { _ = [1, 2][5] }.to(traps())
/// assertThat(cart.add(mug, quantity: 0), traps())
/// // Expected a trap, but returned normally
/// ```
@available(
    tvOS, unavailable,
    message: "needs fork(), which tvOS and watchOS forbid: trap tests run on macOS, iOS and Linux"
)
@available(
    watchOS, unavailable,
    message: "needs fork(), which tvOS and watchOS forbid: trap tests run on macOS, iOS and Linux"
)
public func traps<T>() -> Matcher<T> {
    Matcher(describe: { $0.append("a trap") }, examinesTraps: true) { outcome in
        if case .failure(let error) = outcome, error is CaughtTrap { return .match }
        return notATrap(outcome)
    }
}

/// Matches code that traps with a message that satisfies `message`, or equals it when it is a
/// plain string. The message is what the runtime printed for the trap: `Index out of range`, or
/// the text given to `precondition` or `fatalError` (an optimized build prints only
/// `fatalError`'s).
///
/// ```swift
/// expect { try cart.add(mug, quantity: 0) }.to(traps(withMessage: "quantity must be positive"))
/// expect { _ = [1, 2][5] }.to(traps(withMessage: containsString("out of range")))
/// // Expected a trap with message a string containing "out of range",
/// // but trapped with message "Division by zero"
/// ```
@available(
    tvOS, unavailable,
    message: "needs fork(), which tvOS and watchOS forbid: trap tests run on macOS, iOS and Linux"
)
@available(
    watchOS, unavailable,
    message: "needs fork(), which tvOS and watchOS forbid: trap tests run on macOS, iOS and Linux"
)
public func traps<T>(withMessage message: some MatcherConvertible<String>) -> Matcher<T> {
    let message = message.asMatcher()
    return Matcher(
        describe: {
            $0.append("a trap with message ")
            message.describe(into: &$0)
        }, examinesTraps: true
    ) { outcome in
        guard case .failure(let error) = outcome, let trap = error as? CaughtTrap else {
            return notATrap(outcome)
        }
        let result = message.match(trap.message)
        if result.isMatch || result.isUnusable { return result }
        return .mismatch { description in
            // A `precondition(false)` has no message, and an optimized build drops those of
            // `precondition` and the runtime's checks: say so, rather than leave the reader to
            // guess why none matched.
            guard !trap.message.isEmpty else {
                return description.append(
                    "trapped with no message (the check gave none, or an optimized build dropped it)"
                )
            }
            description.appendThrew(trap)
            description.appendMismatch(of: result, restating: trap.message)
        }
    }
}

/// The mismatch of an outcome that is not a trap: what came back instead.
private func notATrap<T>(_ outcome: Result<T, any Error>) -> MatchResult {
    switch outcome {
    case .failure(let error as TrapNeedsSynchronousCode):
        .mismatch("\(describing: error.description)")
    // Neither a trap nor code that ran well: fails `toNot(traps())` too.
    case .failure(let error as ChildProcessEnd): .unusable("\(describing: error.description)")
    case .failure(let error): .mismatch { $0.appendThrew(error) }
    case .success(let value):
        .mismatch { text in
            if unwrapOptionals(value) is Void || value is Void {
                text.append("returned normally")
            } else {
                text.append("returned ")
                text.appendValue(value)
            }
        }
    }
}
