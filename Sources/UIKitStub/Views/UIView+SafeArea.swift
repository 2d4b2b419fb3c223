#if os(Linux)
  import Foundation

  extension UIView {
    // MARK: - Safe area model

    /// The view's safe area insets, as UIKit derives them (UIView.h:275): the part of the
    /// bounds that the safe area of the superview does not cover (the window's own insets at
    /// the root: status bar, sensor housing, home indicator), plus what the view's controller
    /// adds (`additionalSafeAreaInsets`, a navigation bar over it,
    /// UIViewController.h:529-536). Views inside a scroll view get none in the stub (UIKit's
    /// rule for content, which moves, is not modelled).
    package var modelSafeAreaInsets: UIEdgeInsets {
      if let window = self as? UIWindow { return window.screenSafeAreaInsets }
      guard let parent = storedSuperview, !(parent is UIScrollView) else {
        return owningController?.addedSafeArea(to: .zero, of: self) ?? .zero
      }
      let outer = parent.modelSafeAreaInsets
      let parentBounds = parent.bounds
      let safeTop = parentBounds.minY + outer.top
      let safeLeft = parentBounds.minX + outer.left
      let safeBottom = parentBounds.maxY - outer.bottom
      let safeRight = parentBounds.maxX - outer.right
      let box = frame
      var insets = UIEdgeInsets(
        top: min(max(safeTop - box.minY, 0), box.height),
        left: min(max(safeLeft - box.minX, 0), box.width),
        bottom: min(max(box.maxY - safeBottom, 0), box.height),
        right: min(max(box.maxX - safeRight, 0), box.width))
      if let controller = owningController {
        insets = controller.addedSafeArea(to: insets, of: self)
      }
      return insets
    }

    /// Brings every view's safe area and every scroll view's adjusted inset up to date,
    /// calling `safeAreaInsetsDidChange()` and `adjustedContentInsetDidChange()` where they
    /// changed (UIKit does it in its layout pass).
    package func updateSafeAreaTree() {
      let insets = modelSafeAreaInsets
      if insets != lastSafeAreaInsets {
        lastSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        setNeedsLayout()
      }
      (self as? UIScrollView)?.updateAdjustedContentInset()
      if let navigation = self as? NavigationContainerView, navigation.barIsStale {
        setNeedsLayout()
      }
      for subview in storedSubviews { subview.updateSafeAreaTree() }
    }
  }
#endif
