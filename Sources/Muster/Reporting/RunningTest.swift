import MusterMatchers
import MusterRecordingPrimitives

// When a test ends, as code made in it sees it later: a spy made in a test asks, on each call,
// whether that test is over. XCTest says when each test case finishes; Swift Testing says so to
// a scope trait only, `.spiesEndWithTest`.

/// A test that is running or has run, with a flag set once when it ends.
final class RunningTest: TestLifetime, @unchecked Sendable {
    /// Empty for an XCTest test that began before Muster watched XCTest, until its first failure.
    var testName: String { givenName.withLock { $0 } }
    private let givenName: Locked<String>
    /// Set once, when the test ends; read with one atomic load on each call of a spy.
    private let ended = UnsafeMutablePointer<Int>.allocate(capacity: 1)

    init(testName: String) {
        givenName = Locked(testName)
        ended.initialize(to: 0)
    }

    /// The objects registered in this test with `mustBeReleased`, made at the first (XCTest).
    let leakChecks = Locked<LeakChecks?>(nil)

    deinit { ended.deallocate() }

    var hasEnded: Bool { muster_flag_is_set(ended) != 0 }

    func name(_ name: String) { givenName.withLock { $0 = name } }

    func end() { muster_flag_set(ended) }

    /// The test of a scope that knows when it ends (Swift Testing's `.spiesEndWithTest`).
    @TaskLocal static var scoped: RunningTest?

    /// The test running in the current task whose end Muster will see, if any.
    static var current: RunningTest? {
        if let scoped { return scoped }
        #if canImport(XCTest)
            return XCTestRunTracker.runningTest
        #else
            return nil
        #endif
    }
}
