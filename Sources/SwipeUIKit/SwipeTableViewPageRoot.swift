#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation

  /// A view that holds a page's scroll view among views of its own: the page's root.
  ///
  /// Return the scroll view from
  /// ``SwipeTableViewDataSource/swipeTableView(_:viewForItemAt:reusing:)`` as usual, inside a
  /// view that adopts this protocol: the container frames and adds that view, the scroll view's
  /// nearest such ancestor, where it would frame and add the scroll view (the page's frame, in
  /// its pager), and leaves the scroll view where it is in it. It observes and moves the scroll
  /// view as any page: the header scrolls away with it, its inset holds the header's room.
  ///
  /// ```swift
  /// final class FeedPage: UIView, SwipeTableViewPageRoot {
  ///   let table = UITableView()
  ///   let emptyState = EmptyStateView()          // over the table, where the header is not
  ///   override func layoutSubviews() {
  ///     super.layoutSubviews()
  ///     table.frame = bounds                     // the scroll view fills the root
  ///   }
  /// }
  /// // data source: return page.table; a recycled table comes back with its root around it
  /// ```
  ///
  /// Lay the scroll view out over the whole root: the container places the header and the bar
  /// over the top of the page's scroll view and pads its bottom to the page's height. A scroll
  /// view in a root reserves the header's room as any page does
  /// (``SwipeTableView/headerReservation``): a table keeps its pinned section headers right
  /// below the bar. A root is recycled with its scroll view: the data source gets the scroll
  /// view back, still in its root. SwipeSwiftUI's pages are roots whose scroll view is the one
  /// SwiftUI makes for a `List` or `ScrollView`; the container puts no placeholder in those,
  /// which SwiftUI lays out, and they reserve through the inset. On Apple platforms an
  /// Objective-C protocol, so that Objective-C views can adopt it.
  #if canImport(UIKit)
    @objc
  #endif
  @MainActor public protocol SwipeTableViewPageRoot: AnyObject {}

  /// A page root whose scroll view another framework makes and lays out (SwipeSwiftUI's page,
  /// whose scroll view is SwiftUI's): the container puts no placeholder in it, whatever
  /// ``SwipeTableView/headerReservation`` says, and it reserves the header's room through its
  /// inset.
  @MainActor package protocol ForeignScrollViewPageRoot: SwipeTableViewPageRoot {}
#endif
