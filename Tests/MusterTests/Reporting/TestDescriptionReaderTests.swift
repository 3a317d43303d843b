import Testing

@testable import Muster
@testable import MusterMatchers
import MusterTestSupport

/// A type's `testDescription`, Swift Testing's hook for test output, is how Muster shows it too;
/// ``MusterRenderable`` comes first.
@Suite struct TestDescriptionReaderTests {
    private struct Note: Equatable, CustomTestStringConvertible, CustomStringConvertible {
        var title: String
        var testDescription: String { "Note «\(title)»" }
        var description: String { "a note" }
    }

    private struct Price: Equatable, CustomTestStringConvertible, MusterRenderable {
        var cents: Int
        var testDescription: String { "\(cents) cents" }
        var musterRendering: String { "\(cents / 100).\(cents % 100) €" }
    }

    private enum SyncError: Error, CustomTestStringConvertible {
        case offline
        var testDescription: String { "the sync is offline" }
    }

    @Test func theMangledNameNamesTheReader() {
        let found = _typeByName(TestDescriptionReadingName.mangled)
        #expect(found.map(ObjectIdentifier.init) == ObjectIdentifier(TestDescriptionReader.self))
    }

    @Test func aValueIsShownByItsTestDescription() {
        #expect(
            failureMessage { assertThat(Note(title: "a"), equalTo(Note(title: "b"))) }
                == #"Expected Note «b», but was Note «a», which differed at .title: expected "b", was "a""#
        )
        #expect(ValueRenderer.render([Note(title: "x")]) == "[Note «x»]")
        let absent: Note? = nil
        #expect(
            failureMessage { assertThat(absent, equalTo(Note(title: "b"))) }
                == "Expected Note «b», but was nil")
    }

    @Test func musterRenderableComesFirst() {
        #expect(ValueRenderer.render(Price(cents: 150)) == "1.50 €")
    }

    @Test func anErrorIsShownByItsTestDescription() throws {
        func sync() throws -> Int { throw SyncError.offline }
        let message = try failureMessage { assertThat(try sync(), equalTo(1)) }
        #expect(message == "Expected 1, but threw error the sync is offline")
    }
}
