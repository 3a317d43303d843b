import Foundation

/// A clock that code under test must not sleep on: each sleep fails the test at the line that
/// made the clock, naming the clock and how long the code meant to sleep, and then returns at
/// once, as an ``ImmediateClock``'s does, so that the test goes on.
///
/// Give it to code whose path under test should not wait, so that a wait added later is a
/// failure rather than a slower test.
///
/// ```swift
/// let model = SearchModel(clock: UnimplementedClock("search debounce"))
/// await model.submit("milk")  // submitting searches at once, without the debounce
/// // Expected nothing to sleep on the unimplemented clock "search debounce", but something slept for 0.3 s
/// ```
public final class UnimplementedClock: Clock, Sendable {
    /// A point in the clock's time: how long after its start; time moves to each deadline slept
    /// until.
    public typealias Instant = OffsetInstant<UnimplementedClock>

    private let name: String?
    private let site: CallSite
    /// Keeps the time and ends each sleep, as an immediate clock does.
    private let immediate = ImmediateClock()

    /// A clock named `name` in its failures, which fail at the line that made it.
    ///
    /// ```swift
    /// let clock = UnimplementedClock("retry backoff")
    /// ```
    public init(
        _ name: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        self.name = name
        site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The clock's time, which moves to each deadline slept until.
    ///
    /// ```swift
    /// clock.now  // 0.0 s
    /// ```
    public var now: Instant { Instant(offset: immediate.now.offset) }

    /// Zero, as an immediate clock's.
    public var minimumResolution: Duration { .zero }

    /// Fails the test, naming the clock and the time the code meant to sleep, then returns at
    /// once; throws `CancellationError` when the task is cancelled.
    ///
    /// ```swift
    /// try await clock.sleep(until: clock.now.advanced(by: .seconds(2)))  // a failure
    /// ```
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let duration = now.duration(to: deadline)
        let clockName = name.map { "the unimplemented clock \"\($0)\"" } ?? "an unimplemented clock"
        reportFailure(
            Failure.compose(
                expectation: { $0.append("nothing to sleep on \(clockName)") },
                finding: {
                    $0.append(
                        duration > .zero
                            ? "something slept for \(secondsText(duration))"
                            : "something slept until a deadline already past")
                }, site: site))
        try await immediate.sleep(until: .init(offset: deadline.offset), tolerance: tolerance)
    }
}
