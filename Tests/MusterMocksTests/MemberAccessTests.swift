import Foundation
import Muster
import MusterMocks
import Testing
import MusterTestSupport

/// A hand-written mock whose members take one optional argument.
private final class FeedMock: Mock, Sendable {
    let musterRecorder = CallRecorder()
    let changes = Member<Date?, [String]>("changes(since:)")
    let tag = Member<String?, Void>("tag(_:)")
    let search = Member<String?, Int?, [String]>("search(_:limit:)")
    let page = Member<Int, Date?, [String]>("page(_:before:)")
    func changes(since date: Date?) -> [String] { call(changes, date) }
    func tag(_ name: String?) { call(tag, name) }
    func search(_ text: String?, limit: Int?) -> [String] { call(search, text, limit) }
    func page(_ number: Int, before date: Date?) -> [String] { call(page, number, date) }
}

/// A hand-written mock's members, reached by name: an optional argument takes a matcher of the
/// optional or of the wrapped type, as an optional value does.
@Suite struct MemberAccessTests {
    private let feed = FeedMock()
    private let t0 = Date(timeIntervalSince1970: 1_000)

    @Test func aMatcherOfTheWrappedTypeVerifiesAnOptionalArgument() {
        _ = feed.changes(since: t0)
        _ = feed.changes(since: nil)
        verify(feed).changes(equalTo(t0))
        verify(feed).changes(greaterThan(Date(timeIntervalSince1970: 0)))
        verify(feed).changes(nilValue())
        verify(feed).changes(t0)
        verify(feed, times(2)).changes(anything())
        feed.tag("urgent")
        verify(feed).tag(startsWith("urg"))
        verify(feed).tag("urgent")
    }

    @Test func nilDoesNotSatisfyAMatcherOfTheWrappedType() {
        _ = feed.changes(since: nil)
        #expect(
            failureMessage { verify(feed).changes(greaterThan(t0)) } == """
                Expected FeedMock.changes(since: a value greater than 1970-01-01 00:16:40 +0000) \
                to be called once, but no call matched; the closest was:
                  changes(since: nil)
                """)
    }

    @Test func aMatcherOfTheWrappedTypeStubsAnOptionalArgument() {
        given(feed).changes(greaterThan(t0)).willReturn(["later"])
        given(feed).changes(nilValue()).willReturn(["all"])
        #expect(feed.changes(since: t0.addingTimeInterval(1)) == ["later"])
        #expect(feed.changes(since: nil) == ["all"])
        #expect(feed.changes(since: t0) == [])
    }

    @Test func twoArgumentsMixMatchersOfTheOptionalAndOfTheWrappedType() {
        _ = feed.search("milk", limit: nil)
        _ = feed.page(2, before: t0)
        verify(feed).search(startsWith("mi"), nilValue())
        verify(feed, never()).search(nilValue(), anything())
        verify(feed).search(anything(), anything())
        verify(feed).search("milk", nil)
        verify(feed).page(2, equalTo(t0))
        verify(feed).page(greaterThan(1), lessThan(t0.addingTimeInterval(1)))
        verify(feed).page(2, t0)
        #expect(
            failureMessage { verify(feed).search(startsWith("mi"), greaterThan(5)) } == """
                Expected FeedMock.search(a string starting with "mi", limit: a value greater \
                than 5) to be called once, but no call matched; the closest was call 1:
                  search("milk", limit: nil)
                    argument 2 (limit): was nil
                the other call received was:
                  2. page(2, before: 1970-01-01 00:16:40 +0000)
                """)
    }

    @Test func twoArgumentsStubWithMatchersOfTheWrappedType() {
        given(feed).search(startsWith("mi"), greaterThan(5)).willReturn(["milk"])
        given(feed).page(anything(), nilValue()).willReturn(["first"])
        #expect(feed.search("milk", limit: 10) == ["milk"])
        #expect(feed.search("milk", limit: nil) == [])
        #expect(feed.page(1, before: nil) == ["first"])
    }
}
