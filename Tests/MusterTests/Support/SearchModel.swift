import Muster

/// A main-actor view model that debounces what is typed, in a task of its own on the main actor,
/// as view models do: what a test clock must see from a main-actor test without being told.
@MainActor final class SearchModel {
    let clock: TestClock
    private(set) var searches: [String] = []
    private var pending: Task<Void, Never>?

    init(clock: TestClock) { self.clock = clock }

    func type(_ text: String) {
        pending?.cancel()
        pending = Task {
            do { try await clock.sleep(for: .milliseconds(300)) } catch { return }
            searches.append(text)
        }
    }
}
