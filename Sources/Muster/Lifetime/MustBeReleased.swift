// Objects that must be released when their test ends: the registration, the scope that ends the
// checks, and the Swift Testing trait that opens that scope around a test. Under XCTest the test
// case's end is seen without a trait, through a teardown block added at the first registration.

/// Registers `object` to be released by the end of the test, and returns it.
///
/// When the test ends, Muster waits, up to the polling timeout, for the object to be released,
/// so that a task still finishing is not called a leak; an object still alive then fails the
/// test at this line, naming its type and, where stored properties show it, what keeps it: a
/// cycle through them, or another object the test registered. Where no stored property shows it
/// (a closure's or a task's captures, a timer, an observer or a global), the failure says so and
/// names the closures and tasks it met.
///
/// Under XCTest this needs nothing more. Under Swift Testing, give the test or its suite the
/// ``MusterTrait/checksForLeaks`` trait, or register inside ``withLeakChecks(isolation:_:)``; elsewhere
/// the registration fails, saying why, and watches nothing.
///
/// ```swift
/// @Test(.checksForLeaks) func loadsTheFeed() async {
///     let model = mustBeReleased(FeedModel(service: service))
///     await model.load()
/// }
/// // Expected the FeedModel registered on line 2 to be released by the end of the test, but it
/// // was still alive 1.0 s after the test ended, kept by a cycle: FeedModel.service →
/// // FeedService.delegate → the FeedModel
/// ```
@discardableResult
public func mustBeReleased<Object: AnyObject>(
    _ object: Object,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) -> Object {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    // A struct passed as `AnyObject` arrives in a box of the runtime's, released at once.
    if type(of: object as AnyObject) == valueBoxType {
        reportFailure(LeakFailure.boxedValue(ValueRenderer.render(object, limit: 80), site: site))
        return object
    }
    if let checks = LeakChecks.scoped ?? LeakChecks.ofRunningXCTest() {
        if !checks.register(object, site: site) {
            reportFailure(LeakFailure.noEnd(of: type(of: object), site: site, testHasEnded: true))
        }
        return object
    }
    let ended = RunningTest.current?.hasEnded ?? false
    reportFailure(LeakFailure.noEnd(of: type(of: object), site: site, testHasEnded: ended))
    return object
}

/// The class of the box the runtime puts a value in when it is passed as `AnyObject` (a value
/// of a type of its own: numbers and strings are bridged to Foundation's classes instead).
private let valueBoxType: AnyClass = type(of: BoxedValueProbe() as AnyObject)
private struct BoxedValueProbe {}

/// Runs `body`, then fails for each object registered in it with ``mustBeReleased(_:fileID:file:line:column:)``
/// that is not released within the polling timeout, as a test with the
/// ``MusterTrait/checksForLeaks`` trait does at its end.
///
/// ```swift
/// await withLeakChecks {
///     let model = mustBeReleased(FeedModel(service: service))
///     await model.load()
/// }
/// ```
public func withLeakChecks<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Result
) async rethrows -> Result {
    let checks = LeakChecks()
    let defaults = PollingDefaults.current
    do {
        let result = try await LeakChecks.$scoped.withValue(checks) { try await body() }
        await checks.end(timeout: defaults.timeout, pollInterval: defaults.pollInterval)
        return result
    } catch {
        await checks.end(timeout: defaults.timeout, pollInterval: defaults.pollInterval)
        throw error
    }
}

extension LeakChecks {
    /// The checks of the XCTest test case that is running, made at its first registration with
    /// a teardown block that ends them; `nil` where no test case is known to run.
    static func ofRunningXCTest() -> LeakChecks? {
        #if canImport(XCTest)
            guard let test = XCTestRunTracker.runningTest, !test.hasEnded else { return nil }
            return test.leakChecks.withLock { existing in
                if let existing { return existing }
                let checks = LeakChecks()
                let defaults = PollingDefaults.current
                guard
                    XCTestRunTracker.addTeardown({
                        await checks.end(
                            timeout: defaults.timeout, pollInterval: defaults.pollInterval)
                    })
                else { return nil }
                existing = checks
                return checks
            }
        #else
            return nil
        #endif
    }
}

#if canImport(Testing)
    import Testing

    extension Trait where Self == MusterTrait {
        /// Fails this test, or each test of this suite, for each object registered in it with
        /// ``mustBeReleased(_:fileID:file:line:column:)`` that is not released within the polling
        /// timeout after the test's body returns, as ``withLeakChecks(isolation:_:)`` would around it.
        /// XCTest says when each test case ends, so there this needs no trait.
        ///
        /// ```swift
        /// @Suite(.checksForLeaks) struct FeedModelTests { … }
        /// ```
        public static var checksForLeaks: Self {
            MusterTrait { _, body in try await withLeakChecks { try await body() } }
        }
    }
#endif
