// Extracted from skills/muster/SKILL.md by Scripts/extract-guide-examples: edit the guide.
import MusterMocks
import Testing

protocol GuideNoteStore: Sendable {
    func note(id: Int) async throws -> String
    func save(_ text: String, pinned: Bool)
}

enum GuideStoreError: Error, Equatable { case missing }

final class GuideNoteStoreMock: GuideNoteStore, Mock, Sendable {
    let musterRecorder = CallRecorder()
    let note = Member<Int, String>("note(id:)")
    let save = Member<String, Bool, Void>("save(_ text:pinned:)")
    func note(id: Int) async throws -> String { try await callThrowing(note, id) }
    func save(_ text: String, pinned: Bool) { call(save, text, pinned) }
}

@MainActor final class GuideNotesModel {
    let store: any GuideNoteStore
    let onPin: @Sendable (String) -> Void
    private(set) var isLoading = false
    private(set) var title = ""
    init(store: any GuideNoteStore, onPin: @escaping @Sendable (String) -> Void) {
        self.store = store; self.onPin = onPin
    }
    func pin(_ text: String) { store.save(text, pinned: true); onPin(text) }
    func open(_ id: Int) async {
        isLoading = true
        title = (try? await store.note(id: id)) ?? "Untitled"
        isLoading = false
    }
}

@Suite struct GuideMockTests {
    @MainActor @Test func stubsVerifiesAndSpies() async {
        let store = GuideNoteStoreMock()
        let onPin = Spy<String, Void>()
        given(store).note(7).willReturn("Groceries")
        given(store).note(greaterThan(100)).willThrow(GuideStoreError.missing)
        let model = GuideNotesModel(store: store, onPin: onPin.function)

        model.pin("milk")
        await model.open(7)
        assertThat(model.title, "Groceries")
        await model.open(101)
        assertThat(model.title, "Untitled")

        verify(store).save("milk", true)
        verify(store).save(startsWith("mi"), anything())
        verify(store, never()).save(anything(), false)
        verify(store, times(2)).note(anything())
        verify(onPin)("milk")
        let saved = ArgumentCaptor<String>()
        verify(store).save(saved.capture(), true)
        assertThat(saved.value, equalTo("milk"))
        verifyInOrder {
            verify(store).save("milk", true)
            verify(onPin)("milk")
            verify(store).note(7)
        }
        verifyNoMoreInteractions(store)
    }

    @MainActor @Test func holdsACallInFlight() async throws {
        let store = GuideNoteStoreMock()
        let model = GuideNotesModel(store: store, onPin: { _ in })
        try await given(store).note(anything()).holdingCalls { gate in
            let opening = Task { await model.open(3) }
            let call = try await gate.nextCall()
            assertThat(model.isLoading, true)  // the loading state, with nothing to sleep on
            call.resume(returning: "Draft")
            await opening.value
        }
        assertThat(model.title, "Draft")
        assertThat(model.isLoading, false)
    }

    @Test func eventuallyWaitsForALaterCall() async {
        let onDone = Spy<Int, Void>()
        let report = onDone.function
        Task { report(3) }
        await eventually { verify(onDone)(3) }
    }
}
