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
                    "Expected the FeedModel's isLoading to change to true, but isLoading changed 2 "
                        + "times: to true at 0.0 s, to false at 0.3 s; items, which the list does not "
                        + "name, went from [] to [1, 2]: name it with .changes or .unchanged, or pass "
                        + "exhaustive: false\n"
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
                        + "changes, but isLoading took no value true after the one listed before it: "
                        + "it changed to true at 0.0 s, false at 0.3 s\n"
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
                        + "name, went from 0 to 1: name it with .changes or .unchanged, or pass "
                        + "exhaustive: false\n"
                        + "timeline: no change recorded"
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
