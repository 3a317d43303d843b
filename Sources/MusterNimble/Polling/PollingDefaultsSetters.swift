// Nimble's process-wide polling settings, as Nimble suites set them.

import Muster

extension PollingDefaults {
    /// The timeout for the whole process, for polls whose call and scopes give none: how long a
    /// polling assertion waits before it gives up (`toEventually`) or concludes that the
    /// condition held (`toNever`, `toAlways`). 1 s until set.
    ///
    /// Nimble's setting, safe to set and read from any thread. Every test that runs meanwhile
    /// sees it, so set it where tests run one at a time (an XCTest `setUp`, set back in
    /// `tearDown`); tests that run in parallel give their own with
    /// `withPollingDefaults(timeout:pollInterval:operation:)`, whose scope wins over it.
    ///
    /// ```swift
    /// override func setUp() { PollingDefaults.timeout = .seconds(2) }
    /// ```
    public static var timeout: Duration {
        get { processWide.withLock { $0.timeout } }
        set { processWide.withLock { $0.timeout = newValue } }
    }

    /// The poll interval for the whole process, for polls whose call and scopes give none: how
    /// long a polling assertion waits after one check ends before it starts the next. 10 ms
    /// until set. Like ``timeout``, safe from any thread, and a scope wins over it.
    ///
    /// ```swift
    /// override func setUp() { PollingDefaults.pollInterval = .milliseconds(50) }
    /// ```
    public static var pollInterval: Duration {
        get { processWide.withLock { $0.pollInterval } }
        set { processWide.withLock { $0.pollInterval = newValue } }
    }
}
