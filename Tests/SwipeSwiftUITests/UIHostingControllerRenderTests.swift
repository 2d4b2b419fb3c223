#if os(Linux)
  import Foundation
  import SwiftUIStub
  import Testing
  import UIKitStub

  /// A block under a sheet that shows while `shown` is true.
  struct SheetBlock: View {
    let shown: Binding<Bool>

    var body: some View {
      Block(height: 100).sheet(isPresented: shown) { Text("Sheet") }
    }
  }

  /// What the stub's hosting controller does when it renders: size tracking, safe area, sheets.
  @MainActor @Suite("UIHostingController rendering")
  struct UIHostingControllerRenderTests {
    @Test("With .preferredContentSize, the preferred size follows the content and the parent hears")
    func preferredContentSizeFollowsTheContent() async throws {
      try await onOwnClock {
        let tall = State(wrappedValue: false)
        var heard: [CGFloat] = []
        let screen = HostingScreen(rootView: Expanding(isTall: tall)) { host in
          host.sizingOptions = .preferredContentSize
        }
        screen.root.overrides.preferredContentSizeDidChange = {
          heard.append($0.preferredContentSize.height)
        }
        #expect(screen.host.preferredContentSize == CGSize(width: 0, height: 200))
        tall.wrappedValue = true
        UIKitStubDriver.current.layoutPass()
        #expect(screen.host.preferredContentSize == CGSize(width: 0, height: 300))
        #expect(heard == [300])
        let view = try #require(screen.view)
        #expect(view.intrinsicContentSize.height == -1, "not asked for")
      }
    }

    @Test("With .intrinsicContentSize, the view's intrinsic size follows, invalidated on change")
    func intrinsicContentSizeFollowsTheContent() async throws {
      try await onOwnClock {
        let tall = State(wrappedValue: false)
        let screen = HostingScreen(rootView: Expanding(isTall: tall)) { host in
          host.sizingOptions = .intrinsicContentSize
        }
        let view = try #require(screen.view)
        #expect(view.intrinsicContentSize == CGSize(width: 0, height: 200))
        let invalidations = view.intrinsicContentSizeInvalidations
        tall.wrappedValue = true
        UIKitStubDriver.current.layoutPass()
        #expect(view.intrinsicContentSize == CGSize(width: 0, height: 300))
        #expect(view.intrinsicContentSizeInvalidations == invalidations + 1)
        #expect(screen.host.preferredContentSize == .zero, "not asked for")
      }
    }

    @Test("Without sizing options, or before iOS 16, nothing follows the content")
    func noSizingOptions() async throws {
      try await onOwnClock {
        let plain = HostingScreen(rootView: Block(height: 200))
        #expect(plain.host.preferredContentSize == .zero)
        let view = try #require(plain.view)
        #expect(view.idealSize == nil)
        UIKitStubDriver.current.systemVersion = OperatingSystemVersion(
          majorVersion: 15, minorVersion: 7, patchVersion: 0)
        let older = HostingScreen(rootView: Block(height: 200)) { host in
          host.sizingOptions = .preferredContentSize
        }
        #expect(older.host.sizingOptions == [])
        #expect(older.host.preferredContentSize == .zero)
        #expect(
          UIKitStubDriver.current.unavailableAPICalls == ["UIHostingController.sizingOptions"])
      }
    }

    @Test(
      "Content is placed inside the view's safe area, unless the regions are empty or it ignores it",
      arguments: [
        ("default", 59.0), ("no regions", 0.0), ("root ignores", 0.0), ("no regions on 16.0", 59.0),
      ])
    func safeArea(_ setting: String, contentTop: CGFloat) async throws {
      try await onOwnClock {
        if setting == "no regions on 16.0" {
          UIKitStubDriver.current.systemVersion = OperatingSystemVersion(
            majorVersion: 16, minorVersion: 0, patchVersion: 0)
        }
        let content = AnyView(
          setting == "root ignores"
            ? AnyView(Block(height: 100).edgesIgnoringSafeArea(.all)) : AnyView(Block(height: 100))
        )
        let screen = HostingScreen(rootView: content, safeAreaTop: 59) { host in
          if setting.hasPrefix("no regions") { host.safeAreaRegions = [] }
        }
        let view = try #require(screen.view)
        #expect(view.safeAreaInsets.top == 59)
        #expect(view.contentFrame.minY == contentTop)
      }
    }

    @Test(
      "The keyboard's region lifts the content's bottom above the keyboard, unless left out",
      arguments: [
        ("default", 544.0), ("keyboard only", 544.0), ("container only", 844.0),
        ("root ignores the container", 544.0), ("root ignores the keyboard", 844.0),
      ])
    func keyboardRegion(_ setting: String, contentBottom: CGFloat) async throws {
      try await onOwnClock {
        let block = Block(height: 100)
        let content: AnyView
        switch setting {
        case "root ignores the container": content = AnyView(block.ignoresSafeArea(.container))
        case "root ignores the keyboard": content = AnyView(block.ignoresSafeArea(.keyboard))
        default: content = AnyView(block)
        }
        let screen = HostingScreen(
          rootView: content, frame: CGRect(x: 0, y: 0, width: 390, height: 844)
        ) { host in
          if setting == "keyboard only" { host.safeAreaRegions = .keyboard }
          if setting == "container only" { host.safeAreaRegions = .container }
        }
        let view = try #require(screen.view)
        #expect(view.contentFrame.maxY == 844)
        screen.window.showKeyboard(height: 300)
        UIKitStubDriver.current.layoutPass()
        #expect(view.contentFrame.maxY == contentBottom)
        screen.window.hideKeyboard()
        UIKitStubDriver.current.layoutPass()
        #expect(view.contentFrame.maxY == 844)
      }
    }

    @Test("A flexible view takes a proposal of greatestFiniteMagnitude; .infinity is unspecified")
    func greatestFiniteMagnitudeIsAProposal() {
      let host = UIHostingController(rootView: Color.blue)
      let huge = CGFloat.greatestFiniteMagnitude
      #expect(host.sizeThatFits(in: CGSize(width: 300, height: huge)).height == huge)
      #expect(host.sizeThatFits(in: CGSize(width: 300, height: CGFloat.infinity)).height == 0)
      #expect(host.sizeThatFits(in: CGSize(width: 300, height: 500)).height == 500)
    }

    @Test("A sheet shows from the hosting controller while its binding is true, then goes")
    func sheetPresents() async {
      await onOwnClock {
        let shown = State(wrappedValue: false)
        let screen = HostingScreen(rootView: SheetBlock(shown: shown.projectedValue))
        #expect(screen.root.presentedViewController == nil)
        shown.wrappedValue = true
        UIKitStubDriver.current.layoutPass()
        #expect(screen.root.presentedViewController is UIHostingController<AnyView>)
        #expect(screen.host.presentedViewController != nil)
        shown.wrappedValue = false
        UIKitStubDriver.current.layoutPass()
        #expect(screen.root.presentedViewController == nil)
        #expect(UIKitStubDriver.current.consoleMessages.isEmpty)
      }
    }

    @Test("A sheet from a hosting controller that is no child shows with UIKit's warning")
    func sheetFromADetachedController() async {
      await onOwnClock {
        let shown = State(wrappedValue: true)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIViewController(nibName: nil, bundle: nil)
        let host = UIHostingController(rootView: SheetBlock(shown: shown.projectedValue))
        host.view.frame = CGRect(x: 0, y: 0, width: 390, height: 100)
        window.addSubview(host.view)
        UIKitStubDriver.current.layoutPass()
        #expect(
          UIKitStubDriver.current.consoleMessages == [
            "Presenting view controllers on detached view controllers is discouraged"
              + " <UIHostingController<SheetBlock>>."
          ])
      }
    }
  }
#endif
