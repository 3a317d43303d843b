import Foundation
import Muster
import MusterNimble
import PropertyBased
import Testing
import MusterTestSupport

// Every public matcher, under its Hamcrest and its Nimble name, fed random and hostile inputs:
// matching and describing must end, in bounded time, without a crash, and a matcher must build
// its mismatch text only when it does not match. The property library prints the seed of a
// failing run; `@Test(.fixedSeed(…))` replays it.

/// Builds hostile values from a list of numbers, so that the property library can generate and
/// shrink them.
struct HostileInputs {
    private var codes: [Int]
    private var next = 0

    init(_ codes: [Int]) { self.codes = codes.isEmpty ? [0] : codes }

    private mutating func code() -> Int {
        defer { next += 1 }
        return codes[next % codes.count]
    }

    mutating func int() -> Int {
        let code = code()
        switch code % 6 {
        case 0: return .min
        case 1: return .max
        case 2: return 0
        default: return code - 5_000
        }
    }

    mutating func double() -> Double {
        let code = code()
        let special: [Double] = [
            .nan, -.nan, .infinity, -.infinity, -0.0, .leastNonzeroMagnitude,
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .ulpOfOne,
        ]
        return code % 3 == 0 ? special[code % special.count] : Double(code - 5_000) / 7
    }

    /// Scalars from every plane and kind: controls, combining marks, right-to-left text,
    /// emoji with joiners and modifiers, noncharacters, the private use areas, the last scalar.
    mutating func string() -> String {
        let count = code() % 3 == 0 ? 0 : code() % 24
        let pools: [ClosedRange<UInt32>] = [
            0x0...0x1F, 0x20...0x7E, 0x7F...0x9F, 0x300...0x36F, 0x590...0x6FF, 0x200B...0x200F,
            0x2028...0x202E, 0xFDD0...0xFDEF, 0xFE00...0xFE0F, 0xFFF9...0xFFFF,
            0x1F3FB...0x1F3FF, 0x1F468...0x1F469, 0x1F600...0x1F64F, 0xE000...0xF8FF,
            0xF0000...0xF0010, 0x10FFF0...0x10FFFF,
        ]
        var text = String.UnicodeScalarView()
        for _ in 0..<count {
            let pool = pools[code() % pools.count]
            let value = pool.lowerBound + UInt32(code()) % UInt32(pool.count)
            if let scalar = Unicode.Scalar(value) { text.append(scalar) }
            if code() % 5 == 0 { text.append("\u{200D}") }
        }
        let string = String(text)
        return code() % 17 == 0
            ? String(repeating: string.isEmpty ? "x" : string, count: 2_000) : string
    }

    mutating func ints() -> [Int] {
        switch code() % 8 {
        case 0: return []
        case 1: return Array(0..<20_000)
        case 2: return Array(repeating: int(), count: code() % 50)
        default: return (0..<(code() % 40)).map { _ in int() }
        }
    }

    mutating func strings() -> [String] { (0..<(code() % 8)).map { _ in string() } }

    mutating func dictionary() -> [String: Int] {
        var entries: [String: Int] = [:]
        for _ in 0..<(code() % 10) { entries[string()] = int() }
        return entries
    }

    mutating func nestedOptional() -> Int?? {
        switch code() % 3 {
        case 0: return .none
        case 1: return .some(.none)
        default: return .some(.some(int()))
        }
    }

    /// A pattern, often not a valid one.
    mutating func pattern() -> String {
        let patterns = ["(", "[a-", "*", "a{2,1}", "(?<", "\\", "a+", "^$", "[[:alpha:]]+", ""]
        return code() % 2 == 0 ? patterns[code() % patterns.count] : string()
    }
}

/// A node of a graph that may loop back on itself.
final class RingNode: Equatable, CustomStringConvertible {
    let name: String
    var next: RingNode?
    var children: [RingNode] = []

    init(_ name: String) { self.name = name }

    static func == (left: RingNode, right: RingNode) -> Bool { left === right }

    var description: String { "node \(name)" }

    /// A ring of `count` nodes, each also listing every other as a child.
    static func ring(_ count: Int) -> RingNode {
        let nodes = (0..<max(count, 1)).map { RingNode("n\($0)") }
        for (index, node) in nodes.enumerated() {
            node.next = nodes[(index + 1) % nodes.count]
            node.children = nodes
        }
        return nodes[0]
    }
}

/// A value that counts how often it is turned into text, to show that a matcher builds no text
/// while it matches, and builds it only once it is asked for.
struct CountedValue: Comparable, Hashable, CustomStringConvertible, Sendable {
    nonisolated(unsafe) static var renderings = 0
    static let lock = NSLock()

    let value: Int

    var description: String {
        Self.lock.withLock { Self.renderings += 1 }
        return "counted \(value)"
    }

    static func < (left: CountedValue, right: CountedValue) -> Bool { left.value < right.value }
}

/// The bound every check must finish within, which tells a hang from slowness: far above any
/// matcher's cost, even on a loaded machine (describing a mismatch among the children of a ring
/// of 46 nodes took 15 s beside three busy loops on 2 cores), far below CI's patience.
private let evaluationBound = Duration.seconds(60)

/// What the checks of one input found wrong, gathered on the thread that runs them.
final class TotalityProblems: @unchecked Sendable {
    /// The collector of the checks running now: the suite is serialized, and each input's checks
    /// run on one thread of their own.
    nonisolated(unsafe) static var current: TotalityProblems?

    var found: [String] = []

    /// Runs `checks` on a thread of its own and returns what they found wrong.
    static func gather(_ checks: @escaping @Sendable () -> Void) async -> [String] {
        await onAThreadOfItsOwn {
            let problems = TotalityProblems()
            current = problems
            checks()
            current = nil
            return problems.found
        }
    }

    static func note(_ problem: @autoclosure () -> String, if failed: Bool) {
        if failed { current?.found.append(problem()) }
    }
}

/// A property check whose every input's checks run on a thread of their own (see
/// ``onAThreadOfItsOwn(_:)``) and must find nothing wrong.
func checkTotality<Input, Value: Sendable>(
    count: Int, input: Generator<Value, some Sequence<Input>>,
    sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ checks: @escaping @Sendable (Value) -> Void
) async {
    await propertyCheck(
        count: count, input: input,
        perform: { value in
            let problems = await TotalityProblems.gather { checks(value) }
            #expect(problems == [], sourceLocation: sourceLocation)
        }, sourceLocation: sourceLocation)
}

/// `checkTotal(_:_:)` for each of `matchers`.
func checkTotal<T>(_ matchers: [Matcher<T>], _ value: T) {
    for matcher in matchers { checkTotal(matcher, value) }
}

/// Matches `value` and describes the outcome, checking that both end in bounded time, that a
/// match has no mismatch text, and that a mismatch has some.
func checkTotal<T>(_ matcher: Matcher<T>, _ value: T) {
    let clock = ContinuousClock()
    let start = clock.now
    let result = matcher.match(value)
    let matched = clock.now
    let description = matcher.description
    let mismatch = result.mismatchDescription
    let described = clock.now
    TotalityProblems.note("a matcher described itself as nothing", if: description.isEmpty)
    if result.isMatch {
        TotalityProblems.note(
            "\(description) matched but said \(mismatch ?? "")", if: mismatch != nil)
    } else {
        TotalityProblems.note("\(description) gave no mismatch", if: mismatch?.isEmpty != false)
    }
    TotalityProblems.note(
        "\(description): matching took too long", if: start.duration(to: matched) >= evaluationBound
    )
    TotalityProblems.note(
        "\(description): describing took too long",
        if: matched.duration(to: described) >= evaluationBound)
}

// Serialized, and each input's checks run on a thread of their own, so that the suite leaves the
// test run's shared threads to the tests that wait on clocks.
@Suite(.serialized) struct MatcherTotalityTests {
    static let codes = Gen.int(in: 0...10_000).array(of: 0...30)

    @Test func numbers() async {
        await checkTotality(count: 60, input: Self.codes) { codes in
            var inputs = HostileInputs(codes)
            let (actual, other) = (inputs.int(), inputs.int())
            let (low, high) = (min(actual, other), max(actual, other))
            let matchers: [Matcher<Int>] = [
                equalTo(other), equal(other), `is`(other), not(equalTo(other)), isNot(other),
                greaterThan(other), lessThan(other), greaterThanOrEqualTo(other),
                lessThanOrEqualTo(other), beGreaterThan(other), beLessThan(other),
                beGreaterThanOrEqualTo(other), beLessThanOrEqualTo(other), inRange(low...high),
                inInterval(low...high), beWithin(low...high), isIn([other, actual]),
                isOneOf(other, 0), anyOf(other, 1), allOf(greaterThan(other), lessThan(other)),
                satisfyAnyOf(equal(other), beLessThan(0)), satisfyAllOf(equal(other)),
                anything(), describedAs("a number like %0", equalTo(other), other),
                hasDescription(containsString("\(other)")), instanceOf(Int.self),
                isA(Int.self), beAKindOf(Int.self), beAnInstanceOf(Int.self),
                map({ $0 &* 2 }, equalTo(other)), equalTo(other) && greaterThan(low),
                equalTo(other) || lessThan(high),
            ]
            checkTotal(matchers, actual)
        }
    }

    @Test func floatingPoint() async {
        await checkTotality(count: 60, input: Self.codes) { codes in
            var inputs = HostileInputs(codes)
            let (actual, other) = (inputs.double(), inputs.double())
            let matchers: [Matcher<Double>] = [
                equalTo(other), equal(other), closeTo(other, abs(inputs.double())),
                beCloseTo(other), beCloseTo(other, within: inputs.double()), isNaN(),
                greaterThan(other), lessThanOrEqualTo(other), not(isNaN()),
                beGreaterThan(other),
            ]
            checkTotal(matchers, actual)
            checkTotal(beCloseTo([other, actual]), [actual, other])
        }
    }

    @Test func text() async {
        await checkTotality(count: 60, input: Self.codes) { codes in
            var inputs = HostileInputs(codes)
            let (actual, other) = (inputs.string(), inputs.string())
            let matchers: [Matcher<String>] = [
                equalTo(other), equal(other), containsString(other),
                containsStringIgnoringCase(other), startsWith(other), hasPrefix(other),
                beginWith(other), endsWith(other), hasSuffix(other), endWith(other),
                equalToIgnoringCase(other), equalToIgnoringWhitespace(other), isEmptyString(),
                isBlank(), hasLength(other.count), hasLength(greaterThan(3)), beEmpty(),
                contain(other), contain([other, actual]),
                stringContainsInOrder([other, actual]),
                containsStringsInOrder([actual, other]), matchesPattern(inputs.pattern()),
                matchesRegex(inputs.pattern()), containsMatch(inputs.pattern()),
                match(inputs.pattern()), hasDescription(other), greaterThan(other),
                isIn([other]), not(containsString(other)),
            ]
            checkTotal(matchers, actual)
        }
    }

    @Test func collections() async {
        await checkTotality(count: 25, input: Self.codes) { codes in
            var inputs = HostileInputs(codes)
            let (actual, other) = (inputs.ints(), inputs.ints())
            let item = inputs.int()
            let matchers: [Matcher<[Int]>] = [
                equalTo(other), equal(other), hasItem(item), hasItem(greaterThan(item)),
                hasItems(other.prefix(5).map { $0 }), contains(other),
                contains(Array(other.prefix(3))),
                containsInAnyOrder(other),
                containsInAnyOrder(other.prefix(8).map { greaterThan($0) }),
                containsInRelativeOrder(other), everyItem(greaterThan(item)), everyItem(item),
                allPass(lessThan(item)), allPass { $0 != item }, hasCount(other.count),
                haveCount(other.count), hasCountOf(other.count), isEmpty(), beEmpty(), empty(),
                onlyContains(other.prefix(4).map { equalTo($0) }), elementsEqual(other),
                beginWith(item), endWith(item), beginWith(prefix: other.prefix(3)),
                contain(item), contain(other.prefix(3).map { $0 }),
                containElementSatisfying { $0 == item }, hasItem(item, atIndex: item),
                hasDescription(containsString("1")), not(hasItem(item)),
            ]
            checkTotal(matchers, actual)
            checkTotal(hasItem("x"), inputs.strings())
            checkTotal(containsInAnyOrder(inputs.strings()), inputs.strings())
            checkTotal(equalTo(Set(other)), Set(actual))
            checkTotal(contain(item), Set(actual))
        }
    }

    @Test func dictionaries() async {
        await checkTotality(count: 60, input: Self.codes) { codes in
            var inputs = HostileInputs(codes)
            let (actual, other) = (inputs.dictionary(), inputs.dictionary())
            let key = inputs.string()
            let value = inputs.int()
            let matchers: [Matcher<[String: Int]>] = [
                equalTo(other), equal(other), hasEntry(key, value),
                hasEntry(key, greaterThan(value)),
                hasEntries(other), hasKey(key), hasKey(hasPrefix(key)), hasValue(value),
                hasValue(lessThan(value)), beEmpty(), hasCount(other.count),
            ]
            checkTotal(matchers, actual)
            let doubles: [Double: Int] = [.nan: 1, .infinity: 2, -0.0: 3]
            checkTotal(equalTo([.nan: 1]), doubles)
            checkTotal(hasKey(Double.nan), doubles)
        }
    }

    @Test func optionalsAndTruth() async {
        await checkTotality(count: 60, input: Self.codes) { codes in
            var inputs = HostileInputs(codes)
            let nested = inputs.nestedOptional()
            let flat = nested ?? nil
            let other = inputs.int()
            let matchers: [Matcher<Int?>] = [
                nilValue(), notNilValue(), beNil(), beTruthy(), beFalsy(), equal(other),
                present(), presentAnd(greaterThan(other)), not(nilValue()),
            ]
            checkTotal(matchers, flat)
            checkTotal(nilValue(), nested)
            checkTotal(equalTo(Int??.some(nil)), nested)
            checkTotal(beTruthy(), Bool?.none)
            let truth = other % 2 == 0
            for matcher: Matcher<Bool> in [
                isTrue(), isFalse(), beTrue(), beFalse(), equal(!truth),
            ] {
                checkTotal(matcher, truth)
            }
        }
    }

    /// Generated values of enums of every shape: a case matches itself and no other, and a
    /// payload matcher judges the payload, without a trap.
    @Test func enumCases() async {
        await checkTotality(count: 60, input: Self.codes) { codes in
            var inputs = HostileInputs(codes)
            let values: [TotalityShape] = [
                .empty, .dot(inputs.int()), .pair(inputs.string(), inputs.nestedOptional() ?? nil),
                .nested(.dot(inputs.int())), .failure(TotalityError(code: inputs.int())),
                .values(inputs.ints(), inputs.dictionary()),
            ]
            for (index, value) in values.enumerated() {
                for (other, candidate) in values.enumerated() {
                    let matcher = isCase(value)
                    checkTotal(matcher, candidate)
                    TotalityProblems.note(
                        "isCase(\(value)) judged \(candidate) wrongly",
                        if: matcher.matches(candidate) != (index == other))
                }
                let bound = inputs.int()
                checkTotal(isCase(TotalityShape.dot, with: greaterThan(bound)), value)
                checkTotal(isCase(TotalityShape.pair, with: anything(), nilValue()), value)
                checkTotal(isCase(TotalityShape.nested, with: isCase(TotalityShape.dot)), value)
                checkTotal(isCase(TotalityShape.values), value)
                checkTotal(Matcher<TotalityShape?>(unwrapping: isCase(value)), nil)
            }
        }
    }

    /// Generated nested values compared field by field under every option and mix of options:
    /// a value matches itself under each, and nothing traps.
    @Test func comparisonOptions() async {
        await checkTotality(count: 40, input: Self.codes) { codes in
            var inputs = HostileInputs(codes)
            // Lists of a few hundred: pairing elements in any order compares each with each,
            // which for 20,000 takes seconds, and is not what this test is about.
            func list() -> [Int] { Array(inputs.ints().prefix(300)) }
            func value() -> TotalityRecord {
                TotalityRecord(
                    number: inputs.double(), text: inputs.string(),
                    optional: inputs.nestedOptional() ?? nil,
                    shape: [TotalityShape.empty, .dot(inputs.int()), .pair(inputs.string(), nil)][
                        abs(inputs.int() % 3)],
                    list: list(), table: inputs.dictionary(),
                    inner: inputs.int() % 2 == 0
                        ? nil : TotalityRecord.Inner(name: inputs.string(), tags: list()))
            }
            let expected = value()
            let actual = value()
            let bound = inputs.double()
            let comparisons: [RecursiveComparison<TotalityRecord>] = [
                .fieldByField.comparingOnly(\.number, \.inner?.name, \.list),
                .fieldByField.comparingOnlyFields(named: "name", "tags"),
                .fieldByField.ignoringExpectedNils(),
                .fieldByField.checking(\.number, with: greaterThan(bound)),
                .fieldByField.checking(\.shape, with: isCase(TotalityShape.dot)),
                .fieldByField.checking(\.optional, with: nilValue()),
                .fieldByField.comparingEvery(Double.self) { closeTo($0, 0.5) },
                .fieldByField.comparingEvery(Int.self) { greaterThanOrEqualTo($0) },
                .fieldByField.ignoringOrder(at: \.list, \.inner?.tags),
                .fieldByField(ignoringFieldsNamed: ["text"], tolerance: 0.1)
                    .comparingOnly(\.inner, \.list).ignoringExpectedNils()
                    .comparingEvery(String.self) { equalToIgnoringCase($0) }
                    .ignoringOrder(at: \.list),
            ]
            for comparison in comparisons {
                checkTotal(equalTo(expected, comparing: comparison), actual)
                checkTotal(
                    equalTo([expected, actual], comparing: .fieldByField.ignoringExpectedNils()),
                    [actual])
            }
            // Options that keep a value's own comparison leave it equal to itself.
            let selfEqual: [RecursiveComparison<TotalityRecord>] = [
                .fieldByField.comparingOnly(\.list, \.inner?.name),
                .fieldByField.ignoringExpectedNils(), .fieldByField.ignoringOrder(at: \.list),
            ]
            for comparison in selfEqual where !expected.number.isNaN {
                TotalityProblems.note(
                    "\(expected) did not equal itself under \(comparison)",
                    if: !equalTo(expected, comparing: comparison).matches(expected))
            }
        }
    }

    @Test func cyclicGraphs() async {
        await checkTotality(count: 15, input: Gen.int(in: 1...60)) { size in
            let ring = RingNode.ring(size)
            let other = RingNode.ring(size)
            let matchers: [Matcher<RingNode>] = [
                equalTo(other), sameInstance(other), beIdenticalTo(other), be(other),
                hasProperty(\.next, equalTo(Optional(other))),
                hasProperty(\.children, hasItem(other)),
                hasProperty(\.children, containsInAnyOrder([other])), hasDescription("node"),
                instanceOf(RingNode.self), not(sameInstance(ring)),
            ]
            checkTotal(matchers, ring)
            checkTotal(equalTo([other, other]), [ring, ring])
            checkTotal(hasItem(other), ring.children)
        }
    }

    @Test func errorsAndResults() async {
        await checkTotality(count: 40, input: Self.codes) { codes in
            var inputs = HostileInputs(codes)
            struct Failed: Error, Equatable { let code: Int }
            let code = inputs.int()
            let outcome: Result<Int, any Error> =
                code % 2 == 0 ? .success(code) : .failure(Failed(code: code))
            let matchers: [Matcher<Int>] = [
                throwsError(), throwsError(Failed(code: code)), throwsError(Failed.self),
                throwsError(Failed.self, hasProperty(\.code, greaterThan(0))), throwError(),
                throwError(Failed(code: 1)),
            ]
            for matcher in matchers {
                let result = matcher.match(outcome: outcome)
                TotalityProblems.note(
                    "\(matcher) matched with mismatch text, or mismatched without",
                    if: result.isMatch != (result.mismatchDescription == nil))
            }
            let result: Result<Int, Failed> =
                code % 2 == 0 ? .success(code) : .failure(Failed(code: code))
            checkTotal(
                succeed(), code % 2 == 0 ? ToSucceedResult.succeeded : .failed(reason: "no"))
            checkTotal(beSuccess(), result)
            checkTotal(beFailure(), result)
        }
    }

    @Test func matchingBuildsNoTextAndAMismatchBuildsItOnce() async {
        await checkTotality(count: 40, input: Self.codes) { codes in
            var inputs = HostileInputs(codes)
            let actual = CountedValue(value: inputs.int() % 100)
            let other = CountedValue(value: inputs.int() % 100)
            let values = (0..<(codes.count)).map { CountedValue(value: $0 % 100) }
            let matchers: [Matcher<CountedValue>] = [
                equalTo(other), equal(other), greaterThan(other), lessThanOrEqualTo(other),
                isIn([other]), isOneOf(other), anyOf(other, actual), not(equalTo(other)),
                inRange(min(actual, other)...max(actual, other)),
            ]
            let collectionMatchers: [Matcher<[CountedValue]>] = [
                hasItem(other), contains(values), containsInAnyOrder(values.reversed()),
                everyItem(greaterThanOrEqualTo(other)), hasItems(other), contain(other),
                equalTo(values), beginWith(other), allPass(lessThan(other)),
            ]
            func check<T>(_ matcher: Matcher<T>, _ value: T) {
                CountedValue.renderings = 0
                let result = matcher.match(value)
                TotalityProblems.note(
                    "\(matcher) rendered a value while matching",
                    if: CountedValue.renderings != 0)
                guard !result.isMatch else { return }
                _ = result.mismatchDescription
                let once = CountedValue.renderings
                _ = result.mismatchDescription
                TotalityProblems.note(
                    "\(matcher) rendered differently twice",
                    if: CountedValue.renderings != 2 * once)
            }
            for matcher in matchers {
                check(matcher, actual)
            }
            for matcher in collectionMatchers {
                check(matcher, values)
            }
        }
    }
}

/// Enums of every shape for ``MatcherTotalityTests/enumCases()``: none `Equatable`.
private indirect enum TotalityShape {
    case empty
    case dot(Int)
    case pair(String, Int?)
    case nested(TotalityShape)
    case failure(any Error)
    case values([Int], [String: Int])
}

private struct TotalityError: Error { var code: Int }

/// A value of many shapes for ``MatcherTotalityTests/comparisonOptions()``: not `Equatable`.
private struct TotalityRecord {
    struct Inner {
        var name: String
        var tags: [Int]
    }
    var number: Double
    var text: String
    var optional: Int?
    var shape: TotalityShape
    var list: [Int]
    var table: [String: Int]
    var inner: Inner?
}
