#if os(Linux)
  import Foundation

  // SDK: @MainActor open class UINavigationController : UIViewController —
  // developer.apple.com/documentation/uikit/uinavigationcontroller (not in uikit-api.md, hence
  // `package`)
  /// A stack of view controllers under a navigation bar, as UIKit's `UINavigationController`,
  /// reduced to what decides a scroll view's insets: the top controller's view fills the
  /// controller's view (under the bar, as `edgesForExtendedLayout` = all), the bar sits below
  /// the top safe area, and the top controller's safe area reaches the bar's bottom. Its view
  /// carries the interactive pop gesture (a left-edge pan).
  @MainActor package final class UINavigationController: UIViewController {
    // SDK: open var viewControllers: [UIViewController] — UINavigationController.h
    /// The stack, root first.
    package private(set) var viewControllers: [UIViewController] = []
    // SDK: open var navigationBar: UINavigationBar { get } — UINavigationController.h
    /// The bar.
    package let navigationBar = UINavigationBar(frame: .zero)
    // SDK: open var isNavigationBarHidden: Bool — UINavigationController.h
    /// Whether the bar is hidden (its height then covers nothing).
    package var isNavigationBarHidden = false {
      didSet { view.setNeedsLayout() }
    }
    // SDK: open var interactivePopGestureRecognizer: UIGestureRecognizer? { get } —
    // UINavigationController.h:83
    /// The edge pan that pops the top controller.
    package let interactivePopGestureRecognizer: UIGestureRecognizer? =
      UIScreenEdgePanGestureRecognizer(handler: nil)
    // SDK: @available(iOS 26.0, *) open var interactiveContentPopGestureRecognizer:
    // UIGestureRecognizer? { get } — UINavigationController.h:88-91 (iOS 26.2 SDK; not in
    // uikit-api.md, hence `package`)
    /// The back swipe from anywhere in the content, off until enabled; "should only be used to
    /// set up failure requirements with it" (the header).
    package let interactiveContentPopGestureRecognizer: UIGestureRecognizer?

    // SDK: public init(rootViewController: UIViewController) — UINavigationController.h
    /// A stack holding `rootViewController`.
    package init(rootViewController: UIViewController) {
      let contentPop = ContentPopGestureRecognizer(handler: nil)
      contentPop.isEnabled = false
      interactiveContentPopGestureRecognizer = contentPop
      super.init(nibName: nil, bundle: nil)
      contentPop.navigationController = self
      UIKitStubDriver.current.navigationControllers += 1
      push(rootViewController)
    }

    package override func loadView() {
      let container = NavigationContainerView(frame: .zero)
      container.controller = self
      view = container
      container.addSubview(navigationBar)
      for case let recognizer? in [
        interactivePopGestureRecognizer, interactiveContentPopGestureRecognizer,
      ] {
        container.addGestureRecognizer(recognizer)
      }
    }

    // SDK: open var topViewController: UIViewController? { get } — UINavigationController.h
    /// The controller on top.
    package var topViewController: UIViewController? { viewControllers.last }

    // SDK: open func pushViewController(_ viewController: UIViewController, animated: Bool)
    /// Puts `viewController` on top (at once: the stub does not animate transitions).
    package func pushViewController(_ viewController: UIViewController, animated: Bool) {
      push(viewController)
    }

    /// Puts `controller` on top as UIKit's containment has it: a child of the navigation
    /// controller (`children` is the stack), its view in place of the previous top's.
    private func push(_ controller: UIViewController) {
      topViewController?.viewIfLoaded?.removeFromSuperview()
      viewControllers.append(controller)
      addChild(controller)
      view.insertSubview(controller.view, at: 0)
      controller.didMove(toParent: self)
      view.setNeedsLayout()
    }

    /// The bar's height: 44 pt, 96 with an expanded large title (44 + 52, UIKit's metrics on
    /// iPhone; not in the SDK). The large title shows while the top controller's content
    /// scroll view is at its top, and collapses as it scrolls up over 52 pt.
    package var barHeight: CGFloat {
      guard navigationBar.prefersLargeTitles else { return 44 }
      guard let scrollView = topViewController?.contentScrollView else { return 96 }
      // Measured from the rest with the title expanded (the adjusted inset includes the bar
      // as it is now), so the bar's own height does not feed back into it.
      let shown = navigationBar.frame.height
      let expandedTop = scrollView.adjustedContentInset.top + (shown > 0 ? 96 - shown : 0)
      let scrolled = scrollView.contentOffset.y + expandedTop
      return 44 + min(max(52 - scrolled, 0), 52)
    }

    fileprivate func layoutContainer() {
      let bounds = view.bounds
      topViewController?.view.frame = bounds
      let top = view.safeAreaInsets.top
      navigationBar.frame = CGRect(
        x: 0, y: top, width: bounds.width, height: isNavigationBarHidden ? 0 : barHeight)
      navigationBar.isHidden = isNavigationBarHidden
    }
  }

  /// The navigation controller's view: lays out the top controller's view and the bar.
  @MainActor final class NavigationContainerView: UIView {
    weak var controller: UINavigationController?

    /// Whether the bar's height no longer matches its content scroll view (a large title
    /// follows the scrolling, as UIKit's bar observes that view).
    var barIsStale: Bool {
      guard let controller, !controller.isNavigationBarHidden else { return false }
      return controller.navigationBar.frame.height != controller.barHeight
    }

    override func layoutSubviews() {
      controller?.layoutContainer()
    }
  }

  // SDK: @MainActor open class UINavigationBar : UIView, UIBarPositioning —
  // developer.apple.com/documentation/uikit/uinavigationbar (not in uikit-api.md, hence
  // `package`)
  /// The bar at the top of a navigation controller.
  @MainActor package final class UINavigationBar: UIView {
    // SDK: open var prefersLargeTitles: Bool — UINavigationBar.h:63 (iOS 11; "Defaults to NO")
    /// Whether the bar shows a large title while the content is at its top.
    package var prefersLargeTitles = false {
      didSet { superview?.setNeedsLayout() }
    }
  }
#endif
