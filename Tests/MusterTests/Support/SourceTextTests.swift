import Foundation
import Testing

@testable import MusterMatchers

/// The source reader that the checked expression and `hasProperty`'s names share.
@Suite struct SourceTextTests {
    func scanner(_ text: String, at position: Int = 0) -> SourceScanner {
        SourceScanner(bytes: Array(text.utf8), position: position)
    }

    @Test func findsALineAndColumnAsBytes() {
        let source = SourceFiles.Source(bytes: Array("ab\nçd\nef".utf8))
        #expect(source.offset(line: 1, column: 1) == 0)
        #expect(source.offset(line: 2, column: 3) == 5)  // ç is two bytes of UTF-8
        #expect(source.offset(line: 3, column: 2) == 8)
        #expect(source.offset(line: 4, column: 1) == nil)
        #expect(source.offset(line: 0, column: 1) == nil)
    }

    @Test func skipsToAnArgumentsEndPastBracketsStringsCommentsAndGenerics() {
        let text = #"f(a, "x,)", /* ) */ [1, 2], Result<Int, E>.success(1)) + 1"#
        var commas = scanner(text, at: 2)
        #expect(commas.skipBalanced(until: [UInt8(ascii: ",")]) == 3)
        var end = scanner(text, at: 2)
        let close = end.skipBalanced(until: [UInt8(ascii: ")")])
        #expect(close.map { String(text.utf8.dropFirst($0).prefix(5))! } == ") + 1")
    }

    @Test func skipsRawMultilineAndInterpolatedStrings() {
        for literal in [##"#"a "quoted" b"#"##, "\"\"\"\nline \"\n\"\"\"", #""a \(f(")")) b""#] {
            var reader = scanner(literal + " rest")
            reader.skipStringLiteral()
            #expect(String(decoding: reader.bytes[reader.position...], as: UTF8.self) == " rest")
        }
    }

    @Test func readsTheIdentifierBeforeAPosition() {
        var reader = scanner("assertThat (x)")
        #expect(reader.identifierEnding(before: 11) == "assertThat")
        #expect(reader.position == 10)
        var none = scanner("(x)")
        #expect(none.identifierEnding(before: 0) == nil)
    }

    @Test func aFileThatCannotBeReadHasNoSource() {
        #expect(SourceFiles.contents(ofFile: "/nonexistent/Muster/File.swift") == nil)
    }
}
