// Protocols with several parents, whose mocks the mock generator writes into
// Devices.generated.swift (`SeveralParentsTests` checks that file is current): `@Mockable`
// cannot write them, since a peer macro cannot write the extensions they take.

/// @mockable
protocol Ticker: Sendable {
    func now() -> Int
}

/// @mockable
protocol Waker: Ticker {
    func ring(at time: Int) -> Bool
    var snoozes: Int { get set }
}

/// @mockable
protocol Tuner: Sendable {
    var station: String { get }
    subscript(preset: Int) -> String { get set }
    func tune(_ station: String) async throws
    static var brand: String { get }
}

/// @mockable
protocol Lamp: Ticker {
    func glow(_ level: Double)
}

/// Three parents, two of which inherit from `Ticker`.
/// @mockable
protocol BedsideRadio: Waker, Tuner, Lamp {
    func wake() -> String
}

/// What an app does with a bedside radio, through the protocol.
func morning(_ device: any BedsideRadio) async throws -> String {
    var device = device
    try await device.tune("jazz")
    device.glow(0.5)
    _ = device.ring(at: device.now())
    device.snoozes += 1
    device[1] = "news"
    return device.wake() + device.station + device[2]
}

/// Not marked: a protocol from elsewhere, whose mock's parts a test target writes by hand.
protocol Labelled: Sendable {
    var label: String { get }
}

/// A second parent written by hand: the mock takes `label` from `LabelledMockRecording`,
/// `LabelledMockVerifying` and `LabelledMockStubbing`, in `HandWrittenParent.swift`.
/// @mockable
protocol LabelledTicker: Ticker, Labelled {
    func reset()
}
