#if os(Linux)
  import Foundation
  import SwipeCore

  extension UIScrollView {
    // MARK: - Scroll indicators and visible rects

    /// Where the vertical scroll indicator runs, in the view's frame (0 is the view's top
    /// edge): the height less `verticalScrollIndicatorInsets` and, while
    /// `automaticallyAdjustsScrollIndicatorInsets` is on, less what the system adds to the
    /// content inset on that axis (`adjustedContentInset − contentInset`: the safe area the
    /// adjustment behaviour lets in). UIScrollView.h:78-81 says only that the system adjusts
    /// the indicator insets when the flag is on (the default); that it adjusts them by the safe
    /// area it gives the content is the documented purpose of the adjustment
    /// (UIScrollView.h:64-67) and what a device shows under a navigation bar, not a header
    /// statement.
    package var modelVerticalIndicatorTrack: (top: CGFloat, bottom: CGFloat) {
      var top = verticalScrollIndicatorInsets.top
      var bottom = verticalScrollIndicatorInsets.bottom
      if automaticallyAdjustsScrollIndicatorInsets {
        top += adjustedContentInset.top - contentInset.top
        bottom += adjustedContentInset.bottom - contentInset.bottom
      }
      return (top, max(top, bounds.height - bottom))
    }

    /// `scrollRectToVisible(_:animated:)`: scrolls so that `rect` (in content coordinates) is
    /// just visible, by the nearest edge, and does nothing when it already is (UIScrollView.h:137:
    /// "scroll so rect is just visible (nearest edges). nothing if rect completely visible").
    /// Visible is the bounds less `adjustedContentInset`, as for `UITableView.scrollToRow(at:at:animated:)`: what the
    /// adjusted inset covers (a navigation bar) is not visible. A rect taller than the visible
    /// area shows its top. The offset stays in the scroll range.
    package func modelScrollRectToVisible(_ rect: CGRect, animated: Bool) {
      guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite
      else { return }
      let inset = adjustedContentInset
      let target = CGPoint(
        x: Self.nearestOffset(
          showing: rect.minX, rect.maxX, from: contentOffset.x, before: inset.left,
          length: bounds.width - inset.left - inset.right, range: offsetRange(along: .horizontal)),
        y: Self.nearestOffset(
          showing: rect.minY, rect.maxY, from: contentOffset.y, before: inset.top,
          length: bounds.height - inset.top - inset.bottom, range: offsetRange(along: .vertical)))
      guard target != contentOffset else { return }
      setContentOffset(target, animated: animated)
    }

    /// Where the offset rests along `axis`: from `-adjustedContentInset`'s leading edge to the
    /// content's end, as the scrollers have the range.
    package func offsetRange(along axis: Axis) -> ClosedRange<CGFloat> {
      let scroller = axis == .horizontal ? horizontal : vertical
      return CGFloat(scroller.minimumOffset)...CGFloat(scroller.maximumOffset)
    }

    /// The offset on one axis that shows `start...end` with the least motion from `offset`,
    /// when `before` of the bounds' length is covered and `length` is visible after it.
    private static func nearestOffset(
      showing start: CGFloat, _ end: CGFloat, from offset: CGFloat, before: CGFloat,
      length: CGFloat, range: ClosedRange<CGFloat>
    ) -> CGFloat {
      let visibleStart = offset + before
      var target = offset
      if start < visibleStart || end - start > length {
        target = start - before
      } else if end > visibleStart + length {
        target = end - before - length
      }
      return min(max(target, range.lowerBound), range.upperBound)
    }
  }
#endif
