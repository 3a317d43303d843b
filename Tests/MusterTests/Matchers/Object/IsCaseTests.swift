import Foundation
import Muster
import Testing
import MusterTestSupport

/// Not `Equatable`, with a payload that is not either.
private enum SyncState {
    case idle
    case syncing(progress: Double)
    case synced(count: Int)
    case failed(error: any Error, retryAt: Date?)
}

private struct ServerError: Error { var status: Int }

private indirect enum CaseTree {
    case leaf(Int)
    case node(CaseTree, CaseTree)
}

private enum CaseBox<Value> {
    case empty
    case full(Value, label: String)
}

private enum Twins {
    case left(Int)
    case right(Int)
}

@Suite struct IsCaseTests {
    @Test func aCaseWithoutPayload() {
        #expect(isCase(SyncState.idle).matches(.idle))
        #expect(!isCase(SyncState.idle).matches(.synced(count: 1)))
        #expect(isCase(SyncState.idle).description == "the case .idle")
        #expect(mismatch(isCase(SyncState.idle), .synced(count: 1)) == "was .synced(count: 1)")
        #expect(
            failureMessage { assertThat(SyncState.syncing(progress: 0.5), isCase(SyncState.idle)) }
                == "Expected the case .idle, but was .syncing(progress: 0.5)")
    }

    @Test func aCaseByItsConstructorWithAnyPayload() {
        #expect(isCase(SyncState.synced).matches(.synced(count: 0)))
        #expect(!isCase(SyncState.synced).matches(.idle))
        #expect(isCase(SyncState.synced).description == "the case .synced")
        #expect(
            failureMessage { assertThat(SyncState.idle, isCase(SyncState.synced)) }
                == "Expected the case .synced, but was .idle")
        #expect(
            isCase(SyncState.failed).matches(.failed(error: ServerError(status: 503), retryAt: nil))
        )
    }

    @Test func aPayloadCheckedByAMatcherOrAPlainValue() {
        let moreThanOne = isCase(SyncState.synced, with: greaterThan(1))
        #expect(moreThanOne.matches(.synced(count: 2)))
        #expect(!moreThanOne.matches(.synced(count: 0)))
        #expect(moreThanOne.description == "the case .synced with count greater than 1")
        #expect(mismatch(moreThanOne, .synced(count: 0)) == "count was 0")
        #expect(mismatch(moreThanOne, .idle) == "was .idle")
        #expect(isCase(SyncState.synced, with: 3).matches(.synced(count: 3)))
        #expect(isCase(SyncState.synced, with: 3).description == "the case .synced with count 3")
    }

    @Test func severalAssociatedValuesOneMatcherEach() {
        let failed = isCase(SyncState.failed, with: instanceOf(URLError.self), anything())
        #expect(failed.matches(.failed(error: URLError(.timedOut), retryAt: nil)))
        #expect(
            failed.description
                == "the case .failed with error an instance of URLError and retryAt anything")
        #expect(
            failureMessage {
                assertThat(
                    SyncState.failed(error: ServerError(status: 503), retryAt: nil), failed)
            }
                == "Expected the case .failed with error an instance of URLError and retryAt anything, but error was ServerError(status: 503)"
        )
        #expect(
            isCase(SyncState.failed, with: anything(), nilValue()).matches(
                .failed(error: ServerError(status: 1), retryAt: nil)))
    }

    @Test func indirectGenericAndAlikeCases() {
        #expect(isCase(CaseTree.node).matches(.node(.leaf(1), .leaf(2))))
        #expect(isCase(CaseTree.leaf, with: 1).matches(.leaf(1)))
        #expect(!isCase(CaseTree.leaf).matches(.node(.leaf(1), .leaf(2))))
        #expect(isCase(CaseBox<Int>.full, with: 4, "z").matches(.full(4, label: "z")))
        #expect(!isCase(CaseBox<Int>.full).matches(.empty))
        #expect(
            isCase(CaseBox<Int>.full, with: 4, "z").description
                == "the case .full with associated value 1 4 and label \"z\"")
        // Two cases take an Int: the one wanted is told apart by rebuilding the value.
        #expect(isCase(Twins.right).matches(.right(1)))
        #expect(!isCase(Twins.right).matches(.left(1)))
        #expect(isCase(Twins.right).description == "the case .left or .right")
    }

    @Test func optionalAndComposition() {
        let absent: SyncState? = nil
        #expect(
            failureMessage { assertThat(absent, isCase(SyncState.idle)) }
                == "Expected the case .idle, but was nil")
        assertThat(Optional(SyncState.idle), isCase(SyncState.idle))
        let states: [SyncState] = [.idle, .synced(count: 2)]
        assertThat(states, hasItem(isCase(SyncState.synced, with: greaterThan(1))))
        assertThat(SyncState.idle, anyOf(isCase(SyncState.idle), isCase(SyncState.synced)))
        #expect(
            failureMessage { assertThat(SyncState.idle, not(isCase(SyncState.idle))) }
                == "Expected not the case .idle, but was .idle")
        assertThat([SyncState](), not(hasItem(isCase(SyncState.idle))))
    }

    @Test func aValueThatIsNotAnEnumIsRefusedClearly() {
        #expect(
            failureMessage { assertThat(3, isCase(3)) }
                == "Expected the case 3, but isCase matches the cases of an enum, and Int is not an enum"
        )
    }
}

/// Every case of enums of every shape: a case matches itself and no other, and nothing traps.
@Suite struct IsCaseTotalityTests {
    private enum Mixed {
        case a, b
        case c(Int), d(String, Int?), e(any Error)
        indirect case f(Mixed)
        case g(() -> Void)
    }

    @Test func everyCaseMatchesItselfAndNoOther() {
        let values: [Mixed] = [
            .a, .b, .c(1), .d("x", nil), .e(CocoaError(.fileNoSuchFile)), .f(.a), .g({}),
        ]
        for (i, left) in values.enumerated() {
            for (j, right) in values.enumerated() {
                #expect(isCase(left).matches(right) == (i == j))
            }
        }
        #expect(isCase(Mixed.f, with: isCase(Mixed.a)).matches(.f(.a)))
        #expect(!isCase(Mixed.f, with: isCase(Mixed.b)).matches(.f(.a)))
    }

    @Test func enumsOfOtherModules() {
        #expect(isCase(Calendar.Component.day).matches(.day))
        #expect(!isCase(Calendar.Component.day).matches(.month))
        #expect(isCase(Calendar.Component.day).description == "the case .day")
        let maybe: Calendar.Component? = .era
        #expect(isCase(Calendar.Component.era).matches(maybe!))
        #expect(isCase(Optional<Int>.none).matches(nil))
        #expect(!isCase(Optional<Int>.none).matches(3))
    }
}
