#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation

  /// Supplies a ``SwipeTableView``'s pages: how many, and the scroll view that shows each
  /// (the seed's `SwipeTableViewDataSource`). On Apple platforms an Objective-C protocol, so that
  /// Objective-C code can adopt it too.
  #if canImport(UIKit)
    @objc
  #endif
  @MainActor public protocol SwipeTableViewDataSource: AnyObject {
    /// The number of pages (`numberOfItemsInSwipeTableView:`).
    func numberOfItems(in swipeTableView: SwipeTableView) -> Int

    /// The scroll view that shows the page at `index`: a `UITableView`, a `UICollectionView` or
    /// any `UIScrollView` (`swipeTableView:viewForItemAtIndex:reusingView:`).
    ///
    /// `view` is a page view that left the screen, of any class, or nil: return it (configured
    /// for `index`) when its class suits you, or a new view. Views are recycled by class; keep
    /// the page's own `delegate`, `dataSource` and insets as you like: the container observes
    /// the view and adds its reservation on top of your inset.
    func swipeTableView(
      _ swipeTableView: SwipeTableView, viewForItemAt index: Int, reusing view: UIScrollView?
    ) -> UIScrollView
  }
#endif
