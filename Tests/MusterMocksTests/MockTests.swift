import Muster
import MusterMocks
import Testing
import MusterTestSupport

@Suite struct MockTests {
    @Test func unstubbedCallsReturnDefaults() async throws {
        let repository = RepositoryMock()
        #expect(repository.names() == [])
        #expect(repository.score(of: User(id: 1, name: "Joe"), in: 1) == 0)
        #expect(try repository.load("a") == 0)
        repository.save(User(id: 1, name: "Joe"))
        #expect(repository.musterRecorder.calls.count == 4)
    }

    @Test func anUnstubbedThrowingCallWithoutADefaultFailsAndThrows() async {
        let repository = RepositoryMock()
        var thrown: (any Error)?
        let failures = await captureFailures {
            do { _ = try await repository.fetch(id: 3) } catch { thrown = error }
        }
        #expect(thrown as? UnstubbedCallError == UnstubbedCallError(call: "fetch(id: 3)"))
        #expect(
            failures.map(\.message) == [
                "Expected RepositoryMock.fetch(id: 3) to be stubbed, but it was not, and User has no default value; "
                    + "stub it: given(repository).fetch(id: 3).willReturn(…)"
            ])
        #expect(failures.map(\.site) == [repository.musterRecorder.site])
        #expect("\(thrown.map { "\($0)" } ?? "")" == "no stub for fetch(id: 3)")
    }

    @Test func aStrictMockFailsEveryUnstubbedCall() {
        let repository = RepositoryMock(name: "repository", unstubbedCalls: .fail)
        let messages = failureMessages {
            repository.save(User(id: 1, name: "Joe"))
            #expect(repository.names() == [])
        }
        #expect(
            messages == [
                #"Expected repository.save(User(id: 1, name: "Joe")) to be stubbed, but it was not, "#
                    + "and this mock fails calls that are not stubbed; stub it: "
                    + #"given(repository).save(User(id: 1, name: "Joe")).willDoNothing()"#,
                "Expected repository.names() to be stubbed, but it was not, and this mock fails calls "
                    + "that are not stubbed; stub it: given(repository).names().willReturn(…)",
            ])
        given(repository).namesCall().willReturn(["a"])
        #expect(failureMessages { _ = repository.names() } == [])
    }

    @Test func aStrictMockWithoutADefaultReportsOnce() async {
        let repository = RepositoryMock(unstubbedCalls: .fail)
        let failures = await captureFailures { _ = try? await repository.fetch(id: 1) }
        #expect(
            failures.map(\.message) == [
                "Expected RepositoryMock.fetch(id: 1) to be stubbed, but it was not, and this mock "
                    + "fails calls that are not stubbed; stub it: "
                    + "given(repository).fetch(id: 1).willReturn(…)"
            ])
    }

    @Test func customDefaultValues() {
        let mock = ThemeSourceMock()
        #expect(mock.currentTheme() == .light)
    }

    @Test func callsKeepTheirArguments() {
        let repository = RepositoryMock()
        _ = repository.score(of: User(id: 1, name: "Joe"), in: 4)
        repository.save(User(id: 2, name: "Ann"))
        _ = repository.names()
        let calls = repository.musterRecorder.calls
        #expect(
            calls.map(\.signature) == ["score(of user:in season:)", "save(_ user:)", "names()"])
        #expect(calls[0].arguments.count == 2)
        #expect(calls[0].arguments.last as? Int == 4)
        #expect(calls[1].arguments.first as? User == User(id: 2, name: "Ann"))
        #expect(calls[2].arguments.isEmpty)
        #expect(
            calls.map(\.description) == [
                #"score(of: User(id: 1, name: "Joe"), in: 4)"#, #"save(User(id: 2, name: "Ann"))"#,
                "names()",
            ])
    }

    @Test func removingCallsForgetsThem() {
        let repository = RepositoryMock()
        repository.save(User(id: 2, name: "Ann"))
        repository.musterRecorder.removeAllCalls()
        #expect(repository.musterRecorder.calls.isEmpty)
        verifyNoInteractions(repository)
    }

    @Test func anUnstubbedCallWithNothingToReturnStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            ignoreTestRunnersInThisProcess()
            _ = RepositoryMock().lookUp("Joe")
        }
    }

    /// The process stops, so the runner may never print the recorded issue: standard error
    /// says what to write.
    @Test func beforeStoppingItSaysHowToStubTheCall() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                ignoreTestRunnersInThisProcess()
                _ = RepositoryMock().lookUp("Joe")
            })
        let text = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(text.contains(#"stub it: given(repository).lookUp("Joe").willReturn(…)"#))
    }

    @Test func aNamedMockIsStubbedByItsName() async throws {
        let store = RepositoryMock(name: "store")
        let failures = await captureFailures {
            await #expect(throws: UnstubbedCallError.self) { try await store.fetch(id: 3) }
        }
        #expect(
            failures.map(\.message) == [
                "Expected store.fetch(id: 3) to be stubbed, but it was not, and User has no "
                    + "default value; stub it: given(store).fetch(id: 3).willReturn(…)"
            ])
    }
}

/// Types of an app's own with no `DefaultMockValue`, whose conformances make a default.
enum Weekday: CaseIterable { case monday, tuesday }
struct Tags: ExpressibleByArrayLiteral, Equatable {
    var tags: [String]
    init(arrayLiteral tags: String...) { self.tags = tags }
}
struct Headers: ExpressibleByDictionaryLiteral, Equatable {
    var fields: [String: String]
    init(dictionaryLiteral fields: (String, String)...) {
        self.fields = Dictionary(uniqueKeysWithValues: fields)
    }
}
struct Slug: ExpressibleByStringLiteral, Equatable {
    var text: String
    init(stringLiteral text: String) { self.text = text }
}
struct Cents: AdditiveArithmetic {
    var value: Int
    static let zero = Cents(value: 0)
    static func + (lhs: Cents, rhs: Cents) -> Cents { Cents(value: lhs.value + rhs.value) }
    static func - (lhs: Cents, rhs: Cents) -> Cents { Cents(value: lhs.value - rhs.value) }
}
struct Flag: ExpressibleByBooleanLiteral, Equatable {
    var isOn: Bool
    init(booleanLiteral isOn: Bool) { self.isOn = isOn }
}
struct Maybe: ExpressibleByNilLiteral, Equatable {
    init(nilLiteral: ()) {}
}
struct Level: ExpressibleByIntegerLiteral, Equatable {
    var value: Int
    init(integerLiteral value: Int) { self.value = value }
}

final class SettingsMock: Mock, Sendable {
    let musterRecorder = CallRecorder()
    let weekday = Member<Weekday>("weekday()")
    let tags = Member<Tags>("tags()")
    let headers = Member<Headers>("headers()")
    let slug = Member<Slug>("slug()")
    let cents = Member<Cents>("cents()")
    let flag = Member<Flag>("flag()")
    let maybe = Member<Maybe>("maybe()")
    let level = Member<Level>("level()")
    let weekdays = Member<[Weekday]?>("weekdays()")
}

@Suite struct LiteralDefaultTests {
    @Test func anUnstubbedCallReturnsWhatTheTypesConformancesMakeOfNothing() {
        let mock = SettingsMock()
        let failures = captureFailures {
            #expect(mock.call(mock.weekday) == .monday)
            #expect(mock.call(mock.tags) == [])
            #expect(mock.call(mock.headers) == [:])
            #expect(mock.call(mock.slug) == "")
            #expect(mock.call(mock.cents) == .zero)
            #expect(mock.call(mock.flag) == false)
            #expect(mock.call(mock.maybe) == nil)
            #expect(mock.call(mock.level) == 0)
            #expect(mock.call(mock.weekdays) == nil)
        }
        #expect(failures == [])
    }
}

enum Theme: DefaultMockValue {
    case light, dark
    static var defaultMockValue: Theme { .light }
}

final class ThemeSourceMock: Mock, Sendable {
    let musterRecorder = CallRecorder()
    let currentThemeCall = Member<Theme>("currentTheme()")
    func currentTheme() -> Theme { call(currentThemeCall) }
}
