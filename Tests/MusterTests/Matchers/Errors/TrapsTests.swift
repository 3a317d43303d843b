import Foundation
import Testing

@testable import Muster
import MusterTestSupport

/// A cart whose `add` checks its argument the way app code does, with a precondition.
private final class Cart {
    private(set) var items: [String] = []
    func add(_ item: String, quantity: Int) {
        precondition(quantity > 0, "quantity must be positive")
        items += Array(repeating: item, count: quantity)
    }
}

// The tests that wait a second on purpose do it on a thread of their own: an assertion waits for
// its child process on the thread that made it.
@Suite struct TrapsTests {
    @Test func catchesAFailedPrecondition() {
        #expect(failureMessages { expect { precondition(false, "boom") }.to(traps()) } == [])
    }

    @Test func catchesAnIndexOutOfRangeThroughEverySpelling() {
        let numbers = [1, 2]
        #expect(failureMessages { expect { _ = numbers[5] }.to(traps()) } == [])
        #expect(failureMessages { expect(numbers[5]).to(traps()) } == [])
        #expect(failureMessages { assertThat(numbers[5], traps()) } == [])
    }

    @Test func catchesFatalError() {
        func crash() -> Int { fatalError("unreachable") }
        #expect(failureMessages { expect { crash() }.to(traps()) } == [])
    }

    @Test func describesItself() {
        #expect((traps() as Matcher<Int>).description == "a trap")
        #expect(
            (traps(withMessage: "boom") as Matcher<Int>).description
                == "a trap with message \"boom\"")
        #expect(
            (traps(withMessage: containsString("range")) as Matcher<Int>).description
                == "a trap with message a string containing \"range\"")
    }

    @Test func codeThatReturnsFails() {
        #expect(
            failureMessage { expect { _ = 1 + 1 }.to(traps()) }
                == "Expected a trap, but returned normally")
        #expect(failureMessage { expect { 3 }.to(traps()) } == "Expected a trap, but returned 3")
        #expect(
            failureMessage { assertThat(Int?.none, traps()) } == "Expected a trap, but returned nil"
        )
    }

    @Test func thrownErrorIsNotATrap() {
        struct Refused: Error {}
        #expect(
            failureMessage { expect { throw Refused() }.to(traps()) }
                == "Expected a trap, but threw error Refused()")
    }

    @Test func negatedShowsTheMessage() {
        #expect(failureMessages { expect { _ = 1 }.toNot(traps()) } == [])
        #expect(
            failureMessage { expect { precondition(false, "boom") }.toNot(traps()) }
                == "Expected not a trap, but trapped with message \"boom\"")
        #expect(
            failureMessage { expect { precondition(false) }.toNot(traps()) }
                == "Expected not a trap, but trapped")
    }

    @Test func composes() {
        #expect(
            failureMessages { expect { precondition(false) }.to(allOf(traps(), traps())) } == [])
        #expect((not(traps()) as Matcher<Int>).description == "not a trap")
        #expect(failureMessages { expect { 3 }.to(anyOf(traps(), equalTo(3))) } == [])
        #expect(
            failureMessage { expect { 4 }.to(anyOf(traps(), equalTo(3))) }
                == "Expected (a trap or 3), but a trap: returned 4; 3: was 4")
    }

    // MARK: The message

    @Test func matchesTheMessage() {
        let numbers = [1, 2]
        #expect(
            failureMessages {
                expect { _ = numbers[5] }.to(traps(withMessage: "Index out of range"))
            } == [])
        #expect(
            failureMessages {
                expect { fatalError("unreachable") }.to(traps(withMessage: hasPrefix("unr")))
            } == [])
        let cart = Cart()
        #expect(
            failureMessages {
                expect { cart.add("mug", quantity: 0) }
                    .to(traps(withMessage: "quantity must be positive"))
            } == [])
        #expect(
            failureMessages {
                assertThat(
                    cart.add("mug", quantity: 0), traps(withMessage: containsString("quantity")))
            } == [])
    }

    @Test func anotherMessageIsAMismatch() {
        #expect(
            failureMessage { expect { fatalError("disk full") }.to(traps(withMessage: "quota")) }
                == "Expected a trap with message \"quota\", but trapped with message \"disk full\"")
        #expect(
            failureMessage {
                expect { fatalError("disk full") }.to(traps(withMessage: containsString("quota")))
            }
                == "Expected a trap with message a string containing \"quota\", but trapped with message \"disk full\""
        )
        #expect(
            failureMessage { expect { precondition(false) }.to(traps(withMessage: "x")) }
                == "Expected a trap with message \"x\", but trapped with no message "
                + "(the check gave none, or an optimized build dropped it)")
        #expect(
            failureMessage { expect { 2 }.to(traps(withMessage: "x")) }
                == "Expected a trap with message \"x\", but returned 2")
    }

    @Test func anEmptyMessageMatchesAnEmptyString() {
        #expect(
            failureMessages { expect { precondition(false) }.to(traps(withMessage: "")) } == [])
        #expect(
            failureMessages { expect { fatalError() }.to(traps(withMessage: isEmptyString())) }
                == [])
    }

    // MARK: What the test's process sees

    @Test func codeThatDoesNotTrapRunsInTheTestsProcessToo() {
        let cart = Cart()
        #expect(failureMessages { expect { cart.add("mug", quantity: 2) }.toNot(traps()) } == [])
        #expect(cart.items == ["mug", "mug"])
    }

    @Test func whatTrappingCodeChangedStaysInTheChild() {
        var count = 0
        #expect(
            failureMessages {
                expect {
                    count += 1
                    precondition(count == 0)
                }.to(traps())
            } == [])
        #expect(count == 0)
    }

    @Test func aTrapInsideAnExclusiveAccessLeavesTheVariableUsable() {
        var numbers = [1, 2, 3]
        #expect(
            failureMessages {
                expect {
                    numbers.withUnsafeMutableBufferPointer { buffer in
                        buffer[0] = 9
                        _ = buffer[7]
                    }
                }.to(traps())
            } == [])
        numbers.append(4)
        numbers.withUnsafeMutableBufferPointer { $0[0] = 5 }
        #expect(numbers == [5, 2, 3, 4])
    }

    @Test func aTrapWhileHoldingALockLeavesItFree() {
        let lock = NSLock()
        #expect(
            failureMessages {
                expect {
                    lock.lock()
                    fatalError("while locked")
                }.to(traps())
            } == [])
        #expect(lock.try())
        lock.unlock()
    }

    @Test func aTrapWhileAllocatingLeavesTheAllocatorSound() {
        #expect(
            failureMessages {
                expect {
                    var blocks: [[UInt8]] = []
                    for size in 1...2_000 { blocks.append([UInt8](repeating: 1, count: size)) }
                    _ = blocks[blocks.count]
                }.to(traps(withMessage: "Index out of range"))
            } == [])
        let blocks = (1...2_000).map { [UInt8](repeating: 2, count: $0) }
        #expect(blocks.last?.count == 2_000)
    }

    @Test func aTrapOnAThreadTheCodeStartedIsCaught() {
        #expect(
            failureMessages {
                expect {
                    let thread = Thread { fatalError("on another thread") }
                    thread.start()
                    Thread.sleep(forTimeInterval: 5)
                }.to(traps(withMessage: "on another thread"))
            } == [])
    }

    // MARK: Other ends

    @Test func aCrashIsNotATrap() {
        #expect(
            failureMessage {
                expect { UnsafePointer<Int>(bitPattern: 8)!.pointee }.to(traps())
            } == "Expected a trap, but crashed with SIGSEGV")
    }

    @Test func anExitIsNotATrap() {
        #expect(
            failureMessage { expect { exit(3) }.to(traps()) }
                == "Expected a trap, but exited with status 3")
    }

    @Test func codeThatDoesNotFinishIsStopped() async {
        let message = await onAThreadOfItsOwn {
            TrapCatching.$deadlineSeconds.withValue(1) {
                failureMessage { expect { Thread.sleep(forTimeInterval: 30) }.to(traps()) }
            }
        }
        #expect(
            message
                == "Expected a trap, but did not finish within 1 second in the child process that runs code that may trap (a lock that another thread held when it was made stays held there)"
        )
    }

    @Test func aChildThatIsStuckIsReplacedByAFreshOne() async throws {
        // The first child waits, as one does on a lock another thread held at the fork; the
        // second finds the marker the first left and traps.
        let marker = FileManager.default.temporaryDirectory
            .appendingPathComponent("muster-stuck-child-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: marker) }
        let messages = await onAThreadOfItsOwn {
            TrapCatching.$deadlineSeconds.withValue(5) {
                failureMessages {
                    expect {
                        if FileManager.default.fileExists(atPath: marker) {
                            fatalError("second child")
                        }
                        _ = FileManager.default.createFile(atPath: marker, contents: nil)
                        Thread.sleep(forTimeInterval: 30)
                    }.to(traps(withMessage: "second child"))
                }
            }
        }
        #expect(messages == [])
    }

    @Test func anEndThatIsNeitherATrapNorAReturnFailsBothWays() {
        #expect(
            failureMessage { expect { exit(4) }.toNot(traps()) }
                == "Expected not a trap, but exited with status 4")
        #expect(
            failureMessage { expect { UnsafePointer<Int>(bitPattern: 8)!.pointee }.toNot(traps()) }
                == "Expected not a trap, but crashed with SIGSEGV")
    }

    @Test func asyncCodeGetsAClearFailure() async {
        func crash() async -> Int { fatalError() }
        let messages = await captureFailures { await expect { await crash() }.to(traps()) }
            .map(\.message)
        #expect(
            messages == [
                "Expected a trap, but could not be run with traps caught: traps are caught in synchronous code only"
            ])
        let unrun = "could not be run with traps caught: traps are caught in synchronous code only"
        let others = await captureFailures {
            await assertThat({ await crash() }, traps())
            _ = try? await require { await crash() }.to(traps())
            _ = try? await require { await crash() }.toEventually(
                traps(), timeout: .milliseconds(50))
            await expect { await crash() }.toEventually(traps(), timeout: .milliseconds(50))
        }.map(\.message)
        #expect(others.count == 4)
        #expect(others.allSatisfy { $0.hasSuffix(unrun) }, "\(others)")
    }

    @Test func manyTrapsInARow() {
        for index in 0..<20 {
            #expect(failureMessages { expect { precondition(index < 0) }.to(traps()) } == [])
        }
    }

    @Test func aChildThatCannotBeMadeSaysWhy() {
        // EPERM: what a sandbox that forbids making a process answers.
        #expect(forkFailure(errorNumber: EPERM) == "fork failed: Operation not permitted")
        let end = ChildProcessEnd(.notStarted(reason: forkFailure(errorNumber: EAGAIN)))
        #expect(
            end.description
                == "could not be run in a child process: fork failed: Resource temporarily unavailable"
        )
    }
}
