#if os(Linux)
  @preconcurrency import CUIKitStub
  import Foundation

  extension UIScrollView {
    // MARK: - VoiceOver's three-finger scroll

    /// What UIKit's scroll views do with VoiceOver's three-finger scroll: move by what they show
    /// (the bounds less the adjusted inset) along the axis the direction names, animated, and
    /// say where they are (`.pageScrolled`, "Page 2 of 5"); false when they cannot move that
    /// way, so the scroll goes on to a view higher up (UIAccessibility.h:364-370). `.next` and
    /// `.previous` move along the axis that scrolls, horizontal first. The header declares only
    /// NSObject's default (false); scroll views' handling is UIKit's observable behaviour, as
    /// VoiceOver users meet it in every list.
    package func modelAccessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
      let inset = adjustedContentInset
      let size = bounds.size
      let horizontalRange =
        (-inset.left)...max(contentSize.width + inset.right - size.width, -inset.left)
      let verticalRange =
        (-inset.top)...max(contentSize.height + inset.bottom - size.height, -inset.top)
      let scrollsHorizontally = horizontalRange.upperBound - horizontalRange.lowerBound > 0.5
      let horizontal: Bool
      let forward: Bool
      switch direction {
      case .left: (horizontal, forward) = (true, true)
      case .right: (horizontal, forward) = (true, false)
      case .up: (horizontal, forward) = (false, true)
      case .down: (horizontal, forward) = (false, false)
      case .next: (horizontal, forward) = (scrollsHorizontally, true)
      case .previous: (horizontal, forward) = (scrollsHorizontally, false)
      }
      let range = horizontal ? horizontalRange : verticalRange
      let shown =
        horizontal ? size.width - inset.left - inset.right : size.height - inset.top - inset.bottom
      let current = horizontal ? contentOffset.x : contentOffset.y
      let target = min(
        max(current + (forward ? 1 : -1) * max(shown, 1), range.lowerBound), range.upperBound)
      guard abs(target - current) >= 0.5 else { return false }
      let offset =
        horizontal ? CGPoint(x: target, y: contentOffset.y) : CGPoint(x: contentOffset.x, y: target)
      setContentOffset(offset, animated: true)
      let length = range.upperBound - range.lowerBound
      let pages = Int((length / max(shown, 1)).rounded(.up)) + 1
      let page = min(Int(((target - range.lowerBound) / max(shown, 1)).rounded()) + 1, pages)
      UIAccessibility.post(notification: .pageScrolled, argument: "Page \(page) of \(pages)")
      return true
    }
  }

  extension UIKitStubDriver {
    /// VoiceOver's three-finger scroll with `element` focused: the element, then each view
    /// above it, until one handles it (UIAccessibility.h:364-370: "If the action failed, the
    /// method will be called on a view higher in the hierarchy"). Returns the view that did.
    @discardableResult
    package func accessibilityScroll(
      _ direction: UIAccessibilityScrollDirection, from element: UIView
    ) -> UIView? {
      var view: UIView? = element
      while let current = view {
        if current.accessibilityScroll(direction) { return current }
        view = current.superview
      }
      return nil
    }
  }
#endif
