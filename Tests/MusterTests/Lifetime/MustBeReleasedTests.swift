import Foundation
import Muster
import Observation
import Testing

// Objects that must be released: each kind of leak a test meets, found and named; objects
// released at once or after asynchronous work, passed; misuse, a clear failure.

private final class Plain {}

private final class Parent {
    var children: [Child] = []
}

private final class Child {
    var parent: Parent?
    init(parent: Parent?) { self.parent = parent }
}

private final class WeakChild {
    weak var parent: Parent?
    init(parent: Parent?) { self.parent = parent }
}

private final class Service {
    var delegate: FeedModel?
}

private final class FeedModel {
    let service: Service
    var onUpdate: (() -> Void)?
    init(service: Service) { self.service = service }
}

private final class Registry {
    var models: [AnyObject] = []
}

private final class SelfCapturing {
    var onUpdate: (() -> Void)?
    func start() { onUpdate = { _ = self } }
}

@Observable private final class ObservedModel {
    var owner: ObservedOwner?
}

private final class ObservedOwner {
    var model: ObservedModel?
}

private struct Settings { var name = "a" }

/// Checks with a short wait, so that a leak costs a test a fraction of a second.
private func leakFailures(
    timeout: Duration = .milliseconds(100), _ body: () async -> Void
) async -> [String] {
    await withPollingDefaults(timeout: timeout, pollInterval: .milliseconds(5)) {
        await captureFailures { await withLeakChecks { await body() } }.map(\.message)
    }
}

@Suite struct MustBeReleasedTests {
    @Test func anObjectReleasedWhenTheScopeEndsPasses() async {
        let failures = await leakFailures {
            let plain = mustBeReleased(Plain())
            _ = plain
        }
        #expect(failures == [])
    }

    // A long timeout, which a passing check never waits out: in a full parallel run a sleeping
    // task was seen to resume seconds late (see SeededLeaksTests).
    @Test func anObjectReleasedAfterItsTaskFinishesIsNotALeak() async {
        let failures = await leakFailures(timeout: .seconds(30)) {
            let plain = mustBeReleased(Plain())
            Task {
                try? await Task.sleep(for: .milliseconds(20))
                _ = plain
            }
        }
        #expect(failures == [])
    }

    @Test func aCycleThroughStoredPropertiesIsNamed() async {
        let line = #line + 4
        let failures = await leakFailures {
            let service = Service()
            let model = FeedModel(service: service)
            mustBeReleased(model)
            service.delegate = model
        }
        #expect(
            failures == [
                "Expected the FeedModel registered on line \(line) to be released by the end of "
                    + "the test, but it was still alive 0.1 s after the test ended, kept by a "
                    + "cycle: FeedModel.service → Service.delegate → the FeedModel"
            ])
    }

    @Test func aCycleThroughACollectionNamesTheElement() async {
        let line = #line + 2
        let failures = await leakFailures {
            let parent = mustBeReleased(Parent())
            parent.children = [Child(parent: nil), Child(parent: parent)]
        }
        #expect(
            failures == [
                "Expected the Parent registered on line \(line) to be released by the end of the "
                    + "test, but it was still alive 0.1 s after the test ended, kept by a cycle: "
                    + "Parent.children[1] → Child.parent → the Parent"
            ])
    }

    @Test func aWeakPropertyIsNotAPathAndAReleasedCycleIsNoLeak() async {
        let failures = await leakFailures {
            let parent = mustBeReleased(Parent())
            let child = mustBeReleased(WeakChild(parent: parent))
            _ = child
        }
        #expect(failures == [])
    }

    @Test func anObjectKeptByAnotherRegisteredObjectNamesIt() async {
        let holder = Registry()
        let line = #line + 2
        let failures = await leakFailures {
            mustBeReleased(holder)
            let plain = mustBeReleased(Plain())
            holder.models.append(plain)
        }
        #expect(failures.count == 2)
        #expect(
            failures.last
                == "Expected the Plain registered on line \(line + 1) to be released by the end of "
                + "the test, but it was still alive 0.1 s after the test ended, kept by the "
                + "Registry registered on line \(line): Registry.models[0] → the Plain")
    }

    @Test func aLeakOutOfReflectionsReachSaysSoAndNamesTheClosures() async {
        let line = #line + 2
        let failures = await leakFailures {
            let model = mustBeReleased(SelfCapturing())
            model.start()
        }
        #expect(
            failures == [
                "Expected the SelfCapturing registered on line \(line) to be released by the end "
                    + "of the test, but it was still alive 0.1 s after the test ended; no stored "
                    + "property of it, or of another object the test registered, leads back to "
                    + "it, so what keeps it is out of reflection's reach: a closure's or a task's "
                    + "captures, a timer, an observer or a global (look at "
                    + "SelfCapturing.onUpdate, a closure)"
            ])
    }

    @Test func anObservableModelsPropertiesAreNamedAsItsCodeNamesThem() async {
        let line = #line + 2
        let failures = await leakFailures {
            let model = mustBeReleased(ObservedModel())
            let owner = ObservedOwner()
            owner.model = model
            model.owner = owner
        }
        #expect(
            failures == [
                "Expected the ObservedModel registered on line \(line) to be released by the end "
                    + "of the test, but it was still alive 0.1 s after the test ended, kept by a "
                    + "cycle: ObservedModel.owner → ObservedOwner.model → the ObservedModel"
            ])
    }

    @Test func aValueBoxedAsAnObjectFailsAtOnce() async {
        let failures = await leakFailures {
            mustBeReleased(Settings() as AnyObject)
        }
        #expect(
            failures == [
                "Expected an instance of a class to watch for its release, but was "
                    + "Settings(name: \"a\"), a value boxed as an object: a value is copied, never "
                    + "kept alive, so register the class instance that holds it"
            ])
    }

    @Test func aRegistrationWithNoEndToWatchFailsSayingHowToGiveIt() {
        let failures = captureFailures { mustBeReleased(Plain()) }.map(\.message)
        #expect(
            failures == [
                "Expected mustBeReleased to be called in a test whose end Muster sees, but this "
                    + "test has no .checksForLeaks trait, so the Plain is not watched: add "
                    + "@Test(.checksForLeaks) or @Suite(.checksForLeaks), or register it inside "
                    + "withLeakChecks { … }"
            ])
    }

    @Test func aRegistrationAfterTheChecksEndedFails() async {
        let (gate, open) = AsyncStream<Void>.makeStream()
        let failures = await captureFailures {
            let late = await withLeakChecks {
                Task {
                    for await _ in gate { break }
                    mustBeReleased(Plain())
                }
            }
            open.yield()
            await late.value
        }
        #expect(
            failures.map(\.message) == [
                "Expected mustBeReleased to be called in a test whose end Muster sees, but the "
                    + "test had ended, so the Plain is not watched"
            ])
    }

    @Test(.checksForLeaks) func theTraitChecksTheTestsRegistrations() async {
        let plain = mustBeReleased(Plain())
        _ = plain
    }
}
