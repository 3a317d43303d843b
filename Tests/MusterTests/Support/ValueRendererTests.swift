import Foundation
import Muster
import MusterMatchers
import Testing
import MusterTestSupport

private struct Point { var x: Int, y: Int }
private enum Shape {
    case circle(radius: Double)
    case square(Double)
    case dot
}
private final class Session {}
private struct Money: MusterRenderable {
    var cents: Int
    var musterRendering: String { "$\(cents / 100).\(cents % 100)" }
}

@Suite struct ValueRendererTests {
    private struct Price: CustomStringConvertible {
        var cents: Int
        var description: String { "\(cents / 100).\(cents % 100) €" }
    }

    private enum Shelf: CustomStringConvertible {
        case top(Price)
        var description: String { "the top shelf" }
    }

    @Test func asSourceAValueIsWrittenByItsFieldsAndCases() {
        #expect(ValueRenderer.render(Price(cents: 150)) == "1.50 €")
        #expect(ValueRenderer.renderAsSource(Price(cents: 150)) == "Price(cents: 150)")
        #expect(ValueRenderer.renderAsSource(Shelf.top(Price(cents: 1))) == ".top(Price(cents: 1))")
        #expect(ValueRenderer.renderAsSource([Price(cents: 1)]) == "[Price(cents: 1)]")
        #expect(ValueRenderer.renderAsSource(Duration.seconds(1)) == ".seconds(1)")
        #expect(ValueRenderer.renderAsSource(Duration.milliseconds(100)) == ".milliseconds(100)")
        #expect(ValueRenderer.renderAsSource(Duration.microseconds(-5)) == ".microseconds(-5)")
        #expect(ValueRenderer.renderAsSource(Duration.nanoseconds(7)) == ".nanoseconds(7)")
        // A metatype as Swift writes it, as in the line to stub a generic method.
        #expect(ValueRenderer.renderAsSource(Price.self) == "Price.self")
        #expect(ValueRenderer.render(Price.self) == "Price")
        #expect(ValueRenderer.renderAsSource("a\nb") == #""a\nb""#)
        #expect(ValueRenderer.renderAsSource(nil) == "nil")
    }

    @Test func stringsAreQuotedWithEscapes() {
        #expect(ValueRenderer.render("a\nb") == #""a\nb""#)
        #expect(ValueRenderer.render("say \"hi\"\t\\") == #""say \"hi\"\t\\""#)
        #expect(ValueRenderer.render("line\r\n") == #""line\r\n""#)
        #expect(ValueRenderer.render("\u{1}") == #""\u{1}""#)
        #expect(ValueRenderer.render("") == #""""#)
        #expect(ValueRenderer.render(Character("x")) == #""x""#)
        #expect(ValueRenderer.render("héllo 👋") == #""héllo 👋""#)
    }

    @Test func numbersKeepFullPrecision() {
        #expect(ValueRenderer.render(0.1 + 0.2) == "0.30000000000000004")
        #expect(ValueRenderer.render(1.00001) == "1.00001")
        #expect(ValueRenderer.render(Float(1.1)) == "1.1")
        #expect(ValueRenderer.render(-3) == "-3")
        #expect(ValueRenderer.render(Decimal(string: "1.25")!) == "1.25")
        #expect(ValueRenderer.render(true) == "true")
    }

    @Test func optionals() {
        let none: Int? = nil
        let some: Int?? = 3
        #expect(ValueRenderer.render(none) == "nil")
        #expect(ValueRenderer.render(some as Any?) == "3")
        #expect(ValueRenderer.render([1, nil, 3] as [Int?]) == "[1, nil, 3]")
    }

    @Test func collections() {
        #expect(ValueRenderer.render([1, 2, 3]) == "[1, 2, 3]")
        #expect(ValueRenderer.render([String]()) == "[]")
        #expect(ValueRenderer.render(["b": 2, "a": 1]) == #"["a": 1, "b": 2]"#)
        #expect(ValueRenderer.render([String: Int]()) == "[:]")
        #expect(ValueRenderer.render(Set([3, 1, 2])) == "Set([1, 2, 3])")
        #expect(ValueRenderer.render((1, "a")) == #"(1, "a")"#)
        #expect(ValueRenderer.render((x: 1, y: 2)) == "(x: 1, y: 2)")
        #expect(ValueRenderer.render(ContiguousArray([1.5, 2])) == "[1.5, 2.0]")
        #expect(ValueRenderer.render([true, false, true][1...]) == "[false, true]")
        #expect(ValueRenderer.render([[Int]]()) == "[]")
        #expect(ValueRenderer.render([[1], [], [2, nil]] as [[Int?]]) == "[[1], [], [2, nil]]")
    }

    @Test func deepNestingOfArraysIsElided() {
        var nested: Any = 1
        for _ in 0..<100 { nested = [nested] }
        let rendered = ValueRenderer.render(nested)
        #expect(rendered.hasPrefix("[[[[") && rendered.contains("[…]"))
        #expect(!rendered.contains("1"))
    }

    @Test func structsEnumsClassesAndTypes() {
        #expect(ValueRenderer.render(Point(x: 1, y: 2)) == "Point(x: 1, y: 2)")
        #expect(ValueRenderer.render(Shape.circle(radius: 1.5)) == ".circle(radius: 1.5)")
        #expect(ValueRenderer.render(Shape.square(2)) == ".square(2.0)")
        #expect(ValueRenderer.render(Shape.dot) == ".dot")
        #expect(ValueRenderer.render(Session()) == "<Session>")
        #expect(ValueRenderer.render(Int.self) == "Int")
        #expect(ValueRenderer.render(URL(string: "http://a.b/c?d=e")!) == "http://a.b/c?d=e")
        #expect(ValueRenderer.render(Money(cents: 1250)) == "$12.50")
    }

    @Test func errorsByTypeAndCase() {
        enum ParseError: Error {
            case empty
            case bad(line: Int)
        }
        #expect(ValueRenderer.renderError(ParseError.empty) == "ParseError.empty")
        #expect(ValueRenderer.renderError(ParseError.bad(line: 3)) == "ParseError.bad(line: 3)")
        struct LineError: Error { var line: Int }
        final class NetworkError: Error {}
        struct Described: Error, CustomStringConvertible { var description: String { "offline" } }
        #expect(ValueRenderer.renderError(LineError(line: 4)) == "LineError(line: 4)")
        #expect(ValueRenderer.renderError(NetworkError()) == "<NetworkError>")
        #expect(ValueRenderer.renderError(Described()) == "Described(offline)")
    }

    @Test func hugeValuesAreCutWithCounts() {
        let array = Array(0..<100_000)
        let rendered = ValueRenderer.render(array)
        #expect(rendered.hasPrefix("[0, 1, 2, "))
        #expect(rendered.hasSuffix(", 49, … 99,950 more]"))
        let text = String(repeating: "x", count: 10_000_000)
        let quoted = ValueRenderer.render(text, limit: 20)
        #expect(quoted == "\"" + String(repeating: "x", count: 20) + "\"… (9,999,980 more bytes)")
    }

    @Test func deepNestingIsElided() {
        indirect enum Nest {
            case leaf
            case node(Nest)
        }
        var nest = Nest.leaf
        for _ in 0..<100 { nest = .node(nest) }
        #expect(ValueRenderer.render(nest).contains("…"))
    }
}

@Suite struct DateRenderingTests {
    private let start = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func wholeSecondsReadAsFoundationWritesThem() {
        #expect(ValueRenderer.render(start) == "2023-11-14 22:13:20 +0000")
    }

    @Test func aFractionOfASecondIsShown() {
        #expect(ValueRenderer.render(start + 0.001) == "2023-11-14 22:13:20.001 +0000")
        #expect(ValueRenderer.render(start + 0.5) == "2023-11-14 22:13:20.5 +0000")
        #expect(ValueRenderer.render(start + 0.000_25) == "2023-11-14 22:13:20.00025 +0000")
        #expect(
            ValueRenderer.render(Date(timeIntervalSinceReferenceDate: -0.25))
                == "2000-12-31 23:59:59.75 +0000")
    }

    @Test func twoDatesAMillisecondApartReadDifferently() {
        #expect(
            failureMessage { assertThat(start + 0.001, equalTo(start + 0.002)) }
                == "Expected 2023-11-14 22:13:20.002 +0000, but was 2023-11-14 22:13:20.001 +0000, 0.001 seconds earlier"
        )
    }

    @Test func insideOtherValues() {
        let dates: [Date?] = [start + 0.1, nil]
        #expect(ValueRenderer.render(dates) == "[2023-11-14 22:13:20.1 +0000, nil]")
    }
}

@Suite struct DataRenderingTests {
    @Test func bytesInHex() {
        #expect(ValueRenderer.render(Data()) == "0 bytes")
        #expect(ValueRenderer.render(Data([0xAB])) == "1 byte: ab")
        #expect(ValueRenderer.render(Data([1, 2, 9, 4])) == "4 bytes: 01 02 09 04")
    }

    @Test func longDataShowsItsFirst64Bytes() {
        let data = Data((0..<1_000).map { UInt8($0 % 256) })
        let text = ValueRenderer.render(data)
        #expect(text.hasPrefix("1,000 bytes: 00 01 02 03"))
        #expect(text.hasSuffix("3d 3e 3f …"))
    }

    @Test func twoValuesOfOneSizeReadDifferently() {
        #expect(
            failureMessage { assertThat(Data([1, 2, 3, 4]), equalTo(Data([1, 2, 9, 4]))) }
                == "Expected 4 bytes: 01 02 09 04, but was 4 bytes: 01 02 03 04, which differed at [2]: expected 09, was 03"
        )
    }

    @Test func oneCharacterOfManyJoinedScalarsIsCutAtAScalar() {
        // One grapheme cluster: a letter and 40,000 combining accents, then joined emoji.
        let accented = "a" + String(repeating: "\u{301}", count: 40_000)
        let rendered = ValueRenderer.render(accented, limit: 20)
        // Compared as bytes: as characters, the cut cluster is one character.
        #expect(rendered.utf8.starts(with: "\"a\u{301}\u{301}".utf8))
        #expect(rendered.utf8.reversed().starts(with: "\"… (79,980 more bytes)".utf8.reversed()))
        #expect(rendered.utf8.count < 100)
        let joined = String(repeating: "\u{1F468}\u{200D}", count: 20_000)
        #expect(ValueRenderer.render(joined, limit: 20).utf8.count < 100)
    }
}
