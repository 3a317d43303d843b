import Foundation
import MusterMockWriter
import MusterMocks
import Testing
import XCTest

/// Mocks of protocols with several parents, as the mock generator writes them (in
/// Devices.generated.swift, from Devices.swift): the first parent's mock is built on, the
/// others' requirements come from their `MockRecording`, `MockVerifying` and `MockStubbing`
/// protocols, and a parent reached twice (`Ticker`, through `Waker` and `Lamp`) is one.
@Suite struct SeveralParentsTests {
    enum TuneError: Error, Equatable { case noSignal }

    @Test func theGeneratedFileIsWhatTheGeneratorWritesNow() throws {
        let folder = URL(filePath: #filePath).deletingLastPathComponent()
        let source = try String(
            contentsOf: folder.appending(path: "Devices.swift"), encoding: .utf8)
        let committed = try String(
            contentsOf: folder.appending(path: "Devices.generated.swift"), encoding: .utf8)
        let written = MockFileGenerator.mocks(in: .init(path: "Devices.swift", text: source))
        #expect(written.problems == [])
        let mocks = try #require(committed.components(separatedBy: "import MusterMocks\n\n").last)
        #expect(mocks == written.mocks.joined(separator: "\n\n") + "\n")
    }

    @Test func everyParentsRequirementsAreRecordedStubbedAndVerified() async throws {
        let device = BedsideRadioMock()
        given(device).now().willReturn(7)
        given(device).ring(at: 7).willReturn(true)
        given(device).wake().willReturn("up ")
        given(device).station.willReturn("FM ")
        given(device)[2].willReturn("news")
        given(device).tune(anything()).willThrow(TuneError.noSignal)
        await #expect(throws: TuneError.noSignal) { try await morning(device) }
        given(device).tune("jazz").willReturn(())

        #expect(try await morning(device) == "up FM news")

        verify(device, times(2)).tune("jazz")
        verify(device).glow(closeTo(0.5, 0.01))
        verify(device).ring(at: 7)
        verify(device).now()
        verify(device).snoozes.get()
        verify(device).snoozes.set(1)
        verify(device)[1].set("news")
        verify(device)[2].get()
        verify(device).station.get()
        verify(device).wake()
        verifyNoMoreInteractions(device)
    }

    @Test func aSecondParentsStaticMembersAreItsMocksOwn() {
        withStaticMockRecorders {
            given(TunerMock.statics).brand.willReturn("Acme")
            #expect(BedsideRadioMock.brand == "Acme")
            verify(TunerMock.statics).brand.get()
        }
    }

    @Test func aSecondParentsMismatchNamesTheMockAndTheCalls() {
        let device = BedsideRadioMock(name: "radio")
        device.glow(0.2)
        #expect(
            failureMessage { verify(device).glow(0.5) } == """
                Expected radio.glow(0.5) to be called once, but no call matched; the closest was:
                  glow(0.2)
                """)
    }
}

/// The same mock under XCTest.
final class SeveralParentsXCTests: XCTestCase {
    func testASecondParentsMembersAreStubbedAndVerified() {
        let device = BedsideRadioMock()
        given(device).station.willReturn("FM")
        XCTAssertEqual(device.station, "FM")
        verify(device).station.get()
        verifyNoMoreInteractions(device)
    }
}
