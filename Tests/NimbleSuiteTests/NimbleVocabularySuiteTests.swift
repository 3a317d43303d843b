// Assertions written as a Nimble 14 suite writes them, with only `import Muster`: the
// vocabulary Nimble 14 has beyond its README (tuples, option sets, Foundation values, protocol
// existentials, notifications, gathering). Every assertion here must pass, under Swift Testing
// and under XCTest (see NimbleVocabularyXCTests.swift).

import Foundation
import MusterNimble
import Testing

struct NimbleVocabulary {
    struct Options: OptionSet {
        let rawValue: Int
        static let a = Options(rawValue: 1)
        static let b = Options(rawValue: 2)
        static let c = Options(rawValue: 4)
    }

    enum ConvertsToBool: ExpressibleByBooleanLiteral, Equatable {
        case trueLike, falseLike
        init(booleanLiteral value: Bool) { self = value ? .trueLike : .falseLike }
    }

    enum NimbleError: Error { case laugh, cry }

    /// The assertions, the same for both runners.
    static func run() {
        expect((1, "a")).to(equal((1, "a")))
        expect((1, "a", 2.0, true, "b", 3)).toNot(equal((1, "a", 2.0, true, "b", 4)))
        expect((1, 2)) == (1, 2)
        expect([(1, "a"), (2, "b")]).to(equal([(1, "a"), (2, "b")]))

        expect([.a, .b] as Options).to(contain(.a))
        expect([.a, .b] as Options).toNot(contain(.c))

        expect(NSString("a")).to(equal("a"))
        expect(["a"] as NSArray).to(contain("a"))
        expect(NSArray()).to(beEmpty())
        expect(NSDictionary()).to(beEmpty())
        expect("hello" as NSString).toNot(beEmpty())
        expect([1, 2] as NSArray).to(haveCount(2))
        expect(1.2 as NSNumber).to(beCloseTo(9.300, within: 10))

        let now = Date()
        expect(now).to(beCloseTo(now.addingTimeInterval(1), within: 2))
        expect(now) ≈ now

        expect(ConvertsToBool.trueLike).to(beTruthy())
        expect(ConvertsToBool.falseLike).to(beFalsy())
        expect(1 as Int?).to(beTruthy())

        expect([1, 2, 3]).to(beginWith(prefix: [1, 2] as [Int]?))
        expect(false).to(beFalsy() && beFalse())

        expect { return "1" }.toNot(throwError { _ in })
        expect { throw NimbleError.laugh }.toNot(throwError(NimbleError.cry))

        let center = NotificationCenter()
        let note = Notification(name: Notification.Name("Foo"))
        expect { center.post(note) }.to(postNotifications(equal([note]), from: center))

        let failures = gatherFailingExpectations(silently: true) {
            expect(1).to(equal(2))
        }
        expect(failures).to(haveCount(1))
        expect(stringify(failures.first?.message.stringValue)).to(contain("but was 1"))
    }
}

@Suite struct NimbleVocabularySuiteTests {
    @Test func vocabularyPassesUnderSwiftTesting() {
        NimbleVocabulary.run()
    }
}
