// Extracted from skills/muster/SKILL.md by Scripts/extract-guide-examples: edit the guide.
import Muster
import Testing

struct GuideUser: Equatable, Sendable { var id: Int; var name: String; var age: Int }
enum GuideSyncState: Sendable { case idle, synced(count: Int) }
enum GuideParseError: Error, Equatable { case empty, unexpected(String) }

func guideParse(_ text: String) throws -> Int {
    if text.isEmpty { throw GuideParseError.empty }
    guard let value = Int(text) else { throw GuideParseError.unexpected(text) }
    return value
}

func guideQuantity(_ value: Int) -> Int {
    precondition(value > 0, "quantity must be positive")
    return value
}

@Suite(.requiresAssertions) struct GuideCoreTests {
    @Test func valuesAndMatchers() {
        let user = GuideUser(id: 7, name: "Joe", age: 42)
        assertThat(user.name, "Joe")  // a plain value means equalTo(value)
        expect(user.age).to(greaterThan(18))
        assertThat(user, allOf(hasProperty(\.name, startsWith("J")), hasProperty(\.age, 42)))
        assertThat(user, equalTo(GuideUser(id: 0, name: "Joe", age: 42), ignoring: \.id))
        assertThat([3, 1, 2], containsInAnyOrder(1, 2, 3))
        assertThat([1, 2, 3], hasItem(greaterThan(2)))
        assertThat([Int](), isEmpty())
        assertThat(0.1 + 0.2, closeTo(0.3, 0.000_001))
        assertThat(GuideSyncState.synced(count: 3), isCase(GuideSyncState.synced, with: greaterThan(1)))
        withClue("user \(user.id)") { assertThat(user.age, equalTo(42), message: "age after the birthday") }
    }

    @Test func optionalsErrorsAndTraps() throws {
        let first = try require([5, 6].first)  // the value, or one failure and a throw
        assertThat(first, 5)
        assertThat(Optional<Int>.none, nilValue())
        assertThat(try guideParse("12"), 12)  // no try? needed: a throw fails and names the error
        assertThat(try guideParse(""), throwsError(GuideParseError.empty))
        let error = try require { try guideParse("x") }.toThrow(GuideParseError.self)
        assertThat(error, GuideParseError.unexpected("x"))
        expect { _ = guideQuantity(0) }.to(traps())  // runs in a forked child process
    }
}
