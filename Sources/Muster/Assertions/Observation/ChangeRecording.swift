import Dispatch
import Observation

// How an @Observable model's changes are recorded: each property watched on its own with
// `withObservationTracking`, so that an invalidation says which property it was; the value read,
// and the watch made again, on the recording's actor once the change has settled there, as a
// view reads it. Changes of one property within one job on that actor come as one.

/// One value a property took, with the time on the recording's clock since it began.
struct RecordedChange {
    let value: Any
    let time: Duration
    /// `false` when the property was set to the value it had: it told its observers, but a view
    /// shows the same.
    let differs: Bool
}

/// The recording of one `assertChanges` call.
final class ChangeRecording<Model: AnyObject>: @unchecked Sendable {
    /// Reads one watched property, as its getter does, so that the read registers it.
    typealias Reader = (Model) -> Any

    private struct State {
        var pending: [Int] = []
        /// Whether a drain is queued and has not yet taken `pending`.
        var drainQueued = false
        /// Who waits for the queued drain: `finish`.
        var waiters: [CheckedContinuation<Void, Never>] = []
        var finished = false
    }

    private let model: Model
    private let readers: [Reader]
    private let same: [(Any, Any) -> Bool]
    private let elapsed: @Sendable () -> Duration
    private let state = Locked(State())
    /// Touched only on the recording's actor: by `start`, the drains and `finish`.
    private(set) var initial: [Any] = []
    private(set) var changes: [[RecordedChange]]
    /// Each change of any property, in the order recorded, as (property, change) indices.
    private(set) var order: [(property: Int, change: Int)] = []

    /// The actor the recording reads on.
    private let isolation: (any Actor)?
    private let readsOnMainActor: Bool

    init(
        model: Model, readers: [Reader], same: [(Any, Any) -> Bool],
        elapsed: @escaping @Sendable () -> Duration, isolation: (any Actor)?
    ) {
        self.model = model
        self.readers = readers
        self.same = same
        self.elapsed = elapsed
        self.isolation = isolation
        readsOnMainActor = isMainActor(isolation)
        changes = Array(repeating: [], count: readers.count)
    }

    /// Reads every property once and starts watching each.
    func start(isolation: isolated (any Actor)?) {
        initial = readers.indices.map { watch($0) }
    }

    /// Reads property `index` inside a tracking scope, so that its next change calls back.
    private func watch(_ index: Int) -> Any {
        withObservationTracking {
            readers[index](model)
        } onChange: { [weak self] in
            self?.invalidated(index)
        }
    }

    /// Called by Observation, on the thread that changes the property, before it changes.
    private func invalidated(_ index: Int) {
        let queue = state.withLock { state -> Bool in
            guard !state.finished else { return false }
            state.pending.append(index)
            guard !state.drainQueued else { return false }
            state.drainQueued = true
            return true
        }
        guard queue else { return }
        // On the main actor the drain is queued on the main queue at once, behind the job that
        // made the change and before whatever that job queues after it (main-actor jobs run on
        // that queue, in order): a block, cheaper than a task, once per change. Another actor
        // is reached through a hop, so changes close together there may come as one.
        if readsOnMainActor {
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self.drain(isolation: MainActor.shared) }
            }
        } else {
            Task { [self, isolation] in await drain(isolation: isolation) }
        }
    }

    /// Reads each invalidated property, now that its change has settled on the actor, and
    /// watches it again.
    private func drain(isolation: isolated (any Actor)?) {
        let (indices, waiters) = state.withLock { state in
            defer {
                state.pending = []
                state.drainQueued = false
                state.waiters = []
            }
            return (state.finished ? [] : state.pending, state.waiters)
        }
        defer { for waiter in waiters { waiter.resume() } }
        guard !indices.isEmpty else { return }
        let time = elapsed()
        for (position, index) in indices.enumerated()
        where !indices[..<position].contains(index) {
            let value = watch(index)
            let previous = changes[index].last?.value ?? initial[index]
            record(value, of: index, at: time, differs: !same[index](previous, value))
        }
    }

    /// Waits for the drains already scheduled, then stops recording; returns each property's
    /// value now, read outside any tracking scope.
    func finish(isolation: isolated (any Actor)?) async -> [Any] {
        while state.withLock({ $0.drainQueued }) {
            await withCheckedContinuation { continuation in
                let waiting = state.withLock { state in
                    guard state.drainQueued else { return false }
                    state.waiters.append(continuation)
                    return true
                }
                if !waiting { continuation.resume() }
            }
        }
        state.withLock { $0.finished = true }
        let final = readers.map { $0(model) }
        // A property changed on another thread may be read between its observers being told and
        // its value being set: the read then saw the old value, and the set came after the watch
        // was made again. Its value now is that change, taken at the end.
        let time = elapsed()
        for index in readers.indices {
            guard let last = changes[index].last?.value, !same[index](last, final[index]) else {
                continue
            }
            record(final[index], of: index, at: time, differs: true)
        }
        return final
    }

    /// Appends a change of property `index`, in its own list and in the order of all.
    private func record(_ value: Any, of index: Int, at time: Duration, differs: Bool) {
        changes[index].append(RecordedChange(value: value, time: time, differs: differs))
        order.append((index, changes[index].count - 1))
    }
}
