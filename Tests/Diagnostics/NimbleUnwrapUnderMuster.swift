// expect-error: is unavailable: unwrap is Nimble's name, in MusterNimble: import MusterNimble, or write Muster's own, try require(value).toNot(beNil()) (try await require { … }.toNot(beNil()) for async code)
import Muster

actor Store { func user(id: Int) -> String? { "Ann" } }

func userIsThere(_ store: Store) async throws {
    let user = try await unwrap { await store.user(id: 7) }
    _ = user
}
