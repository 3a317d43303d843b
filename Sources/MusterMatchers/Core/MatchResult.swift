/// The outcome of applying a matcher to a value: a match, or a mismatch that can explain itself.
///
/// A mismatch holds what the match already computed and turns it into text only when asked,
/// so a passing assertion builds no strings and explaining a failure never runs the match again.
/// A third outcome, ``unusable(_:)``, fails whichever way the matcher is applied.
///
/// ```swift
/// let result = greaterThan(5).match(3)
/// result.isMatch            // false
/// result.mismatchDescription // "was 3"
/// ```
public struct MatchResult {
    @usableFromInline
    package enum Storage {
        case match
        case mismatch((inout Description) -> Void)
        /// The matcher could not judge the value at all (an invalid pattern, say): a failure
        /// that negation must not turn into a pass.
        case unusable((inout Description) -> Void)
        /// The judged cases are these three results of a matcher whose description depends on
        /// the value it judged: one written with Nimble's API says what it expected only when it
        /// runs, and `judged` writes what it said. They sit in `Storage`, and the failures in a
        /// box, so that every other result stays as small as a closure.
        case judgedMatch(judged: (inout Description) -> Void)
        indirect case judgedMismatch(
            (inout Description) -> Void, judged: (inout Description) -> Void)
        indirect case judgedUnusable(
            (inout Description) -> Void, judged: (inout Description) -> Void)
    }

    @usableFromInline
    let storage: Storage

    @usableFromInline @_transparent
    package init(storage: Storage) { self.storage = storage }

    /// What the matcher said it expected when it reached this result, for a matcher whose
    /// description depends on the value it judged: one written with Nimble's API says what it
    /// expected only when it runs. Read through ``Matcher/describe(into:judging:)``, which
    /// honours it only for the matcher that made the result, so a composite that passes a
    /// child's result on still describes itself.
    @usableFromInline
    package var judgedDescription: ((inout Description) -> Void)? {
        switch storage {
        case .match, .mismatch, .unusable: nil
        case .judgedMatch(let judged), .judgedMismatch(_, let judged),
            .judgedUnusable(_, let judged):
            judged
        }
    }

    /// This result without what the matcher said it expected: a match, a mismatch or an
    /// unusable result.
    @usableFromInline
    package var unjudged: Storage {
        switch storage {
        case .match, .mismatch, .unusable: storage
        case .judgedMatch: .match
        case .judgedMismatch(let describe, _): .mismatch(describe)
        case .judgedUnusable(let describe, _): .unusable(describe)
        }
    }

    /// This result, saying that the matcher expected what `describe` writes.
    @usableFromInline
    package func judged(as describe: ((inout Description) -> Void)?) -> MatchResult {
        let verdict = unjudged
        guard let describe else { return MatchResult(storage: verdict) }
        switch verdict {
        case .mismatch(let mismatch):
            return MatchResult(storage: .judgedMismatch(mismatch, judged: describe))
        case .unusable(let mismatch):
            return MatchResult(storage: .judgedUnusable(mismatch, judged: describe))
        default: return MatchResult(storage: .judgedMatch(judged: describe))
        }
    }

    /// A successful match.
    ///
    /// ```swift
    /// return .match
    /// ```
    public static var match: MatchResult {
        @_transparent get { MatchResult(storage: .match) }
    }

    /// A mismatch explained by `describe`, called only if the failure is reported.
    ///
    /// ```swift
    /// return .mismatch { $0.append("was odd") }
    /// ```
    @inlinable
    public static func mismatch(_ describe: @escaping (inout Description) -> Void) -> MatchResult {
        MatchResult(storage: .mismatch(describe))
    }

    /// A mismatch explained by a past-tense clause, built only if the failure is reported.
    ///
    /// ```swift
    /// return .mismatch("no \(value: name) name in \(query)")
    /// ```
    @inlinable
    public static func mismatch(_ text: @autoclosure @escaping () -> Description) -> MatchResult {
        MatchResult(storage: .mismatch { $0.append(text()) })
    }

    /// A matcher that cannot do its job (an invalid regular expression, an impossible
    /// configuration) fails with this: unlike a mismatch, `not` and `toNot` do not turn it into
    /// a pass.
    ///
    /// ```swift
    /// return .unusable("could not use the pattern \(value: pattern) as a regular expression")
    /// ```
    public static func unusable(_ text: @autoclosure @escaping () -> Description) -> MatchResult {
        MatchResult(storage: .unusable { $0.append(text()) })
    }

    /// `true` when the matcher could not judge the value (see ``unusable(_:)``).
    ///
    /// ```swift
    /// matchesRegex("(").match("x").isUnusable  // true
    /// ```
    public var isUnusable: Bool {
        switch storage {
        case .unusable, .judgedUnusable: true
        default: false
        }
    }

    /// The standard mismatch for a value that is simply not what was wanted: `was <value>`.
    ///
    /// ```swift
    /// return .mismatch(was: actual)
    /// ```
    @inlinable
    public static func mismatch(was actual: Any?) -> MatchResult {
        MatchResult(storage: .mismatch { $0.appendWas(actual) })
    }

    /// A match when `condition` holds, otherwise `was <actual>`.
    ///
    /// ```swift
    /// return .matching(value > 5, orWas: value)
    /// ```
    @inlinable
    public static func matching(_ condition: Bool, orWas actual: @autoclosure () -> Any?)
        -> MatchResult
    {
        condition ? .match : .mismatch(was: actual())
    }

    /// `true` when the value matched.
    ///
    /// ```swift
    /// if equalTo(3).match(3).isMatch { ... }
    /// ```
    @_transparent
    public var isMatch: Bool {
        switch storage {
        case .match, .judgedMatch: true
        default: false
        }
    }

    /// Writes why the match failed; writes nothing for a match.
    ///
    /// ```swift
    /// result.describeMismatch(into: &description)
    /// ```
    public func describeMismatch(into description: inout Description) {
        switch storage {
        case .match, .judgedMatch: break
        case .mismatch(let describe), .unusable(let describe), .judgedMismatch(let describe, _),
            .judgedUnusable(let describe, _):
            describe(&description)
        }
    }

    /// Why the match failed (`was 3`), or `nil` for a match.
    ///
    /// ```swift
    /// greaterThan(5).match(3).mismatchDescription  // "was 3"
    /// ```
    public var mismatchDescription: String? {
        if isMatch { return nil }
        var description = Description()
        describeMismatch(into: &description)
        return description.text
    }

    /// This mismatch prefixed with where in the value it happened (`item 2: was "b"`).
    ///
    /// ```swift
    /// return result.at("item \(index)")
    /// ```
    public func at(_ path: @autoclosure @escaping () -> String) -> MatchResult {
        let prefixed: (@escaping (inout Description) -> Void) -> (inout Description) -> Void = {
            describe in
            { description in
                description.append(path())
                description.append(": ")
                describe(&description)
            }
        }
        switch unjudged {
        case .mismatch(let describe): return MatchResult(storage: .mismatch(prefixed(describe)))
        case .unusable(let describe): return MatchResult(storage: .unusable(prefixed(describe)))
        default: return self
        }
    }
}

extension Description {
    /// Appends the standard mismatch for a value: `was <value>`, or `was nil`.
    ///
    /// ```swift
    /// description.appendWas(3)  // was 3
    /// ```
    public mutating func appendWas(_ actual: Any?) {
        append("was ")
        appendValue(actual)
    }
}

// The shapes a Hamcrest port's matchers return: a Boolean, or a Boolean with an optional text.
extension MatchResult: ExpressibleByBooleanLiteral {
    /// A match for `true`, and for `false` a mismatch that the matcher reports as `was <value>`.
    ///
    /// ```swift
    /// Matcher<Int>("an even number", diagnosing: { value in value.isMultiple(of: 2) ? true : false })
    /// ```
    public init(booleanLiteral matched: Bool) {
        self.init(matched)
    }

    /// A match when `matched` is `true`; otherwise a mismatch that the matcher reports as
    /// `was <value>`.
    ///
    /// ```swift
    /// return MatchResult(name.count <= 20)
    /// ```
    public init(_ matched: Bool) {
        self.init(matched, nil)
    }

    /// A match when `matched` is `true`; otherwise a mismatch explained by `mismatch`, or, when
    /// it is `nil`, reported as `was <value>`.
    ///
    /// ```swift
    /// return MatchResult(name.count <= 20, "was \(name.count) characters long")
    /// ```
    public init(_ matched: Bool, _ mismatch: String?) {
        self = matched ? .match : .mismatch(mismatch)
    }

    /// A mismatch explained by `text`; with `nil`, the matcher reports it as `was <value>`.
    ///
    /// ```swift
    /// return .mismatch(problems.first)
    /// ```
    @_disfavoredOverload
    public static func mismatch(_ text: String?) -> MatchResult {
        guard let text else { return MatchResult(storage: .mismatch(MatchResult.untold)) }
        return MatchResult(storage: .mismatch { $0.append(text) })
    }

    /// What a matcher that was given no text writes: nothing, so that `orWas(_:)` writes the
    /// value instead.
    @usableFromInline
    static let untold: @Sendable (inout Description) -> Void = { _ in }

    /// This result, with `was <actual>` written for a mismatch that explains nothing, and
    /// ` (value: <actual>)`, summarized as an expected value is, added to one whose own text does
    /// not show the value: a matcher's reason must not hide what it was given.
    @usableFromInline
    func orWas(_ actual: Any?) -> MatchResult {
        guard case .mismatch(let describe) = unjudged else { return self }
        return MatchResult(
            storage: .mismatch { description in
                let start = description.text.endIndex
                describe(&description)
                let written = description.text[start...]
                if written.isEmpty { return description.appendWas(actual) }
                let shown = ValueRenderer.render(actual, limit: ValueRenderer.shortLimit)
                if !written.contains(shown) {
                    description.append(" (value: ")
                    description.appendSummary(of: actual)
                    description.append(")")
                }
            }
        ).judged(as: judgedDescription)
    }
}

extension MatchResult {
    /// A match result in a form to `switch` over. Building it writes the mismatch text, so read
    /// it to inspect a result, not on a matcher's passing path.
    ///
    /// ```swift
    /// switch hasLength(3).match("abcd").verdict {
    /// case .match: print("ok")
    /// case .mismatch(let text): print(text ?? "no reason given")
    /// case .unusable(let text): print(text)
    /// }
    /// ```
    public enum Verdict: Hashable, Sendable {
        /// The value matched.
        case match
        /// The value did not match, for the reason given (`was 3`); `nil` when the result
        /// gives none (`MatchResult(false)`), which its matcher reports as `was <value>`.
        case mismatch(String?)
        /// The matcher could not judge the value (see ``MatchResult/unusable(_:)``).
        case unusable(String)
    }

    /// This result as a ``Verdict``: `.match`, or the mismatch with its text.
    ///
    /// ```swift
    /// if case .mismatch(let text) = greaterThan(5).match(3).verdict { print(text!) }  // was 3
    /// ```
    public var verdict: Verdict {
        guard !isMatch else { return .match }
        let text = mismatchDescription ?? ""
        return isUnusable ? .unusable(text) : .mismatch(text.isEmpty ? nil : text)
    }
}
