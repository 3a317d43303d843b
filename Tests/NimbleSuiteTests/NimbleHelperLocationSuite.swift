// Helpers that assert for their caller, written as Nimble suites write them: the caller's file
// and line passed on with `file:` and `line:` before the expression, so that a failure is
// reported where the helper was called.

import MusterNimble
import Testing

enum HelperLocation {
    struct Endpoint: Equatable {
        var method = "GET"
        var path = "/"
    }

    static func expectEndpoint(
        _ endpoint: Endpoint, method: String, path: String,
        file: FileString = #filePath, line: UInt = #line
    ) {
        expect(file: file, line: line, endpoint.method) == method
        expect(file: file, line: line, endpoint.path).to(equal(path))
    }

    // Written with StaticString, as Nimble suites on Linux have it.
    static func expectEmpty(_ items: [Int], file: StaticString = #filePath, line: UInt = #line) {
        expect(file: file, line: line) { items }.to(beEmpty())
        expects(file: file, line: line, items.count).to(equal(0))
    }

    static func failWith(_ message: String, file: FileString = #filePath, line: UInt = #line) {
        fail(message, file: file, line: line)
    }

    static func requirePositive(
        _ value: Int?, file: FileString = #filePath, line: UInt = #line
    ) throws -> Int {
        let unwrapped = try unwrap(file: file, line: line, value)
        return try require(file: file, line: line, unwrapped).to(beGreaterThan(0))
    }

    // assertThat keeps XCTest's order: the location last.
    static func assertTotal(
        _ total: Int, is expected: Int, file: FileString = #filePath, line: UInt = #line
    ) {
        assertThat(total, equalTo(expected), file: file, line: line)
    }

    static func asyncExpectCount(
        _ count: @escaping @Sendable () async -> Int, file: FileString = #filePath,
        line: UInt = #line
    ) async {
        await expect(file: file, line: line, count).to(equal(1))
        await expecta(file: file, line: line, await count()).to(equal(1))
    }
}

@Suite struct NimbleHelperLocationSuiteTests {
    /// The lines the failures of `body` were reported at, in the file of this suite.
    func failureLines(_ body: () -> Void) -> [UInt] {
        gatherFailingExpectations(silently: true, closure: body).map { record in
            isThisFile(record.location) ? record.location.line : 0
        }
    }

    func isThisFile(_ site: CallSite) -> Bool {
        "\(site.filePath)".hasSuffix("/NimbleHelperLocationSuite.swift")
    }

    @Test func synchronousHelpersReportAtTheirCaller() {
        let line: UInt = #line + 2
        let lines = failureLines {
            HelperLocation.expectEndpoint(.init(), method: "POST", path: "/cart")
            HelperLocation.expectEmpty([1])
            HelperLocation.failWith("no network")
            HelperLocation.assertTotal(3, is: 4)
            _ = try? HelperLocation.requirePositive(nil)
            _ = try? HelperLocation.requirePositive(-1)
        }
        let offsets: [UInt] = [0, 0, 1, 1, 2, 3, 4, 5]
        #expect(lines == offsets.map { line + $0 })
    }

    @Test func theMessagesAreTheAssertionsOwn() {
        let messages = failureMessages {
            HelperLocation.expectEndpoint(.init(), method: "POST", path: "/")
            _ = try? HelperLocation.requirePositive(nil)
        }
        #expect(
            messages == [
                #"Expected a value equal to "POST", but was "GET""#,
                "Expected a value, but was nil",
            ])
    }

    @Test func asynchronousHelpersReportAtTheirCaller() async {
        let line: UInt = #line + 2
        let records = await gatherFailingExpectations(silently: true) {
            await HelperLocation.asyncExpectCount { 2 }
        }
        #expect(records.map(\.location.line) == [line, line])
        #expect(records.allSatisfy { isThisFile($0.location) })
    }
}
