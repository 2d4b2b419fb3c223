#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation
  #if !COCOAPODS
    import SwipeCore
  #endif

  /// The root of a controller page: it holds the controller's view, filling it, and is framed
  /// and recycled by the container as any page root.
  final class ControllerPageRoot: UIView, SwipeTableViewPageRoot {
    let controller: UIViewController
    /// The scroll view the container drives for a controller that has none: an empty one
    /// behind the controller's view (the header stays put on such a page).
    private(set) var fallbackScrollView: UIScrollView?

    init(controller: UIViewController) {
      self.controller = controller
      super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
      return nil
    }

    /// The controller's scroll view: the one it declares, its view when that scrolls, else the
    /// first one in its view, breadth first; else the fallback.
    func pageScrollView() -> UIScrollView {
      let view: UIView = controller.view
      if view.superview !== self {
        view.frame = bounds
        addSubview(view)
      }
      if let declared = (controller as? any SwipeTableViewPageController)?.pageScrollView {
        return declared
      }
      var queue = [view]
      while !queue.isEmpty {
        let next = queue.removeFirst()
        if let scrollView = next as? UIScrollView { return scrollView }
        queue.append(contentsOf: next.subviews)
      }
      if let fallbackScrollView { return fallbackScrollView }
      let fallback = UIScrollView(frame: bounds)
      insertSubview(fallback, at: 0)
      fallbackScrollView = fallback
      return fallback
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      let view: UIView = controller.view
      if view.superview === self, view.frame != bounds { view.frame = bounds }
      if let fallbackScrollView, fallbackScrollView.frame != bounds {
        fallbackScrollView.frame = bounds
      }
    }
  }

  /// The container's own view controller: a child of the view controller that shows the
  /// container, its view the pager, and the parent of the page controllers. It forwards no
  /// appearance by itself: each page controller is told as the container's pages appear and
  /// disappear (UIViewController.h:440-446, "a container that wants to control the appearance
  /// callbacks of its children").
  final class PageControllerHost: UIViewController {
    #if canImport(UIKit)
      override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    #endif

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
      #if !canImport(UIKit)
        shouldAutomaticallyForwardAppearanceMethods = false
      #endif
    }

    required init?(coder: NSCoder) {
      return nil
    }
  }

  extension SwipeTableView {
    // MARK: - Controller pages

    /// The number of pages, from whichever data source is set.
    var itemCount: Int {
      if let controllerDataSource { return controllerDataSource.numberOfItems(in: self) }
      return dataSource?.numberOfItems(in: self) ?? 0
    }

    /// The view controller showing the page at `index`, when the pages are controllers
    /// (``controllerDataSource``) and it is loaded.
    public func itemController(at index: Int) -> UIViewController? {
      guard let page = engine.loadedPage(at: index), let binding = pages[page.slot] else {
        return nil
      }
      return (binding.root as? ControllerPageRoot)?.controller
    }

    /// The view controller showing the current page, when the pages are controllers.
    public var currentItemController: UIViewController? {
      itemController(at: engine.currentIndex)
    }

    /// The data source's controller for `index`, reusing the controller of `candidate`'s page
    /// when there is one; its scroll view is the page's.
    func controllerPageView(
      at index: Int, reusing candidate: UIScrollView?,
      from dataSource: any SwipeTableViewControllerDataSource
    ) -> UIScrollView {
      let reused = candidate.flatMap { (pageRoot(of: $0) as? ControllerPageRoot)?.controller }
      let controller = dataSource.swipeTableView(
        self, controllerForItemAt: index, reusing: reused)
      let key = ObjectIdentifier(controller)
      let root = controllerRoots[key] ?? ControllerPageRoot(controller: controller)
      controllerRoots[key] = root
      // UIKit's order: the child first, then its view in the container, then its move is told
      // (UIViewController.h:484-487), all before the page can be told it appears.
      let host = pageControllerHost ?? makePageControllerHost()
      let adopts = controller.parent !== host
      if adopts {
        // Another parent's child (the app's mistake) moves to the container.
        controller.leaveParent()
        host.addChild(controller)
      }
      let scrollView = root.pageScrollView()
      if adopts { controller.didMove(toParent: host) }
      return scrollView
    }

    /// The container's controller, made with the first controller page and attached to the
    /// controller that shows the container.
    private func makePageControllerHost() -> PageControllerHost {
      let host = PageControllerHost(nibName: nil, bundle: nil)
      host.view = pager
      pageControllerHost = host
      attachPageControllerHost()
      return host
    }

    /// Makes the container's controller a child of the view controller that shows the
    /// container now (the nearest one up the responder chain), leaving the one it was a child
    /// of; none while the container is under no controller.
    func attachPageControllerHost() {
      guard let host = pageControllerHost else { return }
      let parent = owningViewController
      guard host.parent !== parent else { return }
      host.leaveParent()
      guard let parent else { return }
      parent.addChild(host)
      host.didMove(toParent: parent)
    }

    /// Lets go of the controllers whose pages left the pager (spare ones stay out of the
    /// container's children until they are shown again), and keeps the container's controller
    /// under the controller that shows the container. A shown page whose controller was
    /// replaced (a reload) tells the old one it disappeared and the new one it appeared.
    func syncControllerContainment() {
      controllerContainmentNeedsSync = false
      guard let host = pageControllerHost else { return }
      attachPageControllerHost()
      for child in host.children {
        let shown = pages.values.contains { binding in
          (binding.root as? ControllerPageRoot)?.controller === child
            && binding.root.superview === pager
        }
        if !shown { child.leaveParent() }
      }
      for (page, told) in appearingControllers {
        guard let current = itemController(at: page), current !== told.controller else {
          continue
        }
        told.controller.beginAppearanceTransition(false, animated: false)
        told.controller.endAppearanceTransition()
        current.beginAppearanceTransition(true, animated: false)
        if told.appeared { current.endAppearanceTransition() }
        appearingControllers[page] = (current, told.appeared)
      }
    }

    /// Tells the page's controller what the container's page-appearance rule told the page:
    /// `willAppear` and `willDisappear` begin a transition, `didAppear` and `didDisappear` end
    /// it, on the controller the page had when it began to appear.
    func tellPageController(_ page: Int, _ step: PageAppearance) {
      guard controllerDataSource != nil || !appearingControllers.isEmpty else { return }
      switch step {
      case .willAppear:
        guard let controller = itemController(at: page) else { return }
        appearingControllers[page] = (controller, false)
        controller.beginAppearanceTransition(true, animated: true)
      case .didAppear:
        guard let told = appearingControllers[page] else { return }
        appearingControllers[page] = (told.controller, true)
        told.controller.endAppearanceTransition()
      case .willDisappear:
        appearingControllers[page]?.controller.beginAppearanceTransition(false, animated: true)
      case .didDisappear:
        appearingControllers.removeValue(forKey: page)?.controller.endAppearanceTransition()
      }
    }
  }

  extension UIViewController {
    /// Leaves its parent, as a container removes a child (UIViewController.h:484-496:
    /// `willMove(toParent: nil)`, then `removeFromParent()`, which tells `didMove`); nothing
    /// without one.
    fileprivate func leaveParent() {
      guard parent != nil else { return }
      willMove(toParent: nil)
      removeFromParent()
    }
  }
#endif
