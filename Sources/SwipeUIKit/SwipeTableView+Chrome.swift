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
    // MARK: - Header and bar views

    /// A header or bar view was set (`old` replaced): it goes above the pager and is observed.
    func chromeViewDidChange(old: UIView?, new: UIView?) {
      if let old, old !== swipeHeaderView, old !== swipeHeaderBar {
        old.removeFromSuperview()
        if old === edgeElementBar { detachEdgeElementInteraction() }
      }
      chromeObservations.removeAll()
      headerMeasuredWidth = nil
      // A new header has been given no height yet.
      if new === swipeHeaderView { placedHeaderHeight = nil }
      let report = MainThreadCallback<UIView> { [weak self] _ in self?.chromeSizeDidChange() }
      // Above the pager (and the views added before them), the header under the bar.
      bringSubviewToFront(chromeView)
      for view in [swipeHeaderView, swipeHeaderBar].compactMap({ $0 }) {
        if view.superview !== chromeView { chromeView.addSubview(view) }
        Self.leaveStatusBarTapToPages(in: view)
        chromeView.bringSubviewToFront(view)
        chromeObservations.append(
          view.observe(\.bounds, options: .new) { view, _ in report(view) })
      }
      chromeSizeDidChange()
      // The new view is placed at the next pass, also when its height is the old one's.
      setNeedsLayout()
    }

    /// UIKit scrolls none of several on-screen scroll views that allow the status-bar tap
    /// (UIScrollView.h:212): a scroll view in the header or the bar (a carousel) would take it
    /// from the current page, so none there allows it. Scroll views added to the chrome after it
    /// is set must set `scrollsToTop = false` themselves.
    private static func leaveStatusBarTapToPages(in view: UIView) {
      if let scrollView = view as? UIScrollView { scrollView.scrollsToTop = false }
      for subview in view.subviews { leaveStatusBarTapToPages(in: subview) }
    }

    /// Whether `view` is the chrome: the header, the bar, a view in them, or the backstop.
    func isChrome(_ view: UIView?) -> Bool {
      guard let view else { return false }
      if view === chromeBackstop { return true }
      return [swipeHeaderView, swipeHeaderBar].contains { chrome in
        chrome.map { view.isDescendant(of: $0) } ?? false
      }
    }

    /// The header's or the bar's height changed: the engine keeps what the user sees in place.
    func chromeSizeDidChange() {
      // The height the container gave a stretched header (``headerStretches``) is not a new
      // height of the app's: that stays the engine's.
      let header = swipeHeaderView.map { view in
        view.bounds.height == placedHeaderHeight
          ? engine.headerHeight ?? Double(view.bounds.height) : Double(view.bounds.height)
      }
      let bar = swipeHeaderBar.map { Double($0.bounds.height) }
      guard engine.headerHeight != header || engine.barHeight != bar else { return }
      catchUp()
      engine.headerHeight = header
      engine.barHeight = bar
      setNeedsLayout()
    }

    /// How far the header has collapsed, as the user sees it: 0 while it shows whole, 1 once it
    /// has scrolled away (the bar pinned at ``swipeHeaderTopInset``), in between as it goes, and
    /// below 0 while a pull lowers or stretches it (−0.25 for a 50 pt pull on a 200 pt header).
    /// During a swipe it is blended from the two pages, as the header's position is. The
    /// delegate hears each change
    /// (``SwipeTableViewDelegate/swipeTableView(_:didUpdateHeaderProgress:)``). 0 without a
    /// header.
    public var headerProgress: CGFloat {
      CGFloat(engine.headerProgress)
    }

    // MARK: - Header height

    /// Measures the header again at the next layout pass: call it when its content changed its
    /// height (with the delegate's height or ``HeaderSizing/autoLayout``). What the user sees
    /// stays in place as the height changes. The container calls it itself when the user's text
    /// size changes (`UIContentSizeCategory.didChangeNotification`), as the bar follows it.
    public func invalidateHeaderHeight() {
      headerMeasuredWidth = nil
      setNeedsLayout()
    }

    /// Gives the header the height the delegate or its constraints say, when the width changed
    /// or it was invalidated; with ``HeaderSizing/frame`` and no delegate height its frame is
    /// left alone. The new height reaches the engine as any header size change does.
    func measureHeaderIfNeeded() {
      let width = bounds.width
      guard let header = swipeHeaderView, width > 0, headerMeasuredWidth != width else { return }
      headerMeasuredWidth = width
      let measured: CGFloat
      if let height = delegateHeaderHeight() {
        measured = height
      } else if headerSizing == .autoLayout {
        measured =
          header.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
          ).height
      } else {
        return
      }
      guard measured.isFinite else { return }
      let height = max(measured, 0)
      if header.bounds.height != height {
        header.bounds = CGRect(
          origin: header.bounds.origin, size: CGSize(width: width, height: height))
      }
    }
  }

  /// How a ``SwipeTableView`` finds its header's height when its delegate does not give it.
  public enum HeaderSizing: Sendable, Hashable {
    /// The header view's frame height, as set (the seed's). Changing the frame later changes
    /// the header; what the user sees stays in place.
    case frame
    /// The height the header's Auto Layout constraints need at the container's width
    /// (`systemLayoutSizeFitting` with the width required and the height as small as the
    /// constraints allow), measured when the header is set, when the width changes, at each
    /// reload and after ``SwipeTableView/invalidateHeaderHeight()``.
    case autoLayout
  }
#endif
