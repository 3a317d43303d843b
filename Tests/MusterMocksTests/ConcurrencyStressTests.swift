import MusterMocks
import Testing

@Suite struct ConcurrencyStressTests {
    static let taskCount = 8
    static let callsPerTask = 10_000

    @Test func everyCallFromManyTasksIsRecordedWhole() async {
        let analytics = AnalyticsMock()
        given(analytics).log(anything()).willAnswer { _ in }
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<Self.taskCount {
                group.addTask {
                    for call in 0..<Self.callsPerTask { analytics.log("\(task):\(call)") }
                }
            }
        }

        verify(analytics, times(Self.taskCount * Self.callsPerTask)).log(anything())
        for task in 0..<Self.taskCount {
            verify(analytics, times(Self.callsPerTask)).log(
                argThat("an event of task \(value: task)") { $0.hasPrefix("\(task):") })
        }
        let events = analytics.musterRecorder.calls.compactMap { $0.arguments.first as? String }
        #expect(Set(events).count == Self.taskCount * Self.callsPerTask)
        verifyNoMoreInteractions(analytics)
    }

    @Test func stubbingAndVerifyingWhileCallsArrive() async {
        let repository = RepositoryMock()
        given(repository).lookUp(anything()).willReturn(User(id: -1, name: "anyone"))
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for call in 0..<1_000 {
                    let user = repository.lookUp("\(call)")
                    #expect(user.id == -1 || user.id == call)
                }
            }
            group.addTask {
                for call in 0..<1_000 {
                    given(repository).lookUp("\(call)").willReturn(User(id: call, name: "x"))
                }
            }
            group.addTask {
                for _ in 0..<50 { verify(repository, atLeast(0)).lookUp(anything()) }
            }
        }
        verify(repository, times(1_000)).lookUp(anything())
    }
}
