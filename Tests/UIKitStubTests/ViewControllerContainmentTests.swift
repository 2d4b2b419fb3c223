#if os(Linux)
  import Foundation
  import Testing
  @testable import UIKitStub

  /// A window whose root view controller's view fills it, on a fresh clock. It holds the
  /// window, which the stub's driver (as UIKit's) only references weakly.
  @MainActor final class RootedWindow {
    let window = makeWindow()
    let root = UIViewController(nibName: nil, bundle: nil)

    init() {
      window.rootViewController = root
    }
  }

  /// Adds `child` to `parent` as UIKit's containment documentation says a container does:
  /// `addChild`, its view into the parent's, then `didMove(toParent:)`.
  @MainActor func embed(_ child: UIViewController, in parent: UIViewController) {
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
  }

  /// Removes `child` the reverse way: `willMove(toParent: nil)`, its view, `removeFromParent`.
  @MainActor func unembed(_ child: UIViewController) {
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
  }

  /// Records the callbacks UIKit makes on a subclass in another module (here, the tests), as
  /// its overrides would.
  @MainActor final class CallbackRecorder: UIViewController {
    var calls: [String] = []

    init() {
      super.init(nibName: nil, bundle: nil)
      overrides.viewWillAppear = { [weak self] _ in self?.calls.append("viewWillAppear") }
      overrides.viewDidAppear = { [weak self] _ in self?.calls.append("viewDidAppear") }
      overrides.viewWillDisappear = { [weak self] _ in self?.calls.append("viewWillDisappear") }
      overrides.viewDidDisappear = { [weak self] _ in self?.calls.append("viewDidDisappear") }
      overrides.preferredContentSizeDidChange = { [weak self] child in
        self?.calls.append("preferredContentSizeDidChange \(child.preferredContentSize.height)")
      }
    }
  }

  /// UIKit's view controller containment (UIViewController.h:405-496) and appearance callbacks.
  @MainActor @Suite("UIViewController containment")
  struct ViewControllerContainmentTests {
    @Test("addChild calls willMove(toParent:) before adding; removeFromParent calls didMove(nil)")
    func containmentCallbacks() {
      let parent = UIViewController(nibName: nil, bundle: nil)
      let child = UIViewController(nibName: nil, bundle: nil)
      embed(child, in: parent)
      #expect(parent.children.count == 1 && parent.children.first === child)
      #expect(child.parent === parent)
      unembed(child)
      #expect(parent.children.isEmpty)
      #expect(child.parent == nil)
      let id = ObjectIdentifier(parent)
      #expect(
        child.callbacks == [
          .willMove(toParent: id), .didMove(toParent: id), .willMove(toParent: nil),
          .didMove(toParent: nil),
        ])
    }

    @Test("A child of another parent is first removed from it (UIViewController.h:413-415)")
    func addChildMovesBetweenParents() {
      let first = UIViewController(nibName: nil, bundle: nil)
      let second = UIViewController(nibName: nil, bundle: nil)
      let child = UIViewController(nibName: nil, bundle: nil)
      first.addChild(child)
      second.addChild(child)
      #expect(first.children.isEmpty)
      #expect(second.children.count == 1)
      #expect(child.parent === second)
      #expect(child.callbacks.last == .willMove(toParent: ObjectIdentifier(second)))
      #expect(child.callbacks.contains(.didMove(toParent: nil)))
    }

    @Test("A window's root appears when set; a child appears when its view enters the window")
    func childAppearsWithItsView() {
      let screen = RootedWindow()
      #expect(screen.root.view.superview === screen.window)
      #expect(screen.root.view.frame == screen.window.bounds)
      #expect(screen.root.appearanceState == .appeared)
      let child = CallbackRecorder()
      screen.root.addChild(child)
      #expect(child.appearanceState == .disappeared, "not before its view is in the window")
      screen.root.view.addSubview(child.view)
      child.didMove(toParent: screen.root)
      #expect(child.appearanceState == .appeared)
      #expect(child.calls == ["viewWillAppear", "viewDidAppear"])
      unembed(child)
      #expect(child.appearanceState == .disappeared)
      #expect(
        child.calls == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
    }

    @Test("A parent entering a window forwards: its will, the child's will, its did, the child's")
    func parentForwardsToChildren() {
      let screen = RootedWindow()
      let parent = UIViewController(nibName: nil, bundle: nil)
      let child = UIViewController(nibName: nil, bundle: nil)
      embed(child, in: parent)
      #expect(child.appearanceState == .disappeared, "the parent is not in a window yet")
      var order: [String] = []
      parent.onCallback = { order.append("parent \($0.name)") }
      child.onCallback = { order.append("child \($0.name)") }
      embed(parent, in: screen.root)
      #expect(
        order == [
          "parent willMove(toParent:)", "parent viewWillAppear", "child viewWillAppear",
          "parent viewDidAppear", "child viewDidAppear", "parent didMove(toParent:)",
        ])
      order.removeAll()
      parent.view.removeFromSuperview()
      #expect(
        order == [
          "parent viewWillDisappear", "child viewWillDisappear", "parent viewDidDisappear",
          "child viewDidDisappear",
        ])
    }

    @Test("A view added to a window without its controller in the hierarchy tells it nothing")
    func detachedControllerIsNotTold() {
      let screen = RootedWindow()
      let detached = UIViewController(nibName: nil, bundle: nil)
      screen.window.addSubview(detached.view)
      #expect(detached.appearanceState == .disappeared)
      #expect(detached.callbacks.isEmpty)
      #expect(!detached.isInViewControllerHierarchy)
    }

    @Test("A parent that forwards nothing drives its child with begin/endAppearanceTransition")
    func manualForwarding() {
      let screen = RootedWindow()
      let parent = UIViewController(nibName: nil, bundle: nil)
      parent.shouldAutomaticallyForwardAppearanceMethods = false
      embed(parent, in: screen.root)
      let child = UIViewController(nibName: nil, bundle: nil)
      embed(child, in: parent)
      #expect(child.appearanceState == .disappeared, "the parent forwards nothing")
      child.beginAppearanceTransition(true, animated: true)
      #expect(child.appearanceState == .appearing)
      child.endAppearanceTransition()
      #expect(child.appearanceState == .appeared)
      #expect(
        child.callbacks.suffix(2) == [
          .viewWillAppear(animated: true), .viewDidAppear(animated: true),
        ])
      child.beginAppearanceTransition(true, animated: false)
      #expect(
        UIKitStubDriver.current.consoleMessages.last
          == "Unbalanced calls to begin/end appearance transitions for <UIViewController>.")
    }

    @Test("A child's new preferred content size is reported to its parent (UIViewController.h:64)")
    func preferredContentSizeReachesTheParent() {
      let parent = CallbackRecorder()
      let child = UIViewController(nibName: nil, bundle: nil)
      embed(child, in: parent)
      child.preferredContentSize = CGSize(width: 10, height: 120)
      child.preferredContentSize = CGSize(width: 10, height: 120)
      child.preferredContentSize = CGSize(width: 10, height: 90)
      #expect(
        parent.calls == [
          "preferredContentSizeDidChange 120.0", "preferredContentSizeDidChange 90.0",
        ]
      )
    }
  }
#endif
