// A suite's own matchers, written with Nimble 14's matcher API exactly as a Nimble suite writes
// them, used with every kind of assertion: `to`/`toNot`, composition, polling and `require`.

import Foundation
import MusterNimble
import Testing

struct Gull: Equatable {
    var squawk: String
}

/// `Matcher.simple`: a status only; the message comes from the name it is given.
func beEven() -> Matcher<Int> {
    Matcher.simple("be even") { expression in
        guard let value = try expression.evaluate() else { return .fail }
        return MatcherStatus(bool: value.isMultiple(of: 2))
    }
}

/// `Matcher.define` with an `ExpectationMessage` built around what it expects.
func haveSquawk(_ expected: String) -> Matcher<Gull> {
    Matcher.define("squawk <\(expected)>") { expression, message in
        guard let gull = try expression.evaluate() else {
            return MatcherResult(status: .fail, message: message.appendedBeNilHint())
        }
        return MatcherResult(bool: gull.squawk == expected, message: message)
    }
}

/// `Matcher { expression in … }` with a custom actual value.
func containEvery(_ items: [Int]) -> Matcher<[Int]> {
    Matcher { expression in
        let actual = try expression.evaluate() ?? []
        let missing = items.filter { !actual.contains($0) }
        return MatcherResult(
            bool: missing.isEmpty,
            message: .expectedCustomValueTo(
                "contain every one of \(items)", actual: "missing \(missing)"))
    }
}

/// `Matcher.simpleNilable`: judges nil itself.
func beBlank() -> Matcher<String> {
    Matcher.simpleNilable("be blank") { expression in
        MatcherStatus(bool: (try expression.evaluate() ?? "").allSatisfy(\.isWhitespace))
    }
}

/// A matcher that reads how the value was given, and adds details to its message.
func beSmall() -> Matcher<Int> {
    Matcher { expression in
        let value = try expression.evaluate() ?? 0
        return MatcherResult(
            bool: expression.isClosure && value < 10,
            message: ExpectationMessage.expectedActualValueTo("be small")
                .appended(details: "small means under 10"))
    }
}

/// A matcher of any value, with `cast` to the type it checks.
func beAPositiveInt() -> Matcher<Any> {
    Matcher { expression in
        let number = try expression.cast { $0 as? Int }.evaluate()
        return MatcherResult(
            bool: (number ?? 0) > 0, message: .expectedActualValueTo("be a positive Int"))
    }
}

/// An asynchronous matcher, as a suite writes one for an actor.
actor Inbox {
    private(set) var messages: [String] = []
    func receive(_ message: String) { messages.append(message) }
}

func haveReceived(_ count: Int) -> AsyncMatcher<Inbox> {
    AsyncMatcher { expression in
        guard let inbox = try await expression.evaluate() else {
            return MatcherResult(status: .fail, message: .fail("there was no inbox"))
        }
        let received = await inbox.messages.count
        return MatcherResult(
            bool: received == count,
            message: .expectedCustomValueTo("have received \(count)", actual: "\(received)"))
    }
}

enum NimbleCustomMatchers {
    static func run() throws {
        expect(4).to(beEven())
        expect(3).toNot(beEven())
        expect(Gull(squawk: "Squee!")).to(haveSquawk("Squee!"))
        expect([1, 2, 3]).to(containEvery([1, 3]))
        expect(nil as String?).to(beBlank())
        expect("  ").to(beBlank())
        expect { 3 }.to(beSmall())
        expect(5 as Any).to(beAPositiveInt())
        expect(4).to(satisfyAllOf(beEven(), beGreaterThan(2)))
        expect(3).to(beEven() || equal(3))
        expect([2, 4]).to(allPass(beEven()))
        expect(try require(4).to(beEven())) == 4

        expect(
            failureMessages {
                expect(3).to(beEven())
                expect(4).toNot(beEven())
                expect(nil as Int?).toNot(beEven())
                expect(Gull(squawk: "Caw")).to(haveSquawk("Squee!"))
                expect(nil as Gull?).to(haveSquawk("Squee!"))
                expect([1, 2]).to(containEvery([1, 3]))
                expect("x").to(beBlank())
                expect(30).to(beSmall())
                expect(-1 as Any).to(beAPositiveInt())
                expect(3).to(satisfyAllOf(beEven(), beGreaterThan(2)))
                expect([2, 3]).to(allPass(beEven()))
            }
        )
            == [
                "Expected to be even, but was 3",
                "Expected not to be even, but was 4",
                "Expected not to be even, but was nil (use beNil() to match nil)",
                "Expected to squawk <Squee!>, but was Gull(squawk: \"Caw\")",
                "Expected to squawk <Squee!>, but was nil (use beNil() to match nil)",
                "Expected to contain every one of [1, 3], but got missing [3]",
                "Expected to be blank, but was \"x\"",
                "Expected to be small, but was 30\nsmall means under 10",
                "Expected to be a positive Int, but was -1",
                "Expected (to be even and a value greater than 2), but to be even: was 3",
                "Expected a sequence where every item is expected to be even, but item 1: was 3",
            ]

        var thrown: (any Error)?
        let required = failureMessages {
            do { _ = try require(3).to(beEven()) } catch { thrown = error }
        }
        expect(required) == ["Expected to be even, but was 3"]
        expect(thrown).toNot(beNil())
    }

    static func runAsync() async throws {
        let inbox = Inbox()
        await inbox.receive("hello")
        await expect(inbox).to(haveReceived(1))
        await expect { inbox }.toNot(haveReceived(2))
        Task { await inbox.receive("again") }
        await expect { inbox }.toEventually(haveReceived(2), timeout: .seconds(5))
        await expect(inbox).to(satisfyAnyOf(haveReceived(5), haveReceived(2)))
        await expect([inbox]).to(allPass { await $0.messages.count == 2 })
        await expect([1, 2]).to(containElementSatisfying { value async in value == 2 })
        let required = try await require(inbox).to(haveReceived(2))
        expect(required) === inbox

        let failures = await gatherFailingExpectations(silently: true) {
            await expect(inbox).to(haveReceived(3))
            await expect(nil as Inbox?).to(haveReceived(3))
            await expect { inbox }.toEventually(haveReceived(3), timeout: .milliseconds(50))
        }.map(\.message.stringValue).map(withoutCheckCount)
        expect(failures)
            == [
                "Expected to have received 3, but got 2",
                "Expected to match, but there was no inbox",
                "Expected eventually to have received 3, but after 0.05 s (… checks) got 2",
            ]
    }
}

@Suite struct NimbleCustomMatcherSuiteTests {
    @Test func matchersWrittenWithNimblesAPI() throws { try NimbleCustomMatchers.run() }
    @Test func asynchronousMatchersWrittenWithNimblesAPI() async throws {
        try await NimbleCustomMatchers.runAsync()
    }
}
