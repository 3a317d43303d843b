import Muster
import MusterMocks
import Testing
import MusterTestSupport

/// A mock whose one member takes arguments of every size and alignment, so that the matchers
/// read each from where the packed call keeps it.
private final class RecorderMock: Mock, @unchecked Sendable {
    let musterRecorder = CallRecorder()
    let log = Member<UInt8, Int64, Bool, String, Double?, [Int], Void>(
        "log(_ level:at:urgent:_ text:ratio:codes:)")
    let one = Member<Bool, Void>("one(_ flag:)")
    // Small enough to be kept in an `Any`'s own storage, where verification reads them.
    let two = Member<Int32, Bool, Void>("two(_ count:_ flag:)")

    func log(
        _ level: UInt8, at time: Int64, urgent: Bool, _ text: String, ratio: Double?, codes: [Int]
    ) {
        call(log, level, time, urgent, text, ratio, codes)
    }

    func one(_ flag: Bool) { call(one, flag) }

    func two(_ count: Int32, _ flag: Bool) { call(two, count, flag) }
}

@Suite struct ArgumentMatchersTests {
    private let mock = RecorderMock()

    @Test func eachArgumentIsReadWhereTheCallKeepsIt() {
        mock.log(7, at: -3, urgent: true, "disk", ratio: 0.5, codes: [1, 2])
        #expect(
            failureMessages {
                verify(mock).log(7, -3, true, "disk", 0.5, [1, 2])
                verify(mock).log(
                    lessThan(8), greaterThan(-4), true, startsWith("di"), notNilValue(), hasCount(2)
                )
            } == [])
    }

    @Test func eachDifferingArgumentIsNamed() {
        mock.log(7, at: -3, urgent: true, "disk", ratio: nil, codes: [])
        #expect(
            failureMessage { verify(mock).log(7, -4, true, "disk", 0.5, []) } == """
                Expected RecorderMock.log(7, at: -4, urgent: true, "disk", ratio: 0.5, codes: []) \
                to be called once, but no call matched; the closest was:
                  log(7, at: -3, urgent: true, "disk", ratio: nil, codes: [])
                    argument 2 (at): was -3
                    argument 5 (ratio): was nil
                """)
    }

    @Test func smallArgumentsAreReadWhereTheCallKeepsThem() {
        for index in 0..<3_000 { mock.two(Int32(index), index.isMultiple(of: 3)) }
        #expect(failureMessages { verify(mock, times(1_000)).two(anything(), true) } == [])
        #expect(failureMessages { verify(mock, times(1)).two(2_999, false) } == [])
        // The message is cut at its bound; its start names the closest call and its argument.
        let message = failureMessage { verify(mock).two(-1, true) }
        #expect(
            message.hasPrefix(
                """
                Expected RecorderMock.two(-1, true) to be called once, but no call matched; the \
                closest was call 1:
                  two(0, true)
                    argument 1 (count): was 0
                the other calls received were:
                  2. two(1, false)
                """))
    }

    @Test func aSingleArgumentIsNotWrapped() {
        mock.one(true)
        #expect(failureMessages { verify(mock).one(true) } == [])
        #expect(
            failureMessage { verify(mock).one(false) } == """
                Expected RecorderMock.one(false) to be called once, but no call matched; the \
                closest was:
                  one(true)
                """)
    }

    @Test func callsAcrossTheRecordersChunksAreCountedAndMarkedInOrder() {
        // More calls than one chunk of the recorder's log holds.
        for index in 0..<2_500 { mock.one(index % 4 == 0) }
        #expect(mock.musterRecorder.calls.count == 2_500)
        #expect(
            mock.musterRecorder.calls.map(\.sequence)
                == mock.musterRecorder.calls.map(\.sequence).sorted())
        #expect(failureMessages { verify(mock, times(625)).one(true) } == [])
        #expect(failureMessages { verify(mock, times(1_875)).one(false) } == [])
        verifyNoMoreInteractions(mock)
        mock.musterRecorder.removeAllCalls()
        mock.one(true)
        #expect(failureMessages { verify(mock).one(true) } == [])
    }

    @Test func anEnumArgumentIsCheckedByItsCase() {
        let states = StatesMock()
        states.report(.failed(reason: "disk full"))
        verify(states).report(isCase(SyncPhase.failed))
        verify(states).report(isCase(SyncPhase.failed, with: hasPrefix("disk")))
        #expect(
            failureMessage { verify(states).report(isCase(SyncPhase.idle)) } == """
                Expected StatesMock.report(the case .idle) to be called once, but no call \
                matched; the closest was:
                  report(.failed(reason: "disk full"))
                """)
    }
}

/// Not `Equatable`: matched by case.
private enum SyncPhase {
    case idle
    case failed(reason: String)
}

private final class StatesMock: Mock, Sendable {
    let musterRecorder = CallRecorder()
    let report = Member<SyncPhase, Void>("report(_:)")
    func report(_ phase: SyncPhase) { call(report, phase) }
}
