// expect-no-error
import MusterNimble

actor Store { func user(id: Int) -> String? { "Ann" } }

func userIsThere(_ store: Store) async throws {
    let user = try await unwrap { await store.user(id: 7) }
    let same = try unwrap(Optional("Ann"))
    await expecta(await store.user(id: 7)).to(equal(user))
    _ = same
}
