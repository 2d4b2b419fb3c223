#if os(Linux)
  import Foundation

  extension UIView {
    // MARK: - Safe area model

    /// The view's safe area insets, as UIKit derives them (UIView.h:275): the part of the
    /// bounds that the safe area of the superview does not cover (the window's own insets at
    /// the root: status bar, sensor housing, home indicator), plus what the view's controller
    /// adds (`additionalSafeAreaInsets`, a navigation bar over it,
    /// UIViewController.h:529-536). A superview without insets passes none on.
    ///
    /// A scroll view passes on the part of its safe area that it does not incorporate into its
    /// `adjustedContentInset` (UIScrollView.h:64-67: "UIScrollView may incorporate its
    /// safeAreaInsets into the adjustedContentInset"): an edge it adjusts already keeps its
    /// content clear of what covers it, so its content gets none there; an edge it leaves (a
    /// table's sides, every edge of a `.never` view) still covers the content, which gets the
    /// part it overlaps at its place in the visible bounds (the bounds' origin is the content
    /// offset, so the content's insets change as it scrolls). This is how a table's cells get
    /// the side insets in landscape and a `.never` pager's pages get the bars' and the home
    /// indicator's.
    package var modelSafeAreaInsets: UIEdgeInsets {
      if let window = self as? UIWindow { return window.screenSafeAreaInsets }
      guard let parent = storedSuperview else { return safeArea(inheriting: .zero, from: nil) }
      return safeArea(inheriting: parent.modelSafeAreaInsets, from: parent)
    }

    /// The insets this view gets from `parent`, whose own insets are `outer`, with its
    /// controller's additions.
    private func safeArea(inheriting outer: UIEdgeInsets, from parent: UIView?) -> UIEdgeInsets {
      var insets = UIEdgeInsets.zero
      var outer = outer
      if let scrollView = parent as? UIScrollView {
        let adjusted = scrollView.adjustedContentInset
        let own = scrollView.contentInset
        // What the scroll view incorporated no longer covers its content.
        outer.top = max(outer.top - (adjusted.top - own.top), 0)
        outer.left = max(outer.left - (adjusted.left - own.left), 0)
        outer.bottom = max(outer.bottom - (adjusted.bottom - own.bottom), 0)
        outer.right = max(outer.right - (adjusted.right - own.right), 0)
      }
      if let parent, outer != .zero {
        let parentBounds = parent.bounds
        let box = frame
        insets = UIEdgeInsets(
          top: min(max(parentBounds.minY + outer.top - box.minY, 0), box.height),
          left: min(max(parentBounds.minX + outer.left - box.minX, 0), box.width),
          bottom: min(max(box.maxY - (parentBounds.maxY - outer.bottom), 0), box.height),
          right: min(max(box.maxX - (parentBounds.maxX - outer.right), 0), box.width))
      }
      guard let controller = owningController else { return insets }
      return controller.addedSafeArea(to: insets, of: self)
    }

    /// Brings every view's safe area and every scroll view's adjusted inset up to date,
    /// top down (each view from its superview's insets, O(n)), calling
    /// `safeAreaInsetsDidChange()` and `adjustedContentInsetDidChange()` where they changed
    /// (UIKit does it in its layout pass).
    package func updateSafeAreaTree() {
      updateSafeArea(to: modelSafeAreaInsets)
    }

    private func updateSafeArea(to insets: UIEdgeInsets) {
      if insets != lastSafeAreaInsets {
        lastSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        setNeedsLayout()
      }
      (self as? UIScrollView)?.updateAdjustedContentInset(safeArea: insets)
      if let navigation = self as? NavigationContainerView, navigation.barIsStale {
        setNeedsLayout()
      }
      for subview in storedSubviews {
        subview.updateSafeArea(to: subview.safeArea(inheriting: insets, from: self))
      }
    }
  }
#endif
