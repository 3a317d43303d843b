import Foundation
import Muster
import Observation

// What recording an @Observable model's changes costs per change: 1,000 changes, each in a job of
// its own on the main actor, with and without `assertChanges` around them, and beside them the
// same timeline recorded by hand, as a test without Muster would write it.

@MainActor @Observable final class Counter {
    var count = 0
}

@MainActor func changeOneAtATime(_ counter: Counter, _ changes: Int, queueing: Bool = false) async {
    for value in 1...changes {
        counter.count = value
        // The baseline queues an empty job where a recording queues its read: a yield on an
        // idle main queue costs more than one behind a queued job, which would flatter both.
        if queueing { Task { @MainActor in } }
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

/// The processor time the whole process spends in `body`, all threads: wall time would count
/// the main thread's idle waits between jobs, which depend on the queue more than on the work.
@MainActor func timeOnMainActor(runs: Int, _ body: () async -> Void) async -> [Duration] {
    var samples: [Duration] = []
    for _ in 0..<runs {
        let start = processorTime()
        await body()
        samples.append(processorTime() - start)
    }
    return samples
}

func processorTime() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
}

@MainActor func runObservationBenchmarks() async {
    #if DEBUG
        let configuration = "debug"
    #else
        let configuration = "release"
    #endif
    let changes = 1000
    print(
        "\nAn @Observable model's changes recorded (\(configuration) build, \(changes) changes, processor time)"
    )
    // Interleaved, so that the machine's drift falls on each alike.
    var bare: [Duration] = []
    var byHand: [Duration] = []
    var muster: [Duration] = []
    for _ in 0..<61 {
        bare += await timeOnMainActor(runs: 1) {
            await changeOneAtATime(Counter(), changes, queueing: true)
        }
        byHand += await timeOnMainActor(runs: 1) {
            let counter = Counter()
            let recorder = HandRecorder(counter)
            recorder.watch()
            await changeOneAtATime(counter, changes)
            precondition(recorder.values.count == changes + 1)
        }
        muster += await timeOnMainActor(runs: 1) {
            let counter = Counter()
            // The first value matches, so that the check's scan is not counted as recording.
            await assertChanges(of: counter, [.changes(\.count, 1)], exhaustive: false) {
                await changeOneAtATime(counter, changes)
            }
        }
    }
    print("  no recording, an empty job queued per change " + summary(bare))
    print("  by hand      " + summary(byHand))
    print("  Muster       " + summary(muster))
    func microseconds(_ duration: Duration) -> String {
        String(
            format: "%.2f µs",
            Double(duration.components.attoseconds) / 1e12
                + Double(duration.components.seconds) * 1e6)
    }
    print(
        "  per change, against no recording: Muster \(microseconds((median(muster) - median(bare)) / changes)), "
            + "by hand \(microseconds((median(byHand) - median(bare)) / changes)) (target ≤ 2 µs)")
    print(
        "  per change, Muster against by hand: \(microseconds((median(muster) - median(byHand)) / changes))"
    )
}

/// One run of one way, for an instruction count: `--observation-once bare|hand|muster <changes>`,
/// under `valgrind --tool=callgrind`, where wall time is noise (a yield on an idle main queue
/// costs more than one behind a queued read).
@MainActor func runObservationOnce(_ way: String, changes: Int) async {
    let counter = Counter()
    switch way {
    case "hand":
        let recorder = HandRecorder(counter)
        recorder.watch()
        await changeOneAtATime(counter, changes)
    case "muster":
        await assertChanges(of: counter, [.changes(\.count, changes)], exhaustive: false) {
            await changeOneAtATime(counter, changes)
        }
    default:
        await changeOneAtATime(counter, changes)
    }
}
