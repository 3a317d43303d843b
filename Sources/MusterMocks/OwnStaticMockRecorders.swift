// `.ownStaticMockRecorders`: a test's static mock members recorded apart from other tests', so
// that tests of static members run in parallel.

#if canImport(Testing)
    import Testing

    extension Trait where Self == MusterTrait {
        /// This test, or each test of this suite, records the static members of mocks in
        /// recorders of its own, as `withStaticMockRecorders` would around its body: tests of
        /// static members then run in parallel without seeing each other's calls and stubs.
        ///
        /// ```swift
        /// @Suite(.ownStaticMockRecorders) struct FactoryTests { … }
        /// ```
        public static var ownStaticMockRecorders: Self {
            MusterTrait { _, body in try await withStaticMockRecorders { try await body() } }
        }
    }
#endif
