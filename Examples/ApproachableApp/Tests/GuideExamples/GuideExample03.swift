// Extracted from skills/muster/SKILL.md by Scripts/extract-guide-examples: edit the guide.
import Muster
import Observation
import Testing

@MainActor @Observable final class GuideInbox {
    var isLoading = false
    var messages: [String] = []
    var title = "Inbox"
    private let clock: any Clock<Duration>

    init(clock: any Clock<Duration>) { self.clock = clock }

    func refresh() async {
        isLoading = true
        try? await clock.sleep(for: .milliseconds(250))
        messages = ["Hello", "Welcome"]
        isLoading = false
    }
}

@MainActor @Suite(.checksForLeaks) struct GuideInboxTests {
    @Test func refreshShowsTheMessages() async {
        await withTestClock { clock in
            let inbox = mustBeReleased(GuideInbox(clock: clock))
            await assertChanges(
                of: inbox,
                [
                    .changes(\.isLoading, true, false),
                    .changes(\.messages, hasCount(2)),
                    .unchanged(\.title),
                ]
            ) {
                let refresh = Task { await inbox.refresh() }
                await clock.run()
                await refresh.value
            }
        }
    }
}
