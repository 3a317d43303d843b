import SwiftSyntax

// The mock generator's mark, `/// @mockable`, read as Mockolo writes it too:
// `/// @mockable(typealias: T = String; history: fetch = true)`. A team moving from Mockolo
// keeps its marks; what Muster's mocks do anyway is taken in silence, the rest is named in a
// warning, and a mark the generator cannot read is said to be one, never passed over.

/// A `@mockable` mark in a comment: what it asks for, or why it is not read.
struct MockableAnnotation {
    /// One `label: value; value` argument of the mark, as Mockolo spells them.
    struct Argument: Equatable {
        let label: String
        let value: String
    }

    let arguments: [Argument]

    /// The mark on a line of `comment`, or `nil` when no line is one. A line is a mark when,
    /// with the comment's delimiters and the whitespace around it removed, it reads `@mockable`
    /// or `@mockable(…)`; a mark in a comment that is not a doc comment is not taken, and says
    /// so.
    static func read(_ comment: String) -> Result<MockableAnnotation, Unreadable>? {
        let isDocComment = comment.hasPrefix("///") || comment.hasPrefix("/**")
        var mentions = false
        for line in commentLines(comment) {
            guard line.contains("@mockable") else { continue }
            mentions = true
            guard line.hasPrefix("@mockable") else { continue }
            let rest = line.dropFirst("@mockable".count).trimmingWhitespace()
            let mark: Result<MockableAnnotation, Unreadable>
            if rest.isEmpty {
                mark = .success(MockableAnnotation(arguments: []))
            } else if rest.hasPrefix("("), rest.hasSuffix(")") {
                mark = parseArguments(rest.dropFirst().dropLast()).map(MockableAnnotation.init)
            } else {
                return .failure(.init(reason: "`\(line)` is not `@mockable` or `@mockable(…)`"))
            }
            guard isDocComment else {
                return .failure(.init(reason: "it is in a plain comment, not the doc comment"))
            }
            return mark
        }
        return mentions ? .failure(.init(reason: nil)) : nil
    }

    /// Why a comment that mentions `@mockable` is not a mark; `nil` when it only mentions it.
    struct Unreadable: Error {
        let reason: String?
    }

    /// `typealias: T = String; U = Int; history: fetch = true`: Mockolo separates the entries
    /// of an argument, and the arguments, with semicolons (some marks use commas); an entry that
    /// opens with `label:` starts the next argument.
    private static func parseArguments(_ text: Substring) -> Result<[Argument], Unreadable> {
        var labels: [String] = []
        var entries: [[Substring]] = []
        for part in splitOutsideBrackets(text, at: [";", ","]) {
            let entry = part.trimmingWhitespace()
            if entry.isEmpty { continue }
            if let colon = entry.firstIndex(of: ":"),
                entry[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                !entry[..<colon].isEmpty
            {
                labels.append(String(entry[..<colon]))
                entries.append([entry[entry.index(after: colon)...].trimmingWhitespace()])
            } else if entries.isEmpty {
                return .failure(.init(reason: "`\(entry)` has no label, such as `typealias:`"))
            } else {
                entries[entries.count - 1].append(entry)
            }
        }
        return .success(
            zip(labels, entries).map { Argument(label: $0, value: $1.joined(separator: "; ")) })
    }

    /// The entries of a `typealias:` argument, `T = String; U = [Int: String]`.
    static func typeAliases(in value: String) -> [(name: String, type: String)] {
        splitOutsideBrackets(value[...], at: [";"]).compactMap { entry in
            let parts = entry.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            return (String(parts[0].trimmingWhitespace()), String(parts[1].trimmingWhitespace()))
        }
    }

    /// `text` cut at each of `separators` that is not inside `<…>`, `[…]` or `(…)`.
    private static func splitOutsideBrackets(_ text: Substring, at separators: Set<Character>)
        -> [Substring]
    {
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "<", "[", "(": depth += 1
            case ">", "]", ")": depth -= 1
            case let character where depth == 0 && separators.contains(character):
                parts.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        parts.append(text[start...])
        return parts
    }

    /// The lines of a comment without its delimiters: `///`, `//`, `/**`, `/*`, `*/` and the
    /// leading `*` of a block's lines.
    private static func commentLines(_ comment: String) -> [Substring] {
        comment.split(separator: "\n").map { line in
            var line = line.trimmingWhitespace()
            for opening in ["///", "//", "/**", "/*"] where line.hasPrefix(opening) {
                line = line.dropFirst(opening.count)
                break
            }
            if line.hasSuffix("*/") { line = line.dropLast(2) }
            line = line.trimmingWhitespace()
            if line.hasPrefix("*") { line = line.dropFirst() }
            return line.trimmingWhitespace()
        }
    }
}

extension Substring {
    func trimmingWhitespace() -> Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }
}

extension TokenSyntax {
    /// The comments before the token, each whole with its delimiters, and where it starts.
    var leadingComments: [(text: String, position: AbsolutePosition)] {
        var position = self.position
        var comments: [(String, AbsolutePosition)] = []
        for piece in leadingTrivia {
            switch piece {
            case .docLineComment(let text), .lineComment(let text), .docBlockComment(let text),
                .blockComment(let text):
                comments.append((text, position))
            default: break
            }
            position += piece.sourceLength
        }
        return comments
    }
}
