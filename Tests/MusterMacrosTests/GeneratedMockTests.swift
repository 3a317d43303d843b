import Foundation
import MusterMockable
import MusterMocks
import Testing

struct Track: Equatable, Sendable, Codable {
    let title: String
}

extension Track: MatcherConvertible {}

enum PlayerError: Error, Equatable {
    case busy
}

protocol Scheduling {}
struct ImmediateScheduler: Scheduling {}

@Mockable
protocol Player: Sendable {
    func play(_ track: Track, from offset: Double)
    func play(_ tracks: [Track])
    func queue(_ titles: String...)
    func load(named name: String) async throws -> Track
    func next() throws(PlayerError) -> Track?
    func decode<T: Decodable>(_ data: Data, as type: T.Type) -> T
    func remember<T: Equatable>(_ value: T)
    func run(_ work: @escaping @Sendable () -> Void, on scheduler: some Scheduling)
    @discardableResult func stop() -> Bool
    var volume: Int { get set }
    var current: Track? { get }
    var library: [Track] { get async throws }
    static func make(named name: String) -> Int
    static var instances: Int { get }
}

@Mockable
protocol Counter: Actor {
    func add(_ amount: Int)
    func total() -> Int
    var name: String { get }
}

@Mockable
protocol Duplicating {
    func duplicate() -> Self
    func maybeDuplicate() -> Self?
}

@Mockable
@MainActor
protocol Screen {
    var title: String { get }
    func appear() async
}

@Mockable
protocol ScreenDelegate: AnyObject {
    func screenDidClose(_ id: Int)
}

@Mockable
protocol Shape {
    init(size: Int)
    init?(named name: String) throws
    var size: Int { get }
}

enum ShapeError: Error, Equatable { case unnamed }

@Mockable
protocol Tally {
    func increment(_ value: inout Int)
    func clamp(_ value: inout Int, to limit: Int) -> Bool
}

@Mockable
protocol Grid {
    subscript(key: String) -> Int? { get set }
    subscript(row: Int, column: Int) -> Double { get }
}

@Mockable
protocol Runner {
    func run(times: Int, _ body: () throws -> Void) rethrows
    func transform(_ value: Int, _ body: (Int) throws -> Int) rethrows -> Int
}

@Mockable
protocol Store {
    associatedtype Item: Equatable
    func save(_ item: Item)
    func all() -> [Item]
}

protocol Named {
    var name: String { get }
}

@Mockable
protocol Greeter: Named {
    func greet() -> String
}

// The hand-written base classes of a protocol that is not @Mockable, which the mock of a
// @Mockable protocol inheriting from it builds on.
class NamedMockBase: MockBase, Named, @unchecked Sendable {
    private let nameGetter = Member<String>("name")
    var name: String { call(nameGetter) }
}

class NamedMockVerifierBase: MockVerifierBase {
    var name: ReadOnlyPropertyVerification<String> {
        ReadOnlyPropertyVerification(getter: Member("name"), verification: musterVerification)
    }
}

class NamedMockStubberBase: MockStubberBase {
    var name: ReadOnlyPropertyStub<String, Never> {
        ReadOnlyPropertyStub(stubbing: musterStubbing, getter: Member("name"), failure: Never.self)
    }
}

// Inheritance two levels deep, each level @Mockable.
@Mockable
protocol Clock: Sendable {
    func now() -> Int
}

@Mockable
protocol Alarm: Clock {
    func ring(at time: Int) -> Bool
    var snoozes: Int { get set }
}

@Mockable
protocol SmartAlarm: Alarm {
    func learn(_ habit: String) async throws -> Int
}

/// Optional parameters, checked with matchers of their wrapped types as optional values are.
@Mockable
protocol ChangeFeed: Sendable {
    func changes(since date: Date?, limit: Int?) -> [String]
    func mark(_ tag: Optional<String>)
    func search(_ text: String?, in folder: String?, limit: Int?) -> [String]
}

@Suite struct OptionalArgumentTests {
    let feed = ChangeFeedMock()
    let t0 = Date(timeIntervalSince1970: 1_000)

    @Test func aMatcherOfTheWrappedTypeVerifiesAnOptionalArgument() {
        _ = feed.changes(since: t0, limit: nil)
        verify(feed).changes(since: equalTo(t0), limit: nilValue())
        verify(feed).changes(since: greaterThan(Date(timeIntervalSince1970: 0)), limit: anything())
        verify(feed).changes(since: t0, limit: nil)
        verify(feed, never()).changes(since: nilValue(), limit: anything())
    }

    @Test func nilDoesNotSatisfyAMatcherOfTheWrappedType() {
        _ = feed.changes(since: nil, limit: 5)
        #expect(
            failureMessage { verify(feed).changes(since: greaterThan(t0), limit: 5) } == """
                Expected ChangeFeedMock.changes(since: a value greater than \
                1970-01-01 00:16:40 +0000, limit: 5) to be called once, but no call matched; \
                the closest was:
                  changes(since: nil, limit: 5)
                    argument 1 (date): was nil
                """)
        // `anything()` takes in `nil`, whichever form carries it.
        verify(feed).changes(since: anything(), limit: greaterThan(4))
    }

    @Test func aMatcherOfTheWrappedTypeStubsAnOptionalArgument() {
        given(feed).changes(since: greaterThan(t0), limit: anything()).willReturn(["later"])
        given(feed).changes(since: nilValue(), limit: anything()).willReturn(["all"])
        #expect(feed.changes(since: t0.addingTimeInterval(1), limit: nil) == ["later"])
        #expect(feed.changes(since: nil, limit: nil) == ["all"])
    }

    @Test func threeOptionalParametersMixBothKindsOfMatcher() {
        _ = feed.search("milk", in: nil, limit: 10)
        verify(feed).search(startsWith("mi"), in: nilValue(), limit: greaterThan(5))
        verify(feed, never()).search(nilValue(), in: anything(), limit: anything())
        verify(feed).search(anything(), in: nilValue(), limit: 10)
        verify(feed).search("milk", in: nil, limit: 10)
    }

    @Test func optionalSpelledAsAGenericTypeToo() {
        feed.mark("urgent")
        feed.mark(nil)
        verify(feed).mark(startsWith("urg"))
        verify(feed).mark(nilValue())
        verify(feed, times(2)).mark(anything())
    }
}

@Suite struct GeneratedMockTests {
    let player = PlayerMock()
    let song = Track(title: "Song")

    @Test func verifiesWithTheProtocolsLabels() {
        player.play(song, from: 1.5)
        verify(player).play(song, from: 1.5)
        verify(player).play(hasProperty(\.title, named: "title", "Song"), from: anything())
        #expect(
            failureMessage { verify(player).play(song, from: 2.0) } == """
                Expected PlayerMock.play(Track(title: "Song"), from: 2.0) to be called once, but \
                no call matched; the closest was:
                  play(Track(title: "Song"), from: 1.5)
                    argument 2 (offset): was 1.5
                """)
    }

    @Test func overloadsAreSeparateMembers() {
        player.play([song])
        verify(player).play([song])
        verify(player, never()).play(anything(), from: anything())
    }

    @Test func variadicArgumentsAreRecordedAsAnArray() {
        player.queue("a", "b")
        verify(player).queue(["a", "b"])
        #expect(player.musterRecorder.calls.map(\.description) == [#"queue(["a", "b"])"#])
    }

    @Test func asyncThrowingMethods() async throws {
        given(player).load(named: "Song").willReturn(song)
        given(player).load(named: "Noise").willThrow(PlayerError.busy)
        #expect(try await player.load(named: "Song") == song)
        await #expect(throws: PlayerError.busy) { try await player.load(named: "Noise") }
        verify(player, times(2)).load(named: anything())
        verify(player, outcome: .threw(PlayerError.busy)).load(named: "Noise")
        verify(player, outcome: .returned).load(named: "Song")
        #expect(
            stubs(of: player).map(\.description) == [
                "PlayerMock.load(named: \"Song\") returns \(ValueRenderer.render(song)); answered 1 call",
                "PlayerMock.load(named: \"Noise\") throws PlayerError.busy; answered 1 call",
            ])
        #expect(captureFailures { verifyNoUnusedStubs(player) }.isEmpty)
    }

    @Test func typedThrows() throws {
        given(player).next().willReturn(song).thenThrow(.busy)
        #expect(try player.next() == song)
        #expect(throws: PlayerError.busy) { try player.next() }
        verify(player, times(1), outcome: .threw(PlayerError.self)).next()
        #expect(
            captureFailures { verify(player, times(2), outcome: .threw).next() }.map(\.message) == [
                """
                Expected PlayerMock.next() to be called 2 times, throwing, but 1 of its 2 calls with those arguments did:
                  1. next(), which returned
                  2. next(), which threw PlayerError.busy
                """
            ])
    }

    @Test func unstubbedOptionalReturnsNil() throws {
        #expect(try player.next() == nil)
    }

    @Test func genericMethods() {
        let data = Data("{}".utf8)
        given(player).decode(anything(), as: Track.self).willReturn(song)
        #expect(player.decode(data, as: Track.self) == song)
        verify(player).decode(data, as: Track.self)
        player.remember(3)
        verify(player).remember(3)
        #expect(
            failureMessage { verify(player).decode(anything(), as: String.self) } == """
                Expected PlayerMock.decode(anything, as: String.self) to be called once, but no \
                call matched; the closest was call 1:
                  decode(2 bytes: 7b 7d, as: Track)
                    argument 2 (type): was Track (Track.Type)
                the other call received was:
                  2. remember(3)
                """)
    }

    @Test func closuresAndOpaqueParameters() {
        given(player).run(anything(), on: anything()).willAnswer { work, _ in work() }
        let ran = Ran()
        player.run({ ran.mark() }, on: ImmediateScheduler())
        #expect(ran.count == 1)
        verify(player).run(anything(), on: instanceOf(ImmediateScheduler.self))
    }

    @Test func discardableResults() {
        player.stop()
        verify(player).stop()
    }

    @Test func properties() async throws {
        player.volume = 4
        given(player).volume.willReturn(7)
        #expect(player.volume == 7)
        verify(player).volume.set(4)
        verify(player).volume.get()
        #expect(player.current == nil)
        verify(player).current.get()
        given(player).library.willReturn([song])
        #expect(try await player.library == [song])
        #expect(
            failureMessage { verify(player).volume.set(5) }.hasPrefix(
                """
                Expected PlayerMock.volume = 5 to be called once, but no call matched; the \
                closest was call 1:
                  volume = 4
                the other calls received were:
                """))
    }

    @Test func propertiesAreStubbedAsTheyAreVerified() throws {
        given(player).volume.get().willReturn(9)
        #expect(player.volume == 9)
        let loud = Ran()
        given(player).volume.set(greaterThan(10)).willAnswer { _ in loud.mark() }
        player.volume = 11
        player.volume = 5
        #expect(loud.count == 1)
        given(player).volume.set(3).willAnswer { _ in loud.mark() }
        player.volume = 3
        #expect(loud.count == 2)
        given(player).current.get().willReturn(song)
        #expect(player.current == song)
        given(player).current.willAnswer { nil }
        #expect(player.current == nil)
        verify(player, times(2)).current.get()
        verify(player).volume.set(11)
    }

    @Test func staticMembers() {
        given(PlayerMock.statics).make(named: "a").willReturn(3)
        #expect(PlayerMock.make(named: "a") == 3)
        verify(PlayerMock.statics, atLeastOnce()).make(named: "a")
        _ = PlayerMock.instances
        verify(PlayerMock.statics, atLeastOnce()).instances.get()
    }

    @Test func associatedTypesBecomeGenericParameters() {
        let store = StoreMock<String>()
        given(store).all().willReturn(["a"])
        store.save("b")
        #expect(store.all() == ["a"])
        verify(store).save("b")
        verifyInOrder {
            verify(store).save("b")
            verify(store).all()
        }
        verifyNoMoreInteractions(store)
    }

    @Test func sendableMocksAcrossTasks() async {
        let player = self.player
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<4 {
                group.addTask { player.queue("\(index)") }
            }
        }
        verify(player, times(4)).queue(anything())
    }

    @Test func eventuallyWaitsForCallsFromAnotherTask() async {
        let (player, song) = (self.player, self.song)
        Task.detached {
            try? await Task.sleep(for: .milliseconds(20))
            player.play(song, from: 0)
            player.volume = 3
        }
        let failures = await captureFailures {
            await eventually(timeout: .seconds(30)) {
                verify(player).play(song, from: 0)
                verify(player).volume.set(3)
            }
        }
        #expect(failures.map(\.message) == [])
    }

    @Test func eventuallyFailsWithTheGeneratedVerifiersMessages() async {
        player.volume = 2
        let failures = await captureFailures {
            await eventually(timeout: .zero) {
                verify(player).play(song, from: 2.0)
                verify(player).volume.set(3)
            }
        }
        #expect(
            failures.map(\.message) == [
                """
                Expected eventually PlayerMock.play(Track(title: "Song"), from: 2.0) to be called \
                once, but after 0.0 s (1 check) it was not called; the calls received were:
                  1. volume = 2
                """,
                """
                Expected eventually PlayerMock.volume = 3 to be called once, but after 0.0 s \
                (1 check) no call matched; the closest was:
                  volume = 2
                """,
            ])
    }

    @Test func aMocksOwnFailuresAreReportedWhereTheTestCreatedIt() {
        let line: UInt = #line + 1
        let strict = PlayerMock(unstubbedCalls: .fail)
        let failures = captureFailures { strict.stop() }
        #expect(failures.map(\.site.line) == [line])
        #expect(
            failures.map { "\($0.site.fileID)" } == ["MusterMacrosTests/GeneratedMockTests.swift"])
    }

    @Test func inheritedRequirementsWrittenByHand() {
        let greeter = GreeterMock()
        given(greeter).name.willReturn("Ann")
        given(greeter).greet().willReturn("Hello")
        #expect(greeter.name == "Ann")
        #expect(greeter.greet() == "Hello")
        verify(greeter).name.get()
        verify(greeter).greet()
    }

    @Test func inheritedRequirementsTwoLevelsDeep() async throws {
        let alarm = SmartAlarmMock()
        given(alarm).now().willReturn(7)
        given(alarm).ring(at: greaterThan(5)).willReturn(true)
        given(alarm).snoozes.willReturn(2)
        given(alarm).learn("early").willAnswer { habit in
            try await Task.sleep(for: .milliseconds(1))
            return habit.count
        }

        #expect(alarm.now() == 7)
        #expect(alarm.ring(at: 6))
        #expect(!alarm.ring(at: 4))
        alarm.snoozes = alarm.snoozes + 1
        #expect(try await alarm.learn("early") == 5)

        verify(alarm).now()
        verify(alarm, times(2)).ring(at: anything())
        verify(alarm).snoozes.get()
        verify(alarm).snoozes.set(3)
        verify(alarm).learn(startsWith("ear"))
        verifyNoMoreInteractions(alarm)
        #expect(
            failureMessage { verify(alarm).ring(at: 9) } == """
                Expected SmartAlarmMock.ring(at: 9) to be called once, but no call matched; \
                the closest was call 2:
                  ring(at: 6)
                the other calls received were:
                  1. now()
                  3. ring(at: 4)
                  4. snoozes
                  5. snoozes = 3
                  6. learn("early")
                """)
    }

    @Test func aMockOfAnInheritedProtocolStandsInForItsParents() {
        let alarm = SmartAlarmMock()
        let clock: any Clock = alarm
        given(alarm).now().willReturn(12)
        #expect(clock.now() == 12)
        verify(alarm).now()
    }

    @Test func namedAndStrictMocks() {
        let strict = PlayerMock(name: "player", unstubbedCalls: .fail)
        #expect(
            failureMessage { strict.queue("a") }
                == #"Expected player.queue(["a"]) to be stubbed, but it was not, and this mock fails calls that are not stubbed; stub it: given(player).queue(["a"]).willDoNothing()"#
        )
    }

    /// The advice names the mock as the line that made it does, and stubs a member that
    /// returns nothing with `willDoNothing()`, which does what it says.
    @Test func theAdviceNamesTheVariableTheTestAssignedTheMockTo() {
        let jukebox = PlayerMock(unstubbedCalls: .fail)
        let radio =
            PlayerMock(unstubbedCalls: .fail)
        #expect(
            captureFailures {
                jukebox.queue("a")
                _ = radio.stop()
            }.map(\.message) == [
                #"Expected PlayerMock.queue(["a"]) to be stubbed, but it was not, and this mock fails calls that are not stubbed; stub it: given(jukebox).queue(["a"]).willDoNothing()"#,
                "Expected PlayerMock.stop() to be stubbed, but it was not, and this mock fails calls that are not stubbed; stub it: given(radio).stop().willReturn(…)",
            ])
        // A mock made inside another expression is named after its type.
        let players = [PlayerMock(unstubbedCalls: .fail)]
        #expect(
            captureFailures { _ = players[0].stop() }.map(\.message) == [
                "Expected PlayerMock.stop() to be stubbed, but it was not, and this mock fails calls that are not stubbed; stub it: given(player).stop().willReturn(…)"
            ])
        given(jukebox).queue(["a"]).willDoNothing()
        #expect(captureFailures { jukebox.queue("a") }.isEmpty)
        verify(jukebox, times(2)).queue(["a"])
    }

    /// Under Swift Testing the call throws the runner's own error for a failure already
    /// recorded, so a test that lets it end the test shows one issue, not a second `Caught
    /// error`.
    @Test func anUnstubbedThrowingCallThatEndsTheTestIsOneIssue() async throws {
        let player = PlayerMock()
        let headlines = RecordedHeadlines()
        try await withKnownIssue {
            _ = try await player.load(named: "intro")
        } matching: { issue in
            headlines.append("\(issue.kind)")
            return true
        }
        #expect(
            headlines.all == [
                #"Expectation failed: Expected PlayerMock.load(named: "intro") to be stubbed, but it was not, and Track has no default value; stub it: given(player).load(named: "intro").willReturn(…), or make the mock with forwardingTo:"#
            ])
    }
}

/// The headlines of the issues one test saw; the test's matcher runs on one task at a time.
final class RecordedHeadlines: @unchecked Sendable {
    private let lock = NSLock()
    private var headlines: [String] = []
    var all: [String] { lock.withLock { headlines } }
    func append(_ headline: String) { lock.withLock { headlines.append(headline) } }
}

final class Ran: Sendable {
    private let counter = Mutexless()
    func mark() { counter.increment() }
    var count: Int { counter.value }
}

/// A tiny counter for one test; the test runs its closure on one thread.
final class Mutexless: @unchecked Sendable {
    private(set) var value = 0
    func increment() { value += 1 }
}

/// The messages of the failures `body` produces, captured instead of reported.
func failureMessage(_ body: () throws -> Void) rethrows -> String {
    let messages = try captureFailures(body).map(\.message)
    return messages.count == 1 ? messages[0] : "\(messages.count) failures: \(messages)"
}

@Suite struct AsyncAnswerTests {
    let player = PlayerMock()

    @Test func anAsyncMemberAwaitsItsAnswer() async throws {
        given(player).load(named: anything()).willAnswer { name in
            try await Task.sleep(for: .milliseconds(1))
            return Track(title: name.uppercased())
        }
        #expect(try await player.load(named: "song") == Track(title: "SONG"))
        given(player).load(named: "late").willReturn(Track(title: "a"))
            .thenAnswer { name in
                await Task.yield()
                throw PlayerError.busy
            }
        #expect(try await player.load(named: "late") == Track(title: "a"))
        await #expect(throws: PlayerError.busy) { try await player.load(named: "late") }
    }

    @Test func anAsyncMemberAwaitsTheClosureThatThrows() async {
        given(player).load(named: anything()).willThrow { _ in
            try await Task.sleep(for: .milliseconds(1))
            throw PlayerError.busy
        }
        await #expect(throws: PlayerError.busy) { try await player.load(named: "song") }
    }

    @Test func anAsyncPropertyAwaitsItsAnswer() async throws {
        given(player).library.willAnswer {
            await Task.yield()
            return [Track(title: "x")]
        }
        #expect(try await player.library == [Track(title: "x")])
    }

    @Test func anAsyncAnswerForAMemberThatIsNotAsyncIsReported() {
        given(player).next().willAnswer { () async throws(PlayerError) -> Track? in nil }
        let messages = captureFailures { _ = try? player.next() }.map(\.message)
        #expect(
            messages == [
                "Expected PlayerMock.next() to be answered without waiting, but it was stubbed "
                    + "with an answer that must be awaited, and it is not async"
            ])
    }
}

/// Static members recorded per test: each test of the suite has recorders of its own, so the
/// tests run in parallel and each sees exactly its own calls and stubs.
@Suite(.ownStaticMockRecorders) struct StaticMockRecordersTests {
    func makeMany(_ name: String, answer: Int) async {
        given(PlayerMock.statics).make(named: name).willReturn(answer)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<50 {
                group.addTask { #expect(PlayerMock.make(named: name) == answer) }
            }
        }
        verify(PlayerMock.statics, times(50)).make(named: anything())
        verifyNoMoreInteractions(PlayerMock.statics)
    }

    @Test func first() async { await makeMany("a", answer: 1) }
    @Test func second() async { await makeMany("b", answer: 2) }
    @Test func third() async { await makeMany("c", answer: 3) }

    @Test func aScopeStartsEmptyAndEndsWithItsBody() {
        _ = PlayerMock.make(named: "outer")
        withStaticMockRecorders {
            verify(PlayerMock.statics, never()).make(named: anything())
            _ = PlayerMock.make(named: "inner")
            verify(PlayerMock.statics).make(named: "inner")
        }
        verify(PlayerMock.statics).make(named: "outer")
        verify(PlayerMock.statics, never()).make(named: "inner")
    }
}

/// A `rethrows` method and non-escaping closure arguments: the mock records `<closure>` in the
/// closure's place, answers as a non-throwing member does, and never calls the closure.
@Suite struct RethrowingMockTests {
    @Test func recordsTheCallWithTheClosuresPlaceKept() {
        let runner = RunnerMock()
        runner.run(times: 3) {}
        verify(runner).run(times: 3, anything())
        #expect(
            failureMessage { verify(runner).run(times: 4, anything()) }.hasPrefix(
                "Expected RunnerMock.run(times: 4, anything) to be called once, but "))
        #expect(
            failureMessage { verify(runner).run(times: 4, anything()) }.contains(
                "run(times: 3, <closure>)"))
    }

    @Test func stubsAnswerWithoutThrowing() {
        let runner = RunnerMock()
        given(runner).transform(greaterThan(0), anything()).willReturn(42)
        #expect(runner.transform(1) { $0 * 2 } == 42)
        #expect(runner.transform(-1) { $0 * 2 } == 0)
    }
}

/// Protocols constrained to `Actor`, to `AnyObject` or to the main actor, and results of type
/// `Self`.
@Suite struct ConstrainedProtocolMockTests {
    @Test func anActorProtocolsMockIsAnActor() async {
        let counter = CounterMock(name: "counter")
        given(counter).total().willReturn(7)
        await counter.add(3)
        #expect(await counter.total() == 7)
        verify(counter).add(3)
        #expect(
            failureMessage { verify(counter).add(4) }.hasPrefix(
                "Expected counter.add(4) to be called once, but "))
    }

    @Test func aResultOfTypeSelfIsStubbedWithTheMock() {
        let original = DuplicatingMock()
        let copy = DuplicatingMock()
        given(original).duplicate().willReturn(copy)
        given(original).maybeDuplicate().willReturn(nil)
        #expect(original.duplicate() === copy)
        #expect(original.maybeDuplicate() == nil)
        verify(original).duplicate()
    }

    @MainActor @Test func aMainActorProtocolsMockIsUsedOnTheMainActor() async {
        let screen = ScreenMock()
        given(screen).title.willReturn("Notes")
        await screen.appear()
        #expect(screen.title == "Notes")
        verify(screen).appear()
    }

    @Test func aClassOnlyProtocolsMockIsAClass() {
        let delegate = ScreenDelegateMock()
        weak let held: (any ScreenDelegate)? = delegate
        held?.screenDidClose(2)
        verify(delegate).screenDidClose(2)
    }
}

/// Subscripts, read and written with argument matchers for their keys.
@Suite struct SubscriptMockTests {
    @Test func readsAndWritesAreStubbedAndVerifiedByKey() {
        let grid = GridMock()
        given(grid)["a"].willReturn(1)
        given(grid)[anything(), 2].willReturn(0.5)
        #expect(grid["a"] == 1)
        #expect(grid["b"] == nil)
        #expect(grid[7, 2] == 0.5)
        grid["a"] = 3
        verify(grid)["a"].get()
        verify(grid)["a"].set(3)
        verify(grid)[7, greaterThan(1)].get()
    }

    @Test func aFailedVerificationNamesTheSubscriptAndItsKeys() {
        let grid = GridMock()
        _ = grid["a"]
        #expect(
            failureMessage { verify(grid)["b"].get() }.hasPrefix(
                #"Expected GridMock.subscript("b") to be called once, but "#))
        #expect(failureMessage { verify(grid)["b"].get() }.contains(#"subscript("a")"#))
    }

    @Test func aWriteIsStubbedWithTheKeyAndTheNewValue() {
        let grid = GridMock()
        var written: [String: Int?] = [:]
        given(grid)[anything()].set(anything()).willAnswer { key, value in written[key] = value }
        grid["z"] = 9
        #expect(written == ["z": 9])
    }
}

/// `inout` arguments: recorded and matched as passed in; a stub may write a value back.
@Suite struct InoutArgumentMockTests {
    @Test func theValuePassedInIsRecordedAndLeftAsItWasUnlessAStubSetsIt() {
        let tally = TallyMock()
        var count = 1
        tally.increment(&count)
        #expect(count == 1)
        verify(tally).increment(1)
        verify(tally).increment(lessThan(2))
        #expect(
            failureMessage { verify(tally).increment(5) }.contains("increment(1)"))
    }

    @Test func aStubWritesTheValueBackAndAnswers() {
        let tally = TallyMock()
        given(tally).increment(anything()).willAnswer { value in value.value += 1 }
        given(tally).clamp(greaterThan(10), to: 10).willAnswer { value, limit in
            value.value = limit
            return true
        }
        var count = 1
        tally.increment(&count)
        tally.increment(&count)
        #expect(count == 3)
        var big = 40
        #expect(tally.clamp(&big, to: 10))
        #expect(big == 10)
        verify(tally).clamp(40, to: 10)
        verify(tally, times(2)).increment(anything())
    }
}

/// Initializer requirements: each call is recorded, verified and stubbed on the mock type's
/// `statics`, since it comes before the instance exists.
@Suite(.ownStaticMockRecorders) struct InitializerMockTests {
    func make<S: Shape>(_ type: S.Type, size: Int) -> S { S(size: size) }

    @Test func anInitializerCallIsRecordedOnTheMockType() {
        _ = make(ShapeMock.self, size: 3)
        verify(ShapeMock.statics).initializer(size: 3)
        #expect(
            failureMessage { verify(ShapeMock.statics).initializer(size: 4) }.contains(
                "init(size: 3)"))
    }

    @Test func aThrowingInitializerIsStubbed() throws {
        given(ShapeMock.statics).initializer(named: "").willThrow(ShapeError.unnamed)
        #expect(throws: ShapeError.unnamed) { _ = try ShapeMock(named: "") }
        #expect(try ShapeMock(named: "square") != nil)
        verify(ShapeMock.statics, times(2)).initializer(named: anything())
    }

    @Test func theMockIsStillMadeWithItsOwnInitializer() {
        let shape = ShapeMock(name: "shape")
        given(shape).size.willReturn(2)
        #expect(shape.size == 2)
        #expect(shape.mockName == "shape")
    }
}

/// Generic parameters that only a method's result names.
@Mockable
protocol Workshop {
    func make<T>() -> T
    func transaction<T>(_ body: () throws -> T) rethrows -> T
}

@Suite struct GenericResultOnlyTests {
    @Test func areStubbedByTheirResultAndVerifiedByTheirArguments() throws {
        let workshop = WorkshopMock()
        given(workshop).make().willReturn("chair")
        given(workshop).transaction(anything()).willReturn(12)
        let chair: String = workshop.make()
        let total: Int = workshop.transaction { 1 }
        #expect(chair == "chair")
        #expect(total == 12)
        verify(workshop).make()
        verify(workshop).transaction(anything())
        #expect(
            failureMessage { verify(workshop, times(2)).make() }
                == """
                Expected WorkshopMock.make() to be called 2 times, but it was called once:
                  1. make()
                """)
    }
}

/// A protocol that fixes its generic parent's associated types.
@Mockable
protocol Shelf<Item> {
    associatedtype Item
    func put(_ item: Item)
    func items() -> [Item]
}

@Mockable
protocol TrackShelf: Shelf where Item == Track {
    func newest() -> Track?
}

@Suite struct RefinedGenericParentTests {
    @Test func theMockBuildsOnTheParentsMockWithTheFixedTypes() {
        let shelf = TrackShelfMock()
        given(shelf).items().willReturn([Track(title: "a")])
        func titles(_ shelf: some Shelf<Track>) -> [String] { shelf.items().map(\.title) }
        #expect(titles(shelf) == ["a"])
        shelf.put(Track(title: "b"))
        verify(shelf).put(Track(title: "b"))
        verify(shelf).items()
        #expect(shelf.newest() == nil)
    }
}

/// Members named like the runtime's own: `recorder`, `call`, `mockName`.
@Mockable
protocol Studio {
    var recorder: String { get }
    var mockName: String { get }
    func call(_ number: String) -> Bool
}

@Suite struct MembersNamedLikeTheRuntimesTests {
    @Test func areRecordedStubbedAndVerifiedAsAnyOther() {
        let studio = StudioMock(name: "studio")
        given(studio).recorder.willReturn("tape")
        given(studio).mockName.willReturn("Mix")
        given(studio).call("555").willReturn(true)
        #expect(studio.recorder == "tape")
        #expect(studio.mockName == "Mix")
        #expect(studio.call("555"))
        verify(studio).recorder.get()
        verify(studio).call("555")
        #expect(
            failureMessage { verify(studio).call("556") }
                == """
                Expected studio.call("556") to be called once, but no call matched; the closest was \
                call 3:
                  call("555")
                the other calls received were:
                  1. recorder
                  2. mockName
                """)
    }
}

final class Page: @unchecked Sendable {
    var number = 0
}

/// Parameters passed `consuming`, `borrowing` and `sending`, a `sending` result, and an
/// autoclosure.
@Mockable
protocol Ledger {
    func log(_ message: @autoclosure () -> String)
    func take(_ entries: consuming [Int])
    func peek(_ entries: borrowing [Int]) -> Int
    func make() -> sending Page
    func put(_ page: sending Page)
}

@Suite struct OwnershipTests {
    @Test func argumentsPassedEveryWayAreRecorded() {
        let ledger = LedgerMock()
        let page = Page()
        given(ledger).make().willReturn(page)
        given(ledger).peek([1, 2]).willReturn(2)
        ledger.log("hello")
        ledger.take([3])
        #expect(ledger.peek([1, 2]) == 2)
        #expect(ledger.make() === page)
        ledger.put(Page())
        verify(ledger).log(anything())
        verify(ledger).take([3])
        verify(ledger).peek([1, 2])
        verify(ledger).put(anything())
        verify(ledger).make()
        verifyNoMoreInteractions(ledger)
    }
}

/// A protocol that refines the standard protocols a mock answers itself.
@Mockable
protocol Listing: Hashable, Identifiable, CustomStringConvertible where ID == Int {
    var title: String { get }
}

@Suite struct StandardParentsTests {
    @Test func theMockIsEqualToItselfHashedAsItselfAndNamedByItsName() {
        let first = ListingMock(name: "first")
        let second = ListingMock(name: "second")
        #expect(first == first)
        #expect(first != second)
        #expect(Set([first, second, first]).count == 2)
        #expect(first.description == "first")
        #expect("\(second)" == "second")
    }

    @Test func aFixedIDIsRecordedAndStubbed() {
        let listing = ListingMock()
        given(listing).id.willReturn(7)
        #expect(listing.id == 7)
        verify(listing).id.get()
        verifyNoMoreInteractions(listing)
    }
}

/// Properties whose type names `Self`.
@Mockable
protocol Folder: AnyObject {
    var parent: Self? { get }
    static var root: Self { get }
}

@Suite(.ownStaticMockRecorders) struct SelfTypedPropertyTests {
    @Test func areStubbedWithTheMockAndReadBackAsIt() {
        let folder = FolderMock()
        let parent = FolderMock()
        given(folder).parent.willReturn(parent)
        given(FolderMock.statics).root.willReturn(parent)
        #expect(folder.parent === parent)
        #expect(FolderMock.root === parent)
        verify(folder).parent.get()
        verify(FolderMock.statics).root.get()
    }
}

/// A keyword as a parameter's name, overloads that differ in their result alone, and a
/// generic subscript.
@Mockable
protocol Sketch {
    func draw(in: Int)
    func value() -> Int
    func value() -> String
    subscript<T>(key: String, as type: T.Type) -> T? { get }
}

@Suite struct SketchTests {
    @Test func everyShapeIsRecordedStubbedAndVerified() {
        let sketch = SketchMock()
        sketch.draw(in: 4)
        given(sketch).value().willReturn(3)
        given(sketch).value().willReturn("three")
        given(sketch)[anything(), as: Int.self].willReturn(5)
        let number: Int = sketch.value()
        let text: String = sketch.value()
        #expect(number == 3)
        #expect(text == "three")
        #expect(sketch["k", as: Int.self] == 5)
        verify(sketch).draw(in: 4)
        verify(sketch).value(returning: Int.self)
        verify(sketch).value(returning: String.self)
        verify(sketch)["k", as: Int.self].get()
        verifyNoMoreInteractions(sketch)
    }
}

/// A protocol of no isolation whose one member is main-actor isolated: its mock records the
/// call and forwards it on the main actor.
@Mockable
protocol ViewModelRefreshing {
    @MainActor func refresh() async
}

final class CountingRefresher: ViewModelRefreshing {
    @MainActor var count = 0
    @MainActor func refresh() async { count += 1 }
}

@Suite struct MainActorMemberTests {
    @MainActor @Test func aMainActorMemberIsRecordedAndForwarded() async {
        let real = CountingRefresher()
        let refreshing = ViewModelRefreshingMock(forwardingTo: real)
        await refreshing.refresh()
        #expect(real.count == 1)
        verify(refreshing).refresh()
    }

    @Test func aGeneratedMockInOrderWithNothingBetween() {
        let player = PlayerMock()
        player.play(Track(title: "A"), from: 0)
        player.queue("B")
        player.play([Track(title: "C")])
        #expect(
            failureMessage {
                verifyInOrder(.onlyConsecutive) {
                    verify(player).play(Track(title: "A"), from: 0)
                    verify(player).play([Track(title: "C")])
                }
            } == """
                Expected no other call between the calls verified in order, but call 2 came \
                between them; the calls in order were:
                  1. PlayerMock.play(Track(title: "A"), from: 0.0), verified
                  2. PlayerMock.queue(["B"])
                  3. PlayerMock.play([Track(title: "C")]), verified
                """)
    }

    @MainActor @Test func aGeneratedMocksCallResolvesAfterItsDelay() async throws {
        let player = PlayerMock()
        let clock = TestClock()
        given(player).load(named: "a").willReturn(Track(title: "A"), after: .seconds(5), on: clock)
        let loading = Task { try await player.load(named: "a") }
        await clock.advance(by: .seconds(5))
        #expect(try await loading.value == Track(title: "A"))
    }
}
