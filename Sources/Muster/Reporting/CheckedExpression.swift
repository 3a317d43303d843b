import Foundation
import MusterMatchers

/// The source text of what a failed assertion checked, `cart.total` in
/// `assertThat(cart.total, equalTo(5))`, read from the assertion's own file when it fails.
///
/// Only the failure path reads it, so a passing assertion pays nothing. The call site says
/// where the assertion's arguments start; the text there must be a call of one of Muster's assertions
/// (`assertThat`, `expect`, `require`, …), else there is no text: the file moved or changed
/// since it was compiled, or a helper passed on its caller's line but not its column.
package enum CheckedExpression {
    /// Muster's assertions whose first value argument, or trailing closure, is what they check.
    static let assertionNames: Set<String> = ["assertThat", "warnThat", "expect", "require"]

    /// The same names of other modules' assertions, which they register on first use:
    /// `MusterNimble`'s `expects`, `unwrap` and the like.
    private static let registeredNames = Locked(Set<String>())

    /// Registers assertions of another module whose first value argument, or trailing closure,
    /// is what they check, so that their failures name it as Muster's own do.
    package static func registerAssertionNames(_ names: some Sequence<String>) {
        registeredNames.withLock { $0.formUnion(names) }
    }

    private static func isAssertion(_ name: String) -> Bool {
        assertionNames.contains(name) || registeredNames.withLock { $0.contains(name) }
    }

    /// The longest text shown; longer ones are cut with `…`.
    static let lengthLimit = 120

    /// The checked expression of the assertion at `site`, on one line; `nil` when the source
    /// cannot be read, is not an assertion there, or is a literal, which the message already
    /// shows as the actual value.
    static func text(at site: CallSite) -> String? {
        guard let source = SourceFiles.contents(ofFile: "\(site.filePath)"),
            let start = source.offset(line: Int(site.line), column: Int(site.column))
        else { return nil }
        var scanner = SourceScanner(bytes: source.bytes, position: start)
        // The column is that of the call's `(` or trailing `{`, after the assertion's name.
        guard let name = scanner.identifierEnding(before: start), isAssertion(name),
            let argument = scanner.checkedArgument()
        else { return nil }
        let text = oneLine(argument)
        guard !text.isEmpty, !isLiteral(text) else { return nil }
        guard text.count > lengthLimit else { return text }
        return String(text.prefix(lengthLimit - 1)) + "…"
    }

    /// The text with each line break and the indentation after it made one space.
    static func oneLine(_ text: Substring) -> String {
        text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// Whether the text names nothing: numbers, strings, `true`, `false`, `nil`, and arrays or
    /// dictionaries of them.
    static func isLiteral(_ text: String) -> Bool {
        var scanner = SourceScanner(bytes: Array(text.utf8), position: 0)
        while let byte = scanner.peek() {
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") {
                scanner.skipStringLiteral()
            } else if let word = scanner.identifier() {
                if !["true", "false", "nil"].contains(word) { return false }
            } else {
                scanner.position += 1
            }
        }
        return true
    }
}

extension SourceScanner {
    /// After an assertion's name: the text of the first argument without a label, or else of
    /// the trailing closure's body; `nil` when neither is there.
    mutating func checkedArgument() -> Substring? {
        skipWhitespaceAndComments()
        if peek() == UInt8(ascii: "(") {
            position += 1
            while true {
                skipWhitespaceAndComments()
                guard let byte = peek() else { return nil }
                if byte == UInt8(ascii: ")") {
                    position += 1
                    break
                }
                let label = skipLabel()
                let valueStart = position
                guard let end = skipBalanced(until: [UInt8(ascii: ","), UInt8(ascii: ")")])
                else { return nil }
                // `assertThat(eventually: { … }, …)`: the polled closure is what was checked.
                if label.map(Self.checkedLabels.contains) ?? true {
                    return Self.closureBody(text(valueStart..<end))
                }
                if peek() == UInt8(ascii: ",") { position += 1 }
            }
            skipWhitespaceAndComments()
        }
        guard peek() == UInt8(ascii: "{") else { return nil }
        position += 1
        let start = position
        guard let end = skipBalanced(until: [UInt8(ascii: "}")]) else { return nil }
        return Self.withoutParameters(text(start..<end))
    }

    /// The body of a closure given in parentheses, `assertThat({ await engine.state }, …)`,
    /// shown as a trailing closure's is; any other argument as it is.
    private static func closureBody(_ argument: Substring) -> Substring {
        guard argument.first == "{", argument.last == "}" else { return argument }
        let body = argument.dropFirst().dropLast()
        return withoutParameters(body.trimmingCharacters(in: .whitespacesAndNewlines)[...])
    }

    /// `{ x in … }`: the parameters are not what was checked.
    private static func withoutParameters(_ body: Substring) -> Substring {
        if let inRange = body.range(of: " in\n") ?? body.range(of: " in "),
            isParameterList(body[..<inRange.lowerBound])
        {
            return body[inRange.upperBound...]
        }
        return body
    }

    /// Whether `text` is a closure's parameter list: `x`, `a, b`, `_`.
    private static func isParameterList(_ text: Substring) -> Bool {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," })
        let keywords: Set<Substring> = [
            "for", "case", "if", "let", "var", "while", "guard", "return",
        ]
        return !words.isEmpty && !keywords.contains(words[0])
            && words.allSatisfy {
                $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
            }
    }

    private func text(_ range: Range<Int>) -> Substring {
        Substring(String(decoding: bytes[range], as: UTF8.self))
            .trimmingCharacters(in: .whitespacesAndNewlines)[...]
    }

    /// The labels of an argument that is the checked value: the polling forms of `assertThat`.
    private static let checkedLabels: Set<String> = ["eventually", "always", "never"]

    /// Skips `name:` at the position if it is there and returns the name; `nil`, moving
    /// nothing, if not.
    private mutating func skipLabel() -> String? {
        let start = position
        guard let name = identifier() else { return nil }
        skipWhitespaceAndComments()
        if peek() == UInt8(ascii: ":"), peek(1) != UInt8(ascii: ":") {
            position += 1
            return String(name)
        }
        position = start
        return nil
    }
}
