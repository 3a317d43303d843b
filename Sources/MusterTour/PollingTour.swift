import Foundation
import Muster

/// The polling part of the tour: each polling assertion, and the failure it prints.
@MainActor func tourPolling() async {
    section("Polling: wait for asynchronous code, with a deadline that holds")
    let status = StatusBox()
    Task {
        try? await Task.sleep(for: .milliseconds(30))
        status.value = "ready"
    }
    await show(#"await expect { status.value }.toEventually(equalTo("ready"))"#) {
        await expect { status.value }.toEventually(equalTo("ready"))
    }
    await show(
        #"await expect { status.value }.toEventually(equal("done"), timeout: .milliseconds(100))"#
    ) {
        await expect { status.value }.toEventually(equal("done"), timeout: .milliseconds(100))
    }
    let upload = StatusBox()
    Task {
        try? await Task.sleep(for: .milliseconds(40))
        upload.value = "uploading"
        try? await Task.sleep(for: .milliseconds(40))
        upload.value = "failed"
    }
    await show(
        #"await expect { upload.value }.toEventually(equalTo("done"), timeout: .milliseconds(150))"#
    ) {
        await expect { upload.value }.toEventually(equalTo("done"), timeout: .milliseconds(150))
    }
    await show(
        #"await expect { status.value }.toNever(equalTo("ready"), until: .milliseconds(100))"#
    ) {
        await expect { status.value }.toNever(equalTo("ready"), until: .milliseconds(100))
    }
    await show(
        #"await assertThat(always: { status.value }, equalTo("idle"), timeout: .milliseconds(50))"#
    ) {
        await assertThat(always: { status.value }, equalTo("idle"), timeout: .milliseconds(50))
    }
    await show(
        "await expect { await hangingForAnHour() }.toEventually(equalTo(\"ready\"), timeout: .milliseconds(100))"
    ) {
        await expect { () async -> String in
            try? await Task.sleep(for: .seconds(3600))
            return "ready"
        }.toEventually(equalTo("ready"), timeout: .milliseconds(100))
    }
    await show(
        #"let status = try await require { status.value }.toAlways(equal("idle"), until: .milliseconds(50))"#
    ) {
        _ = try await require { status.value }.toAlways(equal("idle"), until: .milliseconds(50))
    }
    await show(
        #"let user = try await require { session.user }.toEventuallyNot(nilValue(), timeout: .milliseconds(50))"#
    ) {
        let user: String? = nil
        _ = try await require { user }.toEventuallyNot(nilValue(), timeout: .milliseconds(50))
    }
    await show("await waitUntil(timeout: .milliseconds(50)) { done in /* never calls done */ }") {
        await waitUntil(timeout: .milliseconds(50)) { _ in }
    }
    await show("await waitUntil { done in done(); done() }") {
        await waitUntil { done in
            done()
            done()
        }
    }
}

/// A value that a background task changes.
final class StatusBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = "idle"
    var value: String {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
