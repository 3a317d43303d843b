import MusterMocks
import Testing
import MusterTestSupport

@Suite struct MemberTests {
    @Test func describesItsSignature() {
        #expect(Member<Int, Void>("push(_ vc:)").description == "push(_ vc:)")
        #expect(Member<Int>("count").description == "count")
        #expect(Member<Int, Void>(setterOf: "count").description == "count (set)")
        #expect(Member<Int, Void>("load(_:)", overload: "Int").signature == "load(_:)")
    }

    @Test func writesCallsWithLabels() {
        let mock = ShapesMock()
        mock.volume = 3
        _ = mock.volume
        mock.draw(1, 2)
        mock.move(to: 5)
        mock.noArguments()
        #expect(
            mock.musterRecorder.calls.map(\.description) == [
                "volume = 3", "volume", "draw(1, 2)", "move(to: 5)", "noArguments()",
            ])
    }

    @Test func namesArguments() {
        let mock = ShapesMock()
        mock.draw(1, 2)
        mock.volume = 3
        mock.move(to: 5)
        let messages = failureMessages {
            verify(mock).draw(0, 0)
            verify(mock).setVolume(4)
            verify(mock).move(6)
        }
        #expect(messages.count == 3)
        #expect(messages[0].contains("\n    argument 1: was 1\n    argument 2: was 2\n"))
        #expect(messages[1].hasPrefix("Expected ShapesMock.volume = 4 to be called once"))
        // One argument: the call shows it, and its `was` line would say it again.
        #expect(messages[1].contains("closest was call 2:\n  volume = 3\nthe other calls"))
        #expect(messages[2].contains("closest was call 3:\n  move(to: 5)\nthe other calls"))
    }

    @Test func overloadsAreKeptApart() {
        let mock = ShapesMock()
        mock.load(3)
        mock.load("3")
        verify(mock).loadNumber(3)
        verify(mock).loadText("3")
        #expect(
            failureMessage { verify(mock).loadNumber(4) }.contains(
                "the closest was call 1:\n  load(3)\nthe other call"
            ))
    }
}

final class ShapesMock: Mock, Sendable {
    let musterRecorder = CallRecorder()
    let getVolume = Member<Int>("volume")
    let setVolume = Member<Int, Void>(setterOf: "volume")
    let draw = Member<Int, Int, Void>("draw(_:_:)")
    let move = Member<Int, Void>("move(to:)")
    let noArgumentsCall = Member<Void>("noArguments()")
    let loadNumber = Member<Int, Void>("load(_:)", overload: "Int")
    let loadText = Member<String, Void>("load(_:)", overload: "String")

    var volume: Int {
        get { call(getVolume) }
        set { call(setVolume, newValue) }
    }
    func draw(_ x: Int, _ y: Int) { call(draw, x, y) }
    func move(to position: Int) { call(move, position) }
    func noArguments() { call(noArgumentsCall) }
    func load(_ number: Int) { call(loadNumber, number) }
    func load(_ text: String) { call(loadText, text) }
}
