import MusterMatchers

/// The root of the classes `@Mockable` writes for a protocol's own requirements
/// (`<Protocol>MockBase`): a recorder, made where the test creates the mock.
///
/// For a protocol inheriting from one that is not `@Mockable`, write that protocol's base
/// class by hand, and the generated mock builds on it:
///
/// ```swift
/// class NamedMockBase: MockBase, Named, @unchecked Sendable {
///     var name: String { call(Member("name")) }
/// }
/// ```
open class MockBase: CallRecording, @unchecked Sendable {
    /// Records the calls this mock receives and holds its stubs.
    public let musterRecorder: CallRecorder

    /// Creates the mock.
    ///
    /// ```swift
    /// let repository = RepositoryMock(name: "repository", unstubbedCalls: .fail)
    /// ```
    ///
    /// - Parameters:
    ///   - name: The mock's name in failure messages; by default its type name.
    ///   - unstubbedCalls: Whether a call that no stub answers returns a default value where
    ///     one exists, or fails the test; `nil` for ``MockDefaults/unstubbedCalls`` here.
    ///   - fileID: Where the mock is created; leave the default, the caller's file.
    ///   - filePath: Where the mock is created; leave the default, the caller's file.
    ///   - line: Where the mock is created; leave the default, the caller's line.
    ///   - column: Where the mock is created; leave the default, the caller's column.
    public init(
        name: String? = nil, unstubbedCalls: UnstubbedCallPolicy? = nil,
        fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        musterRecorder = CallRecorder(
            name: name, unstubbedCalls: unstubbedCalls, fileID: fileID, file: filePath,
            line: line, column: column)
    }
}

/// What verifies a mock's members: the root of the protocols the mock generator writes to verify
/// a protocol's requirements (`<Protocol>MockVerifying`), whose extensions hold the members, so
/// that the verifier of a protocol with several parents takes each parent's after the first.
///
/// ```swift
/// protocol NamedMockVerifying: MockVerifying {}
/// extension NamedMockVerifying {
///     var name: ReadOnlyPropertyVerification<String> {
///         ReadOnlyPropertyVerification(getter: Member("name"), verification: musterVerification)
///     }
/// }
/// ```
public protocol MockVerifying {
    /// The `verify(mock, count)` this verifier checks members for.
    var musterVerification: Verification { get }
}

/// What stubs a mock's members: the root of the protocols the mock generator writes to stub a
/// protocol's requirements (`<Protocol>MockStubbing`), whose extensions hold the members, so
/// that the stubber of a protocol with several parents takes each parent's after the first.
///
/// ```swift
/// protocol NamedMockStubbing: MockStubbing {}
/// extension NamedMockStubbing {
///     var name: ReadOnlyPropertyStub<String, Never> {
///         ReadOnlyPropertyStub(stubbing: musterStubbing, getter: Member("name"), failure: Never.self)
///     }
/// }
/// ```
public protocol MockStubbing {
    /// The `given(mock)` this stubber stubs members for.
    var musterStubbing: Stubbing { get }
}

/// The root of the classes `@Mockable` writes to verify a protocol's own requirements
/// (`<Protocol>MockVerifierBase`).
///
/// ```swift
/// class NamedMockVerifierBase: MockVerifierBase {
///     var name: ReadOnlyPropertyVerification<String> {
///         ReadOnlyPropertyVerification(getter: Member("name"), verification: musterVerification)
///     }
/// }
/// ```
open class MockVerifierBase: MockVerifying {
    /// The `verify(mock, count)` this verifier checks members for.
    public let musterVerification: Verification

    /// Creates the verifier for one `verify(mock, count)`.
    ///
    /// ```swift
    /// super.init(verification: verification)
    /// ```
    public init(verification: Verification) { musterVerification = verification }
}

/// The root of the classes `@Mockable` writes to stub a protocol's own requirements
/// (`<Protocol>MockStubberBase`).
///
/// ```swift
/// class NamedMockStubberBase: MockStubberBase {
///     var name: ReadOnlyPropertyStub<String, Never> {
///         ReadOnlyPropertyStub(stubbing: musterStubbing, getter: Member("name"), failure: Never.self)
///     }
/// }
/// ```
open class MockStubberBase: MockStubbing {
    /// The `given(mock)` this stubber stubs members for.
    public let musterStubbing: Stubbing

    /// Creates the stubber for one `given(mock)`.
    ///
    /// ```swift
    /// super.init(stubbing: stubbing)
    /// ```
    public init(stubbing: Stubbing) { musterStubbing = stubbing }
}
