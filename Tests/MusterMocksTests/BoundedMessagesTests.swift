import Foundation
import Muster
import MusterMocks
import Testing
import MusterTestSupport

/// A value the size of an app's model, with a generated id: each listed call shows it summarized
/// as the expected side is, once, and the attachment keeps it whole.
private struct Note: Equatable, Sendable {
    var id: UUID
    var title: String
    var body: String
    var tags: [String]
}

private final class NotesMock: Mock, Sendable {
    let musterRecorder = CallRecorder()
    let upload = Member<Note, Void>("upload(_ note:)")
    func upload(_ note: Note) { call(upload, note) }
}

@Suite struct BoundedMessagesTests {
    private let groceries = Note(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, title: "Groceries",
        body: String(repeating: "milk, eggs, bread, ", count: 10), tags: ["home", "weekly"])
    private let work = Note(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, title: "Work",
        body: "meeting notes", tags: ["work"])

    @Test func aFailedVerifyShowsEachCallOnceAndSummarized() throws {
        let notes = NotesMock()
        notes.upload(groceries)
        notes.upload(work)
        var renamed = groceries
        renamed.title = "Groceries!"
        let failures = captureFailures { verify(notes).upload(renamed) }
        let failure = try #require(failures.first)
        #expect(
            failure.message == """
                Expected NotesMock.upload(Note(id: 00000000-0000-0000-0000-000000000001, \
                title: "Groceries!", body: "milk, eggs, brea"… (174 more bytes), …)) to be called \
                once, but no call matched; the closest was call 1:
                  upload(Note(id: 00000000-0000-0000-0000-000000000001, title: "Groceries", \
                body: "milk, eggs, brea"… (174 more bytes), …))
                    argument 1 (note): differed at .title: expected "Groceries!", was "Groceries"
                the other call received was:
                  2. upload(Note(id: 00000000-0000-0000-0000-000000000002, title: "Work", body: \
                "meeting notes", …))
                """)
        #expect(failure.message.utf8.count <= 700)
        // The complete calls, for the attachment; the expected note is in the difference's.
        #expect(failure.fullValues.count == 2)
        #expect(failure.fullValues.first?.contains(groceries.body) == true)
        #expect(failure.fullExpected?.contains(renamed.body) == true)
    }

    @Test func verifyNoMoreInteractionsAndInOrderListCallsSummarized() {
        let notes = NotesMock()
        notes.upload(groceries)
        let message = failureMessage { verifyNoMoreInteractions(notes) }
        #expect(
            message.contains(
                #"upload(Note(id: 00000000-0000-0000-0000-000000000001, title: "Groceries", body: "milk, eggs, brea"… (174 more bytes), …))"#
            ))
        #expect(!message.contains(groceries.body))
    }

    @Test func theValueAfterAMatchersOwnMismatchIsSummarized() throws {
        let tagged = Matcher<Note>("a note tagged \("urgent")") { note in
            note.tags.contains("urgent") ? .match : .mismatch("had tags \(note.tags)")
        }
        let failures = captureFailures { assertThat(groceries, tagged) }
        let failure = try #require(failures.first)
        #expect(
            failure.message == """
                Expected a note tagged "urgent", but had tags ["home", "weekly"] (value: \
                Note(id: 00000000-0000-0000-0000-000000000001, title: "Groceries", body: \
                "milk, eggs, brea"… (174 more bytes), …))
                """)
        #expect(failure.fullValues.first?.contains(groceries.body) == true)
        // A short value is shown whole, and nothing goes to the attachment.
        let urgent = Matcher<[String]>("tags with \("urgent")") { tags in
            tags.contains("urgent") ? .match : .mismatch("had \(tags.count) tags")
        }
        let short = captureFailures { assertThat(["work"], urgent) }
        #expect(
            short.map(\.message) == [
                #"Expected tags with "urgent", but had 1 tags (value: ["work"])"#
            ])
        #expect(short.first?.fullValues == [])
    }
}
