import Muster
import Observation
import Testing

// An @Observable model's changes checked as a timeline: each property's values in order, with
// the times on the test clock; what must not change; what the list does not name; what is not
// observed at all.

@MainActor @Observable private final class FeedModel {
    var isLoading = false
    var items: [Int] = []
    var title = "Feed"
    var refreshes = 0
    var selection = Selection(id: 1)
    @ObservationIgnored var loads = 0
    private let clock: any Clock<Duration>

    init(clock: any Clock<Duration>) { self.clock = clock }

    func load(items loaded: [Int] = [1, 2]) async {
        loads += 1
        isLoading = true
        try? await clock.sleep(for: .milliseconds(300))
        items = loaded
        isLoading = false
    }
}

/// A search that waits for typing to pause, in a task of its own.
@MainActor @Observable private final class DebouncedSearch {
    var query = ""
    var results: [String] = []
    var selected: Int?
    @ObservationIgnored private var pending: Task<Void, Never>?
    private let clock: any Clock<Duration>

    init(clock: any Clock<Duration>) { self.clock = clock }

    func type(_ text: String) {
        query = text
        pending?.cancel()
        pending = Task {
            do { try await clock.sleep(for: .milliseconds(300)) } catch { return }
            results = ["\(text) 1", "\(text) 2"]
        }
    }
}

@globalActor actor ChangesTestActor {
    static let shared = ChangesTestActor()
}

@ChangesTestActor @Observable private final class Store {
    var count = 0
}

private struct LoadError: Error {}

/// Not `Equatable`, so that setting it tells observers even when it does not change (an
/// `Equatable` property of an @Observable tells them only of a new value).
private struct Selection { var id: Int }

/// A model that belongs to no actor, changed from whatever task runs it.
@Observable private final class Counter: @unchecked Sendable {
    var value = 0
    var label = ""
}

@MainActor
private func changeFailures(
    _ model: FeedModel, _ expected: [PropertyChanges<FeedModel>], exhaustive: Bool = true,
    clock: TestClock, body: @escaping @MainActor () async -> Void = {}
) async -> [String] {
    await captureFailures {
        await assertChanges(of: model, expected, exhaustive: exhaustive) {
            let task = Task { @MainActor in await body() }
            await clock.run()
            await task.value
        }
    }.map(\.message)
}

@MainActor
@Suite struct AssertChangesTests {
    @Test func aLoadThatChangesAsListedPasses() async {
        await withTestClock { clock in
            let model = FeedModel(clock: clock)
            let failures = await changeFailures(
                model,
                [
                    .changes(\.isLoading, true, false), .changes(\.items, [1, 2]),
                    .unchanged(\.title),
                ],
                clock: clock
            ) { await model.load() }
            #expect(failures == [])
        }
    }

    @Test func aValueAMatcherRejectsIsNamedWithItsTime() async {
        await withTestClock { clock in
            let model = FeedModel(clock: clock)
            let failures = await changeFailures(
                model, [.changes(\.isLoading, true, false), .changes(\.items, hasCount(3))],
                clock: clock
            ) { await model.load() }
            #expect(
                failures == [
                    "Expected the FeedModel's isLoading to change to true, then false and items to "
                        + "change to a collection with count 3, but change 1 of items: count was 2 "
                        + "(at 0.3 s)\n"
                        + "timeline: isLoading true at 0.0 s, items [1, 2] at 0.3 s, isLoading false "
                        + "at 0.3 s"
                ])
        }
    }

    @Test func aPropertyThatChangedMoreTimesThanListedShowsEachChange() async {
        await withTestClock { clock in
            let model = FeedModel(clock: clock)
            let failures = await changeFailures(model, [.changes(\.isLoading, true)], clock: clock)
            {
                await model.load()
            }
            #expect(
                failures == [
                    "Expected the FeedModel's isLoading to change to true, but isLoading changed "
                        + "twice, not once; items, which the list does not name, went from [] to "
                        + "[1, 2]: name it with .changes or .unchanged, mark it @ObservationIgnored if "
                        + "no view shows it, or pass exhaustive: false\n"
                        + "timeline: isLoading true at 0.0 s, isLoading false at 0.3 s"
                ])
        }
    }

    @Test func aPropertyThatMustNotChangeFailsEvenWhenSetToTheValueItHad() async {
        await withTestClock { clock in
            let model = FeedModel(clock: clock)
            let failures = await changeFailures(
                model, [.unchanged(\.selection)], exhaustive: false, clock: clock
            ) { model.selection = Selection(id: 1) }
            #expect(
                failures == [
                    "Expected the FeedModel's selection not to change, among other changes, but "
                        + "selection was set to the value it had, Selection(id: 1), at 0.0 s, which "
                        + "tells its observers of a change\n"
                        + "timeline: selection Selection(id: 1) at 0.0 s (set again)"
                ])
        }
    }

    @Test func notExhaustiveTheListedValuesMayHaveOthersBetween() async {
        await withTestClock { clock in
            let model = FeedModel(clock: clock)
            let passing = await changeFailures(
                model, [.changes(\.isLoading, false)], exhaustive: false, clock: clock
            ) { await model.load() }
            let failing = await changeFailures(
                model, [.changes(\.isLoading, false, true)], exhaustive: false, clock: clock
            ) { await model.load() }
            #expect(passing == [])
            #expect(
                failing == [
                    "Expected the FeedModel's isLoading to change to false, then true, among other "
                        + "changes, but isLoading took no value true after the one listed before "
                        + "it\n"
                        + "timeline: isLoading true at 0.0 s, isLoading false at 0.3 s"
                ])
        }
    }

    @Test func aPropertyThatIsNotObservedIsSaidToBe() async {
        await withTestClock { clock in
            let model = FeedModel(clock: clock)
            let failures = await changeFailures(
                model, [.changes(\.loads, 1)], exhaustive: false, clock: clock
            ) { model.loads = 1 }
            #expect(
                failures == [
                    "Expected the FeedModel's loads to change to 1, among other changes, but loads "
                        + "went from 0 to 1 without telling its observers: it is not observed (an "
                        + "@ObservationIgnored property, or one computed from what is not observed), "
                        + "so a view would not show the change\n"
                        + "timeline: no change recorded"
                ])
        }
    }

    @Test func changesInOneJobComeAsOneAsAViewSeesThem() async {
        await withTestClock { clock in
            let model = FeedModel(clock: clock)
            let failures = await changeFailures(
                model, [.changes(\.refreshes, 3)], clock: clock
            ) {
                model.refreshes = 1
                model.refreshes = 2
                model.refreshes = 3
            }
            #expect(failures == [])
        }
    }

    @Test func anEmptyListMeansNothingChanges() async {
        await withTestClock { clock in
            let model = FeedModel(clock: clock)
            let failures = await changeFailures(model, [], clock: clock) { model.refreshes = 1 }
            #expect(
                failures == [
                    "Expected the FeedModel not to change, but refreshes, which the list does not "
                        + "name, went from 0 to 1: name it with .changes or .unchanged, mark it "
                        + "@ObservationIgnored if no view shows it, or pass exhaustive: false\n"
                        + "timeline: no change recorded"
                ])
        }
    }

    @Test func aDebouncedSearchShowsOnlyWhatTheTaskItStartedSet() async {
        await withTestClock { clock in
            let model = DebouncedSearch(clock: clock)
            let failures = await captureFailures {
                await assertChanges(
                    of: model,
                    [.changes(\.query, "s", "sw"), .changes(\.results, ["sw 1", "sw 2"])]
                ) {
                    model.type("s")
                    await clock.advance(by: .milliseconds(100))
                    model.type("sw")
                    await clock.advance(by: .milliseconds(300))
                }
            }
            #expect(failures.map(\.message) == [])
        }
    }

    @Test func optionalValuesAndTheTimelineOfManyChangesIsCut() async {
        await withTestClock { clock in
            let model = DebouncedSearch(clock: clock)
            let failures = await captureFailures {
                await assertChanges(of: model, [.changes(\.selected, 3, nil)]) {
                    for index in 0..<30 {
                        model.selected = index
                        await clock.advance(by: .seconds(1))
                    }
                    model.selected = nil
                }
            }
            let lines = failures.map(\.message).first?.split(separator: "\n").map(String.init) ?? []
            let first = (0..<12).map { "selected \($0) at \($0).0 s" }
            let last = (19..<30).map { "selected \($0) at \($0).0 s" } + ["selected nil at 30.0 s"]
            let timeline = first + ["… 7 more …"] + last
            #expect(
                lines == [
                    "Expected the DebouncedSearch's selected to change to 3, then nil, but selected "
                        + "changed 31 times, not twice",
                    "timeline: " + timeline.joined(separator: ", "),
                ])
        }
    }

    @Test func aBodyThatThrowsRecordsNothingAndRethrows() async {
        await withTestClock { clock in
            let model = FeedModel(clock: clock)
            var thrown: (any Error)?
            let failures = await captureFailures {
                do {
                    try await assertChanges(of: model, [.unchanged(\.title)]) {
                        model.title = "Offline"
                        throw LoadError()
                    }
                } catch { thrown = error }
            }
            #expect(failures.map(\.message) == [])
            #expect(thrown is LoadError)
        }
    }

    @Test func matchersComposeAndAWrongOneIsDescribed() async {
        await withTestClock { clock in
            let model = FeedModel(clock: clock)
            let failures = await changeFailures(
                model,
                [
                    .changes(\.isLoading, anyOf(true, false), not(true)),
                    .changes(\.items, allOf(hasCount(2), hasItem(3))),
                ], clock: clock
            ) { await model.load() }
            #expect(
                failures == [
                    "Expected the FeedModel's isLoading to change to (true or false), then not "
                        + "true and items to change to (a collection with count 2 and a sequence "
                        + "containing 3), but change 1 of items: a sequence containing 3: had no such "
                        + "item in [1, 2] (at 0.3 s)\n"
                        + "timeline: isLoading true at 0.0 s, items [1, 2] at 0.3 s, isLoading false "
                        + "at 0.3 s"
                ])
        }
    }

    @Test func aModelOfNoActorIsReadWhereTheTestRuns() async {
        let counter = Counter()
        let failures = await captureFailures {
            await assertChanges(of: counter, [.changes(\.value, 5), .unchanged(\.label)]) {
                await Task.detached { counter.value = 5 }.value
            }
        }
        #expect(failures.map(\.message) == [])
    }
}

@ChangesTestActor
@Suite struct AssertChangesOnAnotherActorTests {
    @Test func aModelOfAnotherGlobalActorIsReadThere() async {
        let store = Store()
        let failures = await captureFailures {
            await assertChanges(of: store, [.changes(\.count, 1)]) { store.count = 1 }
        }
        #expect(failures.map(\.message) == [])
    }
}
