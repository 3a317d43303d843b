/// The resolved timing of one polling assertion: the call's values, else the scope's defaults.
package struct PollTiming: Sendable {
    package let timeout: Duration
    package let pollInterval: Duration
    /// How long after the deadline a check still running may take before it is abandoned.
    ///
    /// Half of the larger of 5 % of the timeout and one poll interval: a check that started
    /// just before the deadline, or the last one at the deadline, can finish, yet the poll never
    /// ends later than that bound after its deadline, whatever the expression does. Zero for a
    /// `waitUntil`, whose one check has the timeout to itself.
    var grace: Duration
    /// For a poll on a ``TestClock``, what its failure adds: `virtual time, 4 ms of wall time`.
    package var testClockNote: String?

    package init(timeout: Duration?, pollInterval: Duration?) {
        let defaults = PollingDefaults.current
        self.timeout = timeout ?? defaults.timeout
        self.pollInterval = pollInterval ?? defaults.pollInterval
        grace = max(self.timeout / 20, self.pollInterval) / 2
    }

    /// Why these values cannot be used, as the clause after "but": `pollInterval was 0.0 s`.
    /// A poll interval of zero would spin, and on a manual clock never end.
    package var problem: String? {
        if pollInterval <= .zero {
            return "pollInterval was \(secondsText(pollInterval)); it must be more than zero"
        }
        if timeout < .zero {
            return "timeout was \(secondsText(timeout)); it must be zero or more"
        }
        return nil
    }
}

/// What a failure of a poll on a test clock adds after its finding: that its times are virtual,
/// the wall time it took, and, when nothing sleeps on the clock, that this is why nothing moved.
func testClockNote(_ clock: TestClock, wallTime: Duration) -> String {
    let wakeUps = clock.scheduledWakeUps
    let sleeping =
        wakeUps.isEmpty
        ? "; no sleep is armed on it"
        : "; sleeps armed until " + wakeUps.prefix(3).map(\.description).joined(separator: ", ")
            + (wakeUps.count > 3 ? " and \(wakeUps.count - 3) more" : "")
    return
        "time: virtual, on a test clock now at \(clock.now); \(elapsedText(wallTime)) of wall time\(sleeping)"
}
