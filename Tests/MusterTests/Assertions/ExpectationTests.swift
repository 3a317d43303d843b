import Muster
import MusterNimble
import Testing
import MusterTestSupport

@Suite struct ExpectationTests {
    @Test func toPassesAndFails() {
        #expect(failureMessages { expect(1 + 1).to(equalTo(2)) } == [])
        #expect(failureMessage { expect(1 + 2).to(equalTo(2)) } == "Expected 2, but was 3")
    }

    @Test func negatedFailuresSayNot() {
        #expect(failureMessages { expect(3).toNot(equalTo(2)) } == [])
        #expect(failureMessage { expect(2).toNot(equalTo(2)) } == "Expected not 2, but was 2")
        #expect(
            failureMessage { expect("a").toNot(equalTo("a")) } == #"Expected not "a", but was "a""#)
    }

    @Test func descriptionIsPrintedAbove() {
        #expect(
            failureMessage { expect(3).to(equalTo(2), description: "the sum") }
                == "the sum\nExpected 2, but was 3")
        #expect(
            failureMessage { expect(2).toNot(equalTo(2), description: "the sum") }
                == "the sum\nExpected not 2, but was 2")
    }

    @Test func optionalsAndNil() {
        let absent: Int? = nil
        #expect(failureMessage { expect(absent).to(equalTo(2)) } == "Expected 2, but was nil")
        #expect(failureMessages { expect(absent).to(nilValue()) } == [])
        #expect(failureMessages { expect(absent).toNot(equalTo(2)) } == [])
        #expect(failureMessage { expect(Optional(2)).to(nilValue()) } == "Expected nil, but was 2")
        #expect(
            failureMessage { expect(absent).toNot(nilValue()) } == "Expected not nil, but was nil")
    }

    @Test func expressionIsLazyAndEvaluatedOncePerVerb() {
        let counter = CallCounter()
        func next() -> Int {
            counter.increment()
            return counter.count
        }
        let expectation = expect(next())
        #expect(counter.count == 0)
        _ = failureMessages { expectation.to(equalTo(1)) }
        #expect(counter.count == 1)
        _ = failureMessages { expectation.toNot(equalTo(1)) }
        #expect(counter.count == 2)
        _ = failureMessages { expect { next() }.to(equalTo(100)) }
        #expect(counter.count == 3)
    }

    @Test func thrownErrorsNameTheError() throws {
        enum LoadError: Error { case offline }
        func load() throws -> Int { throw LoadError.offline }
        #expect(
            try failureMessage { expect(try load()).to(equalTo(1)) }
                == "Expected 1, but threw error LoadError.offline")
        #expect(
            failureMessage { expect { try load() }.toNot(equalTo(1)) }
                == "Expected not 1, but threw error LoadError.offline")
    }

    @Test func failuresAreReportedAtTheExpectLine() {
        let failures = captureFailures { expect(1).to(equalTo(2)) }
        let line: UInt = #line - 1
        #expect(failures.map(\.site.line) == [line])
    }

    @Test func closuresWithAnExplicitSignatureAreRun() {
        #expect(
            failureMessage { expect { () -> Int in 3 }.to(equalTo(4)) } == "Expected 4, but was 3")
        #expect(failureMessages { expect { () throws -> Int? in nil }.to(nilValue()) } == [])
    }

    @Test func voidClosures() {
        var ran = false
        _ = failureMessages { expect { ran = true }.toNot(traps()) }
        #expect(ran)
    }
}

@Suite struct AsyncExpectationTests {
    actor Counter {
        var value = 0
        func increment() -> Int {
            value += 1
            return value
        }
    }
    enum ServiceError: Error { case offline }

    @Test func awaitsTheExpressionOncePerVerb() async {
        let counter = Counter()
        let failures = await captureFailures {
            await expect { await counter.increment() }.to(equalTo(1))
            await expect { await counter.increment() }.toNot(equalTo(2))
            await expect { await counter.increment() }.toNot(equalTo(4))
        }
        #expect(failures.map(\.message) == ["Expected not 2, but was 2"])
        #expect(await counter.value == 3)
    }

    @Test func thrownErrors() async {
        func load() async throws -> Int { throw ServiceError.offline }
        let failures = await captureFailures { await expect { try await load() }.to(equalTo(1)) }
        #expect(failures.map(\.message) == ["Expected 1, but threw error ServiceError.offline"])
    }

    @Test func syncClosuresInAsyncContextsStaySync() async {
        let failures = captureFailures { expect { 3 }.to(equalTo(4)) }
        #expect(failures.map(\.message) == ["Expected 4, but was 3"])
    }

    @Test func optionals() async {
        func find() async -> Int? { nil }
        let failures = await captureFailures {
            await expect { await find() }.to(nilValue())
            await expect { await find() }.toNot(nilValue())
        }
        #expect(failures.map(\.message) == ["Expected not nil, but was nil"])
    }
}

/// A closure given to `expect` or `require` runs exactly once per verb or operator, whether the
/// assertion passes or fails, and never before a verb runs.
@Suite struct EvaluationCountTests {
    final class Source: @unchecked Sendable {
        private(set) var runs = 0
        let value: Double
        init(_ value: Double = 2) { self.value = value }
        func read() -> Double {
            runs += 1
            return value
        }
        func readOptional() -> Double? { read() }
    }

    final class Box {}

    @Test func eachOperatorEvaluatesOnce() {
        let source = Source()
        _ = failureMessages {
            expect(source.read()) == 2
            expect(source.read()) == 3
            expect(source.read()) != 2
            expect(source.read()) != 3
            expect(source.read()) < 1
            expect(source.read()) <= 1
            expect(source.read()) > 3
            expect(source.read()) >= 3
            expect(source.read()) ≈ 2
            expect(source.read()) ≈ 5 ± 1
            expect(source.read()) == 5 ± 1
        }
        #expect(source.runs == 11)
    }

    @Test func closuresEvaluateOncePerOperator() {
        let source = Source()
        let expectation = expect { source.read() }
        #expect(source.runs == 0)
        _ = failureMessages {
            expectation == 3
            expectation > 1
            expectation ≈ 2.5
        }
        #expect(source.runs == 3)
    }

    @Test func identityAndArrayOperatorsEvaluateOnce() {
        let box = Box()
        let boxes = CallCounter()
        let values = CallCounter()
        func readBox() -> Box {
            boxes.increment()
            return box
        }
        func readValues() -> [Double] {
            values.increment()
            return [1, 2]
        }
        _ = failureMessages {
            expect(readBox()) === box
            expect(readBox()) === Box()
            expect(readBox()) !== box
            expect(readValues()) ≈ [1, 2]
            expect(readValues()) ≈ [1, 3]
        }
        #expect(boxes.count == 3)
        #expect(values.count == 2)
    }

    @Test func failingVerbsDoNotEvaluateAgainForTheMessage() {
        let source = Source()
        let messages = failureMessages {
            expect(source.read()).to(equal(3))
            expect(source.read()).toNot(equal(2))
            expect(source.read()).to(beCloseTo(3) && beGreaterThan(1))
            expect(source.read()).to(satisfyAnyOf(equal(1), equal(3)))
        }
        #expect(messages.count == 4)
        #expect(source.runs == 4)
    }

    @Test func requireEvaluatesOnce() throws {
        let source = Source()
        let value = try require(source.readOptional())
        #expect(value == 2)
        #expect(source.runs == 1)
        _ = try require(source.read()).to(beGreaterThan(1))
        #expect(source.runs == 2)
        _ = try require(source.readOptional()).toNot(beNil())
        #expect(source.runs == 3)
        _ = try require { source.read() }.toNot(equal(5))
        #expect(source.runs == 4)
    }

    @Test func failingRequireEvaluatesOnce() {
        let source = Source()
        let failures = captureFailures {
            _ = try? require(source.read()).to(beGreaterThan(5))
            _ = try? require(source.read()).toNot(equal(2))
            _ = try? require { source.read() }.to(equal(1))
        }
        #expect(failures.count == 3)
        #expect(source.runs == 3)
    }

    @Test func errorClosuresRunOnce() {
        struct Failed: Error {}
        let calls = CallCounter()
        func attempt() throws -> Int {
            calls.increment()
            throw Failed()
        }
        _ = failureMessages {
            expect { try attempt() }.to(throwError())
            expect { try attempt() }.to(throwError(errorType: Failed.self))
            expect { try attempt() }.toNot(throwError())
            expect { try attempt() }.to(equal(1))
        }
        #expect(calls.count == 4)
    }

    @Test func asyncClosuresRunOncePerVerb() async {
        let calls = CallCounter()
        func load() async -> Int {
            calls.increment()
            return 4
        }
        _ = await captureFailures {
            await expect { await load() }.to(equal(4))
            await expect { await load() }.to(equal(5))
            await expect { await load() }.toNot(equal(4))
            await expect { await load() }.toNot(beNil())
        }
        #expect(calls.count == 4)
    }
}
