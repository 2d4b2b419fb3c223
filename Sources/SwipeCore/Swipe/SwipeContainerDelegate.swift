/// Hears from a ``SwipeContainer``, as the seed's `SwipeTableViewDelegate`. Every method has a
/// default that does nothing (or allows), so implement only what you need.
///
/// Notifications arrive after the container has finished the step that caused them, in order.
/// Calling back into the container from a notification (``SwipeContainer/scrollToItem(at:animated:)``,
/// ``SwipeContainer/reloadData()``) is safe: the call runs on consistent state and its own
/// notifications follow the current ones.
///
/// | Seed | Here |
/// |---|---|
/// | `swipeTableViewDidScroll:` | ``swipeContainerDidScroll(_:)`` |
/// | `swipeTableViewCurrentItemIndexDidChange:` | ``swipeContainerCurrentIndexDidChange(_:)`` |
/// | `swipeTableViewWillBeginDragging:` | ``swipeContainerWillBeginDragging(_:)`` |
/// | `swipeTableViewDidEndDragging:willDecelerate:` | ``swipeContainerDidEndDragging(_:willDecelerate:)`` |
/// | `swipeTableViewWillBeginDecelerating:` | ``swipeContainerWillBeginDecelerating(_:)`` |
/// | `swipeTableViewDidEndDecelerating:` | ``swipeContainerDidEndDecelerating(_:)`` |
/// | `swipeTableViewDidEndScrollingAnimation:` | ``swipeContainerDidEndScrollingAnimation(_:)`` |
/// | `swipeTableView:shouldSelectItemAtIndex:` | ``swipeContainer(_:shouldSelectPageAt:)`` |
/// | `swipeTableView:didSelectItemAtIndex:` | ``swipeContainer(_:didSelectPageAt:)`` |
/// | `swipeTableView:shouldPullToRefreshAtIndex:` | ``swipeContainer(_:shouldPullToRefreshAt:)`` |
/// | `swipeTableView:heightForRefreshHeaderAtIndex:` | ``swipeContainer(_:heightForRefreshHeaderAt:)`` |
///
/// Added here: ``swipeContainer(_:shouldLoadMoreAt:)``, ``swipeContainer(_:didTriggerRefreshAt:)``,
/// ``swipeContainer(_:didTriggerLoadMoreAt:)`` and
/// ``swipeContainer(_:refreshFeedback:forPageAt:)`` (the seed left refreshing to MJRefresh).
public protocol SwipeContainerDelegate: AnyObject {
  /// The pager moved horizontally.
  func swipeContainerDidScroll(_ container: SwipeContainer)
  /// ``SwipeContainer/currentIndex`` changed.
  func swipeContainerCurrentIndexDidChange(_ container: SwipeContainer)
  /// A horizontal drag began.
  func swipeContainerWillBeginDragging(_ container: SwipeContainer)
  /// A horizontal drag ended; the pager will settle on `targetIndex`.
  func swipeContainerWillEndDragging(_ container: SwipeContainer, targetIndex: Int)
  /// A horizontal drag ended; `willDecelerate` tells whether the pager moves on.
  func swipeContainerDidEndDragging(_ container: SwipeContainer, willDecelerate: Bool)
  /// The pager starts settling on a page.
  func swipeContainerWillBeginDecelerating(_ container: SwipeContainer)
  /// The pager settled.
  func swipeContainerDidEndDecelerating(_ container: SwipeContainer)
  /// An animated ``SwipeContainer/scrollToItem(at:animated:)`` arrived.
  func swipeContainerDidEndScrollingAnimation(_ container: SwipeContainer)
  /// Whether a tap on the page at `index` selects it (default: yes).
  func swipeContainer(_ container: SwipeContainer, shouldSelectPageAt index: Int) -> Bool
  /// A tap selected the page at `index`.
  func swipeContainer(_ container: SwipeContainer, didSelectPageAt index: Int)
  /// Whether the page at `index` can pull to refresh (default: yes).
  func swipeContainer(_ container: SwipeContainer, shouldPullToRefreshAt index: Int) -> Bool
  /// The refresh header height of the page at `index` (default: nil, the control's own). It is
  /// the held height; the trigger distance is at least this.
  func swipeContainer(_ container: SwipeContainer, heightForRefreshHeaderAt index: Int) -> Double?
  /// Whether the page at `index` loads more at its end (default: yes).
  func swipeContainer(_ container: SwipeContainer, shouldLoadMoreAt index: Int) -> Bool
  /// The page at `index` was pulled to refresh (or began refreshing from code): load it, then
  /// call ``SwipeContainer/endRefreshing(pageAt:result:)``.
  func swipeContainer(_ container: SwipeContainer, didTriggerRefreshAt index: Int)
  /// The page at `index` neared its end: load more, then call
  /// ``SwipeContainer/endLoadingMore(pageAt:)``.
  func swipeContainer(_ container: SwipeContainer, didTriggerLoadMoreAt index: Int)
  /// What VoiceOver says after a three-finger scroll moves the page at `index` up or down to
  /// show `visible` (its content's coordinates, 0 at the top of the first row), for example
  /// `"Rows 11 to 20 of 40"`; nil: the container's `"Page 2 of 5"`.
  func swipeContainer(
    _ container: SwipeContainer, accessibilityScrollStatusForPageAt index: Int,
    showing visible: Range<Double>
  ) -> String?
  /// A page's refresh control asks for a haptic or an announcement.
  func swipeContainer(
    _ container: SwipeContainer, refreshFeedback: RefreshAttachment.Notification,
    forPageAt index: Int)
  /// The container's own finger dragged the page at `index`, or the motion it released there
  /// ended (``SwipeContainerEvent/pageMotion(page:_:)``): `willBeginDragging`,
  /// `didEndDragging`, `willBeginDecelerating`, `didEndDecelerating`, for the page's own
  /// scroll-view delegate.
  func swipeContainer(_ container: SwipeContainer, pageAt index: Int, didEmit event: ScrollerEvent)
  /// The page at `index` will appear, did appear, will disappear or did disappear
  /// (``PageAppearance``; ``SwipeContainerEvent/pageAppearance(page:_:)``).
  func swipeContainer(_ container: SwipeContainer, pageAt index: Int, appearance: PageAppearance)
  /// The refresh control of the page at `index` changed its state or pull progress
  /// (``SwipeContainerEvent/refreshDidChange(page:)``).
  func swipeContainer(_ container: SwipeContainer, refreshDidChangeAt index: Int)
  /// The header's collapse progress changed (``SwipeContainer/headerProgress``;
  /// ``SwipeContainerEvent/headerProgressDidChange``).
  func swipeContainerHeaderProgressDidChange(_ container: SwipeContainer)
}

extension SwipeContainerDelegate {
  /// Does nothing.
  public func swipeContainerDidScroll(_ container: SwipeContainer) {}
  /// Does nothing.
  public func swipeContainerCurrentIndexDidChange(_ container: SwipeContainer) {}
  /// Does nothing.
  public func swipeContainerWillBeginDragging(_ container: SwipeContainer) {}
  /// Does nothing.
  public func swipeContainerWillEndDragging(_ container: SwipeContainer, targetIndex: Int) {}
  /// Does nothing.
  public func swipeContainerDidEndDragging(_ container: SwipeContainer, willDecelerate: Bool) {}
  /// Does nothing.
  public func swipeContainerWillBeginDecelerating(_ container: SwipeContainer) {}
  /// Does nothing.
  public func swipeContainerDidEndDecelerating(_ container: SwipeContainer) {}
  /// Does nothing.
  public func swipeContainerDidEndScrollingAnimation(_ container: SwipeContainer) {}
  /// Allows the selection.
  public func swipeContainer(_ container: SwipeContainer, shouldSelectPageAt index: Int) -> Bool {
    true
  }
  /// Does nothing.
  public func swipeContainer(_ container: SwipeContainer, didSelectPageAt index: Int) {}
  /// Allows pulling.
  public func swipeContainer(_ container: SwipeContainer, shouldPullToRefreshAt index: Int) -> Bool
  {
    true
  }
  /// Keeps the control's own height.
  public func swipeContainer(_ container: SwipeContainer, heightForRefreshHeaderAt index: Int)
    -> Double?
  {
    nil
  }
  /// Allows loading more.
  public func swipeContainer(_ container: SwipeContainer, shouldLoadMoreAt index: Int) -> Bool {
    true
  }
  /// Does nothing.
  public func swipeContainer(_ container: SwipeContainer, didTriggerRefreshAt index: Int) {}
  /// Does nothing.
  public func swipeContainer(_ container: SwipeContainer, didTriggerLoadMoreAt index: Int) {}
  /// Nil: the container's screen count.
  public func swipeContainer(
    _ container: SwipeContainer, accessibilityScrollStatusForPageAt index: Int,
    showing visible: Range<Double>
  ) -> String? { nil }
  /// Does nothing.
  public func swipeContainer(
    _ container: SwipeContainer, refreshFeedback: RefreshAttachment.Notification,
    forPageAt index: Int
  ) {}
  /// Does nothing.
  public func swipeContainer(
    _ container: SwipeContainer, pageAt index: Int, didEmit event: ScrollerEvent
  ) {}
  /// Does nothing.
  public func swipeContainer(
    _ container: SwipeContainer, pageAt index: Int, appearance: PageAppearance
  ) {}
  /// Does nothing.
  public func swipeContainer(_ container: SwipeContainer, refreshDidChangeAt index: Int) {}
  /// Does nothing.
  public func swipeContainerHeaderProgressDidChange(_ container: SwipeContainer) {}
}
