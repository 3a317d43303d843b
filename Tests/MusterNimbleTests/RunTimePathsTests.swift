import MusterNimble
import Testing

/// A helper written the way Nimble's signatures invite: its caller's file as a `String`.
private func expectEven(
    _ number: Int, fileID: String = #fileID, file: FileString = #filePath, line: UInt = #line,
    column: UInt = #column
) {
    expect(fileID: fileID, file: file, line: line, column: column, number % 2).to(equal(0))
}

/// A helper written for Nimble on Linux, where `FileString` is `String`.
private func expectOdd(_ number: Int, file: String = #filePath, line: UInt = #line) {
    expect(file: file, line: line, number % 2).to(equal(1))
}

@Suite struct RunTimePathsTests {
    @Test func aHelperWithStringPathsReportsAtItsCaller() {
        let failures = captureFailures { expectEven(3) }
        let line: UInt = #line - 1
        #expect(failures.map(\.message) == ["Expected a value equal to 0, but was 1"])
        #expect(failures.map(\.site.line) == [line])
        #expect(
            failures.map { "\($0.site.fileID)" } == ["MusterNimbleTests/RunTimePathsTests.swift"])
        #expect(captureFailures { expectEven(4) }.isEmpty)
    }

    @Test func aHelperWithAStringFilePathReportsAtItsCaller() {
        let failures = captureFailures { expectOdd(4) }
        let line: UInt = #line - 1
        #expect(failures.map(\.site.line) == [line])
        #expect(
            failures.map { "\($0.site.filePath)".hasSuffix("RunTimePathsTests.swift") } == [true])
    }

    @Test func everyFormTakesStringPaths() async throws {
        let fileID: String = "Shop/CartTests.swift"
        let file: String = "/src/Shop/CartTests.swift"
        let literalFile: FileString = #filePath
        var sites: [CallSite] = []
        sites += captureFailures {
            expect(fileID: fileID, file: literalFile, line: 1, column: 2) { 1 }.to(equal(2))
            expect(file: file, line: 3) { 1 }.to(equal(2))
            fail("stop", fileID: fileID, file: literalFile, line: 4, column: 1)
            fail("stop", file: file, line: 5)
            fail(
                "stop", location: SourceLocation(fileID: fileID, filePath: file, line: 6, column: 1)
            )
            _ = try? require(fileID: fileID, file: literalFile, line: 7, column: 1, nil as Int?)
                .toNot(beNil())
            _ = try? require(file: file, line: 8, nil as Int?).toNot(beNil())
        }.map(\.site)
        sites += await captureFailures {
            let one = { () async in 1 }
            await expect(fileID: fileID, file: literalFile, line: 9, column: 1, one).to(equal(2))
            await expect(file: file, line: 10, one).to(equal(2))
        }.map(\.site)
        #expect(sites.map(\.line) == [1, 3, 4, 5, 6, 7, 8, 9, 10])
        #expect(sites.map { "\($0.fileID)" }.filter { $0 == fileID }.count == 5)
        #expect(sites.map { "\($0.filePath)" }.filter { $0 == file }.count == 5)
    }

    @Test func aHandlerScopeTakesStringPaths() async {
        let recorder = AssertionRecorder()
        withAssertionHandler(
            recorder, fileID: "Shop/A.swift", file: #filePath, line: 4, column: 1
        ) {
            throw CancellationError()
        }
        await withAssertionHandler(
            recorder, fileID: "Shop/B.swift", file: #filePath, line: 5, column: 1
        ) {
            await Task.yield()
            throw CancellationError()
        }
        #expect(
            recorder.assertions.map { "\($0.location)" } == [
                "Shop/A.swift:4:1", "Shop/B.swift:5:1",
            ])
        #expect(
            recorder.assertions.map(\.message.stringValue)
                == Array(repeating: "unexpected error thrown: <CancellationError()>", count: 2))
    }
}
