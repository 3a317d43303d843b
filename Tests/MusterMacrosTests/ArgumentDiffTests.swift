import Foundation
import MusterMockable
import MusterMocks
import Testing

struct Order: Equatable, Sendable {
    var id: Int
    var lines: [String]
}

@Mockable
protocol OrderStore: Sendable {
    func save(_ order: Order, tags: [String: Int])
    func archive(_ ids: [Int])
}

/// A differing argument is located as `assertThat` would locate it.
@Suite struct ArgumentDiffTests {
    let store = OrderStoreMock()

    @Test func aDictionaryArgumentNamesTheKeyThatDiffers() {
        store.save(Order(id: 1, lines: ["mug"]), tags: ["a": 1, "b": 2])
        #expect(
            failureMessage {
                verify(store).save(Order(id: 1, lines: ["mug"]), tags: ["a": 1, "b": 3])
            }
                == """
                Expected OrderStoreMock.save(Order(id: 1, lines: ["mug"]), tags: ["a": 1, "b": 3]) \
                to be called once, but no call matched; the closest was:
                  save(Order(id: 1, lines: ["mug"]), tags: ["a": 1, "b": 2])
                    argument 2 (tags): was ["a": 1, "b": 2], which differed at ["b"]: expected 3, was 2
                """)
    }

    @Test func aStructArgumentNamesTheFieldThatDiffers() {
        store.save(Order(id: 1, lines: ["mug", "cup"]), tags: [:])
        #expect(
            failureMessage { verify(store).save(Order(id: 1, lines: ["mug"]), tags: [:]) }
                == """
                Expected OrderStoreMock.save(Order(id: 1, lines: ["mug"]), tags: [:]) to be called \
                once, but no call matched; the closest was:
                  save(Order(id: 1, lines: ["mug", "cup"]), tags: [:])
                    argument 1 (order): was Order(id: 1, lines: ["mug", "cup"]), which differed at \
                .lines[1]: "cup" was inserted
                """)
    }

    @Test func aGenericArgumentIsLocatedToo() {
        let player = PlayerMock()
        player.remember(["a": 1, "b": 2])
        #expect(
            failureMessage { verify(player).remember(["a": 1, "b": 3]) } == """
                Expected PlayerMock.remember(["a": 1, "b": 3]) to be called once, but no call \
                matched; the closest was:
                  remember(["a": 1, "b": 2])
                    argument 1 (value): was ["a": 1, "b": 2], which differed at ["b"]: expected \
                3, was 2
                """)
    }

    @Test func aLongArgumentIsDiffedWithItsBlockIndentedUnderIt() {
        store.archive(Array(0..<200))
        var expected = Array(0..<200)
        expected[150] = -1
        let message = failureMessage { verify(store).archive(expected) }
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == "    argument 1 (ids): differed at [150]: expected -1, was 150")
        #expect(lines[3] == "      (- expected, + actual)")
        #expect(lines.dropFirst(3).allSatisfy { $0.hasPrefix("      ") })
        #expect(lines.contains("      - -1"))
        #expect(lines.contains("      + 150"))
    }
}
