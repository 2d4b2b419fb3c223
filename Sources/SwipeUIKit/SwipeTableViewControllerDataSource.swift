#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation

  /// Supplies a ``SwipeTableView``'s pages as view controllers (JXPagingView's lists, Parchment's
  /// pages): set it as the container's ``SwipeTableView/controllerDataSource`` instead of a
  /// ``SwipeTableViewDataSource``.
  ///
  /// The container makes each loaded page's controller a child (UIKit containment: `addChild`,
  /// `didMove(toParent:)`, through a controller of its own that the enclosing view controller
  /// holds), shows its view as the page, and scrolls the header away with its scroll view
  /// (``SwipeTableViewPageController/pageScrollView``, else the controller's view when it is a
  /// scroll view, else the first scroll view in it). Each controller is told its appearance as
  /// the container's pages are (`beginAppearanceTransition`/`endAppearanceTransition`, the
  /// delegate's ``SwipeTableViewDelegate/swipeTableView(_:willAppearItemAt:)`` rule): the page
  /// shown has appeared, a swipe tells the page leaving and the page coming, a cancelled swipe
  /// tells them back, and the container leaving its window tells the page shown; the calls are
  /// always balanced. Controllers are recycled as page views are: one that left the screen is
  /// offered back, of whatever class, and at most ``SwipeTableView/reusableViewLimit`` are kept
  /// spare.
  ///
  /// ```swift
  /// final class ProfileController: UIViewController, SwipeTableViewControllerDataSource {
  ///   func numberOfItems(in swipeTableView: SwipeTableView) -> Int { tabs.count }
  ///   func swipeTableView(
  ///     _ swipeTableView: SwipeTableView, controllerForItemAt index: Int,
  ///     reusing controller: UIViewController?
  ///   ) -> UIViewController {
  ///     let list = controller as? PostsController ?? PostsController()
  ///     list.show(tabs[index])
  ///     return list
  ///   }
  /// }
  /// ```
  @MainActor public protocol SwipeTableViewControllerDataSource: AnyObject {
    /// The number of pages.
    func numberOfItems(in swipeTableView: SwipeTableView) -> Int

    /// The view controller that shows the page at `index`. `controller` is one that left the
    /// screen, of any class, or nil: return it (configured for `index`) when its class suits
    /// you, or a new one.
    func swipeTableView(
      _ swipeTableView: SwipeTableView, controllerForItemAt index: Int,
      reusing controller: UIViewController?
    ) -> UIViewController
  }

  /// A page controller that says which of its scroll views the header scrolls away with
  /// (JXPagingView's `listScrollView()`). Without it the container takes the controller's view
  /// when it is a scroll view (a `UITableViewController`'s), else the first scroll view in it,
  /// breadth first.
  @MainActor public protocol SwipeTableViewPageController: AnyObject {
    /// The scroll view the header scrolls away with: in the controller's view.
    var pageScrollView: UIScrollView { get }
  }
#endif
