import Muster
import MusterNimble
import MusterTestSupport
import Testing

@Suite struct CheckedExpressionTests {
    private struct Cart {
        var total = 4
        var lines = [3, 1]
        var state = "loading"
        var first: Int? = nil
        func checkout() throws -> Int { 2 }
        func label(_ text: String) -> String { text }
    }

    private let cart = Cart()

    // Each assertion is made outside `#expect`: inside a macro, a default `#line` and `#column`
    // are the macro's.
    private func expression(_ body: () throws -> Void) rethrows -> String? {
        try captureFailures(body).first?.checkedExpression
    }

    @Test func theFirstArgumentOfAssertThat() {
        let plain = expression { assertThat(cart.total, equalTo(5)) }
        let withMessage = expression { assertThat(cart.total, 5, message: "totals") }
        #expect(plain == "cart.total")
        #expect(withMessage == "cart.total")
    }

    @Test func thePolledClosureOfAssertThat() async {
        let cart = self.cart
        let failures = await captureFailures {
            await assertThat(
                eventually: { cart.total }, equalTo(5), timeout: .zero, clock: TestClock())
            await assertThat(always: { cart.state }, equalTo("ready"), timeout: .zero)
            await assertThat(never: { cart.lines.count }, equalTo(2), timeout: .zero)
        }
        #expect(
            failures.map(\.checkedExpression) == ["cart.total", "cart.state", "cart.lines.count"])
    }

    @Test func theValueOfExpect() {
        let verb = expression { expect(cart.total).to(equal(5)) }
        let closureInside = expression { expect(cart.lines.map { $0 * 2 }).to(beEmpty()) }
        let operatorForm = expression { expect(cart.total) == 5 }
        #expect(verb == "cart.total")
        #expect(closureInside == "cart.lines.map { $0 * 2 }")
        #expect(operatorForm == "cart.total")
    }

    @Test func anAssertionOverSeveralLines() {
        let text = expression {
            assertThat(
                cart.lines
                    .map { $0 + 1 }
                    .sorted(),
                equalTo([1])
            )
        }
        #expect(text == "cart.lines .map { $0 + 1 } .sorted()")
    }

    @Test func theBodyOfATrailingClosure() {
        let oneLine = expression { expect { try cart.checkout() }.to(equal(3)) }
        let severalLines = expression {
            expect {
                let doubled = cart.total * 2
                return doubled
            }.to(equal(3))
        }
        #expect(oneLine == "try cart.checkout()")
        #expect(severalLines == "let doubled = cart.total * 2 return doubled")
    }

    @Test func stringsCommentsAndBracketsDoNotEndTheArgument() {
        let quoted = expression { assertThat(cart.label("a, b)"), equalTo("c")) }
        let raw = expression { assertThat(cart.label(#"x", ("#), equalTo("c")) }
        let interpolated = expression {
            assertThat(cart.label("\(cart.total), ("), equalTo("c"))
        }
        let commented = expression {
            assertThat(
                cart.total,  // the sum, in cents
                equalTo(5))
        }
        #expect(quoted == #"cart.label("a, b)")"#)
        #expect(raw == ##"cart.label(#"x", ("#)"##)
        #expect(interpolated == #"cart.label("\(cart.total), (")"#)
        #expect(commented == "cart.total")
    }

    @Test func genericArgumentsDoNotEndTheArgument() {
        struct Box<A, B> { var count: Int }
        let generic = expression { expect(Box<Int, String>(count: 1).count).to(equal(2)) }
        let spaced = expression { assertThat(cart.total < 3, equalTo(true)) }
        #expect(generic == "Box<Int, String>(count: 1).count")
        #expect(spaced == "cart.total < 3")
    }

    @Test func theBodyOfAClosureInParentheses() async {
        func load() async -> Int { 4 }
        let failures = await captureFailures {
            await assertThat({ await load() }, equalTo(5))
            await assertThat(
                {
                    let value = await load()
                    return value
                }, 5)
        }
        #expect(
            failures.map(\.checkedExpression) == [
                "await load()", "let value = await load() return value",
            ])
    }

    @Test func aLiteralHasNone() {
        let number = expression { assertThat(3, equalTo(4)) }
        let array = expression { assertThat([1, 2], equalTo([1])) }
        let string = expression { expect("text").to(equal("other")) }
        let cast = expression { expect(nil as Int?).to(equal(1)) }
        #expect(number == nil)
        #expect(array == nil)
        #expect(string == nil)
        #expect(cast == "nil as Int?")
    }

    @Test func aRequirementAndAPoll() async {
        let required = expression { _ = try? require(cart.first) }
        #expect(required == "cart.first")
        let polled = await captureFailures {
            await expect(cart.state).toEventually(equal("ready"), timeout: .milliseconds(20))
        }
        #expect(polled.first?.checkedExpression == "cart.state")
    }

    @Test func aLongExpressionIsCut() {
        let text = expression {
            assertThat(
                cart.label(
                    "a very long argument that goes on and on, well past what one line of a report should show, and on and on and on and on"
                ),
                equalTo(""))
        }
        #expect(text?.count == 120)
        #expect(text?.hasSuffix("…") == true)
        #expect(text?.hasPrefix(#"cart.label( "a very long argument"#) == true)
    }

    @Test func noSourceNoText() {
        let moved = Failure(
            message: "Expected 5, but was 4",
            site: CallSite(
                fileID: "Old/File.swift", filePath: "/nowhere/Old/File.swift", line: 3, column: 9))
        #expect(moved.checkedExpression == nil)
        // The file is there, but what is at the line and column is not an assertion any more.
        let changed = Failure(message: "Expected 5, but was 4", site: CallSite(line: 1, column: 1))
        #expect(changed.checkedExpression == nil)
        let pastTheEnd = Failure(
            message: "Expected 5, but was 4", site: CallSite(line: 100_000, column: 1))
        #expect(pastTheEnd.checkedExpression == nil)
    }

    @Test func swiftTestingShowsItBeforeTheMessage() {
        withKnownIssue {
            assertThat(cart.total, equalTo(5))
        } matching: { issue in
            issue.printedMessage == "cart.total: Expected 5, but was 4"
        }
        withKnownIssue {
            expect { try cart.checkout() }.to(equal(3))
        } matching: { issue in
            issue.printedMessage == "try cart.checkout(): Expected a value equal to 3, but was 2"
        }
        withKnownIssue {
            assertThat(3, equalTo(5))
        } matching: { issue in
            issue.printedMessage == "Expected 5, but was 3"
        }
    }
}
