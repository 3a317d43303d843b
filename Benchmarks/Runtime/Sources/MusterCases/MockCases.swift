import CaseData
import Dispatch
import MusterMocks

// The mock cases: a hand-written Muster mock, as the MusterMocks documentation writes one,
// recording calls and verifying them with argument matchers. Nimble has no mocks.

/// The hand-written mock of `Navigator`.
final class NavigatorMock: Navigator, Mock, @unchecked Sendable {
    let musterRecorder = CallRecorder()
    let push = Member<ViewController, Bool, Void>("push(_ vc:animated:)")

    override func push(_ vc: ViewController, animated: Bool) { call(push, vc, animated) }
}

/// The mock `@Mockable` writes for `Navigator`, spelled out as its expansion is (keep the two
/// alike): the member is made once per mock and each call names it.
final class GeneratedNavigatorMock: Navigator, Mock, @unchecked Sendable {
    let musterRecorder = CallRecorder()

    private let _NavigatorMember0 = Member<ViewController, Bool, Void>("push(_ vc:animated:)")

    override func push(_ vc: ViewController, animated: Bool) {
        call(_NavigatorMember0, vc, animated)
    }

    private let _NavigatorMember1 = Member<Int, Int>("badgeCount(forTab tab:)")

    override func badgeCount(forTab tab: Int) -> Int { call(_NavigatorMember1, tab) }
}

extension GeneratedNavigatorMock {
    /// What `@Mockable`'s stubber offers for the member, reached by name here.
    var badgeCountMember: Member<Int, Int> { _NavigatorMember1 }
}

/// A mock that has received `MockCounts.calls` calls, made once, for the verification case.
private let recordedNavigator: NavigatorMock = {
    let navigator = NavigatorMock()
    let inputs = Inputs(seed: CommandLine.arguments.count)
    for _ in 0..<MockCounts.calls {
        navigator.push(inputs.viewController, animated: true)
    }
    return navigator
}()

/// The mock cases written with MusterMocks.
public enum MusterMockCases {
    /// A fresh mock, and `MockCounts.calls` calls of `push(_:animated:)` on it.
    @inline(never)
    public static func record(_ inputs: Inputs) -> Int {
        let navigator = NavigatorMock()
        let vc = inputs.viewController
        for _ in 0..<MockCounts.calls { navigator.push(vc, animated: true) }
        return 0
    }

    /// The same calls on the mock as `@Mockable` writes it.
    @inline(never)
    public static func recordGenerated(_ inputs: Inputs) -> Int {
        let navigator = GeneratedNavigatorMock()
        let vc = inputs.viewController
        for _ in 0..<MockCounts.calls { navigator.push(vc, animated: true) }
        return 0
    }

    /// The same calls on a spy of the same function type, passed where a closure is expected.
    @inline(never)
    public static func recordSpy(_ inputs: Inputs) -> Int {
        let push = Spy<ViewController, Bool, Void>("push")
        let function: @Sendable (ViewController, Bool) -> Void = push.function
        let vc = inputs.viewController
        for _ in 0..<MockCounts.calls { function(vc, true) }
        return 0
    }

    /// One verification that all `MockCounts.calls` calls pushed the controller, animated.
    @inline(never)
    public static func verifyTimes(_ inputs: Inputs) -> Int {
        verify(recordedNavigator, times(MockCounts.calls)).push(
            sameInstance(inputs.viewController), true)
        return 0
    }

    /// `MockCounts.calls` calls of a spy with one stub, passed where a closure is expected.
    @inline(never)
    public static func answerSpyOneStub(_ inputs: Inputs) -> Int {
        let badgeCount = Spy<Int, Int>("badgeCount")
        given(badgeCount)(0).willReturn(7)
        return answer(badgeCount.function)
    }

    /// The same with a stub per tab, the one asked for made first, so that it is tried last.
    @inline(never)
    public static func answerSpyManyStubs(_ inputs: Inputs) -> Int {
        let badgeCount = Spy<Int, Int>("badgeCount")
        for tab in 0..<MockCounts.stubs { given(badgeCount)(tab).willReturn(tab + 7) }
        return answer(badgeCount.function)
    }

    /// `MockCounts.calls` calls of a generated mock's member with one stub.
    @inline(never)
    public static func answerMockOneStub(_ inputs: Inputs) -> Int {
        let navigator = GeneratedNavigatorMock()
        given(navigator).badgeCountMember(0).willReturn(7)
        return answer(navigator.badgeCount(forTab:))
    }

    /// The same with a stub per tab.
    @inline(never)
    public static func answerMockManyStubs(_ inputs: Inputs) -> Int {
        let navigator = GeneratedNavigatorMock()
        for tab in 0..<MockCounts.stubs {
            given(navigator).badgeCountMember(tab).willReturn(tab + 7)
        }
        return answer(navigator.badgeCount(forTab:))
    }

    @inline(never)
    private static func answer(_ badgeCount: (Int) -> Int) -> Int {
        var total = 0
        for _ in 0..<MockCounts.calls { total &+= badgeCount(0) }
        precondition(total == 7 * MockCounts.calls)
        return 0
    }

    /// `MockCounts.tasks` workers calling one fresh mock at once, `MockCounts.calls` each.
    @inline(never)
    public static func recordConcurrently(_ inputs: Inputs) -> Int {
        let navigator = NavigatorMock()
        let vc = inputs.viewController
        DispatchQueue.concurrentPerform(iterations: MockCounts.tasks) { _ in
            for _ in 0..<MockCounts.calls { navigator.push(vc, animated: true) }
        }
        return 0
    }

}
