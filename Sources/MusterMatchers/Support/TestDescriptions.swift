/// A value's own text for test output, where Swift Testing can say it: a type that conforms to
/// its `CustomTestStringConvertible` shows its `testDescription` in Muster's messages as it does
/// in `#expect`'s.
///
/// The matchers link no test framework, so that an app module's mocks can link them; Muster's
/// assertions module, which does, provides the reading, found by its type's name the first time
/// a value is rendered.
package enum TestDescriptions {
    /// A value's `testDescription`, when its type has one.
    static func text(of value: Any) -> String? { reading?.testDescription(of: value) }

    private static let reading: (any TestDescriptionReading.Type)? =
        _typeByName(TestDescriptionReadingName.mangled) as? any TestDescriptionReading.Type
}

/// What Muster's assertions module provides to ``TestDescriptions``.
package protocol TestDescriptionReading: Sendable {
    static func testDescription(of value: Any) -> String?
}

/// The mangled name of Muster's ``TestDescriptionReading`` type, `Muster.TestDescriptionReader`.
package enum TestDescriptionReadingName {
    package static let mangled = "6Muster21TestDescriptionReaderO"
}
