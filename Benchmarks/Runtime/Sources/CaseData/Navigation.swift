/// What the mock cases navigate to; its identity is all that matters.
open class ViewController: @unchecked Sendable {
    public init() {}

    /// The controller that every mock case pushes.
    public static let shared = ViewController()
}

/// The class the mock cases mock: a navigation class whose `push(_:animated:)` a screen calls.
open class Navigator: @unchecked Sendable {
    public init() {}

    open func push(_ vc: ViewController, animated: Bool) {}

    /// The badge a tab shows: the member the stubbed-call cases answer.
    open func badgeCount(forTab tab: Int) -> Int { 0 }
}

/// The sizes of the mock cases.
public enum MockCounts {
    /// Calls one recording run makes, and calls a verification run checks.
    public static let calls = 10_000
    /// Tasks that call one mock at once in the concurrent case, each making `calls` calls.
    public static let tasks = 8
    /// Stubs in the many-stubs case, one per tab; calls ask for tab 0, whose stub was made
    /// first, so that every other stub is tried before it (the newest stub answers first).
    public static let stubs = 10
}
