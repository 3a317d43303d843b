import Foundation
import Muster
import Observation

// What recording an @Observable model's changes costs per change: 1,000 changes, each in a job of
// its own on the main actor, with and without `assertChanges` around them, and beside them the
// same timeline recorded by hand, as a test without Muster would write it.

@MainActor @Observable final class Counter {
    var count = 0
}

@MainActor func changeOneAtATime(_ counter: Counter, _ changes: Int) async {
    for value in 1...changes {
        counter.count = value
        await Task.yield()
    }
}

/// Watches `count` and appends each value it settles on, re-registering after each change.
@MainActor final class HandRecorder {
    var values: [Int] = []
    let counter: Counter
    init(_ counter: Counter) { self.counter = counter }
    func watch() {
        let value = withObservationTracking {
            counter.count
        } onChange: { [weak self] in
            Task { @MainActor in self?.watch() }
        }
        values.append(value)
    }
}

@MainActor func runObservationBenchmarks() async {
    #if DEBUG
        let configuration = "debug"
    #else
        let configuration = "release"
    #endif
    let changes = 1000
    print("\nAn @Observable model's changes recorded (\(configuration) build, \(changes) changes)")
    let bare = await time(runs: 41) { await changeOneAtATime(Counter(), changes) }
    let byHand = await time(runs: 41) {
        let counter = Counter()
        let recorder = HandRecorder(counter)
        recorder.watch()
        await changeOneAtATime(counter, changes)
        precondition(recorder.values.count == changes + 1)
    }
    let muster = await time(runs: 41) {
        let counter = Counter()
        await assertChanges(of: counter, [.changes(\.count, changes)], exhaustive: false) {
            await changeOneAtATime(counter, changes)
        }
    }
    print("  no recording " + summary(bare))
    print("  by hand      " + summary(byHand))
    print("  Muster       " + summary(muster))
    let perChange = (median(muster) - median(bare)) / changes
    let byHandPerChange = (median(byHand) - median(bare)) / changes
    print("  per change: Muster \(perChange), by hand \(byHandPerChange) (target ≤ 2 µs)")
}
