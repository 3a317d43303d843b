import MusterMatchers

#if canImport(Testing)
    import Testing
#endif

/// Reads Swift Testing's `testDescription` for the matchers' renderer (see
/// `TestDescriptions`), which finds this type by its name.
package enum TestDescriptionReader: TestDescriptionReading {
    package static func testDescription(of value: Any) -> String? {
        #if canImport(Testing)
            (value as? any CustomTestStringConvertible)?.testDescription
        #else
            nil
        #endif
    }
}
