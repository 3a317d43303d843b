/// The values every case works on, built at run time from a seed so that the optimizer cannot
/// fold a comparison into a constant. Equal arrays are built separately, so that they never
/// share storage: `==` on two arrays that share a buffer answers without reading it.
public struct Inputs: Sendable {
    /// How many `Int` assertions one run of the `Int` case makes.
    public static let intCount = 1_000

    /// `intCount` values, and an equal copy.
    public let ints: [Int]
    public let intsCopy: [Int]

    /// Two equal 10,000-element arrays.
    public let array10k: [Int]
    public let array10kCopy: [Int]

    /// 100,000 non-negative values, and the last of them, the worst case for a search.
    public let array100k: [Int]
    public let needle: Int

    /// Two 100,000-element arrays that differ in one element, in the middle.
    public let failingActual: [Int]
    public let failingExpected: [Int]

    /// A permutation of 0..<1,000 (and 0..<10,000), and the values in order.
    public let shuffled1k: [Int]
    public let ordered1k: [Int]
    public let shuffled10k: [Int]
    public let ordered10k: [Int]

    /// Two equal arrays of 10,000 readings, a struct of 10 fields and no `==`.
    public let readings: [Reading]
    public let readingsCopy: [Reading]
    /// The same readings in another order.
    public let readingsShuffled: [Reading]

    /// The controller every mock call pushes: one for the process, so that the mocks recorded
    /// once for the verification cases pushed the same instance as any `Inputs` holds.
    public let viewController: ViewController

    /// Creates the inputs; the same seed gives the same values.
    ///
    /// ```swift
    /// let inputs = Inputs(seed: CommandLine.arguments.count)
    /// ```
    public init(seed: Int) {
        var generator = SplitMix(state: UInt64(truncatingIfNeeded: seed) &+ 0x5EED)
        ints = (0..<Self.intCount).map { _ in Int(truncatingIfNeeded: generator.next()) }
        intsCopy = ints.map { $0 }
        array10k = (0..<10_000).map { $0 &* seed }
        array10kCopy = (0..<10_000).map { $0 &* seed }
        array100k = (0..<100_000).map { $0 + seed }
        needle = 99_999 + seed
        failingActual = (0..<100_000).map { $0 &* seed }
        var expected = (0..<100_000).map { $0 &* seed }
        expected[50_000] = -1
        failingExpected = expected
        ordered1k = Array(0..<1_000)
        shuffled1k = ordered1k.shuffled(using: &generator)
        ordered10k = Array(0..<10_000)
        shuffled10k = ordered10k.shuffled(using: &generator)
        viewController = ViewController.shared
        readings = (0..<10_000).map { Reading(index: $0, seed: seed) }
        readingsCopy = (0..<10_000).map { Reading(index: $0, seed: seed) }
        readingsShuffled = readingsCopy.shuffled(using: &generator)
    }
}

/// A struct of 10 fields of the kinds a test compares, with no `==`.
public struct Reading: Sendable {
    public var id: Int
    public var sensor: String
    public var value: Double
    public var low: Double
    public var high: Double
    public var takenAt: Double
    public var unit: String
    public var note: String?
    public var flagged: Bool
    public var samples: Int

    init(index: Int, seed: Int) {
        id = index &* seed
        sensor = "sensor-\(index % 16)"
        value = Double(index) / 7
        low = Double(index) / 9
        high = Double(index) / 5
        takenAt = 1_000_000 + Double(index)
        unit = index % 2 == 0 ? "°C" : "hPa"
        note = index % 3 == 0 ? nil : "ok"
        flagged = index % 5 == 0
        samples = index % 100
    }
}

/// A small, fast, seedable generator, so that runs are repeatable.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
