import Foundation
import Testing

@testable import Muster
@testable import MusterMatchers
import MusterTestSupport

/// Recording mode for the ordinary assertions: a failed equality's literal expected value is
/// rewritten to the actual value, in every form an equality is written, and anything else is
/// reported or left alone.
@Suite struct RecordExpectedValueTests {
    /// Runs `body` with recording on, and returns the messages of its failures.
    private func recording(_ body: () -> Void) -> [String] {
        failureMessages { RecordingScope.$current.withValue(true, operation: body) }
    }

    @Test func aPlainLiteralIsRewrittenToTheActualValue() throws {
        let fixture = try SourceFixture(
            """
            func check() {
                assertThat(count, 41)
                assertThat(name, "Ann")
                assertThat(price, 4.0)
                assertThat(isOpen, false)
            }

            """)
        let sites = (2...5).map { fixture.site(line: $0) }
        let messages = recording {
            assertThat(
                42, 41, fileID: "AppTests/ReportTests.swift", file: fixture.staticPath,
                line: sites[0].line, column: sites[0].column)
            assertThat(
                "Bo \"B\"\t", "Ann", fileID: "AppTests/ReportTests.swift", file: fixture.staticPath,
                line: sites[1].line, column: sites[1].column)
            assertThat(
                -4.5, 4.0, fileID: "AppTests/ReportTests.swift", file: fixture.staticPath,
                line: sites[2].line, column: sites[2].column)
            assertThat(
                true, false, fileID: "AppTests/ReportTests.swift", file: fixture.staticPath,
                line: sites[3].line, column: sites[3].column)
        }
        #expect(
            messages == [
                "Expected 41, but was 42 (recorded as the expected value; run the test again)",
                #"Expected "Ann", but was "Bo \"B\"\t" (recorded as the expected value; run the test again)"#,
                "Expected 4.0, but was -4.5 (recorded as the expected value; run the test again)",
                "Expected false, but was true (recorded as the expected value; run the test again)",
            ])
        #expect(
            fixture.text == #"""
                func check() {
                    assertThat(count, 42)
                    assertThat(name, "Bo \"B\"\t")
                    assertThat(price, -4.5)
                    assertThat(isOpen, true)
                }

                """#)
    }

    @Test func equalityMatchersAndExpectHaveTheirLiteralRewritten() throws {
        let fixture = try SourceFixture(
            """
            func check() {
                assertThat(title, equalTo("Draft"))
                expect(note.body).to(equal("one line"))
                expect(total)
                    .to(equalTo(3))
                assertThat(body, equalToJSON(#"{"total": 8.0}"#, .ignoring("$.id")))
            }

            """)
        let sites = [2, 3, 4, 6].map { fixture.site(line: $0) }
        func at(_ index: Int, _ body: (StaticString, StaticString, UInt, UInt) -> Void) {
            fixture.asserting(at: sites[index], body)
        }
        let messages = recording {
            at(0) {
                assertThat("Final", equalTo("Draft"), fileID: $0, file: $1, line: $2, column: $3)
            }
            at(1) {
                expect(fileID: $0, file: $1, line: $2, column: $3, "first\nsecond").to(
                    equal("one line"))
            }
            at(2) { expect(fileID: $0, file: $1, line: $2, column: $3, 4).to(equalTo(3)) }
            at(3) {
                assertThat(
                    #"{"id": 7, "total": 8.5, "lines": [1, 2]}"#,
                    equalToJSON(#"{"total": 8.0}"#, .ignoring("$.id")),
                    fileID: $0, file: $1, line: $2, column: $3)
            }
        }
        #expect(messages.count == 4)
        #expect(
            messages.allSatisfy {
                $0.hasSuffix("(recorded as the expected value; run the test again)")
            })
        #expect(
            fixture.text == ##"""
                func check() {
                    assertThat(title, equalTo("Final"))
                    expect(note.body).to(equal(#"""
                        first
                        second
                        """#))
                    expect(total)
                        .to(equalTo(4))
                    assertThat(body, equalToJSON(#"{"total": 8.5, "lines": [1, 2]}"#, .ignoring("$.id")))
                }

                """##)
    }

    @Test func expectAndRequireOnAClosureHaveTheirLiteralRewritten() async throws {
        let fixture = try SourceFixture(
            """
            func check() async throws {
                expect { try load() }.to(equal(0))
                await expect { await store.count }.to(equal(0))
                let value = try await require { await store.name }.to(equal(""))
                expect { "(" }.to(equalTo(")"))
            }

            """)
        let sites = (2...5).map { line in
            let site = fixture.site(line: line)
            let source = fixture.text.split(separator: "\n")[line - 1]
            let brace = source.utf8.firstIndex(of: UInt8(ascii: "{"))!
            return CallSite(
                fileID: site.fileID, filePath: site.filePath, line: site.line,
                column: UInt(source.utf8.distance(from: source.startIndex, to: brace) + 1))
        }
        let messages = await captureFailures {
            await RecordingScope.$current.withValue(true) {
                fixture.asserting(at: sites[0]) {
                    expect(fileID: $0, file: $1, line: $2, column: $3) { 3 }.to(equal(0))
                }
                let (fileID, file, line, column) = (
                    StaticString("AppTests/ReportTests.swift"), fixture.staticPath, sites[1].line,
                    sites[1].column
                )
                await expect(fileID: fileID, file: file, line: line, column: column) {
                    await Task { 4 }.value
                }.to(equal(0))
                _ = try? await require(
                    fileID: fileID, file: file, line: sites[2].line, column: sites[2].column
                ) { await Task { "Ann" }.value }.to(equal(""))
                fixture.asserting(at: sites[3]) {
                    expect(fileID: $0, file: $1, line: $2, column: $3) { "(" }.to(equalTo(")"))
                }
            }
        }.map(\.message)
        #expect(messages.count == 4)
        #expect(
            messages.allSatisfy {
                $0.hasSuffix("(recorded as the expected value; run the test again)")
            }, "\(messages)")
        #expect(
            fixture.text == """
                func check() async throws {
                    expect { try load() }.to(equal(3))
                    await expect { await store.count }.to(equal(4))
                    let value = try await require { await store.name }.to(equal("Ann"))
                    expect { "(" }.to(equalTo("("))
                }

                """)
    }

    @Test func aLargeJSONDocumentIsWrittenOverLines() throws {
        let fixture = try SourceFixture(
            "func check() {\n    assertThat(body, equalToJSON(\"{}\"))\n}\n")
        let site = fixture.site(line: 2)
        let actual =
            #"{"customer": {"name": "Ann Jensen", "email": "ann@example.com"}, "lines": [{"sku": "A-1", "price": 4.50}], "empty": []}"#
        _ = recording {
            assertThat(
                actual, equalToJSON("{}"), fileID: "AppTests/ReportTests.swift",
                file: fixture.staticPath, line: site.line, column: site.column)
        }
        #expect(
            fixture.text == ##"""
                func check() {
                    assertThat(body, equalToJSON(#"""
                        {
                          "customer": {
                            "name": "Ann Jensen",
                            "email": "ann@example.com"
                          },
                          "lines": [
                            {
                              "sku": "A-1",
                              "price": 4.50
                            }
                          ],
                          "empty": []
                        }
                        """#))
                }

                """##)
    }

    private struct Money: Equatable, ExpressibleByIntegerLiteral {
        let cents: Int
        init(integerLiteral cents: Int) { self.cents = cents }
    }

    @Test func anExpectedValueThatIsNoLiteralIsReportedAndNothingIsWritten() throws {
        let source = """
            func check() {
                assertThat(title, expectedTitle)
                assertThat(title, equalTo("Draft \\(number)"))
                assertThat(balance, 5)
                expect(count) == limit + 1
            }

            """
        let fixture = try SourceFixture(source)
        let sites = (2...5).map { fixture.site(line: $0) }
        func at(_ index: Int, _ body: (StaticString, StaticString, UInt, UInt) -> Void) {
            fixture.asserting(at: sites[index], body)
        }
        let messages = recording {
            at(0) { assertThat("Final", "Draft", fileID: $0, file: $1, line: $2, column: $3) }
            at(1) {
                assertThat("Final", equalTo("Draft 1"), fileID: $0, file: $1, line: $2, column: $3)
            }
            at(2) {
                assertThat(Money(integerLiteral: 4), 5, fileID: $0, file: $1, line: $2, column: $3)
            }
            at(3) { expect(fileID: $0, file: $1, line: $2, column: $3, 4).to(equal(3)) }
        }
        let notLiteral =
            "(not recorded: its expected value is not a literal string, number or Boolean)"
        #expect(
            messages == [
                #"Expected "Draft", but was "Final" "# + notLiteral,
                #"Expected "Draft 1", but was "Final" "# + notLiteral,
                "Expected Money(cents: 5), but was Money(cents: 4), which differed at .cents: expected 5, was 4 (not recorded: its actual value, a Money, has no literal form)",
                "Expected a value equal to 3, but was 4 " + notLiteral,
            ])
        #expect(fixture.text == source)
    }

    @Test func aFailureAtASiteThatIsNoEqualityIsLeftAlone() throws {
        let source = """
            func check() {
                assertThat(count, allOf(equalTo(3)))
                checkTotal(of: cart)
            }

            """
        let fixture = try SourceFixture(source)
        let (composite, helper) = (fixture.site(line: 2), fixture.site(line: 3))
        let messages = recording {
            assertThat(
                4, allOf(equalTo(3)), fileID: "AppTests/ReportTests.swift",
                file: fixture.staticPath, line: composite.line, column: composite.column)
            assertThat(
                4, 3, fileID: "AppTests/ReportTests.swift", file: fixture.staticPath,
                line: helper.line, column: helper.column)
        }
        #expect(messages == ["Expected 3, but was 4", "Expected 3, but was 4"])
        #expect(fixture.text == source)
    }

    @Test func withoutTheSwitchNothingIsWritten() throws {
        let source = "func check() {\n    assertThat(count, 41)\n}\n"
        let fixture = try SourceFixture(source)
        let site = fixture.site(line: 2)
        let messages = failureMessages {
            RecordingScope.$current.withValue(false) {
                assertThat(
                    42, 41, fileID: "AppTests/ReportTests.swift", file: fixture.staticPath,
                    line: site.line, column: site.column)
            }
        }
        #expect(messages == ["Expected 41, but was 42"])
        #expect(fixture.text == source)
    }

    /// One run records all fifty, at once from as many tasks; a second run, against the
    /// literals the first wrote, passes and changes nothing.
    @Test func fiftyFailingLiteralsAreRecordedInOneRunAndPassTheNext() async throws {
        let lines = (0..<50).map { "    assertThat(value\($0), \($0 % 2 == 0 ? "\"old\"" : "0"))" }
        let fixture = try SourceFixture(
            "func check() {\n" + lines.joined(separator: "\n") + "\n}\n")
        let sites = (0..<50).map { fixture.site(line: $0 + 2) }
        let path = fixture.staticPath
        @Sendable func run(_ index: Int, expected: (String, Int)) -> [String] {
            let site = sites[index]
            return failureMessages {
                RecordingScope.$current.withValue(true) {
                    if index % 2 == 0 {
                        assertThat(
                            "value \(index)", expected.0, fileID: "AppTests/ReportTests.swift",
                            file: path, line: site.line, column: site.column)
                    } else {
                        assertThat(
                            index * 10, expected.1, fileID: "AppTests/ReportTests.swift",
                            file: path, line: site.line, column: site.column)
                    }
                }
            }
        }
        let first = await withTaskGroup(of: [String].self) { group in
            for index in 0..<50 { group.addTask { run(index, expected: ("old", 0)) } }
            return await group.reduce(into: [String]()) { $0 += $1 }
        }
        #expect(first.count == 50)
        #expect(
            first.allSatisfy {
                $0.hasSuffix("(recorded as the expected value; run the test again)")
            })
        let recorded = fixture.text
        let expectedLines = (0..<50).map {
            "    assertThat(value\($0), \($0 % 2 == 0 ? "\"value \($0)\"" : "\($0 * 10)"))"
        }
        #expect(recorded == "func check() {\n" + expectedLines.joined(separator: "\n") + "\n}\n")
        // The second run compares with what the file now says.
        let second = (0..<50).flatMap { run($0, expected: ("value \($0)", $0 * 10)) }
        #expect(second == [])
        #expect(fixture.text == recorded)
    }

    @Test func anActualValueIsKeptAsItsLiteralWritesIt() {
        #expect(RecordableValue(Float(0.1)) == .number("0.1"))
        #expect(RecordableValue(UInt8(255)) == .number("255"))
        let nested: Int?? = 3
        #expect(RecordableValue(nested as Any) == .number("3"))
        #expect(RecordableValue("a"[...]) == .string("a"))
        #expect(RecordableValue(Character("é")) == .string("é"))
        #expect(RecordableValue(Double.infinity) == .unwritable(typeName: "Double"))
        #expect(RecordableValue(nil) == nil)
        let none: Int? = nil
        #expect(RecordableValue(none as Any) == nil)
    }

    @Test func aCapturedFailureIsExpectedAndRecordsNothing() throws {
        let source = "func check() {\n    assertThat(count, 41)\n}\n"
        let fixture = try SourceFixture(source)
        let site = fixture.site(line: 2)
        let messages = RecordingScope.$current.withValue(true) {
            failureMessages {
                assertThat(
                    42, 41, fileID: "AppTests/ReportTests.swift", file: fixture.staticPath,
                    line: site.line, column: site.column)
            }
        }
        #expect(messages == ["Expected 41, but was 42"])
        #expect(fixture.text == source)
    }
}
