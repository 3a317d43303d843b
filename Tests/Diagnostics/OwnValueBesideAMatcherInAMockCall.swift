// expect-error: to mix a value of your own type with matchers, write equalTo(value) around it
import Foundation
import MusterMockable
import MusterMocks

struct Message: Equatable { var text: String }

@Mockable
protocol Transport {
    func send(_ message: Message, expiresAt: Date?)
}

func check(_ transport: TransportMock, _ sent: Message) {
    verify(transport).send(sent, expiresAt: nilValue())
    given(transport).send(sent, expiresAt: nilValue()).willDoNothing()
}
