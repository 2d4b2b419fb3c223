#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation
  import SwipeCore
  import SwipeUIKit

  /// A pull-to-refresh header written the way third-party libraries (MJRefresh and its kin)
  /// write theirs, knowing nothing of SwipeTableView: a view just above the top inset it finds
  /// (MJRefresh's "original inset", taken whenever it is idle) that watches the offset, fires
  /// when released past its height, and holds itself open by adding its height to
  /// `contentInset.top` until `end()`.
  @MainActor final class DemoPullHeader: UIView {
    static let height: CGFloat = 60
    /// Called when a pull past the header's height is released.
    var onRefresh: (() -> Void)?
    /// The part of the top inset the header sits inside rather than above (MJRefresh's
    /// `ignoredScrollViewContentInsetTop`): the navigation bar's height, so the header shows
    /// below the bar.
    var ignoredInsetTop: CGFloat = 0
    private(set) var isRefreshing = false
    private var isArmed = false
    private weak var scrollView: UIScrollView?
    private var observation: NSKeyValueObservation?
    private let label = DemoStyle.label(
      "Pull to refresh", size: 12, color: DemoStyle.secondaryText, alignment: .center)

    init() {
      super.init(frame: .zero)
      addSubview(label)
    }

    required init?(coder: NSCoder) {
      return nil
    }

    /// Puts the header above `scrollView`'s content and starts watching it.
    func attach(to scrollView: UIScrollView) {
      place(in: scrollView)
      scrollView.addSubview(self)
      self.scrollView = scrollView
      observation = scrollView.observe(\.contentOffset, options: .new) { [weak self] view, _ in
        // UIKit reports a view's offset changes on the main thread.
        MainActor.assumeIsolated { self?.scrolled(view) }
      }
    }

    /// Sits just above the inset the scroll view has while the header is idle.
    private func place(in view: UIScrollView) {
      frame = CGRect(
        x: 0, y: ignoredInsetTop - view.contentInset.top - Self.height, width: view.bounds.width,
        height: Self.height)
      label.frame = bounds
    }

    private func scrolled(_ view: UIScrollView) {
      guard !isRefreshing else { return }
      place(in: view)
      let pull = -(view.contentOffset.y + view.contentInset.top)
      if view.isDragging {
        isArmed = pull >= Self.height
        label.text = isArmed ? "Release to refresh" : "Pull to refresh"
      } else if isArmed {
        isArmed = false
        isRefreshing = true
        label.text = "Refreshing…"
        // As MJRefresh: hold the height open and scroll to show the header.
        view.contentInset.top += Self.height
        view.setContentOffset(
          CGPoint(x: view.contentOffset.x, y: -view.contentInset.top), animated: true)
        onRefresh?()
      }
    }

    /// Gives the held height back: scrolls it away, then takes it out of the inset.
    func end() {
      guard isRefreshing, let scrollView else { return }
      label.text = "Pull to refresh"
      let top = scrollView.contentInset.top - Self.height
      scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: -top), animated: true)
      DemoAction.after(0.3) { [weak self] in
        guard let self else { return }
        scrollView.contentInset.top -= Self.height
        isRefreshing = false
      }
    }
  }
#endif
