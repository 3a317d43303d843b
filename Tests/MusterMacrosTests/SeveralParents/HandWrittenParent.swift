import MusterMocks
import Testing

// What the Mocks article says to write for a protocol that is not marked and that a generated
// mock takes after its first parent: the three protocols the generator would write.

protocol LabelledMockRecording: Labelled, CallRecording, AnyObject, Sendable {}

extension LabelledMockRecording {
    var label: String { call(Member<String>("label")) }
}

protocol LabelledMockVerifying: MockVerifying {}

extension LabelledMockVerifying {
    var label: ReadOnlyPropertyVerification<String> {
        ReadOnlyPropertyVerification(getter: Member("label"), verification: musterVerification)
    }
}

protocol LabelledMockStubbing: MockStubbing {}

extension LabelledMockStubbing {
    var label: ReadOnlyPropertyStub<String, Never> {
        ReadOnlyPropertyStub(stubbing: musterStubbing, getter: Member("label"), failure: Never.self)
    }
}

@Suite struct HandWrittenParentTests {
    @Test func aSecondParentWrittenByHandIsRecordedStubbedAndVerified() {
        let ticker = LabelledTickerMock()
        given(ticker).label.willReturn("kitchen")
        given(ticker).now().willReturn(3)
        let labelled: any Labelled = ticker
        #expect(labelled.label == "kitchen")
        #expect(ticker.now() == 3)
        ticker.reset()
        verify(ticker).label.get()
        verify(ticker).now()
        verify(ticker).reset()
        verifyNoMoreInteractions(ticker)
    }
}
