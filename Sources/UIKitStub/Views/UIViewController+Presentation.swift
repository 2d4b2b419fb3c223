#if os(Linux)
  import Foundation

  extension UIViewController {
    // SDK: open var presentedViewController: UIViewController? { get } — UIViewController.h:208-209
    /// "The view controller that was presented by this view controller or its nearest
    /// ancestor."
    package var presentedViewController: UIViewController? {
      storedPresented ?? parent?.presentedViewController
    }

    // SDK: open var presentingViewController: UIViewController? { get }
    //   — UIViewController.h:211-212
    /// "The view controller that presented this view controller (or its farthest ancestor.)"
    package var presentingViewController: UIViewController? {
      storedPresenting ?? parent?.presentingViewController
    }

    // SDK: open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
    //   completion: (() -> Void)? = nil) — UIViewController.h:245-251
    /// Presents `viewControllerToPresent` over the window, from this controller's farthest
    /// ancestor (a child forwards the request up its hierarchy; with no ancestor defining a
    /// presentation context "the presenter will be the root view controller",
    /// UIViewController.h:214-218), and calls `completion` after the presented controller's
    /// `viewDidAppear` (UIViewController.h:245-249; the stub animates nothing).
    ///
    /// As UIKit does, it prints a warning and presents nothing when this controller's view is
    /// in no window, or when the presenter is already presenting; it prints a warning and
    /// presents anyway when this controller is detached, outside the window's view controller
    /// hierarchy (``isInViewControllerHierarchy``; the sheet shows, and dismissing it is
    /// unreliable: GabrielAlva/SwiftPages#18, sammcewan/WYPopoverController#74).
    package func present(
      _ viewControllerToPresent: UIViewController, animated flag: Bool,
      completion: (() -> Void)? = nil
    ) {
      var presenter = self
      while let parent = presenter.parent { presenter = parent }
      let names =
        "\(Self.consoleName(of: viewControllerToPresent)) on \(Self.consoleName(of: presenter))"
        + " (from \(Self.consoleName(of: self)))"
      guard let window = viewIfLoaded?.modelWindow else {
        UIKitStubDriver.current.log(
          "Attempt to present \(names) whose view is not in the window hierarchy.")
        return
      }
      if let shown = presenter.storedPresented {
        UIKitStubDriver.current.log(
          "Attempt to present \(names) which is already presenting \(Self.consoleName(of: shown)).")
        return
      }
      if !isInViewControllerHierarchy {
        UIKitStubDriver.current.log(
          "Presenting view controllers on detached view controllers is discouraged"
            + " \(Self.consoleName(of: self)).")
      }
      presenter.storedPresented = viewControllerToPresent
      viewControllerToPresent.storedPresenting = presenter
      let view: UIView = viewControllerToPresent.view
      view.frame = window.bounds
      // Entering the window makes it appear (UIViewController+Appearance.swift).
      window.addSubview(view)
      completion?()
    }

    // SDK: open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)
    //   — UIViewController.h:252-253
    /// Dismisses the controller this one (or its nearest ancestor) presented, or, called on a
    /// presented controller, asks its presenter to dismiss it; `completion` runs after the
    /// dismissed controller's `viewDidDisappear`.
    package func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
      var holder: UIViewController? = self
      while let candidate = holder, candidate.storedPresented == nil { holder = candidate.parent }
      guard let presenter = holder ?? presentingViewController,
        let presented = presenter.storedPresented
      else { return }
      presenter.storedPresented = nil
      presented.viewIfLoaded?.removeFromSuperview()
      presented.storedPresenting = nil
      completion?()
    }
  }
#endif
