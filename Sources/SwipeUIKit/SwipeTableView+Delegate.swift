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

  extension SwipeTableView {
    /// A refresh header height that asks for the configuration's
    /// (``SwipeTableViewDelegate/swipeTableView(_:heightForRefreshHeaderAt:)``), as
    /// `UITableView.automaticDimension` does for rows.
    public static let automaticRefreshHeaderHeight: CGFloat = -1

    // MARK: - Telling the delegate

    // On Apple platforms the delegate's methods are optional Objective-C methods, asked for at
    // each call (so a subclass's are found); on Linux they are Swift requirements with
    // defaults (SwipeTableViewDelegate.swift says why). The calls are the same but for `?`.

    /// Hands one of the engine's notifications to the delegate.
    func tellDelegate(_ event: SwipeContainerEvent) {
      if case .pageAppearance(let page, let step) = event { tellPageController(page, step) }
      guard let delegate else { return }
      #if canImport(UIKit)
        switch event {
        case .didScroll: delegate.swipeTableViewDidScroll?(self)
        case .currentIndexDidChange: delegate.swipeTableViewCurrentItemIndexDidChange?(self)
        case .willBeginDragging: delegate.swipeTableViewWillBeginDragging?(self)
        case .didEndDragging(let decelerate):
          delegate.swipeTableViewDidEndDragging?(self, willDecelerate: decelerate)
        case .willBeginDecelerating: delegate.swipeTableViewWillBeginDecelerating?(self)
        case .didEndDecelerating: delegate.swipeTableViewDidEndDecelerating?(self)
        case .didEndScrollingAnimation: delegate.swipeTableViewDidEndScrollingAnimation?(self)
        case .didSelectPage(let index): delegate.swipeTableView?(self, didSelectItemAt: index)
        case .refresh(let page): delegate.swipeTableView?(self, didTriggerRefreshAt: page)
        case .loadMore(let page): delegate.swipeTableView?(self, didTriggerLoadMoreAt: page)
        case .pageAppearance(let page, .willAppear):
          delegate.swipeTableView?(self, willAppearItemAt: page)
        case .pageAppearance(let page, .didAppear):
          delegate.swipeTableView?(self, didAppearItemAt: page)
        case .pageAppearance(let page, .willDisappear):
          delegate.swipeTableView?(self, willDisappearItemAt: page)
        case .pageAppearance(let page, .didDisappear):
          delegate.swipeTableView?(self, didDisappearItemAt: page)
        case .refreshDidChange(let page):
          delegate.swipeTableView?(
            self, didUpdateRefreshAt: page, pullProgress: refreshPullProgress(at: page))
        case .headerProgressDidChange:
          delegate.swipeTableView?(self, didUpdateHeaderProgress: headerProgress)
        case .willEndDragging, .refreshFeedback, .pageMotion: break
        }
      #else
        switch event {
        case .didScroll: delegate.swipeTableViewDidScroll(self)
        case .currentIndexDidChange: delegate.swipeTableViewCurrentItemIndexDidChange(self)
        case .willBeginDragging: delegate.swipeTableViewWillBeginDragging(self)
        case .didEndDragging(let decelerate):
          delegate.swipeTableViewDidEndDragging(self, willDecelerate: decelerate)
        case .willBeginDecelerating: delegate.swipeTableViewWillBeginDecelerating(self)
        case .didEndDecelerating: delegate.swipeTableViewDidEndDecelerating(self)
        case .didEndScrollingAnimation: delegate.swipeTableViewDidEndScrollingAnimation(self)
        case .didSelectPage(let index): delegate.swipeTableView(self, didSelectItemAt: index)
        case .refresh(let page): delegate.swipeTableView(self, didTriggerRefreshAt: page)
        case .loadMore(let page): delegate.swipeTableView(self, didTriggerLoadMoreAt: page)
        case .pageAppearance(let page, .willAppear):
          delegate.swipeTableView(self, willAppearItemAt: page)
        case .pageAppearance(let page, .didAppear):
          delegate.swipeTableView(self, didAppearItemAt: page)
        case .pageAppearance(let page, .willDisappear):
          delegate.swipeTableView(self, willDisappearItemAt: page)
        case .pageAppearance(let page, .didDisappear):
          delegate.swipeTableView(self, didDisappearItemAt: page)
        case .refreshDidChange(let page):
          delegate.swipeTableView(
            self, didUpdateRefreshAt: page, pullProgress: refreshPullProgress(at: page))
        case .headerProgressDidChange:
          delegate.swipeTableView(self, didUpdateHeaderProgress: headerProgress)
        case .willEndDragging, .refreshFeedback, .pageMotion: break
        }
      #endif
    }

    // MARK: - Asking the delegate

    /// Whether a horizontal drag at `location` may swipe the pages (yes unless the delegate
    /// says no).
    func delegateAllowsPaging(at location: CGPoint) -> Bool {
      #if canImport(UIKit)
        delegate?.swipeTableView?(self, shouldBeginPagingAt: location) ?? true
      #else
        delegate?.swipeTableView(self, shouldBeginPagingAt: location) ?? true
      #endif
    }

    /// Whether a tap may select the page at `index` (yes unless the delegate says no).
    func delegateAllowsSelection(at index: Int) -> Bool {
      #if canImport(UIKit)
        delegate?.swipeTableView?(self, shouldSelectItemAt: index) ?? true
      #else
        delegate?.swipeTableView(self, shouldSelectItemAt: index) ?? true
      #endif
    }

    /// Whether the page at `index` may pull to refresh (yes unless the delegate says no).
    func delegateAllowsRefresh(at index: Int) -> Bool {
      #if canImport(UIKit)
        delegate?.swipeTableView?(self, shouldPullToRefreshAt: index) ?? true
      #else
        delegate?.swipeTableView(self, shouldPullToRefreshAt: index) ?? true
      #endif
    }

    /// Whether the page at `index` loads more (yes unless the delegate says no).
    func delegateAllowsLoadMore(at index: Int) -> Bool {
      #if canImport(UIKit)
        delegate?.swipeTableView?(self, shouldLoadMoreAt: index) ?? true
      #else
        delegate?.swipeTableView(self, shouldLoadMoreAt: index) ?? true
      #endif
    }

    /// The delegate's refresh header height for the page at `index`; nil: the configuration's
    /// (not implemented, or a negative or non-finite answer).
    func delegateRefreshHeaderHeight(at index: Int) -> Double? {
      #if canImport(UIKit)
        let height = delegate?.swipeTableView?(self, heightForRefreshHeaderAt: index)
      #else
        let height = delegate?.swipeTableView(self, heightForRefreshHeaderAt: index)
      #endif
      guard let height, height.isFinite, height >= 0 else { return nil }
      return Double(height)
    }

    /// The delegate's header height; nil: the one ``headerSizing`` gives (not implemented, or a
    /// negative or non-finite answer).
    func delegateHeaderHeight() -> CGFloat? {
      #if canImport(UIKit)
        let height = delegate?.swipeTableViewHeightForHeader?(self)
      #else
        let height = delegate?.swipeTableViewHeightForHeader(self)
      #endif
      guard let height, height.isFinite, height >= 0 else { return nil }
      return height
    }

    /// What VoiceOver says of the page at `index` showing `visible`; nil: the container's.
    func delegateScrollStatus(at index: Int, showing visible: Range<Double>) -> String? {
      let (top, bottom) = (CGFloat(visible.lowerBound), CGFloat(visible.upperBound))
      #if canImport(UIKit)
        return delegate?.swipeTableView?(
          self, accessibilityScrollStatusForItemAt: index, showingFrom: top, to: bottom) ?? nil
      #else
        return delegate?.swipeTableView(
          self, accessibilityScrollStatusForItemAt: index, showingFrom: top, to: bottom)
      #endif
    }
  }
#endif
