import Foundation
import Muster
import MusterNimble
import Testing
import MusterTestSupport

@Suite struct PostNotificationsTests {
    let center = NotificationCenter()
    let saved = Notification(name: Notification.Name("Saved"))
    let deleted = Notification(name: Notification.Name("Deleted"))

    @Test func theNotificationsTheExpressionPosts() {
        let (center, saved, deleted) = (center, saved, deleted)
        #expect(failureMessages { expect {}.to(postNotifications(beEmpty(), from: center)) } == [])
        #expect(
            failureMessages {
                expect { center.post(saved) }.to(postNotifications(equal([saved]), from: center))
            } == [])
        #expect(
            failureMessages {
                expect {
                    center.post(saved)
                    center.post(deleted)
                }.to(postNotifications(equal([saved, deleted]), from: center))
            } == [])
        #expect(
            failureMessages {
                expect { center.post(deleted) }.toNot(
                    postNotifications(equal([saved]), from: center))
            } == [])
    }

    @Test func whatAFailureSays() {
        let (center, saved, deleted) = (center, saved, deleted)
        let matcher: Matcher<Void> = postNotifications(equal([saved]), from: center)
        #expect(
            matcher.description
                == "code posting notifications that are a value equal to [name = Saved]")
        #expect(
            failureMessage { expect {}.to(postNotifications(equal([saved]), from: center)) }
                == "Expected code posting notifications that are a value equal to [name = Saved], but posted none"
        )
        #expect(
            failureMessage {
                expect { center.post(deleted) }.to(postNotifications(equal([saved]), from: center))
            }
                == "Expected code posting notifications that are a value equal to [name = Saved], but posted [name = Deleted], which differed at [0]: expected name = Saved, was name = Deleted"
        )
        #expect(
            failureMessage {
                expect { center.post(deleted) }.to(
                    postNotifications(contain(saved), from: center))
            }
                == "Expected code posting notifications that are a sequence containing name = Saved, but posted [name = Deleted]: had no such item in [name = Deleted]"
        )
        #expect(
            failureMessage {
                expect { center.post(saved) }.toNot(
                    postNotifications(equal([saved]), from: center))
            }
                == "Expected not code posting notifications that are a value equal to [name = Saved], but was ()"
        )
    }

    @Test func notificationsFromOtherThreadsAndComposition() {
        let (center, saved, deletedName) = (center, saved, deleted.name)
        #expect(
            failureMessages {
                expect {
                    let thread = Thread { center.post(name: deletedName, object: nil) }
                    thread.start()
                    while !thread.isFinished { usleep(1_000) }
                    center.post(saved)
                }.to(postNotifications(contain(saved) && haveCount(2), from: center))
            } == [])
        #expect(
            failureMessages {
                expect { 42 }.to(postNotifications(beEmpty(), from: center))
            } == [])
    }

    @Test func theDefaultCenter() {
        let name = Notification.Name("MusterPostNotificationsTests.default")
        #expect(
            failureMessages {
                expect { NotificationCenter.default.post(name: name, object: nil) }.to(
                    postNotifications(containElementSatisfying({ $0.name == name })))
            } == [])
    }
}
