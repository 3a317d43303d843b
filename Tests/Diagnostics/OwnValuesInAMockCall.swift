// expect-no-error
import Foundation
import MusterMockable
import MusterMocks

struct Message: Equatable { var text: String }

@Mockable
protocol Transport {
    func send(_ message: Message, expiresAt: Date?)
    func retry(_ message: Message, after seconds: Int) -> Bool
}

func check(_ transport: TransportMock, _ sent: Message, _ date: Date) {
    verify(transport).send(sent, expiresAt: date)
    verify(transport).send(sent, expiresAt: nil)
    verify(transport).send(equalTo(sent), expiresAt: nilValue())
    verify(transport).send(anything(), expiresAt: anything())
    verify(transport).retry(sent, after: 3)
    verify(transport).retry(equalTo(sent), after: greaterThan(2))
    given(transport).retry(sent, after: 3).willReturn(true)
    given(transport).retry(anything(), after: 3).willReturn(true)
    given(transport).send(sent, expiresAt: date).willDoNothing()
}
