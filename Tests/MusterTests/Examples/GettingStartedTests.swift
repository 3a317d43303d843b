import Muster
import Testing

// The examples of the "Getting started" article, with the messages it quotes.

private struct User {
    let name: String
    let age: Int
    let nickname: String?
    var isAdmin = false
}

private struct Repository {
    let users: [Int: User]
    func user(id: Int) -> User? { users[id] }
}

private enum ParseError: Error, Equatable {
    case empty
}

private func parse(_ text: String) throws -> Int {
    guard !text.isEmpty else { throw ParseError.empty }
    return text.count
}

private func load() async throws -> Int {
    try parse("")
}

private func greeting(for name: String) -> String { "Hello, \(name)" }

@Suite struct GettingStartedTests {
    private let user = User(name: "Joe", age: 41, nickname: nil)

    @Test func firstAssertion() {
        let failures = captureFailures {
            assertThat(greeting(for: "Joe"), equalTo("Hello, Joe!"))
        }
        #expect(failures.map(\.message) == [#"Expected "Hello, Joe!", but was "Hello, Joe""#])
    }

    @Test func readingFailures() {
        let failures = captureFailures {
            assertThat(user, allOf(hasProperty(\.name, "Joe"), hasProperty(\.age, 42)))
        }
        #expect(
            failures.map(\.message) == [
                #"Expected (a value with name "Joe" and a value with age 42), but a value with age 42: age was 41"#
            ])
    }

    @Test func optionals() {
        let cache: [String: Int] = ["answer": 42]
        let failures = captureFailures {
            assertThat(user.nickname, equalTo("Jo"))
            assertThat(cache["answer"], equalTo(42))
            assertThat(cache["missing"], nilValue())
        }
        #expect(failures.map(\.message) == [#"Expected "Jo", but was nil"#])
    }

    @Test func errors() throws {
        let failures = try captureFailures {
            assertThat(try parse(""), throwsError(ParseError.empty))
            assertThat(try parse(""), equalTo(3))
        }
        #expect(failures.map(\.message) == ["Expected 3, but threw error ParseError.empty"])
    }

    @Test func asynchronousErrors() async {
        let failures = await captureFailures {
            await assertThat({ try await load() }, throwsError())
        }
        #expect(failures.isEmpty)
    }

    @Test func customMessage() {
        let failures = captureFailures {
            assertThat(user.age, equalTo(42), message: "age after the birthday")
        }
        #expect(failures.map(\.message) == ["age after the birthday\nExpected 42, but was 41"])
    }

    @Test func theExpectWay() throws {
        let cart = (total: 0, items: [Int]())
        let failures = captureFailures {
            expect(user.age).to(equalTo(42))
            expect(user.name).toNot(isEmptyString())
            expect(cart.total).to(beGreaterThan(0))
            expect { try parse("") }.to(throwsError(ParseError.self))
        }
        #expect(
            failures.map(\.message) == [
                "Expected 42, but was 41", "Expected a value greater than 0, but was 0",
            ])
        let repository = Repository(users: [7: user])
        let found = try require(repository.user(id: 7))
        #expect(found.name == "Joe")
        let requirementFailures = captureFailures {
            _ = try? require(found).to(hasProperty(\.isAdmin, true))
        }
        #expect(
            requirementFailures.map(\.message) == [
                "Expected a value with isAdmin true, but isAdmin was false"
            ])
        let items = [1, 2]
        #expect(captureFailures { expect { _ = items[5] }.to(traps()) }.isEmpty)
    }
}
