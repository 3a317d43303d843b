// `.requiresAssertions`: a test in which no Muster assertion ran fails, as a callback never
// called or a loop over nothing would otherwise pass.

#if canImport(Testing)
    import Testing

    extension Trait where Self == MusterTrait {
        /// Fails this test, or each test of this suite, when no Muster assertion, `require`,
        /// poll or mock verification ran in it, as
        /// ``withAssertionsRequired(exactly:isolation:fileID:file:line:column:_:)`` would around
        /// its body. On a suite, every test is judged on its own, and a test's own trait takes
        /// the place of its suite's.
        ///
        /// ```swift
        /// @Suite(.requiresAssertions) struct SyncTests { … }
        /// // Expected notifiesObservers() to make at least one assertion, but it made none
        /// ```
        public static var requiresAssertions: Self { RequiredAssertions.trait(count: nil) }

        /// Fails this test, or each test of this suite, unless exactly `count` Muster
        /// assertions ran in it: for checks made in callbacks, which a test could otherwise
        /// leave unrun without noticing.
        ///
        /// ```swift
        /// @Test(.requiresAssertions(exactly: 2)) func notifiesBothObservers() { … }
        /// // Expected notifiesBothObservers() to make exactly 2 assertions, but it made 1
        /// ```
        public static func requiresAssertions(exactly count: Int) -> Self {
            RequiredAssertions.trait(count: count)
        }
    }

    /// The count of assertions a test's outermost `requiresAssertions` trait judges it by.
    private enum RequiredAssertions {
        /// The count the innermost trait asks for; `nil` inside for at least one.
        @TaskLocal static var requirement: Locked<Int?>?

        static func trait(count: Int?) -> MusterTrait {
            MusterTrait { test, body in
                // A suite's trait runs around the test's own, which then says what is required.
                if let outer = requirement {
                    outer.withLock { $0 = count }
                    return try await body()
                }
                let required = Locked(count)
                let (_, made) = try await $requirement.withValue(required) {
                    try await AssertionCount.counting { try await body() }
                }
                let location = test.sourceLocation
                AssertionCount.check(
                    made: made, required: required.withLock { $0 },
                    scope: test.displayName ?? test.name,
                    site: CallSite(),
                    testDeclaration: TestDeclaration(
                        fileID: location.fileID, filePath: location.filePath, line: location.line,
                        column: location.column))
            }
        }
    }
#endif
