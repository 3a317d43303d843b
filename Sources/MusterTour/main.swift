import Foundation
import MusterExamples
import MusterNimble

// The guided tour: each kind of assertion and the exact failure it prints. Failures are
// captured, not reported, so the tour always exits 0.

var shownFailures = 0

/// Prints an assertion as written and what it reports.
@MainActor func show(_ code: String, _ body: () throws -> Void) {
    var failures: [Failure] = []
    // A trapping example makes the runtime write its own message on standard error: show it
    // under the example, labelled, rather than as a stray line out of order.
    let standardError = capturingStandardError {
        // A block that throws past its assertions still shows what they reported.
        failures = captureFailures { try? body() }
    }
    printOutcome(of: code, failures)
    for line in standardError.split(separator: "\n") {
        print("    (the Swift runtime wrote: \(line))")
    }
}

/// Runs `body` with standard error going into a pipe, and returns what was written there.
/// Only for the tour's few short lines: a pipe holds 64 KB before a writer waits.
func capturingStandardError(_ body: () -> Void) -> String {
    fflush(nil)
    let pipe = Pipe()
    let saved = dup(STDERR_FILENO)
    dup2(pipe.fileHandleForWriting.fileDescriptor, STDERR_FILENO)
    body()
    fflush(nil)
    dup2(saved, STDERR_FILENO)
    close(saved)
    try? pipe.fileHandleForWriting.close()
    return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
}

/// Prints an asynchronous assertion as written and what it reports.
@MainActor func show(_ code: String, _ body: () async throws -> Void) async {
    printOutcome(of: code, await captureFailures { try? await body() })
}

@MainActor func printOutcome(of code: String, _ failures: [Failure]) {
    print("  \(code)")
    if failures.isEmpty { print("    ✓ passes") }
    for failure in failures {
        shownFailures += 1
        let lines = failure.message.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            print(index == 0 ? "    ✗ \(line)" : "      \(line)")
        }
    }
}

func section(_ title: String) {
    print("\n\(title)\n" + String(repeating: "─", count: title.count))
}

struct Address { var city: String }
struct Person {
    var name: String
    var age: Int
    var address: Address
}
enum ParseError: Error, Equatable {
    case empty
    case unexpected(Character)
}
func parse(_ text: String) throws -> Int {
    guard let first = text.first else { throw ParseError.empty }
    guard let number = Int(text) else { throw ParseError.unexpected(first) }
    return number
}
class ViewController {}
final class FileContentsViewController: ViewController {}
final class SettingsViewController: ViewController {}

let joe = Person(name: "Joe", age: 41, address: Address(city: "Bergen"))
let url = URL(string: "http://dummy.com/dummy?WRONGKEY=value1")!

print("Muster tour: every failure below was captured from a real assertion.")

section("Assertions: assertThat(actual, matcher)")
show(#"assertThat(1 + 2, equalTo(5))"#) { assertThat(1 + 2, equalTo(5)) }
show(#"assertThat(0.1 + 0.2, equalTo(0.3))"#) { assertThat(0.1 + 0.2, equalTo(0.3)) }
show(#"assertThat("line one\nline two", equalTo("line one"))"#) {
    assertThat("line one\nline two", equalTo("line one"))
}
show(#"assertThat(3, equalTo(5), message: "the answer")"#) {
    assertThat(3, equalTo(5), message: "the answer")
}
show(#"assertThat(try parse(""), equalTo(3))"#) { assertThat(try parse(""), equalTo(3)) }
show(#"assertThat(Int?.none, greaterThan(3))"#) { assertThat(Int?.none, greaterThan(3)) }

section("Objects")
show(#"assertThat(joe, hasProperty(\.name, "Bob"))"#) {
    assertThat(joe, hasProperty(\.name, "Bob"))
}
show(#"assertThat(joe, hasProperty(\.address.city, "Oslo"))"#) {
    assertThat(joe, hasProperty(\.address.city, "Oslo"))
}
show(
    #"assertThat(SettingsViewController() as ViewController, instanceOf(FileContentsViewController.self))"#
) {
    assertThat(
        SettingsViewController() as ViewController, instanceOf(FileContentsViewController.self))
}
show(
    #"assertThat(["name": "Joe"] as Any, instanceOf([String: String].self, hasEntry("name", "Bob")))"#
) {
    assertThat(["name": "Joe"] as Any, instanceOf([String: String].self, hasEntry("name", "Bob")))
}
show(#"assertThat(Optional(3), nilValue())"#) { assertThat(Optional(3), nilValue()) }
show(#"assertThat(42, hasDescription("41"))"#) { assertThat(42, hasDescription("41")) }

section("Numbers")
show(#"assertThat(1.52, closeTo(1.5, 0.01))"#) { assertThat(1.52, closeTo(1.5, 0.01)) }
show(#"assertThat(3, greaterThan(5))"#) { assertThat(3, greaterThan(5)) }
show(#"assertThat(7, inRange(1..<5))"#) { assertThat(7, inRange(1..<5)) }
show(#"assertThat(false, isTrue())"#) { assertThat(false, isTrue()) }

section("Text")
show(#"assertThat("seahorse", containsString("cow"))"#) {
    assertThat("seahorse", containsString("cow"))
}
show(#"assertThat("Hello", startsWith("J"))"#) { assertThat("Hello", startsWith("J")) }
show(#"assertThat("abd", stringContainsInOrder("a", "b", "c"))"#) {
    assertThat("abd", stringContainsInOrder("a", "b", "c"))
}
show(#"assertThat("order-42", matchesRegex("[a-z]+-[0-9]+!"))"#) {
    assertThat("order-42", matchesRegex("[a-z]+-[0-9]+!"))
}
show(#"assertThat("x", matchesRegex("a("))"#) { assertThat("x", matchesRegex("a(")) }
show(#"assertThat("  ", not(isBlank()))"#) { assertThat("  ", not(isBlank())) }

section("Logic")
show(#"assertThat(7, allOf(greaterThan(0), lessThan(5)))"#) {
    assertThat(7, allOf(greaterThan(0), lessThan(5)))
}
show(#"assertThat(3, anyOf(1, 5))"#) { assertThat(3, anyOf(1, 5)) }
show(#"assertThat(5, not(5))"#) { assertThat(5, not(5)) }

section("Collections and dictionaries")
show(#"assertThat([1, 5, 3], contains(1, 2, 3))"#) { assertThat([1, 5, 3], contains(1, 2, 3)) }
show(#"assertThat([5, 1], containsInAnyOrder(greaterThan(0), 5))"#) {
    assertThat([5, 1], containsInAnyOrder(greaterThan(0), 5))
}
show(#"assertThat([2, 1, 3], containsInAnyOrder(2, 1, 7))"#) {
    assertThat([2, 1, 3], containsInAnyOrder(2, 1, 7))
}
show(#"assertThat([1, -2, 3, -5], everyItem(greaterThan(0)))"#) {
    assertThat([1, -2, 3, -5], everyItem(greaterThan(0)))
}
show(#"assertThat([1, 2], hasItems(2, 5, 6))"#) { assertThat([1, 2], hasItems(2, 5, 6)) }
show(#"assertThat(["a": 3], hasEntry("a", 1))"#) { assertThat(["a": 3], hasEntry("a", 1)) }
show(#"assertThat(["b": 1], hasKey("a"))"#) { assertThat(["b": 1], hasKey("a")) }

section("Errors and decorators")
show(#"assertThat(try parse("7"), throwsError())"#) { assertThat(try parse("7"), throwsError()) }
show(#"assertThat(try parse("x"), throwsError(ParseError.empty))"#) {
    assertThat(try parse("x"), throwsError(ParseError.empty))
}
show(#"assertThat(17, describedAs("an adult's age above %0", greaterThan(18), 18))"#) {
    assertThat(17, describedAs("an adult's age above %0", greaterThan(18), 18))
}

section("Your own matchers (see the Writing a matcher article)")
show(#"assertThat(url, hasQuery("key1", "value1"))"#) {
    assertThat(url, hasQuery("key1", "value1"))
}
show(
    #"assertThat(URL(string: "http://dummy.com/dummy?key1=WRONGVALUE")!, hasQuery("key1", "value1"))"#
) {
    assertThat(URL(string: "http://dummy.com/dummy?key1=WRONGVALUE")!, hasQuery("key1", "value1"))
}
let sundayApril6 = Date(timeIntervalSince1970: 1_207_465_200)
show(#"assertThat(sundayApril6, `is`(onASaturday()))"#) {
    assertThat(sundayApril6, `is`(onASaturday()))
}

section("expect: the same engine, Nimble's style")
show(#"expect(1 + 1).to(equal(3))"#) { expect(1 + 1).to(equal(3)) }
show(#"expect("seahorse").toNot(contain("sea"))"#) { expect("seahorse").toNot(contain("sea")) }
show(#"expect(3).to(equal(4), description: "the sum")"#) {
    expect(3).to(equal(4), description: "the sum")
}
show(#"expect(2).to(beGreaterThan(3))"#) { expect(2).to(beGreaterThan(3)) }
show(#"expect(Int?.none).to(beNil())"#) { expect(Int?.none).to(beNil()) }
show(#"expect([1, 2, 3]).to(allPass(beLessThan(3)))"#) {
    expect([1, 2, 3]).to(allPass(beLessThan(3)))
}
show(#"expect { try parse("") }.to(throwError(ParseError.unexpected("x")))"#) {
    expect { try parse("") }.to(throwError(ParseError.unexpected("x")))
}
show(#"expect { _ = [1, 2][5] }.to(throwAssertion())"#) {
    expect { _ = [1, 2][5] }.to(throwAssertion())
}
show(#"expect { 2 }.to(traps())"#) { expect { 2 }.to(traps()) }
show(#"expect((404, "Not Found")).to(equal((200, "OK")))"#) {
    expect((404, "Not Found")).to(equal((200, "OK")))
}
show(#"expect { center.post(deleted) }.to(postNotifications(equal([saved]), from: center))"#) {
    let center = NotificationCenter()
    let saved = Notification(name: Notification.Name("Saved"))
    let deleted = Notification(name: Notification.Name("Deleted"))
    expect { center.post(deleted) }.to(postNotifications(equal([saved]), from: center))
}
show(#"let user = try require(Optional<Person>.none)"#) { _ = try require(Optional<Person>.none) }
show(#"try require(joe).to(hasProperty(\.age, greaterThan(50)))"#) {
    _ = try require(joe).to(hasProperty(\.age, greaterThan(50)))
}

// A matcher written with Nimble's API, as a Nimble suite writes its own.
let beEven = Matcher<Int>.simple("be even") { expression in
    guard let value = try expression.evaluate() else { return .fail }
    return MatcherStatus(bool: value % 2 == 0)
}
show(#"expect(3).to(beEven)  // Matcher.simple("be even") { … }"#) { expect(3).to(beEven) }
show(#"expect(Int?.none).toNot(beEven)"#) { expect(Int?.none).toNot(beEven) }

section("import MusterNimble: Nimble's operator forms, for suites moving from Nimble")
show(#"expect(2) > 3"#) { expect(2) > 3 }
show(#"expect(0.1 + 0.2) ≈ 0.3"#) { expect(0.1 + 0.2) ≈ 0.3 }
show(#"expect((404, "Not Found")) == (200, "OK")"#) { expect((404, "Not Found")) == (200, "OK") }
show(#"expect(7).to(beGreaterThan(1) && beLessThan(5))"#) {
    expect(7).to(beGreaterThan(1) && beLessThan(5))
}

showDiffShapes()
await MockTour.run()
await tourPolling()

print("\n\(shownFailures) failure messages shown. Run the tests with: swift test")
