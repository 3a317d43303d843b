// Nimble 14's rule for nil, as a Nimble suite relies on it: its value matchers fail on a nil
// actual under `to` and `toNot` alike, and `expect(x) == nil` / `!= nil` assert what they say.
// Hamcrest's names keep Hamcrest's rule beside them.

import Foundation
import MusterNimble
import Testing

enum NimbleNilRule {
    enum ParseError: Error { case empty }

    static func run() {
        let none: Int? = nil
        let noText: String? = nil
        let hint = " (use beNil() to match nil)"

        expect(none).to(beNil())
        expect(none) == nil
        expect(3 as Int?) != nil
        expect(3 as Int?).toNot(beNil())
        expect(noText) == nil

        expect(
            failureMessages {
                expect(none).to(equal(3))
                expect(none).toNot(equal(3))
                expect(none).notTo(beGreaterThan(3))
                expect(none).toNot(beLessThanOrEqualTo(3))
                expect(nil as Double?).toNot(beCloseTo(1, within: 0.1))
                expect(nil as [Int]?).toNot(contain(3))
                expect(noText).toNot(beginWith("a"))
                expect(noText).toNot(endWith("a"))
                expect(noText).toNot(match("a+"))
                expect(none).toNot(beAKindOf(Int.self))
                expect(none).toNot(beAnInstanceOf(Int.self))
                expect(nil as Bool?).toNot(beTrue())
                expect(nil as Bool?).toNot(beFalse())
                expect(nil as NSString?).toNot(beIdenticalTo(NSString()))
                expect(nil as (any Error)?).toNot(matchError(ParseError.empty))
            }.map { $0.replacingOccurrences(of: hint, with: "…") }
        )
            == [
                "Expected a value equal to 3, but was nil…",
                "Expected not a value equal to 3, but was nil…",
                "Expected not a value greater than 3, but was nil…",
                "Expected not a value less than or equal to 3, but was nil…",
                "Expected not a numeric value within 0.1 of 1.0, but was nil…",
                "Expected not a sequence containing 3, but was nil…",
                #"Expected not a string starting with "a", but was nil…"#,
                #"Expected not a string ending with "a", but was nil…"#,
                "Expected not a string containing a match for /a+/, but was nil…",
                "Expected not an instance of Int, but was nil…",
                "Expected not a value of exact type Int, but was nil…",
                "Expected not true, but was nil…",
                "Expected not false, but was nil…",
                #"Expected not the same instance as "", but was nil…"#,
                "Expected not the error ParseError.empty, but was nil…",
            ]

        expect(
            failureMessages {
                expect(none) != nil
                expect(3 as Int?) == nil
                expect(noText).toNot(beNil())
            }
        )
            == [
                "Expected not nil, but was nil",
                "Expected nil, but was 3",
                "Expected not nil, but was nil",
            ]

        // Hamcrest's names keep Hamcrest's rule: nil is an ordinary mismatch.
        expect(none).toNot(equalTo(3))
        assertThat(none, not(equalTo(3)))
        expect(failureMessage { assertThat(none, equalTo(3)) }) == "Expected 3, but was nil"
    }
}

@Suite struct NimbleNilRuleSuiteTests {
    @Test func nilFailsNimblesValueMatchersBothWays() { NimbleNilRule.run() }
}
