/// Matches code that traps: a failed `precondition`, `fatalError`, an index out of range.
/// The assertion runs the expression so that the trap is caught and the test goes on.
///
/// Works on Linux (x86_64 and arm64) and macOS by catching the trap's signal on the thread
/// that runs the expression; a trap on another thread still crashes the process. The
/// expression must be a closure (`expect { … }`), which the assertion can run with traps caught;
/// `assertThat(x, traps())` fails with a message saying so.
///
/// ```swift
/// expect { _ = [1, 2][5] }.to(traps())
/// // Expected a trap, but returned normally
/// ```
public func traps<T>() -> Matcher<T> {
    Matcher(describe: { $0.append("a trap") }, examinesTraps: true) { outcome in
        switch outcome {
        case .failure(let error) where error is CaughtTrap: .match
        case .failure(let error as TrapNeedsClosure): .mismatch("\(error.description)")
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
}
