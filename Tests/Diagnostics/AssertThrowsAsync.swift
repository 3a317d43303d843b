// expect-no-error
import Muster

enum LoadError: Error, Equatable { case offline }
func load() async throws -> Int { throw LoadError.offline }
func parse(_ text: String) throws -> Int { throw LoadError.offline }

func check() async {
    await assertThrows({ try await load() })
    await assertThrows({ try await load() }, LoadError.offline)
    await assertThrows({ try await load() }, LoadError.self)
    await assertThrows({ try await load() }, instanceOf(LoadError.self))
    assertThrows(try parse(""))
    assertThrows(try parse(""), instanceOf(LoadError.self))
}
