#if (canImport(SwiftUI) && canImport(UIKit)) || os(Linux)
  #if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit
  #else
    import SwiftUIStub
    import UIKitStub
  #endif
  import Foundation
  #if !COCOAPODS
    import SwipeUIKit
  #endif

  /// Moves a ``SwipeView``'s current page from code, as `SwipeTableView`'s calls do: hold one
  /// in your view's state, hand it to the view with ``SwipeView/proxy(_:)``, and call it from
  /// a button or a tab re-tap.
  ///
  /// ```swift
  /// @State private var swipe = SwipeViewProxy()
  /// var body: some View {
  ///   SwipeView(selection: $tab, count: 3) { Feed(tab: $0) } header: { Profile() }
  ///     .proxy(swipe)
  ///     .toolbar { Button("Top") { swipe.scrollCurrentPageToTop() } }
  /// }
  /// ```
  ///
  /// Before the view is shown (or after it went away) the calls do nothing.
  @MainActor public final class SwipeViewProxy {
    /// The container of the view it was last handed to.
    weak var table: SwipeTableView?

    /// A proxy for the view you hand it to.
    public init() {}

    /// Scrolls the current page to its top, the header shown whole (a page already there does
    /// not move), as the status-bar tap does. At once under Reduce Motion.
    public func scrollCurrentPageToTop(animated: Bool = true) {
      table?.scrollCurrentItemToTop(animated: animated)
    }

    /// Collapses the header (the current page scrolls until the header has just gone and the
    /// bar is pinned) or shows it whole (the page scrolls to its top); a page already past the
    /// header stays when asked to collapse. At once under Reduce Motion.
    public func setHeaderCollapsed(_ collapsed: Bool, animated: Bool = true) {
      table?.setHeaderCollapsed(collapsed, animated: animated)
    }

    /// Starts the refresh of the page at `index` from code (with an
    /// ``SwipeView/onRefresh(_:placement:pages:perform:)`` action, which then runs).
    public func beginRefreshing(page index: Int) {
      table?.beginRefreshing(at: index)
    }
  }
#endif
