import MusterMatchers

// Recording mode for the ordinary assertions: a failed equality whose expected value is a
// literal in the test (`assertThat(total, 41)`, `assertThat(name, equalTo("Ann"))`,
// `expect(body).to(equalToJSON(#"{…}"#))`) has that literal rewritten to the actual value. What it
// guarantees on top of `SourceRecorder`'s: only a literal is rewritten (a string without
// interpolation, a number, a Boolean), and only where the assertion's own expected value is
// written; an expected value that is not a literal is reported; a failure at a site that is
// no such assertion (a helper passing its caller's line, a mock's verification) is left as it
// is.

extension Failure {
    /// This failure after recording its actual value in place of the expected literal, saying
    /// so, when recording is on and it is the failure of an equality whose actual value it
    /// kept; else this failure as it is.
    func recordingExpectedValue() -> Failure {
        guard let actual = recordableActual, SourceRecorder.isRecording else { return self }
        let outcome = SourceRecorder.edit(at: site) { bytes, start in
            ExpectedLiteral.find(in: bytes, at: start).map { found in
                found.flatMap { literal in literal.edit(writing: actual, in: bytes) }
            }
        }
        switch outcome {
        case .nothingToWrite: return self
        case .written:
            return restated(note: " (recorded as the expected value; run the test again)")
        case .refused(let problem): return restated(note: " (not recorded: \(problem))")
        }
    }
}

/// The expected value of an equality assertion in the source: a literal, where it is.
struct ExpectedLiteral {
    let range: Range<Int>
    /// Whether the literal spans lines, as a multi-line string does.
    let isMultiline: Bool
    /// The indentation of the line the assertion starts on.
    let indentation: String

    /// The expected value of the assertion whose call's `(` is at `start`: `nil` when the call
    /// there is not an equality assertion, a problem when its expected value is not a literal.
    static func find(in bytes: [UInt8], at start: Int) -> Result<ExpectedLiteral, RecordingProblem>?
    {
        var scanner = SourceScanner(bytes: bytes, position: start)
        let opening = scanner.peek()
        guard opening == UInt8(ascii: "(") || opening == UInt8(ascii: "{"),
            let name = scanner.identifierEnding(before: start)
        else { return nil }
        let expected: Range<Int>
        switch name {
        case "assertThat", "warnThat":
            guard opening == UInt8(ascii: "("),
                let arguments = CallArguments(in: bytes, from: start + 1)?.arguments,
                arguments.count >= 2, arguments[1].label == nil
            else { return nil }
            expected = arguments[1].value
        case "expect", "require":
            guard let found = Self.expectedAfterSubject(in: bytes, from: start) else { return nil }
            expected = found
        default: return nil
        }
        return literal(
            at: expected, in: bytes,
            indentation: CallArguments.indentation(ofLineAt: start, in: bytes))
    }

    /// The expected value of `expect(…)` or `require(…)` whose `(` is at `start`, or of
    /// `expect { … }` whose `{` is: the one argument of the `.to(…)` after it, or what follows
    /// `==` in Nimble's operator form.
    private static func expectedAfterSubject(in bytes: [UInt8], from start: Int) -> Range<Int>? {
        var scanner = SourceScanner(bytes: bytes, position: start + 1)
        let closing = bytes[start] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: ")")
        guard scanner.skipBalanced(until: [closing]) != nil else { return nil }
        scanner.position += 1
        scanner.skipWhitespaceAndComments()
        if scanner.peek() == UInt8(ascii: "="), scanner.peek(1) == UInt8(ascii: "=") {
            scanner.position += 2
            return valueToLineEnd(in: bytes, from: scanner.position)
        }
        guard scanner.peek() == UInt8(ascii: ".") else { return nil }
        scanner.position += 1
        guard scanner.identifier() == "to", scanner.peek() == UInt8(ascii: "(") else { return nil }
        guard let first = CallArguments(in: bytes, from: scanner.position + 1)?.arguments.first,
            first.label == nil
        else { return nil }
        return first.value
    }

    /// The right side of an operator from `start`: a literal when the statement ends after
    /// one (a comment, `;`, `}` or `)` may follow), else the rest of its line.
    private static func valueToLineEnd(in bytes: [UInt8], from start: Int) -> Range<Int>? {
        var scanner = SourceScanner(bytes: bytes, position: start)
        while scanner.peek() == 0x20 || scanner.peek() == 0x09 { scanner.position += 1 }
        let valueStart = scanner.position
        if scanner.peek() == UInt8(ascii: "\"") || scanner.peek() == UInt8(ascii: "#") {
            scanner.skipStringLiteral()
        } else {
            while let byte = scanner.peek(),
                SourceScanner.isIdentifierPart(byte) || Set("._-+".utf8).contains(byte)
            {
                scanner.position += 1
            }
        }
        let valueEnd = scanner.position
        while scanner.peek() == 0x20 || scanner.peek() == 0x09 { scanner.position += 1 }
        let ends: Set<UInt8> = [
            0x0A, 0x0D, UInt8(ascii: ";"), UInt8(ascii: "}"), UInt8(ascii: ")"),
        ]
        if let next = scanner.peek(), !ends.contains(next),
            !(next == UInt8(ascii: "/") && scanner.peek(1) == UInt8(ascii: "/"))
        {
            // An expression goes on: its whole line, which is no literal.
            let lineEnd = bytes[valueStart...].firstIndex(of: 0x0A) ?? bytes.count
            return valueStart..<lineEnd
        }
        return valueStart < valueEnd ? valueStart..<valueEnd : nil
    }

    /// The literal `range` holds, directly or as the one value of `equalTo(…)`, `equal(…)` or
    /// the document of `equalToJSON(…)`; `nil` for another matcher.
    private static func literal(
        at range: Range<Int>, in bytes: [UInt8], indentation: String
    ) -> Result<ExpectedLiteral, RecordingProblem>? {
        let notLiteral = RecordingProblem(
            text: "its expected value is not a literal string, number or Boolean")
        if Self.isLiteral(bytes[range]) {
            let multiline = bytes[range].contains(0x0A)
            return .success(
                ExpectedLiteral(
                    range: range, isMultiline: multiline, indentation: indentation))
        }
        var scanner = SourceScanner(bytes: bytes, position: range.lowerBound)
        guard let name = scanner.identifier() else { return .failure(notLiteral) }
        scanner.skipWhitespaceAndComments()
        guard scanner.peek() == UInt8(ascii: "(") else {
            // A value by name (`expectedUser`), or an expression that makes one.
            return .failure(notLiteral)
        }
        guard let arguments = CallArguments(in: bytes, from: scanner.position + 1)?.arguments
        else { return nil }
        let isEquality =
            ["equalTo", "equal"].contains(name)
            ? arguments.count == 1
            : name == "equalToJSON" && !arguments.isEmpty
        guard isEquality else { return nil }
        guard arguments[0].label == nil, Self.isLiteral(bytes[arguments[0].value])
        else { return .failure(notLiteral) }
        let value = arguments[0].value
        return .success(
            ExpectedLiteral(
                range: value, isMultiline: bytes[value].contains(0x0A),
                indentation: indentation))
    }

    /// Whether `text` is a literal recording rewrites: a string without interpolation, a number
    /// (signed, decimal or not, hexadecimal, octal or binary, with `_`), or a Boolean.
    static func isLiteral(_ text: ArraySlice<UInt8>) -> Bool {
        guard let first = text.first else { return false }
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "#") {
            return SnapshotCall.isPlainStringLiteral(text)
        }
        if text.elementsEqual("true".utf8) || text.elementsEqual("false".utf8) { return true }
        var digits = text[...]
        if digits.first == UInt8(ascii: "-") { digits = digits.dropFirst() }
        guard let lead = digits.first, (0x30...0x39).contains(lead) else { return false }
        let allowed = Set("0123456789abcdefABCDEFxXoOpP._+-".utf8)
        return digits.allSatisfy(allowed.contains)
    }

    /// The edit that writes `actual` in place of this literal, or why it cannot.
    func edit(writing actual: RecordableValue, in bytes: [UInt8])
        -> Result<(start: Int, end: Int, text: String), RecordingProblem>
    {
        let text: String
        switch actual {
        case .string(let string):
            text =
                isMultiline || string.contains("\n")
                ? SnapshotCall.multilineLiteral(string, indentation: indentation + "    ")
                : ValueRenderer.quoted(string, limit: .max)
        case .number(let literal): text = literal
        case .json(let write):
            let document = write()
            text =
                document.contains("\n")
                ? SnapshotCall.multilineLiteral(document, indentation: indentation + "    ")
                : SnapshotCall.rawLiteral(document)
        case .unwritable(let typeName):
            return .failure(
                RecordingProblem(text: "its actual value, a \(typeName), has no literal form"))
        }
        return .success((range.lowerBound, range.upperBound, text))
    }
}
