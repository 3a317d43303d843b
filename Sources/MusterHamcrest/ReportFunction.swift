import Muster

// SwiftHamcrest's reporting hook. A suite, or a test framework built on SwiftHamcrest, sets
// `HamcrestReportFunction` to receive each failure's text and location instead of the test
// runner. Setting it routes every failure of the process to it, past the test runners (a
// `withFailureReporter` scope still comes first); the default hands each back to the runners
// as Muster reports it, attachments and all.

/// What receives a failure: its message, and where the assertion was written.
public typealias HamcrestReportFunctionClosure = (
    _ message: String, _ fileID: String, _ file: StaticString, _ line: UInt, _ column: UInt
) -> Void

/// Receives every failure once set; ``HamcrestDefaultReportFunction`` until then.
///
/// ```swift
/// HamcrestReportFunction = { message, fileID, file, line, column in
///     reported.append(message)
/// }
/// ```
nonisolated(unsafe) public var HamcrestReportFunction: HamcrestReportFunctionClosure =
    HamcrestDefaultReportFunction
{
    didSet { routeFailuresToReportFunction() }
}

/// Reports a failure to the test that is running, as Muster does without the hook: what
/// ``HamcrestReportFunction`` is by default, and what a hook that filters can hand failures on to.
///
/// ```swift
/// HamcrestReportFunction = { message, fileID, file, line, column in
///     if !message.contains("flaky") {
///         HamcrestDefaultReportFunction(message, fileID, file, line, column)
///     }
/// }
/// ```
nonisolated(unsafe) public let HamcrestDefaultReportFunction: HamcrestReportFunctionClosure = {
    message, fileID, file, line, column in
    if let original = RoutedFailure.current, original.message == message {
        reportToRunners(original)
    } else {
        reportToRunners(
            Failure.compose(
                userMessage: message,
                site: CallSite(fileID: fileID, filePath: "\(file)", line: line, column: column)))
    }
}

/// The failure being handed to the hook, so that the default one reports it whole.
private enum RoutedFailure {
    @TaskLocal static var current: Failure?
}

/// Routes failures to the function just set. The route holds that function, not the variable,
/// so that failures on other threads never read the variable while a test writes it.
private func routeFailuresToReportFunction() {
    let report = ReportFunctionBox(HamcrestReportFunction)
    FailureReporter.processRoute.withLock {
        $0 = FailureReporter { failure in
            RoutedFailure.$current.withValue(failure) {
                report.function(
                    failure.message, "\(failure.site.fileID)", failure.site.filePath,
                    failure.site.line, failure.site.column)
            }
        }
    }
}

/// A report function, which SwiftHamcrest's type leaves non-`Sendable` so that a test case can
/// set one that captures it; it is called from whichever thread fails, as SwiftHamcrest's is.
private final class ReportFunctionBox: @unchecked Sendable {
    let function: HamcrestReportFunctionClosure
    init(_ function: @escaping HamcrestReportFunctionClosure) { self.function = function }
}
