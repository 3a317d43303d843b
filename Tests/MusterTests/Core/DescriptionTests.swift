import Foundation
import Testing

@testable import Muster
@testable import MusterMatchers
import MusterTestSupport

@Suite struct DescriptionTests {
    @Test func startsEmptyOrWithText() {
        #expect(Description().text == "")
        #expect(Description("a date").text == "a date")
        #expect(Description("a date").description == "a date")
    }

    @Test func appendsTextValuesAndLists() {
        var text = Description("a ")
        text.append("value ")
        text.appendValue("x\ty")
        text.append(" in ")
        text.appendList([1, 2], start: "[", separator: ", ", end: "]")
        text.append(" or ")
        text.appendList([Int](), start: "[", separator: ", ", end: "]")
        #expect(text.text == #"a value "x\ty" in [1, 2] or []"#)
    }

    @Test func appendsMatchersAndConditions() {
        var text = Description()
        text.appendList(of: [equalTo(1), greaterThan(3)], start: "(", separator: " or ", end: ")")
        text.append("; with age ")
        text.appendCondition(of: greaterThan(50))
        text.append("; ")
        text.appendCondition(of: equalTo(50))
        text.append("; ")
        text.appendDescription(of: greaterThan(5))
        #expect(
            text.text
                == "(1 or a value greater than 3); with age greater than 50; 50; a value greater than 5"
        )
    }

    @Test func appendsMismatchesAndErrors() {
        struct Broken: Error {}
        var text = Description()
        text.appendMismatch(of: greaterThan(5).match(3))
        text.appendMismatch(of: greaterThan(5).match(7))
        text.append("; ")
        text.appendWas(nil)
        text.append("; ")
        text.appendThrew(Broken())
        text.append("; ")
        text.appendThrew(CaughtTrap())
        #expect(text.text == "was 3; was nil; threw error Broken(); trapped")
    }

    @Test func interpolationRendersEachKindOfPart() {
        struct Point: CustomStringConvertible {
            var description: String { "(1, 2)" }
        }
        let inner: Description = "inner"
        let text: Description =
            "a URL with \(value: "key1") = \(equalTo("value1")), age \(condition: greaterThan(5)), \(mismatchOf: equalTo(1).match(2)), \(describing: Point()), \(inner), \("quoted")"
        #expect(
            text.text
                == #"a URL with "key1" = "value1", age greater than 5, was 2, (1, 2), inner, "quoted""#
        )
    }

    /// An unlabelled value is rendered as `\(value:)` renders it, wherever a literal becomes a
    /// description: a matcher's, or a mismatch's.
    @Test func anUnlabelledValueIsRenderedTheMusterWay() {
        let tag = "urgent"
        let count = 3
        let tagged = Matcher<[String]>("a note tagged \(tag)") { $0.contains(tag) }
        let counted = Matcher<[String]>("a note with \(count) tags") { tags in
            tags.count == count ? .match : .mismatch("had \(tags.count) tags: \(tags)")
        }
        #expect(tagged.description == #"a note tagged "urgent""#)
        #expect(counted.description == "a note with 3 tags")
        #expect(mismatch(counted, ["a"]) == #"had 1 tags: ["a"]"#)
        let diagnosing = Matcher<[String]>("a note tagged \(tag)") { tags in
            tags.contains(tag) ? .match : .mismatch("had tags \(tags)")
        }
        #expect(diagnosing.description == #"a note tagged "urgent""#)
        let name: Substring = "id"
        let text: Description = "\(name) at \(Date(timeIntervalSince1970: 0)), \(nil as Int?)"
        #expect(text.text == #""id" at 1970-01-01 00:00:00 +0000, nil"#)
    }

    @Test func aStringHeldInAVariableIsADescriptionVerbatim() {
        let title = "a title of at most \(10) characters"
        let short = Matcher<String>(title) { $0.count <= 10 }
        #expect(short.description == "a title of at most 10 characters")
    }

    @Test func equalityAndHashingUseTheTextOnly() {
        #expect(Description("was 3") == "was 3")
        #expect(Description("was 3") != "was 4")
        let seen: Set<Description> = ["was 3", "was 3"]
        #expect(seen.count == 1)
    }

    @Test func appendingADescriptionKeepsItsFullTexts() {
        var long = Description()
        long.appendDifference(expected: Array(0..<10_000), actual: Array(1..<10_001))
        #expect(!long.fullTexts.isEmpty)
        var outer = Description("but ")
        outer.append(long)
        #expect(outer.fullTexts.count == long.fullTexts.count)
        #expect(outer.text == "but " + long.text)
    }
}
