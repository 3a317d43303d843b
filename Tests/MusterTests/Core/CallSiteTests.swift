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

@Suite struct CallSiteRunTimePathTests {
    @Test func stringPathsAreHeldAsStaticStrings() {
        let fileID = String(["Shop/", "Cart.swift"].joined())
        let site = CallSite(fileID: fileID, filePath: "/src/Shop/Ünïcode.swift", line: 3, column: 9)
        #expect("\(site.fileID)" == "Shop/Cart.swift")
        #expect(site.fileID.isASCII)
        #expect(site.fileID.utf8CodeUnitCount == 15)
        #expect("\(site.filePath)" == "/src/Shop/Ünïcode.swift")
        #expect(!site.filePath.isASCII)
        #expect(site.description == "Shop/Cart.swift:3:9")
        #expect(
            site
                == CallSite(
                    fileID: "Shop/Cart.swift", filePath: "/src/Shop/Ünïcode.swift", line: 3,
                    column: 9))
    }

    @Test func eachPathIsHeldOnce() {
        let first = CallSite(fileID: "Shop/Once.swift", filePath: "/once", line: 1, column: 1)
        let second = CallSite(fileID: "Shop/Once.swift", filePath: "/once", line: 2, column: 1)
        #expect(first.fileID.utf8Start == second.fileID.utf8Start)
        #expect(first.filePath.utf8Start == second.filePath.utf8Start)
    }

    @Test func anEmptyPathIsEmpty() {
        let site = CallSite(fileID: "", filePath: "", line: 1, column: 1)
        #expect("\(site.fileID)" == "")
        #expect(site.fileID.utf8CodeUnitCount == 0)
    }
}
