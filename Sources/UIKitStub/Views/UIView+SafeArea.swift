#if os(Linux)
  import Foundation

  extension UIView {
    // MARK: - Safe area model

    /// The view's safe area insets, as UIKit derives them (UIView.h:275): the part of the
    /// bounds that the safe area of the superview does not cover (the window's own insets at
    /// the root: status bar, sensor housing, home indicator), plus what the view's controller
    /// adds (`additionalSafeAreaInsets`, a navigation bar over it,
    /// UIViewController.h:529-536). A superview without insets passes none on. Views inside a
    /// scroll view get none in the stub (UIKit's rule for content, which moves, is not
    /// modelled).
    package var modelSafeAreaInsets: UIEdgeInsets {
      if let window = self as? UIWindow { return window.screenSafeAreaInsets }
      guard let parent = storedSuperview else { return safeArea(inheriting: .zero, from: nil) }
      return safeArea(inheriting: parent.modelSafeAreaInsets, from: parent)
    }

    /// The insets this view gets from `parent`, whose own insets are `outer`, with its
    /// controller's additions.
    private func safeArea(inheriting outer: UIEdgeInsets, from parent: UIView?) -> UIEdgeInsets {
      var insets = UIEdgeInsets.zero
      if let parent, !(parent is UIScrollView), outer != .zero {
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
