#if os(Linux)
  import Foundation

  extension UIViewController {
    /// Where a view controller is in its appearance callbacks.
    package enum AppearanceState: Sendable {
      /// Not shown (the start, and after `viewDidDisappear`).
      case disappeared
      /// Between `viewWillAppear` and `viewDidAppear`.
      case appearing
      /// Shown (after `viewDidAppear`).
      case appeared
      /// Between `viewWillDisappear` and `viewDidDisappear`.
      case disappearing
    }

    // MARK: - Who is told

    /// Whether the controller is in a window's view controller hierarchy: a window's root view
    /// controller, a presented controller, or a child of one of those, at any depth.
    ///
    /// UIKit tells only these of their views' appearance: a window tells its root, a
    /// presentation the presented controller, and a container its children ("Creating a custom
    /// container view controller", developer.apple.com/documentation/uikit/
    /// creating-a-custom-container-view-controller: a container must add a child before
    /// showing its view, for "UIKit to route events … to your child view controllers"). A
    /// controller whose view is merely added to a window is detached and told nothing.
    package var isInViewControllerHierarchy: Bool {
      var top = self
      while let parent = top.parent { top = parent }
      if top.storedPresenting != nil { return true }
      guard let view = top.viewIfLoaded, let window = view.modelWindow else { return false }
      return window.rootViewController === top
    }

    /// Whether this controller is told when its view enters `window`: it is the window's root
    /// or presented, or its parent forwards appearance and is appearing or shown.
    private func isToldOfAppearance(in window: UIWindow) -> Bool {
      if window.rootViewController === self || storedPresenting != nil { return true }
      guard let parent, parent.shouldAutomaticallyForwardAppearanceMethods else { return false }
      return parent.appearanceState == .appearing || parent.appearanceState == .appeared
    }

    // MARK: - The view entering and leaving a window

    /// The controller's view is about to move to `window` (nil: out of its window): a view
    /// entering a window appears (`viewWillAppear`), one leaving disappears.
    func rootViewWillMove(toWindow window: UIWindow?) {
      if let window {
        guard isToldOfAppearance(in: window) else { return }
        _ = beginTransition(appearing: true, animated: false)
      } else {
        // A parent that forwards nothing disappears its children itself.
        guard parent?.shouldAutomaticallyForwardAppearanceMethods ?? true else { return }
        _ = beginTransition(appearing: false, animated: false)
      }
    }

    /// The controller's view moved into or out of its window: the transition it began ends
    /// (the stub runs no transition animation).
    func rootViewDidMoveToWindow() {
      _ = endTransition()
    }

    // MARK: - Transitions

    // SDK: open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool)
    //   — UIViewController.h:440-445
    /// Tells the controller that its view is about to appear or disappear: what a container
    /// that forwards nothing automatically calls instead of `viewWillAppear(_:)` and the other
    /// callbacks, so that the child's own children are told too. A call that does not change
    /// the direction (appearing twice) prints UIKit's "Unbalanced calls" warning.
    package func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
      if !beginTransition(appearing: isAppearing, animated: animated) { warnUnbalanced() }
    }

    // SDK: open func endAppearanceTransition() — UIViewController.h:446
    /// Tells the controller that the appearance transition it began is over (`viewDidAppear`
    /// or `viewDidDisappear`).
    package func endAppearanceTransition() {
      if !endTransition() { warnUnbalanced() }
    }

    private func warnUnbalanced() {
      UIKitStubDriver.current.log(
        "Unbalanced calls to begin/end appearance transitions for \(Self.consoleName(of: self)).")
    }

    /// Starts appearing or disappearing, and forwards to the children whose views are in this
    /// controller's view; false when the controller already is on its way there.
    private func beginTransition(appearing: Bool, animated: Bool) -> Bool {
      switch (appearing, appearanceState) {
      case (true, .disappeared), (true, .disappearing):
        appearanceState = .appearing
        isAnimatingAppearance = animated
        record(.viewWillAppear(animated: animated))
        overrides.viewWillAppear?(animated)
      case (false, .appeared), (false, .appearing):
        appearanceState = .disappearing
        isAnimatingAppearance = animated
        record(.viewWillDisappear(animated: animated))
        overrides.viewWillDisappear?(animated)
      default:
        return false
      }
      for child in forwardedChildren {
        _ = child.beginTransition(appearing: appearing, animated: animated)
      }
      return true
    }

    /// Ends the transition under way, and the children's; false when none is under way.
    private func endTransition() -> Bool {
      let animated = isAnimatingAppearance
      switch appearanceState {
      case .appearing:
        appearanceState = .appeared
        record(.viewDidAppear(animated: animated))
        overrides.viewDidAppear?(animated)
      case .disappearing:
        appearanceState = .disappeared
        record(.viewDidDisappear(animated: animated))
        overrides.viewDidDisappear?(animated)
      case .appeared, .disappeared:
        return false
      }
      for child in forwardedChildren { _ = child.endTransition() }
      return true
    }

    /// The children told of this controller's transitions: all of them when it forwards
    /// automatically, and only those whose views are in its view.
    private var forwardedChildren: [UIViewController] {
      guard shouldAutomaticallyForwardAppearanceMethods, let view = viewIfLoaded else { return [] }
      return storedChildren.filter { child in
        child.viewIfLoaded.map { $0.modelIsDescendant(of: view) } ?? false
      }
    }

    /// How UIKit's console messages name a controller (its class; UIKit adds an address).
    static func consoleName(of controller: UIViewController) -> String {
      "<\(type(of: controller))>"
    }
  }
#endif
