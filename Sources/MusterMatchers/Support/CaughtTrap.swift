/// What a trap-examining matcher receives when the expression trapped (a failed `precondition`,
/// `fatalError`, an index out of range) in the child process the assertion ran it in.
///
/// ```swift
/// if case .failure(let trap as CaughtTrap) = outcome, trap.message.contains("range") { … }
/// ```
public struct CaughtTrap: Error, CustomStringConvertible, Sendable {
    /// The message the runtime printed for the trap, without its location and kind:
    /// `Index out of range`, or the message given to `precondition` or `fatalError`. Empty when
    /// there was none: an optimized build's checks other than `fatalError(_:)`, an arithmetic
    /// overflow, `fatalError()`.
    public let message: String

    /// Creates the outcome of a trap with the runtime's `message`.
    ///
    /// ```swift
    /// let trap = CaughtTrap(message: "Index out of range")
    /// ```
    public init(message: String = "") { self.message = message }

    /// `a trap`, with its message when there is one: `a trap: Index out of range`.
    public var description: String { message.isEmpty ? "a trap" : "a trap: \(message)" }

    /// The trap's message in what a child process wrote: the last line the runtime wrote for a
    /// failed check (`<file>:<line>: Fatal error: <message>`), without its location and kind.
    package init(runtimeOutput output: Substring) {
        let kinds = ["Fatal error", "Precondition failed", "Assertion failed"]
        for line in output.split(separator: "\n").reversed() {
            for kind in kinds {
                guard let range = line.range(of: kind),
                    range.lowerBound == line.startIndex
                        || line[..<range.lowerBound].hasSuffix(": ")
                else { continue }
                let rest = line[range.upperBound...]
                self.init(message: rest.hasPrefix(": ") ? String(rest.dropFirst(2)) : "")
                return
            }
        }
        self.init()
    }
}

/// How an expression run in a child process ended when it neither returned nor trapped; a
/// trap-examining matcher receives it as the outcome.
package struct ChildProcessEnd: Error, CustomStringConvertible, Sendable {
    package enum Kind: Sendable, Equatable {
        /// Another signal ended it: a bad memory access, `abort()`.
        case crashed(signal: Int32)
        /// It called `exit(_:)`.
        case exited(status: Int32)
        /// It did not finish in time and was stopped.
        case timedOut(seconds: Int)
        /// No child process could be made.
        case notStarted(reason: String)
    }

    package let kind: Kind

    package init(_ kind: Kind) { self.kind = kind }

    package var description: String {
        switch kind {
        case .crashed(let signal): "crashed with \(Self.name(ofSignal: signal))"
        case .exited(let status): "exited with status \(status)"
        case .timedOut(let seconds):
            "did not finish within \(seconds) \(seconds == 1 ? "second" : "seconds") in the child "
                + "process that runs code that "
                + "may trap (a lock that another thread held when it was made stays held there)"
        case .notStarted(let reason): "could not be run in a child process: \(reason)"
        }
    }

    private static func name(ofSignal signal: Int32) -> String {
        // The numbers POSIX fixes, the same on Linux and macOS.
        switch signal {
        case 4: "SIGILL"
        case 5: "SIGTRAP"
        case 6: "SIGABRT"
        case 8: "SIGFPE"
        case 9: "SIGKILL"
        case 11: "SIGSEGV"
        default: "signal \(signal)"
        }
    }
}

/// What a trap-examining matcher receives when the assertion could not run the expression in a
/// child process: it was async, or the platform has no `fork`.
@usableFromInline
package struct TrapNeedsSynchronousCode: Error, CustomStringConvertible, Sendable {
    @usableFromInline package init() {}

    @usableFromInline package var description: String {
        "could not be run with traps caught: traps are caught in synchronous code only"
    }
}
