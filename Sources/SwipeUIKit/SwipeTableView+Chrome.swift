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
      }
      chromeObservations.removeAll()
      let report = MainThreadCallback<UIView> { [weak self] _ in self?.chromeSizeDidChange() }
      // Above the pager, the header under the bar.
      for view in [swipeHeaderView, swipeHeaderBar].compactMap({ $0 }) {
        if view.superview !== self { addSubview(view) }
        Self.leaveStatusBarTapToPages(in: view)
        bringSubviewToFront(view)
        chromeObservations.append(
          view.observe(\.bounds, options: .new) { view, _ in report(view) })
      }
      chromeSizeDidChange()
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
      let header = swipeHeaderView.map { Double($0.bounds.height) }
      let bar = swipeHeaderBar.map { Double($0.bounds.height) }
      guard engine.headerHeight != header || engine.barHeight != bar else { return }
      catchUp()
      engine.headerHeight = header
      engine.barHeight = bar
      setNeedsLayout()
    }
  }
#endif
