/// A notification of a ``SwipeContainer``, in the order it happened.
///
/// Scrolling notifications describe the horizontal pager, as the seed's delegate does; a page's
/// own vertical scrolling shows in the geometry instead.
public enum SwipeContainerEvent: Sendable, Equatable {
  /// The pager moved.
  case didScroll
  /// A horizontal drag began.
  case willBeginDragging
  /// A horizontal drag ended; `targetIndex` is where the pager will settle.
  case willEndDragging(targetIndex: Int)
  /// After `willEndDragging`; `willDecelerate` tells whether the pager moves on.
  case didEndDragging(willDecelerate: Bool)
  /// The pager starts settling on a page.
  case willBeginDecelerating
  /// The pager settled (or a touch stopped it).
  case didEndDecelerating
  /// An animated ``SwipeContainer/scrollToItem(at:animated:)`` arrived.
  case didEndScrollingAnimation
  /// The current index changed (at half a page width).
  case currentIndexDidChange(from: Int, to: Int)
  /// A tap selected a page (after ``SwipeContainerDelegate/swipeContainer(_:shouldSelectPageAt:)``).
  case didSelectPage(Int)
  /// A page's pull-to-refresh fired: start refreshing it.
  case refresh(page: Int)
  /// A page's load-more fired: start loading more into it.
  case loadMore(page: Int)
  /// A page's refresh control asks for feedback (a haptic, an announcement).
  case refreshFeedback(page: Int, RefreshAttachment.Notification)
  /// The container's own finger moved the page at `page` (a drag that began on the header or
  /// the bar; headless, any drag), or the motion it released there ended: `willBeginDragging`,
  /// `didEndDragging`, `willBeginDecelerating` and `didEndDecelerating`, what UIKit's pan would
  /// have told the page's own delegate. A host passes them to it; scenario output, which lists
  /// the container's and the pager's callbacks, leaves them out.
  case pageMotion(page: Int, ScrollerEvent)
  /// The page at `page` starts or finishes coming on screen or leaving it (see
  /// ``PageAppearance`` for the rule). Scenario output leaves these out.
  case pageAppearance(page: Int, PageAppearance)
  /// The refresh control of the page at `page` changed its state or how far it is pulled open
  /// (``SwipeContainer/refreshState(pageAt:)``, ``SwipeContainer/refreshPullProgress(pageAt:)``):
  /// an app draws its own indicator from these. Scenario output leaves these out.
  case refreshDidChange(page: Int)
  /// The header's collapse progress (``SwipeContainer/headerProgress``) changed since the last
  /// report. Scenario output leaves these out.
  case headerProgressDidChange

  /// The event's name in scenario output.
  public var name: String {
    switch self {
    case .didScroll: "didScroll"
    case .willBeginDragging: "willBeginDragging"
    case .willEndDragging: "willEndDragging"
    case .didEndDragging: "didEndDragging"
    case .willBeginDecelerating: "willBeginDecelerating"
    case .didEndDecelerating: "didEndDecelerating"
    case .didEndScrollingAnimation: "didEndScrollingAnimation"
    case .currentIndexDidChange: "currentIndexDidChange"
    case .didSelectPage: "didSelectPage"
    case .refresh(let page): "refresh:\(page)"
    case .loadMore(let page): "loadMore:\(page)"
    case .refreshFeedback: "refreshFeedback"
    case .pageMotion(let page, let event): "page:\(page):\(event.name)"
    case .pageAppearance(let page, let step): "page:\(page):\(step)"
    case .refreshDidChange(let page): "refreshDidChange:\(page)"
    case .headerProgressDidChange: "headerProgressDidChange"
    }
  }
}
