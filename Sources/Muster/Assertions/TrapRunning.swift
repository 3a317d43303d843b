import MusterTrapCatcher

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Running code that may trap: in a child process first, where a trap ends only the child, for
// the matchers that examine traps (`throwsAssertion`, `crashes`).

/// How long the child process that runs code that may trap may take before it is stopped.
enum TrapCatching {
    @TaskLocal static var deadlineSeconds = 10
}

/// Runs `expression` in a child process first, where a trap ends only the child; when it
/// does not trap there, runs it here, so that the test sees its value and its effects (which
/// the child's copy of memory kept to itself).
@usableFromInline
func computeOutcomeCatchingTraps<T>(_ expression: () throws -> T) -> Result<T, any Error> {
    if let end = runInChildProcess(expression) { return .failure(end) }
    do { return .success(try expression()) } catch { return .failure(error) }
}

/// Runs `body` in a child process; `nil` when it returned or threw there, otherwise how it
/// ended: a ``CaughtTrap`` or a ``ChildProcessEnd``.
///
/// Only the forking thread exists in the child: a lock that another thread held at that moment,
/// such as the runtime's lock for making generic type metadata, stays held there, and a child
/// that needs it waits forever. Such a wait is brief to detect and rare to repeat, so a child
/// still running after a second is replaced by a fresh one, which gets the rest of the deadline.
private func runInChildProcess<T>(_ body: () throws -> T) -> (any Error)? {
    let deadline = TrapCatching.deadlineSeconds
    guard deadline > 1 else { return runInChildProcess(body, deadlineSeconds: deadline) }
    let first = runInChildProcess(body, deadlineSeconds: 1)
    guard let end = first as? ChildProcessEnd, case .timedOut = end.kind else { return first }
    let second = runInChildProcess(body, deadlineSeconds: deadline - 1)
    guard let end = second as? ChildProcessEnd, case .timedOut = end.kind else { return second }
    return ChildProcessEnd(.timedOut(seconds: deadline))
}

private func runInChildProcess<T>(_ body: () throws -> T, deadlineSeconds: Int) -> (any Error)? {
    withoutActuallyEscaping(body) { body in
        let child = ChildBody { _ = try? body() }
        var outcome = withExtendedLifetime(child) {
            muster_run_in_child(
                { context in
                    Unmanaged<ChildBody>.fromOpaque(context!).takeUnretainedValue().run()
                },
                Unmanaged.passUnretained(child).toOpaque(),
                Int32(clamping: deadlineSeconds * 1_000))
        }
        defer { muster_child_outcome_release(&outcome) }
        switch outcome.end {
        case muster_child_returned:
            return nil
        case muster_child_signalled where isTrapSignal(outcome.code):
            let output = outcome.output.map { String(cString: $0) } ?? ""
            return CaughtTrap(runtimeOutput: output[...])
        case muster_child_signalled:
            return ChildProcessEnd(.crashed(signal: outcome.code))
        case muster_child_exited:
            return ChildProcessEnd(.exited(status: outcome.code))
        case muster_child_timed_out:
            return ChildProcessEnd(.timedOut(seconds: deadlineSeconds))
        default:
            return ChildProcessEnd(.notStarted(reason: forkFailure(errorNumber: outcome.code)))
        }
    }
}

/// Why no child process could be made, from the `errno` of the failed `fork`.
func forkFailure(errorNumber: Int32) -> String {
    let reason = "fork failed: \(String(cString: strerror(errorNumber)))"
    #if os(iOS)
        // The simulator runs the test as a Mac process; a device's sandbox refuses a new one.
        return reason + " (an iOS device forbids making a process: run trap tests in the simulator)"
    #else
        return reason
    #endif
}

/// A Swift runtime check ends in a trapping instruction: `ud2` (SIGILL) on x86_64, `brk`
/// (SIGTRAP) on arm64.
private func isTrapSignal(_ signal: Int32) -> Bool { signal == 4 || signal == 5 }

private final class ChildBody {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}
