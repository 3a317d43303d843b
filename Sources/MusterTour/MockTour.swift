import MusterMocks

/// The tour's mock section: a hand-written mock, stubbing, the failure each kind of
/// verification prints, and waiting for calls made later. Failures are captured, not reported.
enum MockTour {
    class Navigator {
        func push(_ vc: ViewController, animated: Bool) {}
        func setTitle(_ title: String) {}
    }

    final class NavigatorMock: Navigator, Mock {
        let musterRecorder = CallRecorder()
        let push = Member<ViewController, Bool, Void>("push(_ vc:animated:)")
        let setTitle = Member<String, Void>("setTitle(_ title:)")

        override func push(_ vc: ViewController, animated: Bool) { call(push, vc, animated) }
        override func setTitle(_ title: String) { call(setTitle, title) }
    }

    final class CatalogMock: Mock, Sendable {
        let musterRecorder = CallRecorder(name: "catalog")
        let productsCall = Member<[String]>("products()")
        func products() async -> [String] { await call(productsCall) }
    }

    /// A screen's model that shows a spinner while it loads.
    @MainActor final class ShelfModel {
        let catalog: CatalogMock
        var isLoading = false
        var products: [String] = []
        init(catalog: CatalogMock) { self.catalog = catalog }
        func load() async {
            isLoading = true
            products = await catalog.products()
            isLoading = false
        }
    }

    final class ClockMock: Mock, Sendable {
        let musterRecorder = CallRecorder(name: "clock")
        let nowCall = Member<Double>("now()")
        func now() -> Double { call(nowCall) }
    }

    @MainActor static func run() async {
        section("Mocks (MusterMocks)")

        let navigator = NavigatorMock()
        navigator.setTitle("Files")
        navigator.push(SettingsViewController(), animated: true)
        show("verify(navigator).push(instanceOf(FileContentsViewController.self), true)") {
            verify(navigator).push(instanceOf(FileContentsViewController.self), true)
        }
        show("verify(navigator, times(2)).setTitle(\"Files\")") {
            verify(navigator, times(2)).setTitle("Files")
        }
        show("verify(NavigatorMock()).setTitle(anything())") {
            verify(NavigatorMock()).setTitle(anything())
        }
        show("verifyNoMoreInteractions(navigator)") {
            verify(navigator).setTitle("Files")
            verifyNoMoreInteractions(navigator)
        }

        let clock = ClockMock()
        given(clock).nowCall().willReturn(1, 2)
        show("given(clock).nowCall().willReturn(1, 2); clock.now() == 1, then 2, then 2") {
            assertThat([clock.now(), clock.now(), clock.now()], equalTo([1, 2, 2]))
        }
        show(
            "verifyInOrder { verify(clock, atLeastOnce()).nowCall(); verify(navigator).push(anything(), true) }"
        ) {
            verifyInOrder {
                verify(clock, atLeastOnce()).nowCall()
                verify(navigator).push(anything(), true)
            }
        }

        // The button is pressed on the main actor a little later, while eventually waits.
        let slowNavigator = NavigatorMock()
        Task { @MainActor in
            try? await Task.sleep(for: .milliseconds(30))
            slowNavigator.push(FileContentsViewController(), animated: true)
        }
        await show(
            "await eventually { verify(slowNavigator).push(instanceOf(FileContentsViewController.self), true) }  // pushed 30 ms later"
        ) {
            await eventually {
                verify(slowNavigator).push(instanceOf(FileContentsViewController.self), true)
            }
        }
        await show(
            "await eventually(timeout: .milliseconds(100)) { verify(navigator, times(3)).setTitle(\"Files\") }"
        ) {
            await eventually(timeout: .milliseconds(100)) {
                verify(navigator, times(3)).setTitle("Files")
            }
        }
        await show("await eventually { verify(navigator, never()).push(anything(), false) }") {
            await eventually { verify(navigator, never()).push(anything(), false) }
        }

        // A call held in flight while the test looks at the loading state.
        let catalog = CatalogMock()
        let shelf = ShelfModel(catalog: catalog)
        await show(
            """
            try await given(catalog).productsCall().holdingCalls { gate in
                    let loading = Task { await shelf.load() }
                    let call = try await gate.nextCall()
                    expect(shelf.isLoading).to(beTrue())  // the spinner shows while the call is held
                    call.resume(returning: ["apple"])
                    await loading.value
                  }
            """
        ) {
            try await given(catalog).productsCall().holdingCalls { gate in
                let loading = Task { await shelf.load() }
                let call = try await gate.nextCall()
                expect(shelf.isLoading).to(beTrue())
                call.resume(returning: ["apple"])
                await loading.value
            }
        }
        await show(
            "try await given(catalog).productsCall().holdingCalls { gate in _ = try await gate.nextCall(timeout: .milliseconds(50)) }  // nothing loads"
        ) {
            try await given(catalog).productsCall().holdingCalls { gate in
                _ = try await gate.nextCall(timeout: .milliseconds(50))
            }
        }

        // A closure dependency, checked as a mock's member is.
        let onSelect = Spy<String, Void>()
        let select: @Sendable (String) -> Void = onSelect.function
        select("pear")
        show("verify(onSelect)(\"apple\")  // a Spy<String, Void> passed as the list's onSelect") {
            verify(onSelect)("apple")
        }
    }
}
