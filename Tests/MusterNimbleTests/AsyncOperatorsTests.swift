import MusterNimble
import Testing

private actor Counter {
    private(set) var value = 0
    func add(_ amount: Int) { value += amount }
}

private final class Session {}

@Suite struct AsyncOperatorsTests {
    @Test func equalityAwaitsTheValueOnce() async {
        let counter = Counter()
        await counter.add(3)
        let reads = CallCount()
        let current = { () async -> Int in
            reads.add()
            return await counter.value
        }
        #expect(await asyncFailureMessages { await expect(current) == 3 } == [])
        #expect(reads.value == 1)
        #expect(await asyncFailureMessages { await expect(current) != 4 } == [])
        #expect(
            await asyncFailureMessages { await expect(current) == 4 }
                == ["Expected a value equal to 4, but was 3"])
        #expect(
            await asyncFailureMessages { await expect(current) != 3 }
                == ["Expected not a value equal to 3, but was 3"])
    }

    @Test func nilAndOptionals() async {
        let absent = { () async -> Int? in nil }
        let present = { () async -> Int? in 3 }
        #expect(await asyncFailureMessages { await expect(absent) == nil } == [])
        #expect(await asyncFailureMessages { await expect(present) != nil } == [])
        #expect(await asyncFailureMessages { await expect(present) == 3 } == [])
        #expect(
            await asyncFailureMessages { await expect(present) == nil }
                == ["Expected nil, but was 3"])
        #expect(
            await asyncFailureMessages { await expect(absent) == 3 }
                == ["Expected a value equal to 3, but was nil (use beNil() to match nil)"])
        #expect(
            await asyncFailureMessages { await expect(absent) != 3 }
                == ["Expected not a value equal to 3, but was nil (use beNil() to match nil)"])
    }

    @Test func orderAndIdentity() async {
        let five = { () async in 5 }
        #expect(await asyncFailureMessages { await expect(five) < 6 } == [])
        #expect(await asyncFailureMessages { await expect(five) <= 5 } == [])
        #expect(await asyncFailureMessages { await expect(five) > 4 } == [])
        #expect(await asyncFailureMessages { await expect(five) >= 5 } == [])
        #expect(
            await asyncFailureMessages {
                await expect(five) < 5
                await expect(five) <= 4
                await expect(five) > 5
                await expect(five) >= 6
            } == [
                "Expected a value less than 5, but was 5",
                "Expected a value less than or equal to 4, but was 5",
                "Expected a value greater than 5, but was 5",
                "Expected a value greater than or equal to 6, but was 5",
            ])
        let session = Session()
        let current = { () async in session }
        #expect(await asyncFailureMessages { await expect(current) === session } == [])
        #expect(await asyncFailureMessages { await expect(current) !== Session() } == [])
        #expect(
            await asyncFailureMessages { await expect(current) !== session }
                == ["Expected not the same instance as <Session>, but was <Session>"])
    }

    @Test func closeness() async {
        let reading = { () async in 20.2 }
        #expect(await asyncFailureMessages { await expect(reading) ≈ 20.2 } == [])
        #expect(await asyncFailureMessages { await expect(reading) ≈ 20.0 ± 0.5 } == [])
        #expect(await asyncFailureMessages { await expect(reading) == 20.0 ± 0.5 } == [])
        #expect(
            await asyncFailureMessages { await expect(reading) ≈ 21.0 ± 0.5 }.count == 1)
    }

    @MainActor @Test func onTheMainActorTheExpressionReadsItsStateWithoutAHop() async {
        let model = MainActorModel()
        model.count = 2
        #expect(await asyncFailureMessages { await expect { () async in model.count } == 2 } == [])
        #expect(
            await asyncFailureMessages { await expect { () async in model.count } > 2 }
                == ["Expected a value greater than 2, but was 2"])
    }
}

@MainActor private final class MainActorModel {
    var count = 0
}
