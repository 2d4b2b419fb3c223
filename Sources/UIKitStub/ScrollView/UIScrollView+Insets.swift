#if os(Linux)
  import Foundation

  extension UIScrollView {
    // MARK: - Adjusted content inset model

    /// `contentInset` plus the part of the safe area that `contentInsetAdjustmentBehavior`
    /// lets in (UIScrollView.h:37-41, 64-76):
    /// - `.never`: none;
    /// - `.always`: every edge of `safeAreaInsets`;
    /// - `.scrollableAxes`: the edges of the axes that scroll (content larger than the frame,
    ///   or `alwaysBounce…` set);
    /// - `.automatic`: as `.scrollableAxes`, and top and bottom whatever the content when the
    ///   view is the content scroll view of a controller inside a navigation controller.
    package var modelAdjustedContentInset: UIEdgeInsets {
      adjustedContentInset(safeArea: safeAreaInsets)
    }

    /// ``modelAdjustedContentInset`` with the view's safe area already known.
    private func adjustedContentInset(safeArea safe: UIEdgeInsets) -> UIEdgeInsets {
      var result = storedContentInset
      guard safe != .zero else { return result }
      let size = storedSize
      let scrollsVertically = storedContentSize.height > size.height || alwaysBounceVertical
      let scrollsHorizontally = storedContentSize.width > size.width || alwaysBounceHorizontal
      let adjustsVertically: Bool
      let adjustsHorizontally: Bool
      switch storedAdjustmentBehavior {
      case .never:
        return result
      case .always:
        (adjustsVertically, adjustsHorizontally) = (true, true)
      case .scrollableAxes:
        (adjustsVertically, adjustsHorizontally) = (scrollsVertically, scrollsHorizontally)
      case .automatic:
        adjustsVertically = scrollsVertically || isContentScrollViewInNavigation
        adjustsHorizontally = scrollsHorizontally
      }
      if adjustsVertically {
        result.top += safe.top
        result.bottom += safe.bottom
      }
      if adjustsHorizontally {
        result.left += safe.left
        result.right += safe.right
      }
      return result
    }

    /// Whether a controller inside a navigation controller has this view as its content
    /// scroll view.
    private var isContentScrollViewInNavigation: Bool {
      var view: UIView? = self
      while let current = view {
        if let controller = current.owningController {
          return controller.navigationController != nil && controller.contentScrollView === self
        }
        view = current.storedSuperview
      }
      return false
    }

    /// Recomputes the adjusted inset; when it changed, the scrollers get the new range
    /// (content left outside it returns as UIKit's does, at the next step) and
    /// `adjustedContentInsetDidChange()` and the delegate's
    /// `scrollViewDidChangeAdjustedContentInset(_:)` run.
    /// Returns whether it changed. `safeArea` is the view's safe area when the caller knows it
    /// (the layout pass's walk).
    @discardableResult
    package func updateAdjustedContentInset(safeArea: UIEdgeInsets? = nil) -> Bool {
      let adjusted = adjustedContentInset(safeArea: safeArea ?? safeAreaInsets)
      guard adjusted != storedAdjustedInset else { return false }
      storedAdjustedInset = adjusted
      updateScrollerGeometry()
      adjustedContentInsetDidChange()
      delegate?.scrollViewDidChangeAdjustedContentInset(self)
      return true
    }
  }
#endif
