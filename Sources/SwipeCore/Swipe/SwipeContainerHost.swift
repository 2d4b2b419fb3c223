import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The views a hosted ``SwipeContainer`` does not own: a UI front end (SwipeUIKit's
/// `SwipeTableView`) whose pages and pager are real scroll views, moved by their own physics.
///
/// The container keeps one mirror ``Scroller`` per page and one for the pager. The host reports
/// what its scroll views do (``SwipeContainer/hostedPage(inSlot:didChange:)``,
/// ``SwipeContainer/hostedPager(didChange:)``); the container's one layout pass decides, for
/// both hosts alike, and what it changes comes back as ``SwipeHostCommand``s, in order. The host
/// applies each command to its views and nothing else: it holds no geometry and no policy.
///
/// While it performs a command the host must not report the observations the command itself
/// causes (a `contentOffset` it sets, the pager's `scrollViewDidScroll`): the container already
/// knows.
public protocol SwipeContainerHost: AnyObject {
  /// Applies one command to the host's views.
  func swipeContainer(_ container: SwipeContainer, perform command: SwipeHostCommand)
}

/// What a hosted container asks its host to do to the views it does not own.
public enum SwipeHostCommand: Sendable, Equatable {
  /// Show the page at `index` in `slot`: the view the data source just described for `index`
  /// (whose kind is `reuseIdentifier`) is now the slot's.
  case loadPage(slot: Int, index: Int, reuseIdentifier: String)
  /// The slot's page left the loaded set: its view takes back its owner's own inset
  /// (`ownerInset`, the container's reservation removed) and goes back to the reuse pool.
  case unloadPage(slot: Int, ownerInset: Insets)
  /// Give the slot's content a placeholder of `height` at its top (0: none), for pages whose
  /// ``PageReservation`` is `.placeholder` (a table's `tableHeaderView`).
  case setPagePlaceholder(slot: Int, height: Double)
  /// Set the slot's scroll view's `contentInset` (the owner's base inset included).
  case setPageInset(slot: Int, inset: Insets)
  /// Set the top and bottom of the slot's vertical scroll-indicator insets (UIKit:
  /// `verticalScrollIndicatorInsets`; its sides stay the view's), so that the indicator runs
  /// from the bottom of the header and bar shown with the page to the safe area's bottom, not
  /// over the reservation. The system's part (``ScrollSurface/indicatorSystemInset``) is left
  /// out. While the page is loaded the container owns both; the host gives the view back its
  /// own when it unloads.
  case setPageIndicatorInset(slot: Int, inset: Insets)
  /// Set the slot's scroll view's `contentOffset.y` (outside the range included), as UIKit's
  /// setter does: a motion of its own goes on from there (``stopPage(slot:)`` stops it).
  case setPageOffset(slot: Int, offset: Double)
  /// Stop the slot's scroll view where it is (a page change began, or the page left the screen).
  case stopPage(slot: Int)
  /// The finger on the slot's scroll view no longer moves it: the container ended its touch (the
  /// page left the screen under it). UIKit: disable and re-enable its pan recognizer.
  case cancelPageTouch(slot: Int)
  /// Set the pager's `contentSize`.
  case setPagerContentSize(CGSize)
  /// Set the pager's `contentOffset.x`, as UIKit's setter does (a motion of its own goes on).
  /// The offset is physical: right to left, page 0 is at the largest offset, and each page view
  /// goes where ``SwipeContainer/contentFrame(ofPageAt:)`` says.
  case setPagerOffset(Double)
  /// Stop the pager where it is.
  case stopPager
}
