import Muster
import Testing
import MusterTestSupport

private enum ParseError: Error, Equatable {
    case empty
    case unexpected(Character)
}

private enum OtherError: Error {
    case offline
}

private struct LineError: Error, CustomStringConvertible {
    let line: Int
    var description: String { "unexpected end at line \(line)" }
}

// Errors must be Sendable; these classes hold no state, so sharing them is safe.
private class NetworkError: Error, CustomStringConvertible, @unchecked Sendable {
    var description: String { "network failure" }
}
private final class TimeoutError: NetworkError, @unchecked Sendable {}

/// The number of characters in `text`; throws on empty or unbalanced input.
private func parse(_ text: String) throws -> Int {
    if text.isEmpty { throw ParseError.empty }
    if text == "{" { throw ParseError.unexpected("}") }
    if text == "?" { throw OtherError.offline }
    return text.count
}

private func parseOptional(_ text: String) throws -> Int? {
    text == "nil" ? nil : try parse(text)
}

private func validate(_ text: String) throws {
    _ = try parse(text)
}

private func load(_ text: String) async throws -> Int {
    await Task.yield()
    return try parse(text)
}

@Suite struct ThrowsErrorTests {
    // MARK: any error

    @Test func anyErrorMatchesWhateverIsThrown() throws {
        #expect(try failureMessages { assertThat(try parse(""), throwsError()) } == [])
        #expect(try failureMessages { assertThat(try parse("?"), throwsError()) } == [])
        #expect(try failureMessages { assertThat(try validate(""), throwsError()) } == [])
    }

    @Test func anyErrorDescription() throws {
        #expect((throwsError() as Matcher<Int>).description == "a thrown error")
    }

    @Test func anyErrorMismatchShowsTheReturnedValue() throws {
        let matcher: Matcher<Int> = throwsError()
        #expect(mismatch(matcher, 3) == "threw no error, returned 3")
        #expect(mismatch(throwsError(), "abc") == #"threw no error, returned "abc""#)
        #expect(mismatch(throwsError(), ()) == "threw no error")
    }

    @Test func anyErrorFailureText() throws {
        #expect(
            try failureMessage { assertThat(try parse("abc"), throwsError()) }
                == "Expected a thrown error, but threw no error, returned 3")
        #expect(
            try failureMessage { assertThat(try validate("abc"), throwsError()) }
                == "Expected a thrown error, but threw no error")
    }

    @Test func evaluatesTheExpressionOnce() throws {
        var calls = 0
        func counted() throws -> Int {
            calls += 1
            return try parse("")
        }
        #expect(try failureMessages { assertThat(try counted(), throwsError()) } == [])
        #expect(calls == 1)
    }

    // MARK: a specific error

    @Test func specificErrorMatchesAnEqualError() throws {
        #expect(
            try failureMessages { assertThat(try parse(""), throwsError(ParseError.empty)) } == [])
        #expect(
            try failureMessages {
                assertThat(try parse("{"), throwsError(ParseError.unexpected("}")))
            }
                == [])
    }

    @Test func specificErrorDescription() throws {
        #expect(
            (throwsError(ParseError.empty) as Matcher<Int>).description
                == "the error ParseError.empty")
        #expect(
            (throwsError(ParseError.unexpected("}")) as Matcher<Int>).description
                == #"the error ParseError.unexpected("}")"#)
    }

    @Test func specificErrorMismatches() throws {
        let matcher: Matcher<Int> = throwsError(ParseError.empty)
        #expect(
            matcher.match(outcome: .failure(ParseError.unexpected("}"))).mismatchDescription
                == #"threw error ParseError.unexpected("}")"#)
        #expect(
            matcher.match(outcome: .failure(OtherError.offline)).mismatchDescription
                == "threw error OtherError.offline")
        #expect(mismatch(matcher, 3) == "threw no error, returned 3")
    }

    @Test func specificErrorFailureText() throws {
        #expect(
            try failureMessage { assertThat(try parse("{"), throwsError(ParseError.empty)) }
                == #"Expected the error ParseError.empty, but threw error ParseError.unexpected("}")"#
        )
        #expect(
            try failureMessage { assertThat(try parse("ok"), throwsError(ParseError.empty)) }
                == "Expected the error ParseError.empty, but threw no error, returned 2")
    }

    // MARK: an error of a type

    @Test func typeMatchesAnyErrorOfThatType() throws {
        #expect(
            try failureMessages { assertThat(try parse(""), throwsError(ParseError.self)) } == [])
        #expect(
            try failureMessages { assertThat(try parse("{"), throwsError(ParseError.self)) } == [])
    }

    @Test func typeMatchesSubclasses() throws {
        let matcher: Matcher<Int> = throwsError(NetworkError.self)
        #expect(matcher.match(outcome: .failure(TimeoutError())).isMatch)
        #expect(
            (throwsError(TimeoutError.self) as Matcher<Int>).match(
                outcome: .failure(NetworkError())
            )
            .mismatchDescription == "threw error NetworkError(network failure)")
    }

    @Test func typeDescription() throws {
        #expect(
            (throwsError(ParseError.self) as Matcher<Int>).description
                == "an error of type ParseError")
    }

    @Test func typeMismatches() throws {
        let matcher: Matcher<Int> = throwsError(ParseError.self)
        #expect(
            matcher.match(outcome: .failure(OtherError.offline)).mismatchDescription
                == "threw error OtherError.offline")
        #expect(mismatch(matcher, 3) == "threw no error, returned 3")
    }

    @Test func typeFailureText() throws {
        #expect(
            try failureMessage { assertThat(try parse("?"), throwsError(ParseError.self)) }
                == "Expected an error of type ParseError, but threw error OtherError.offline")
    }

    // MARK: an error of a type that satisfies a matcher

    @Test func typeAndMatcherMatches() throws {
        let line3: Matcher<Int> = throwsError(LineError.self, hasProperty(\.line, 3))
        #expect(line3.match(outcome: .failure(LineError(line: 3))).isMatch)
        #expect(
            try failureMessages {
                assertThat(try parse(""), throwsError(ParseError.self, equalTo(.empty)))
            }
                == [])
    }

    @Test func typeAndMatcherDescription() throws {
        let matcher: Matcher<Int> = throwsError(LineError.self, hasProperty(\.line, 3))
        #expect(matcher.description == "an error of type LineError that is a value with line 3")
        #expect(
            (throwsError(ParseError.self, equalTo(.empty)) as Matcher<Int>).description
                == "an error of type ParseError that is .empty")
    }

    @Test func typeAndMatcherMismatches() throws {
        let matcher: Matcher<Int> = throwsError(LineError.self, hasProperty(\.line, 3))
        #expect(
            matcher.match(outcome: .failure(LineError(line: 4))).mismatchDescription
                == "threw error LineError(unexpected end at line 4): line was 4")
        #expect(
            matcher.match(outcome: .failure(OtherError.offline)).mismatchDescription
                == "threw error OtherError.offline")
        #expect(mismatch(matcher, 3) == "threw no error, returned 3")
    }

    @Test func typeAndMatcherFailureText() throws {
        #expect(
            try failureMessage {
                assertThat(try parse("{"), throwsError(ParseError.self, equalTo(.empty)))
            }
                == #"Expected an error of type ParseError that is .empty, but threw error ParseError.unexpected("}")"#
        )
    }

    // MARK: an error that satisfies a matcher of any Error

    @Test func errorMatcherForm() throws {
        let matcher: Matcher<Int> = throwsError(hasDescription("empty"))
        #expect(matcher.description == #"an error that is a value described as "empty""#)
        #expect(matcher.match(outcome: .failure(ParseError.empty)).isMatch)
        #expect(
            matcher.match(outcome: .failure(OtherError.offline)).mismatchDescription
                == #"threw error OtherError.offline: description was "offline""#)
        #expect(
            try failureMessage { assertThat(try parse("2"), throwsError(hasDescription("empty"))) }
                == #"Expected an error that is a value described as "empty", but threw no error, returned 1"#
        )
    }

    // MARK: asynchronous closures

    @Test func asyncClosure() async {
        #expect(
            await captureFailures { await assertThat({ try await load("") }, throwsError()) }
                .isEmpty)
        let messages = await captureFailures {
            await assertThat({ try await load("{") }, throwsError(ParseError.empty))
            await assertThat({ try await load("abc") }, throwsError())
        }.map(\.message)
        #expect(
            messages == [
                #"Expected the error ParseError.empty, but threw error ParseError.unexpected("}")"#,
                "Expected a thrown error, but threw no error, returned 3",
            ])
    }

    // MARK: optional subjects

    @Test func optionalSubject() throws {
        #expect(try failureMessages { assertThat(try parseOptional(""), throwsError()) } == [])
        let message = try failureMessage { assertThat(try parseOptional("nil"), throwsError()) }
        // A matcher generic in its subject sees the optional itself, so it can say what returned.
        #expect(message == "Expected a thrown error, but threw no error, returned nil")
        #expect(
            try failureMessage { assertThat(try parseOptional("ab"), throwsError()) }
                == "Expected a thrown error, but threw no error, returned 2")
        let unwrapping = Matcher<Int?>(unwrapping: throwsError(ParseError.empty))
        #expect(unwrapping.match(outcome: .failure(ParseError.empty)).isMatch)
        #expect(mismatch(unwrapping, nil) == "was nil")
    }

    // MARK: composition

    @Test func insideNot() throws {
        #expect(try failureMessages { assertThat(try parse("abc"), not(throwsError())) } == [])
        #expect(
            try failureMessage { assertThat(try parse(""), not(throwsError())) }
                == "Expected not a thrown error, but threw error ParseError.empty")
        #expect(
            try failureMessages { assertThat(try parse("?"), not(throwsError(ParseError.self))) }
                == [])
        #expect(
            try failureMessage { assertThat(try parse("{"), not(throwsError(ParseError.self))) }
                == #"Expected not an error of type ParseError, but threw error ParseError.unexpected("}")"#
        )
    }

    @Test func insideAnyOf() throws {
        let emptyOrThree: Matcher<Int> = anyOf(throwsError(ParseError.empty), equalTo(3))
        #expect(emptyOrThree.description == "(the error ParseError.empty or 3)")
        #expect(try failureMessages { assertThat(try parse(""), emptyOrThree) } == [])
        #expect(try failureMessages { assertThat(try parse("abc"), emptyOrThree) } == [])
        #expect(
            try failureMessage { assertThat(try parse("ab"), emptyOrThree) }
                == "Expected (the error ParseError.empty or 3), but the error ParseError.empty: threw no error, returned 2; 3: was 2"
        )
        #expect(
            try failureMessage { assertThat(try parse("?"), emptyOrThree) }
                == "Expected (the error ParseError.empty or 3), but threw error OtherError.offline")
    }

    @Test func insideAllOf() throws {
        let matcher: Matcher<Int> = allOf(
            throwsError(ParseError.self), not(throwsError(ParseError.empty)))
        #expect(try failureMessages { assertThat(try parse("{"), matcher) } == [])
        #expect(
            try failureMessage { assertThat(try parse(""), matcher) }
                == "Expected (an error of type ParseError and not the error ParseError.empty), but not the error ParseError.empty: threw error ParseError.empty"
        )
    }

    @Test func otherMatchersReportTheError() throws {
        #expect(
            try failureMessage { assertThat(try parse(""), equalTo(3)) }
                == "Expected 3, but threw error ParseError.empty")
        #expect(
            try failureMessage { assertThat(try parse("{"), not(equalTo(3))) }
                == #"Expected not 3, but threw error ParseError.unexpected("}")"#)
    }

    @Test func customMessage() throws {
        #expect(
            try failureMessage {
                assertThat(try parse("a"), throwsError(), message: "empty input must fail")
            }
                == "empty input must fail\nExpected a thrown error, but threw no error, returned 1")
    }
}

@Suite struct ThrowsErrorOfATypeWithAMatcherTests {
    private struct Located: Error, Equatable {
        var line: Int
        var column: Int
    }

    @Test func aMismatchThatOnlyRepeatsTheErrorIsLeftOut() throws {
        func fail() throws -> Int { throw Located(line: 3, column: 1) }
        #expect(
            try failureMessage {
                assertThat(try fail(), throwsError(Located.self, hasProperty(\.line, 1)))
            }
                == "Expected an error of type Located that is a value with line 1, but threw error "
                + "Located(line: 3, column: 1): line was 3")
        #expect(
            try failureMessage {
                assertThat(
                    try fail(), throwsError(Located.self, equalTo(Located(line: 3, column: 2))))
            }
                == "Expected an error of type Located that is Located(line: 3, column: 2), but threw "
                + "error Located(line: 3, column: 1), which differed at .column: expected 2, was 1")
    }
}
