import Foundation
import Testing

@testable import Muster
@testable import MusterMatchers
import MusterTestSupport

/// Snapshots kept in files beside the test: compared field by field, as JSON or as text,
/// written only by the recording switch, and each call given a file of its own.
@Suite struct AssertSnapshotTests {
    struct Item: Encodable {
        let sku: String
        let price: Double
    }

    struct Order: Encodable {
        let id: Int
        let items: [Item]
        let note: String?
    }

    let order = Order(
        id: 42, items: [Item(sku: "A-1", price: 8.0), Item(sku: "B-2", price: 3.5)], note: nil)
    let orderText = """
        Order(
          id: 42
          items: [
            [0]: Item(
              sku: "A-1"
              price: 8.0
            )
            [1]: Item(
              sku: "B-2"
              price: 3.5
            )
          ]
          note: nil
        )

        """

    /// A test file in a folder of its own, whose snapshots go under that folder.
    struct Folder {
        let fixture: SourceFixture

        init() throws { fixture = try SourceFixture("// the tests\n") }

        var snapshots: String {
            URL(filePath: fixture.path).deletingLastPathComponent().path
                + "/__Snapshots__/ReportTests/"
        }

        func contents(_ name: String) -> String? {
            try? String(contentsOfFile: snapshots + name, encoding: .utf8)
        }

        func store(_ text: String, as name: String) throws {
            try FileManager.default.createDirectory(
                atPath: snapshots, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(filePath: snapshots + name))
        }

        /// Checks `value` as a call at `line` of `function` in the folder's test file would.
        func check<Value>(
            _ value: @autoclosure () throws -> Value, as format: SnapshotFormat<Value> = .dump,
            named name: String? = nil, function: StaticString = "checkout()", line: UInt = 10,
            recording: Bool = false
        ) -> [String] {
            func assert() {
                assertSnapshot(
                    of: try value(), as: format, named: name, fileID: "AppTests/ReportTests.swift",
                    file: fixture.staticPath, function: function, line: line, column: 5)
            }
            return failureMessages {
                RecordingScope.$current.withValue(recording, operation: assert)
            }
        }
    }

    @Test func aMissingSnapshotFailsAndIsWrittenOnlyByTheSwitch() throws {
        let folder = try Folder()
        #expect(
            folder.check(order) == [
                "Expected a snapshot at __Snapshots__/ReportTests/checkout.txt, but there is none; run the test with MUSTER_RECORD=1 to record it"
            ])
        #expect(folder.contents("checkout.txt") == nil)
        #expect(
            folder.check(order, recording: true) == [
                "Expected a snapshot at __Snapshots__/ReportTests/checkout.txt, but there was none, so the value was recorded there; run the test again"
            ])
        #expect(folder.contents("checkout.txt") == orderText)
        #expect(folder.check(order) == [])
        #expect(folder.check(order, recording: true) == [])
    }

    @Test func aMismatchNamesThePathWhereTheValueDiffers() throws {
        let folder = try Folder()
        try folder.store(orderText, as: "checkout.txt")
        let changed = Order(
            id: 42, items: [Item(sku: "A-1", price: 8.0), Item(sku: "B-2", price: 12.0)],
            note: "gift")
        #expect(
            folder.check(changed) == [
                """
                Expected the value to match its snapshot __Snapshots__/ReportTests/checkout.txt, but it differed at .items[1].price, .note:
                  .items[1].price: expected 3.5, was 12.0
                  .note: expected nil, was "gift"
                """
            ])
        #expect(folder.contents("checkout.txt") == orderText)
    }

    @Test func theFailureCarriesBothCompleteTextsAndTheirWholeDifference() throws {
        let folder = try Folder()
        let many = (0..<100).map { Item(sku: "\($0)", price: 1) }
        try folder.store(StructuralDump.text(of: many), as: "checkout.txt")
        let failures = captureFailures {
            RecordingScope.$current.withValue(false) {
                assertSnapshot(
                    of: many.map { Item(sku: $0.sku, price: 2) },
                    fileID: "AppTests/ReportTests.swift",
                    file: folder.fixture.staticPath, function: "checkout()", line: 10, column: 5)
            }
        }
        let failure = try #require(failures.first)
        #expect(failure.message.utf8.count <= 4_096)
        #expect(failure.message.hasSuffix("… and 80 more differences"))
        #expect(failure.fullExpected == StructuralDump.text(of: many))
        #expect(
            failure.fullDifference?.components(separatedBy: "expected 1.0, was 2.0").count == 101)
    }

    @Test func recordingRewritesASnapshotThatDiffers() throws {
        let folder = try Folder()
        try folder.store("Order(\n  id: 1\n)\n", as: "checkout.txt")
        #expect(
            folder.check(order, recording: true) == [
                "Expected the value to match its snapshot __Snapshots__/ReportTests/checkout.txt, but it did not, so the value was recorded in its place; run the test again"
            ])
        #expect(folder.contents("checkout.txt") == orderText)
    }

    @Test func aSnapshotChangedSinceTheTestsWereBuiltIsNotRecordedOver() throws {
        // A path written in this binary, as `#filePath` is; its snapshot written after it was
        // built.
        let path: StaticString = "/tmp/muster-snapshot-changed-since-built/ReportTests.swift"
        let snapshot =
            "/tmp/muster-snapshot-changed-since-built/__Snapshots__/ReportTests/checkout.txt"
        try FileManager.default.createDirectory(
            atPath: URL(filePath: snapshot).deletingLastPathComponent().path,
            withIntermediateDirectories: true)
        try Data("3\n".utf8).write(to: URL(filePath: snapshot))
        let messages = failureMessages {
            RecordingScope.$current.withValue(true) {
                assertSnapshot(
                    of: 4, fileID: "AppTests/ReportTests.swift", file: path,
                    function: "checkout()", line: 3, column: 5)
            }
        }
        #expect(
            messages == [
                "Expected the value to match its snapshot __Snapshots__/ReportTests/checkout.txt, but it did not, and it could not be recorded: its snapshot changed since the tests were built; build and run them again to record"
            ])
        #expect(try String(contentsOfFile: snapshot, encoding: .utf8) == "3\n")
    }

    @Test func jsonIsComparedAsADocumentWhateverItsSpacingAndOrder() throws {
        let folder = try Folder()
        #expect(folder.check(order, as: .json, named: "request", recording: true).count == 1)
        #expect(
            folder.contents("checkout.request.json") == """
                {
                  "id" : 42,
                  "items" : [
                    {
                      "price" : 8,
                      "sku" : "A-1"
                    },
                    {
                      "price" : 3.5,
                      "sku" : "B-2"
                    }
                  ]
                }

                """)
        try folder.store(
            #"{"items": [{"sku": "A-1", "price": 8.0}, {"sku": "B-2", "price": 3.5}], "id": 42}"#,
            as: "checkout.request.json")
        #expect(folder.check(order, as: .json, named: "request") == [])
        let changed = Order(id: 43, items: order.items, note: nil)
        #expect(
            folder.check(changed, as: .json, named: "request") == [
                "Expected the value to match its snapshot __Snapshots__/ReportTests/checkout.request.json, but $.id: expected 42, was 43"
            ])
    }

    @Test func aStringIsKeptAsItsTextAndComparedByLine() throws {
        let folder = try Folder()
        try folder.store("Total: 8\nItems: 2\n", as: "checkout.txt")
        #expect(folder.check("Total: 8\nItems: 2") == [])
        #expect(
            folder.check("Total: 8\nItems: 3") == [
                """
                Expected the value to match its snapshot __Snapshots__/ReportTests/checkout.txt, but it differed at line 2, column 8:
                  expected: Items: 2
                  actual:   Items: 3
                                   ^
                  (- expected, + actual)
                    Total: 8
                  - Items: 2
                  + Items: 3
                """
            ])
        try folder.store("", as: "empty.txt")
        #expect(folder.check("", function: "empty()", line: 20) == [])
        #expect(
            folder.check([Int](), named: "list", function: "empty()", line: 21, recording: true)
                .count == 1)
        #expect(folder.contents("empty.list.txt") == "[]\n")
    }

    @Test func aFileWithWindowsLineEndsMatches() throws {
        let folder = try Folder()
        try folder.store(orderText.replacingOccurrences(of: "\n", with: "\r\n"), as: "checkout.txt")
        #expect(folder.check(order) == [])
    }

    @Test func twoCallsOfOneTestNeedNamesAndANameIsMadeSafeForAFile() throws {
        let folder = try Folder()
        try folder.store("1\n", as: "checkout.txt")
        #expect(folder.check(1, line: 10) == [])
        #expect(folder.check(1, line: 10) == [])
        #expect(
            folder.check(2, line: 11) == [
                "Expected a snapshot file of its own, but __Snapshots__/ReportTests/checkout.txt is the snapshot of the call at line 10; give each call its own name (named:)"
            ])
        #expect(folder.check(2, named: "A/B: c", line: 11, recording: true).count == 1)
        #expect(folder.contents("checkout.A_B__c.txt") == "2\n")
    }

    @Test(arguments: [1, 2])
    func aParameterizedTestNamesEachCasesSnapshot(number: Int) throws {
        let folder = try Folder()
        #expect(
            folder.check(number, function: "cases(number:)") == [
                #"Expected a name for each case's snapshot, but this parameterized test gave none, so its cases would share __Snapshots__/ReportTests/cases.txt; name it from the case's arguments (named: "\(argument)")"#
            ])
        #expect(
            folder.check(number, named: "\(number)", function: "cases(number:)", recording: true)
                .count == 1)
        #expect(folder.contents("cases.\(number).txt") == "\(number)\n")
    }

    @Test func aValueThatThrowsOrCannotBeEncodedIsReported() throws {
        struct Broken: Error {}
        struct Unencodable: Encodable {
            func encode(to encoder: any Encoder) throws { throw Broken() }
        }
        let folder = try Folder()
        #expect(
            folder.check(try { () throws -> Int in throw Broken() }()) == [
                "Expected a value to snapshot, but threw error Broken()"
            ])
        #expect(
            folder.check(Unencodable(), as: .json) == [
                "Expected a value to snapshot as JSON, but encoding it threw error Broken()"
            ])
    }

    @Test func anInlineSnapshotWritesAValueOverLinesWithDump() throws {
        #expect(
            failureMessages {
                assertInlineSnapshot(
                    Item(sku: "A-1", price: 8.0), as: .dump,
                    matches: "Item(\n  sku: \"A-1\"\n  price: 8.0\n)")
            } == [])
        #expect(
            failureMessages {
                RecordingScope.$current.withValue(false) {
                    assertInlineSnapshot(
                        Item(sku: "A-1", price: 9.0), as: .dump,
                        matches: "Item(\n  sku: \"A-1\"\n  price: 8.0\n)")
                }
            } == [
                "Expected the value to match its inline snapshot, but it differed at .price: expected 8.0, was 9.0"
            ])
        let fixture = try SourceFixture(
            "func check() {\n    assertInlineSnapshot(item, as: .dump)\n}\n")
        let site = fixture.site(line: 2)
        _ = failureMessages {
            RecordingScope.$current.withValue(true) {
                assertInlineSnapshot(
                    Item(sku: "A-1", price: 8.0), as: .dump, fileID: "AppTests/ReportTests.swift",
                    file: fixture.staticPath, line: site.line, column: site.column)
            }
        }
        #expect(
            fixture.text == """
                func check() {
                    assertInlineSnapshot(item, as: .dump, matches: #\"""
                        Item(
                          sku: "A-1"
                          price: 8.0
                        )
                        \"""#)
                }

                """)
    }
}
