import Foundation
import Muster
import Observation
import Testing

// The recorded timeline is what a view observes, on every run, with thousands of recordings at
// once as Swift Testing runs a parameterized test: a @MainActor view model that loads through
// a service on a test clock, recorded by `assertChanges` and watched beside it by a stand-in
// for a view (Observation's tracking, registered again on the main actor after each change).
// `MUSTER_STRESS_TIMELINES` sets the count (Scripts/stress-async runs 10,000).

private struct Article: Equatable, Sendable {
    let id: Int
}

private actor ArticleService {
    let clock: TestClock
    init(clock: TestClock) { self.clock = clock }
    func articles(page: Int) async throws -> [Article] {
        try await clock.sleep(for: .milliseconds(200 * page))
        return (0..<page + 1).map { Article(id: page * 10 + $0) }
    }
}

@MainActor @Observable private final class ReaderModel {
    var isLoading = false
    var articles: [Article] = []
    var page = 0
    private let service: ArticleService

    init(service: ArticleService) { self.service = service }

    func loadNextPage() async {
        isLoading = true
        page += 1
        let loaded = (try? await service.articles(page: page)) ?? []
        articles += loaded
        isLoading = false
    }
}

/// What a view on the main actor sees: each time Observation says the model changed, the
/// values it reads once the main actor runs again.
@MainActor private final class ViewStandIn {
    private(set) var loading: [Bool] = []
    private(set) var counts: [Int] = []
    private let model: ReaderModel

    init(_ model: ReaderModel) {
        self.model = model
        render()
    }

    private func render() {
        let (isLoading, count) = withObservationTracking {
            (model.isLoading, model.articles.count)
        } onChange: {
            Task { @MainActor [weak self] in self?.render() }
        }
        if loading.last != isLoading { loading.append(isLoading) }
        if counts.last != count { counts.append(count) }
    }
}

private let timelineRuns =
    ProcessInfo.processInfo.environment["MUSTER_STRESS_TIMELINES"].flatMap(Int.init) ?? 100

@MainActor
@Suite struct ObservedTimelineStressTests {
    @Test(arguments: 0..<timelineRuns) func theTimelineIsWhatAViewSees(_ run: Int) async {
        await withTestClock { clock in
            let model = ReaderModel(service: ArticleService(clock: clock))
            let view = ViewStandIn(model)
            let failures = await captureFailures {
                await assertChanges(
                    of: model,
                    [
                        .changes(\.isLoading, true, false, true, false),
                        .changes(\.articles, hasCount(2), hasCount(5)),
                        .changes(\.page, 1, 2),
                    ]
                ) {
                    for _ in 0..<2 {
                        let load = Task { await model.loadNextPage() }
                        await clock.run()
                        await load.value
                    }
                }
            }
            #expect(failures.map(\.message) == [])
            #expect(view.loading == [false, true, false, true, false])
            #expect(view.counts == [0, 2, 5])
        }
    }
}
