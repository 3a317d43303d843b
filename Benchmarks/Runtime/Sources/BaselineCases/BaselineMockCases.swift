import CaseData
import Dispatch
import Foundation

// The least a mock can do: append the arguments to an array under a lock, and count the
// records that match.

/// A navigator that keeps the arguments of each call, under a lock.
final class RecordingNavigator: Navigator, @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [(ViewController, Bool)] = []

    override func push(_ vc: ViewController, animated: Bool) {
        lock.lock()
        calls.append((vc, animated))
        lock.unlock()
    }

    /// How many calls pushed `vc` with `animated`.
    func count(pushing vc: ViewController, animated: Bool) -> Int {
        lock.lock()
        defer { lock.unlock() }
        var count = 0
        for call in calls where call.0 === vc && call.1 == animated { count += 1 }
        return count
    }
}

private let recordedNavigator: RecordingNavigator = {
    let navigator = RecordingNavigator()
    let inputs = Inputs(seed: CommandLine.arguments.count)
    for _ in 0..<MockCounts.calls {
        navigator.push(inputs.viewController, animated: true)
    }
    return navigator
}()

/// The mock cases with no library at all.
public enum BaselineMockCases {
    @inline(never)
    public static func record(_ inputs: Inputs) -> Int {
        let navigator = RecordingNavigator()
        let vc = inputs.viewController
        for _ in 0..<MockCounts.calls { navigator.push(vc, animated: true) }
        return 0
    }

    @inline(never)
    public static func verifyTimes(_ inputs: Inputs) -> Int {
        precondition(
            recordedNavigator.count(pushing: inputs.viewController, animated: true)
                == MockCounts.calls)
        return 0
    }

    @inline(never)
    public static func recordConcurrently(_ inputs: Inputs) -> Int {
        let navigator = RecordingNavigator()
        let vc = inputs.viewController
        DispatchQueue.concurrentPerform(iterations: MockCounts.tasks) { _ in
            for _ in 0..<MockCounts.calls { navigator.push(vc, animated: true) }
        }
        return 0
    }

}
