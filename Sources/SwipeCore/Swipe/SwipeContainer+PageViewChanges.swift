import Foundation

/// What an app and UIKit do to a page's scroll view behind the container's back, for a
/// container without a host (the scenario layer's engine host). A hosted container reads both
/// from its host's view instead (``hostedPage(inSlot:didChange:)``).
extension SwipeContainer {
  /// The app assigns `inset` as the whole `contentInset` of the page at `index`, as
  /// `page.contentInset = UIEdgeInsets(…)` does on a hosted page's view. The container keeps its
  /// reservation (the header and bar, the short-content padding, a refresh inset) and reads the
  /// rest as the app's part, as it reads a hosted view's inset: an edge below the container's
  /// part means a whole inset of the app's own, anything else a change of the inset it read.
  /// Nothing moves but by the change of the app's part. Ignored for a page that is not loaded
  /// and on a hosted container.
  package func setContentInset(_ inset: Insets, forPageAt index: Int) {
    guard host == nil, let position = loadedPosition(of: index) else { return }
    let known = loadedPages[position].hostContentInset
    let assigned = inset.sanitized
    guard assigned != known else { return }
    let scroll = scrolled(position: position)
    loadedPages[position].ownerInset = PageInsetOwnership.ownerInset(
      after: assigned, known: known, owner: loadedPages[position].ownerInset)
    configure(position: position, scroll: scroll)
    updateLayout()
    deliverEvents()
  }

  /// UIKit shifts the content of the page at `index` by `dy`, as self-sizing rows above the
  /// visible area (estimated heights resolving) or a layout's `contentOffsetAdjustment` do: the
  /// content above the visible area grew by `dy` (shrank, below 0) and the offset moves with it.
  /// What the page shows stays in place; a motion running goes on, its positions shifted by
  /// `dy`; it is not the app's `setContentOffset`. Ignored for a page that is not loaded, a
  /// non-finite `dy`, and on a hosted container.
  package func correctOffset(by dy: Double, forPageAt index: Int) {
    guard host == nil, dy.isFinite, dy != 0, let position = loadedPosition(of: index) else {
      return
    }
    let height = loadedPages[position].content.contentHeight
    let shift = max(dy, -height)
    // As UIKit applies it to a view: the content grows, then the offset moves with it (the
    // other way round when it shrinks, so that an offset in its range stays in it). The offset
    // moves as the view's setter moves it: a running motion is carried along, a dragging
    // finger's drag continues from there.
    func resize() {
      loadedPages[position].content.contentHeight = height + shift
      configure(position: position, scroll: scrolled(position: position))
    }
    if shift > 0 { resize() }
    var ignore = IgnoringScrollerDelegate()
    let target = loadedPages[position].scroller.offset + shift
    if loadedPages[position].scroller.isDecelerating
      || loadedPages[position].scroller.isScrollAnimating
    {
      loadedPages[position].scroller.moveMotion(to: target, delegate: &ignore)
    } else {
      loadedPages[position].scroller.placeOffset(target, at: now, delegate: &ignore)
    }
    if shift < 0 { resize() }
    // A view at rest left past an edge is put back in its range, as a hosted container puts
    // back an offset that changed at rest (UIKit's setter says nothing of who set it).
    putBackInRangeIfResting(position: position)
    updateLayout()
    deliverEvents()
  }
}
