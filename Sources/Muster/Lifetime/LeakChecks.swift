import Foundation

// The objects a test registered with `mustBeReleased`, checked when the test ends: at once when
// all are gone, else polled for the polling timeout in real time, so that a task still finishing
// or an actor hop still queued is waited for, not called a leak.

/// A reference that does not keep its object: read from any thread.
final class WeakReference: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// The registrations of one test, or of one `withLeakChecks` scope.
final class LeakChecks: Sendable {
    struct Registration: Sendable {
        let reference: WeakReference
        let type: AnyObject.Type
        let site: CallSite

        /// Named only when a failure says it.
        var typeName: String { String(describing: type) }
    }

    private struct State {
        var registrations: [Registration] = []
        var ended = false
    }
    private let state = Locked(State())

    /// The checks of the innermost `withLeakChecks` scope or `.checksForLeaks` test.
    @TaskLocal static var scoped: LeakChecks?

    /// Adds a registration; `false` once the checks have ended.
    func register(_ object: AnyObject, site: CallSite) -> Bool {
        let registration = Registration(
            reference: WeakReference(object), type: type(of: object), site: site)
        return state.withLock { state in
            guard !state.ended else { return false }
            state.registrations.append(registration)
            return true
        }
    }

    /// Ends the checks: waits, up to `timeout`, for every registered object to be released,
    /// then reports each that was not, at the line that registered it.
    func end(timeout: Duration, pollInterval: Duration) async {
        let registrations = state.withLock { state in
            state.ended = true
            return state.registrations
        }
        guard !registrations.isEmpty else { return }
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var alive = registrations.filter { $0.reference.object != nil }
        while !alive.isEmpty, clock.now < deadline {
            try? await clock.sleep(for: min(pollInterval, deadline - clock.now))
            alive = alive.filter { $0.reference.object != nil }
        }
        alive = await afterQueuedWorkRan(alive, grace: max(timeout * 10, .seconds(10)))
        // Strong references from here on: the test is over, and the walk needs the objects.
        let leaked = alive.compactMap { registration in
            registration.reference.object.map { (registration, $0) }
        }
        let roots = leaked.map(\.1)
        for (registration, object) in leaked {
            let findings = RetainWalk.findings(keeping: object, roots: roots)
            let keeper = findings.rootIndex.map { leaked[$0].0 }
            reportFailure(
                LeakFailure.failure(
                    registration, timeout: timeout, findings: findings, keeper: keeper))
        }
    }
}

/// Those of `alive` still alive once the work already queued in the process has run, up to
/// `grace`: on a loaded machine a task that releases its object may not have had the processor
/// by the deadline, and that is no leak. What was queued has run once a job queued after it, at
/// a lower priority, has run three times over, and the main queue has passed: the global
/// executor takes jobs of one priority in order and higher priorities first. The runtime's
/// enqueue hook would say so sooner, but it does not see work queued before it was installed.
private func afterQueuedWorkRan(
    _ alive: [LeakChecks.Registration], grace: Duration
) async -> [LeakChecks.Registration] {
    guard !alive.isEmpty else { return [] }
    let race = Race<Void>()
    let probe = Task.detached(priority: .low) {
        for _ in 0..<3 {
            await Task.detached(priority: .low) {}.value
            await MainActor.run {}
        }
        race.settle(())
    }
    await race.wait(atMost: grace, else: {}, ifCancelled: {})
    probe.cancel()
    return alive.filter { $0.reference.object != nil }
}

/// The failures of `mustBeReleased` and of the leak checks, composed as every failure is.
enum LeakFailure {
    /// `Expected the FeedModel registered on line 14 to be released by the end of the test, but
    /// it was still alive 1.0 s after the test ended, kept by a cycle: …`.
    static func failure(
        _ registration: LeakChecks.Registration, timeout: Duration, findings: RetainFindings,
        keeper: LeakChecks.Registration?
    ) -> Failure {
        let type = registration.typeName
        return Failure.compose(
            expectation: {
                $0.append("the \(type) registered on line \(registration.site.line) to be released")
                $0.append(" by the end of the test")
            },
            finding: { text in
                text.append("it was still alive \(secondsText(timeout)) after the test ended")
                if let path = findings.path {
                    let steps = path.map(\.text).joined(separator: " → ")
                    if let keeper {
                        text.append(", kept by the \(keeper.typeName) registered on line ")
                        text.append("\(keeper.site.line): \(steps) → the \(type)")
                    } else {
                        text.append(", kept by a cycle: \(steps) → the \(type)")
                    }
                    return
                }
                text.append(
                    "; no stored property of it, or of another object the test registered, "
                        + "leads back to it, so what keeps it is out of reflection's reach: a "
                        + "closure's or a task's captures, a timer, an observer or a global")
                if !findings.unreadable.isEmpty {
                    text.append(" (look at " + findings.unreadable.joined(separator: ", ") + ")")
                }
            }, site: registration.site)
    }

    /// `mustBeReleased` outside any test whose end Muster sees.
    static func noEnd(of type: AnyObject.Type, site: CallSite, testHasEnded: Bool) -> Failure {
        let typeName = String(describing: type)
        return Failure.compose(
            expectation: {
                $0.append("mustBeReleased to be called in a test whose end Muster sees")
            },
            finding: {
                if testHasEnded {
                    $0.append("the test had ended, so the \(typeName) is not watched")
                } else if TestRunners.isSwiftTestingProcess {
                    $0.append(
                        "this test has no .checksForLeaks trait, so the \(typeName) is not "
                            + "watched: add @Test(.checksForLeaks) or @Suite(.checksForLeaks), "
                            + "or register it inside withLeakChecks { … }")
                } else if XCTestRunning.now {
                    // Only where the process began a test before Muster could watch XCTest.
                    $0.append(
                        "this XCTest test began before Muster watched XCTest, so the \(typeName) "
                            + "is not watched: register it inside withLeakChecks { … }")
                } else {
                    $0.append("no test is running, so the \(typeName) is not watched")
                }
            }, site: site)
    }

    /// Whether an XCTest test case runs, where XCTest is there to ask.
    private enum XCTestRunning {
        static var now: Bool {
            #if canImport(XCTest)
                XCTestRunTracker.isTestCaseRunning
            #else
                false
            #endif
        }
    }

    /// A value boxed as an object: it is copied, so it is never released or leaked.
    static func boxedValue(_ text: String, site: CallSite) -> Failure {
        Failure.compose(
            expectation: { $0.append("an instance of a class to watch for its release") },
            finding: {
                $0.append(
                    "was \(text), a value boxed as an object: a value is copied, never kept "
                        + "alive, so register the class instance that holds it")
            }, site: site)
    }
}
