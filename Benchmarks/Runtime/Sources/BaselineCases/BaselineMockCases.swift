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

/// A hand-written stand-in for a function that answers `badgeCount(forTab:)`: it records each
/// tab under a lock and answers from a table of (tab, badge) pairs, the newest pair first, as
/// stubs are tried.
final class AnsweringClosure: @unchecked Sendable {
    private let lock = NSLock()
    private var tabs: [Int] = []
    private let answers: [(tab: Int, badge: Int)]

    init(answers: [(tab: Int, badge: Int)]) { self.answers = answers }

    var function: @Sendable (Int) -> Int {
        { tab in
            self.lock.lock()
            self.tabs.append(tab)
            self.lock.unlock()
            for answer in self.answers.reversed() where answer.tab == tab { return answer.badge }
            return 0
        }
    }
}

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

    /// `MockCounts.calls` calls of a hand closure that records and answers from one pair.
    @inline(never)
    public static func answerOneStub(_ inputs: Inputs) -> Int {
        answer(AnsweringClosure(answers: [(0, 7)]).function)
    }

    /// The same with one pair per tab, the one asked for made first.
    @inline(never)
    public static func answerManyStubs(_ inputs: Inputs) -> Int {
        answer(AnsweringClosure(answers: (0..<MockCounts.stubs).map { ($0, $0 + 7) }).function)
    }

    @inline(never)
    private static func answer(_ badgeCount: @Sendable (Int) -> Int) -> Int {
        var total = 0
        for _ in 0..<MockCounts.calls { total &+= badgeCount(0) }
        precondition(total == 7 * MockCounts.calls)
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
