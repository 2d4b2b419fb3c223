#if os(Linux)
  import Foundation
  import Testing
  @testable import UIKitStub

  /// UIKit's modal presentation (UIViewController.h:205-253) and the warnings it prints when a
  /// presentation cannot, or should not, be made.
  @MainActor @Suite("UIViewController presentation")
  struct ViewControllerPresentationTests {
    @Test("A child in the window presents through its root; the sheet appears, then completes")
    func childPresents() {
      let screen = RootedWindow()
      let child = UIViewController(nibName: nil, bundle: nil)
      embed(child, in: screen.root)
      let sheet = CallbackRecorder()
      var completed: [String] = []
      child.present(sheet, animated: true) { completed = sheet.calls }
      #expect(completed == ["viewWillAppear", "viewDidAppear"], "after the sheet's viewDidAppear")
      #expect(screen.root.presentedViewController === sheet, "the farthest ancestor presents")
      #expect(child.presentedViewController === sheet, "presented by its nearest ancestor")
      #expect(sheet.presentingViewController === screen.root)
      #expect(sheet.view.window === screen.window)
      #expect(sheet.isInViewControllerHierarchy)
      #expect(UIKitStubDriver.current.consoleMessages.isEmpty)
      sheet.dismiss(animated: true) { completed = sheet.calls }
      #expect(completed.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
      #expect(screen.root.presentedViewController == nil)
      #expect(sheet.view.superview == nil)
    }

    @Test("A controller whose view is in no window presents nothing and says why")
    func notInAWindow() {
      let screen = RootedWindow()
      let offscreen = UIViewController(nibName: nil, bundle: nil)
      let sheet = UIViewController(nibName: nil, bundle: nil)
      var completed = false
      offscreen.present(sheet, animated: false) { completed = true }
      #expect(offscreen.presentedViewController == nil)
      #expect(!completed)
      #expect(
        UIKitStubDriver.current.consoleMessages == [
          "Attempt to present <UIViewController> on <UIViewController> (from <UIViewController>)"
            + " whose view is not in the window hierarchy."
        ])
      // A window with a root controller is on screen: the offscreen one is still refused.
      withExtendedLifetime(screen) {}
    }

    @Test("A detached controller in the window presents, with UIKit's warning")
    func detachedPresenter() {
      let screen = RootedWindow()
      let detached = UIViewController(nibName: nil, bundle: nil)
      screen.window.addSubview(detached.view)
      let sheet = UIViewController(nibName: nil, bundle: nil)
      detached.present(sheet, animated: true)
      #expect(detached.presentedViewController === sheet)
      #expect(
        UIKitStubDriver.current.consoleMessages == [
          "Presenting view controllers on detached view controllers is discouraged"
            + " <UIViewController>."
        ])
    }

    @Test("A controller already presenting presents nothing more")
    func alreadyPresenting() {
      let screen = RootedWindow()
      let first = UIViewController(nibName: nil, bundle: nil)
      let second = CallbackRecorder()
      screen.root.present(first, animated: false)
      screen.root.present(second, animated: false)
      #expect(screen.root.presentedViewController === first)
      #expect(second.calls.isEmpty)
      #expect(
        UIKitStubDriver.current.consoleMessages == [
          "Attempt to present <CallbackRecorder> on <UIViewController> (from <UIViewController>)"
            + " which is already presenting <UIViewController>."
        ])
    }
  }
#endif
