import Testing

@testable import Muster
@testable import MusterMatchers

@Suite struct CallSiteTests {
    @Test func theDefaultsAreTheCallersLocation() {
        let site = CallSite()
        let line: UInt = #line - 1
        #expect(site.line == line)
        #expect(site.column == 28)
        #expect("\(site.fileID)" == "MusterTests/CallSiteTests.swift")
        #expect("\(site.filePath)".hasSuffix("Tests/MusterTests/Core/CallSiteTests.swift"))
    }

    @Test func describesItselfAsFileLineAndColumn() {
        let site = CallSite(
            fileID: "App/Cart.swift", filePath: "/src/Cart.swift", line: 12, column: 5)
        #expect(site.description == "App/Cart.swift:12:5")
    }

    @Test func sitesAreEqualWhenFileLineAndColumnAre() {
        let site = CallSite(
            fileID: "App/Cart.swift", filePath: "/src/Cart.swift", line: 12, column: 5)
        #expect(
            site
                == CallSite(
                    fileID: "App/Cart.swift", filePath: "/src/Cart.swift", line: 12, column: 5))
        #expect(
            site
                != CallSite(
                    fileID: "App/Cart.swift", filePath: "/src/Cart.swift", line: 13, column: 5))
        #expect(
            site
                != CallSite(
                    fileID: "App/Cart.swift", filePath: "/src/Cart.swift", line: 12, column: 6))
        #expect(
            site
                != CallSite(
                    fileID: "App/Other.swift", filePath: "/src/Other.swift", line: 12, column: 5))
        #expect(Set([site, site]).count == 1)
    }
}
