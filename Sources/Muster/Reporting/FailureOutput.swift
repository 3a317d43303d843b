import Foundation

/// Where Muster writes each failure besides the test runner, for the tools that read a CI
/// run: GitHub Actions annotations on standard output, and JSON lines appended to a file.
///
/// Each is on for the whole process by an environment variable, or for a test or a suite by
/// the `.failureOutput(…)` trait:
///
/// | variable | effect |
/// | --- | --- |
/// | `GITHUB_ACTIONS=true` | ``githubAnnotations`` on, as GitHub's runners set it |
/// | `MUSTER_GITHUB_ANNOTATIONS=1` or `0` | ``githubAnnotations`` on or off, whatever the runner |
/// | `MUSTER_JSON_LINES=<file>` | ``jsonLines(toFile:)`` on, to that file |
///
/// ```swift
/// @Suite(.failureOutput(.jsonLines(toFile: "/tmp/failures.jsonl"))) struct CheckoutTests { … }
/// ```
public struct FailureOutput: Sendable, Hashable {
    enum Kind: Hashable {
        case githubAnnotations
        case jsonLines(path: String)
    }
    let kind: Kind

    /// A workflow command per failure, `::error file=…,line=…,col=…,title=…::message`
    /// (`::warning` for a warning), which GitHub Actions shows on the pull request's diff.
    ///
    /// ```swift
    /// @Suite(.failureOutput(.githubAnnotations)) struct CheckoutTests { … }
    /// ```
    public static let githubAnnotations = FailureOutput(kind: .githubAnnotations)

    /// A ``FailureRecord`` per failure, as one line of JSON appended to the file at `path`
    /// (created when missing).
    ///
    /// ```swift
    /// @Suite(.failureOutput(.jsonLines(toFile: "failures.jsonl"))) struct CheckoutTests { … }
    /// ```
    public static func jsonLines(toFile path: String) -> FailureOutput {
        FailureOutput(kind: .jsonLines(path: path))
    }
}

/// Writes failures to the outputs in force: the process's, read from its environment once, and
/// the current scope's.
package enum FailureOutputs {
    /// The outputs a trait turned on for the current test.
    @TaskLocal static var scoped: [FailureOutput] = []

    static let fromEnvironment: [FailureOutput] = outputs(
        in: ProcessInfo.processInfo.environment)

    /// The checkout GitHub's runners work in, which annotations name files relative to.
    private static let workspace = ProcessInfo.processInfo.environment["GITHUB_WORKSPACE"]

    package static func outputs(in environment: [String: String]) -> [FailureOutput] {
        var outputs: [FailureOutput] = []
        let annotations =
            environment["MUSTER_GITHUB_ANNOTATIONS"].map { $0 != "0" }
            ?? (environment["GITHUB_ACTIONS"] == "true")
        if annotations { outputs.append(.githubAnnotations) }
        if let path = environment["MUSTER_JSON_LINES"], !path.isEmpty {
            outputs.append(.jsonLines(toFile: path))
        }
        return outputs
    }

    /// Writes `failure` to each output in force; nothing at all when none is.
    static func write(_ failure: Failure) {
        let scoped = self.scoped
        guard !fromEnvironment.isEmpty || !scoped.isEmpty else { return }
        let record = failure.record
        var seen: Set<FailureOutput> = []
        for output in fromEnvironment + scoped where seen.insert(output).inserted {
            switch output.kind {
            case .githubAnnotations:
                writeToStandardOutput(GitHubAnnotation.line(for: record, workspace: workspace))
            case .jsonLines(let path):
                JSONLinesFile.append(record.jsonLine + "\n", toFile: path)
            }
        }
    }

    /// One `print`, which holds standard output's lock for the whole line, so that no other
    /// line of the process lands inside it; then flushed, so that it is out before a crash.
    private static func writeToStandardOutput(_ line: String) {
        print(line, terminator: "")
        fflush(nil)
    }
}

/// A GitHub Actions workflow command for a failure.
package enum GitHubAnnotation {
    /// `::error file=Tests/CartTests.swift,line=12,col=5,title=…::…` and a newline: the file
    /// relative to `workspace` where it lies inside it, the title the failure's headline, the
    /// message its whole text, each escaped as the format requires.
    package static func line(for record: FailureRecord, workspace: String?) -> String {
        var file = record.file
        if let workspace, !workspace.isEmpty {
            let root = workspace.hasSuffix("/") ? workspace : workspace + "/"
            if file.hasPrefix(root) { file.removeFirst(root.count) }
        }
        let command = record.severity == "warning" ? "warning" : "error"
        let title =
            record.headline.count > 200 ? record.headline.prefix(200) + "…" : record.headline
        return "::\(command) file=\(escapedProperty(file)),line=\(record.line),"
            + "col=\(record.column),title=\(escapedProperty(String(title)))::"
            + escapedData(record.message) + "\n"
    }

    /// A command's message: `%`, carriage returns and line feeds escaped.
    static func escapedData(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A command's property value: as its message, and `:` and `,` escaped too.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }
}

/// Files that JSON lines are appended to, each opened once for appending, each line written
/// whole by one `write`, so that tests failing at once never interleave within a line.
enum JSONLinesFile {
    private static let descriptors = Locked<[String: Int32]>([:])

    static func append(_ line: String, toFile path: String) {
        descriptors.withLock { descriptors in
            let descriptor: Int32
            if let open = descriptors[path] {
                descriptor = open
            } else {
                descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
                guard descriptor >= 0 else {
                    FileHandle.standardError.write(
                        Data("Muster: cannot open \(path) to write failures to\n".utf8))
                    return
                }
                descriptors[path] = descriptor
            }
            var bytes = Array(line.utf8)[...]
            while !bytes.isEmpty {
                let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                bytes = bytes.dropFirst(written)
            }
        }
    }
}
