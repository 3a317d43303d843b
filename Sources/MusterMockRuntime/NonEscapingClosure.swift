/// What a mock records for a closure argument that may not escape the call: the closure itself
/// cannot be kept, so the call is recorded with this in its place, and verified and stubbed
/// with `anything()` for it.
///
/// ```swift
/// verify(runner).run(times: 3, anything())  // run(times: 3, <closure>)
/// ```
public struct NonEscapingClosure: Sendable, Hashable, MusterRenderable {
    /// The closure's place in a recorded call.
    public init() {}

    /// `<closure>`.
    public var musterRendering: String { "<closure>" }
}
