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

  /// The container's data source and delegate, forwarding to the coordinator (which cannot
  /// conform itself without making the protocols' methods part of its public API).
  @MainActor
  final class SwipeCoordinatorRelay<Header: View, Bar: View>: SwipeTableViewDataSource,
    SwipeTableViewDelegate
  {
    private weak var coordinator: SwipeCoordinator<Header, Bar>?

    init(_ coordinator: SwipeCoordinator<Header, Bar>) {
      self.coordinator = coordinator
    }

    // MARK: - Data source

    func numberOfItems(in swipeTableView: SwipeTableView) -> Int {
      coordinator?.count ?? 0
    }

    func swipeTableView(
      _ swipeTableView: SwipeTableView, viewForItemAt index: Int, reusing view: UIScrollView?
    ) -> UIScrollView {
      coordinator?.pages.view(at: index) ?? view ?? UIScrollView(frame: .zero)
    }

    // MARK: - Selection

    func swipeTableViewCurrentItemIndexDidChange(_ swipeTableView: SwipeTableView) {
      // During a programmatic scroll this reports its target, not the pages passed on the way.
      coordinator?.reportSelection()
      coordinator?.declareContentScrollView()
    }

    // MARK: - Appearance

    func swipeTableView(_ swipeTableView: SwipeTableView, willAppearItemAt index: Int) {
      coordinator?.pageAppearanceDidChange(at: index, isShown: true)
      coordinator?.tellPageController(at: index, appearing: true, isEnd: false)
    }

    func swipeTableView(_ swipeTableView: SwipeTableView, didAppearItemAt index: Int) {
      coordinator?.tellPageController(at: index, appearing: true, isEnd: true)
    }

    func swipeTableView(_ swipeTableView: SwipeTableView, willDisappearItemAt index: Int) {
      coordinator?.tellPageController(at: index, appearing: false, isEnd: false)
    }

    func swipeTableView(_ swipeTableView: SwipeTableView, didDisappearItemAt index: Int) {
      coordinator?.tellPageController(at: index, appearing: false, isEnd: true)
      coordinator?.pageAppearanceDidChange(at: index, isShown: false)
    }

    func swipeTableViewWillBeginDragging(_ swipeTableView: SwipeTableView) {
      // The finger takes over from a programmatic scroll: the page it holds is the selection.
      settle()
    }

    func swipeTableViewDidEndDecelerating(_ swipeTableView: SwipeTableView) {
      settle()
    }

    func swipeTableViewDidEndScrollingAnimation(_ swipeTableView: SwipeTableView) {
      settle()
    }

    func swipeTableViewDidScroll(_ swipeTableView: SwipeTableView) {
      coordinator?.pagerDidScroll()
      coordinator?.declareContentScrollView()
    }

    private func settle() {
      // A release before a page change that waited for the finger's lift, or while the pages
      // slide to it, leaves the page asked for as the selection.
      if coordinator?.isMovingToPendingSelection != true { coordinator?.pendingSelection = nil }
      coordinator?.reportSelection()
    }

    // MARK: - Refresh

    func swipeTableView(_ swipeTableView: SwipeTableView, shouldPullToRefreshAt index: Int)
      -> Bool
    {
      coordinator?.refreshes(at: index) ?? false
    }

    func swipeTableView(_ swipeTableView: SwipeTableView, didTriggerRefreshAt index: Int) {
      coordinator?.startRefresh(at: index)
    }

    func swipeTableView(_ swipeTableView: SwipeTableView, shouldLoadMoreAt index: Int) -> Bool {
      coordinator?.loadsMore(at: index) ?? false
    }

    func swipeTableView(_ swipeTableView: SwipeTableView, didTriggerLoadMoreAt index: Int) {
      coordinator?.startLoadMore(at: index)
    }

    func swipeTableView(
      _ swipeTableView: SwipeTableView, didUpdateRefreshAt index: Int, pullProgress: CGFloat
    ) {
      coordinator?.refreshDidChange(at: index)
    }

    func swipeTableView(_ swipeTableView: SwipeTableView, didUpdateHeaderProgress progress: CGFloat)
    {
      coordinator?.headerProgressDidChange()
    }
  }
#endif
