/// The complete expected value, actual value and difference behind a message that could show
/// only part of them. Nothing is rendered until a test runner asks, and then only once: a
/// 100,000-element array costs its full rendering only when a failure is attached.
package final class FullTexts: @unchecked Sendable {
    package struct Texts {
        package var expected: String
        package var actual: String
        package var difference: String
    }

    // The values are only read, like the expected values a matcher captures (see `Matcher`).
    private let expected: Any?
    private let actual: Any?
    /// For a comparison field by field, its rules, which the difference follows.
    private let rules: FieldRules?
    /// How to write the difference, for texts a comparison of values does not read (two
    /// snapshots).
    private let writeDifference: (() -> String)?
    private let cache = Locked<Texts?>(nil)

    init(expected: Any?, actual: Any?, rules: FieldRules? = nil) {
        self.expected = expected
        self.actual = actual
        self.rules = rules
        writeDifference = nil
    }

    /// Two complete texts and their difference, which `difference` writes when a test runner
    /// asks.
    package init(expected: String, actual: String, difference: @escaping () -> String) {
        self.expected = expected
        self.actual = actual
        rules = nil
        writeDifference = difference
    }

    package var texts: Texts {
        cache.withLock { cached in
            if let cached { return cached }
            let texts = Texts(
                expected: ValueRenderer.renderFull(expected),
                actual: ValueRenderer.renderFull(actual),
                difference: writeDifference?()
                    ?? DifferenceReport.full(expected: expected, actual: actual, rules: rules))
            cached = texts
            return texts
        }
    }
}

/// A value that a message shows only in part (an argument of a listed call, the value after a
/// matcher's own mismatch text), kept complete for the attachment and rendered only when a test
/// runner asks.
package final class PartlyShownValue: @unchecked Sendable {
    // Only read, like the values in `FullTexts`.
    private let value: Any?
    /// For a text made of several values (a stream's timeline), how to write it completely.
    private let write: (() -> String)?
    private let cache = Locked<String?>(nil)

    init(_ value: Any?) {
        self.value = value
        write = nil
    }

    /// A text that a message shows only in part, written completely by `write` when a test
    /// runner asks.
    package init(writing write: @escaping () -> String) {
        value = nil
        self.write = write
    }

    /// The value rendered completely.
    package var text: String {
        cache.withLock { cached in
            if let cached { return cached }
            let text = write?() ?? ValueRenderer.renderFull(value)
            cached = text
            return text
        }
    }
}
