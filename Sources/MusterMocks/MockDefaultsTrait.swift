// The Swift Testing trait that opens a mock-defaults scope around a test or each test of a suite.

#if canImport(Testing)
    import Muster
    import MusterMockRuntime
    import Testing

    extension Trait where Self == MusterTrait {
        /// Mocks made in the test, or in each test of the suite, without an `unstubbedCalls:`
        /// of their own, treat calls that no stub answers as `unstubbedCalls` says: the scope
        /// of ``withMockDefaults(unstubbedCalls:operation:)-(_,()->Result)``.
        ///
        /// ```swift
        /// @Suite(.mockDefaults(unstubbedCalls: .fail)) struct CheckoutTests { … }
        /// ```
        public static func mockDefaults(unstubbedCalls: UnstubbedCallPolicy) -> Self {
            MusterTrait { _, body in
                try await withMockDefaults(unstubbedCalls: unstubbedCalls) { try await body() }
            }
        }
    }
#endif
