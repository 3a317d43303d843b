import Muster
import Testing

@Suite struct ExpectationTests {
    @Test func toPassesAndFails() {
        #expect(failureMessages { expect(1 + 1).to(equalTo(2)) } == [])
        #expect(failureMessage { expect(1 + 2).to(equalTo(2)) } == "Expected 2, but was 3")
    }

    @Test func negatedFailuresSayNot() {
        #expect(failureMessages { expect(3).toNot(equalTo(2)) } == [])
        #expect(failureMessage { expect(2).toNot(equalTo(2)) } == "Expected not 2, but was 2")
        #expect(
            failureMessage { expect("a").notTo(equalTo("a")) } == #"Expected not "a", but was "a""#)
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
            await expect { await counter.increment() }.notTo(equalTo(4))
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
