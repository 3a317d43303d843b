import MusterMocks
import Testing

/// A greeter and a hand-written mock of it that forwards, as a generated mock does.
protocol Greeter: Sendable {
    func greet(_ name: String) -> String
}

struct Polite: Greeter {
    func greet(_ name: String) -> String { "Good day, \(name)" }
}

struct Casual: Greeter {
    func greet(_ name: String) -> String { "Hi \(name)" }
}

final class GreeterMock: Greeter, Mock, ForwardingMock, Sendable {
    let musterRecorder = CallRecorder(unstubbedCalls: .returnDefault)
    let musterForwarding = ForwardingTarget<any Greeter>()
    let greet = Member<String, String>("greet(_ name:)")

    func greet(_ name: String) -> String {
        call(greet, name, forwardingTo: musterForwarding.real) { $0.greet(name) }
    }
}

/// Pointing a mock at another real object, or at none, while other tasks call it.
@Suite struct RetargetingTests {
    @Test func aMockIsPointedAtAnotherObjectAndAtNone() {
        let greeter = GreeterMock()
        #expect(greeter.greet("Ann") == "")
        forwardCalls(of: greeter, to: Polite())
        #expect(greeter.greet("Ann") == "Good day, Ann")
        forwardCalls(of: greeter, to: Casual())
        #expect(greeter.greet("Ann") == "Hi Ann")
        given(greeter).greet("Bo").willReturn("stubbed")
        #expect(greeter.greet("Bo") == "stubbed")
        stopForwardingCalls(of: greeter)
        #expect(greeter.greet("Ann") == "")
        verify(greeter, times(4)).greet("Ann")
    }

    @Test func callsFromManyTasksWhileTheTargetChangesEachForwardToOneOfThem() async {
        let greeter = GreeterMock()
        forwardCalls(of: greeter, to: Polite())
        let answers = await withTaskGroup(of: Set<String>.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var seen = Set<String>()
                    for index in 0..<2_000 {
                        seen.insert(greeter.greet("Ann"))
                        if task == 0 {
                            if index.isMultiple(of: 2) {
                                forwardCalls(of: greeter, to: Casual())
                            } else {
                                forwardCalls(of: greeter, to: Polite())
                            }
                        }
                    }
                    return seen
                }
            }
            return await group.reduce(into: Set<String>()) { $0.formUnion($1) }
        }
        #expect(answers.isSubset(of: ["Good day, Ann", "Hi Ann"]))
        verify(greeter, times(16_000)).greet("Ann")
    }
}
