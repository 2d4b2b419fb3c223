#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation

  /// A bar that follows the ``SwipeTableView`` it is the ``SwipeTableView/swipeHeaderBar`` of:
  /// the container tells it where its pager is, so the bar needs no scroll callbacks forwarded.
  ///
  /// ``SwipeSegmentedBar`` adopts it; adopt it in your own bar view to plug that bar in the
  /// same way. On Apple platforms an Objective-C protocol, so that Objective-C bars can adopt it.
  #if canImport(UIKit)
    @objc
  #endif
  @MainActor public protocol SwipeTableViewBar: AnyObject {
    /// The container laid out its views: `progress` is its continuous page position
    /// (``SwipeTableView/pageProgress``: 1.5 is halfway from page 1 to page 2, logical in a
    /// right-to-left layout). Called at every layout pass, also with an unchanged progress.
    func swipeTableView(_ swipeTableView: SwipeTableView, didUpdatePageProgress progress: CGFloat)
  }
#endif
