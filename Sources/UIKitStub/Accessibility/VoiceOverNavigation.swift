#if os(Linux)
  import Foundation

  extension UIKitStubDriver {
    // MARK: - What VoiceOver can focus

    /// The elements VoiceOver's swipes move through inside `root`, in order: what a user can
    /// focus. The model's rules:
    /// - a view whose `accessibilityElementsHidden` is set is left out with everything inside it
    ///   ("Marks all the accessible elements contained within as hidden", UIAccessibility.h:156);
    /// - a hidden view is left out with its subviews (assistive technologies see what is drawn;
    ///   UIKit's observable behaviour, no header states it);
    /// - a view that `isAccessibilityElement` is one element, and VoiceOver does not look inside
    ///   it (UIAccessibility.h:46-51);
    /// - otherwise the view's `accessibilityElements` in their order (UIAccessibilityContainer.h:
    ///   38-53, "the accessibility element in order", of which the array is "an alternative to
    ///   implementing the dynamic methods"), else its subviews from
    ///   the top left to the bottom right, as VoiceOver orders a container without elements
    ///   (Apple's Accessibility Programming Guide for iOS, "VoiceOver... reads from the top-left
    ///   to the bottom-right"), by their frames in `root`.
    ///
    /// Elements that are not views (`UIAccessibilityElement`) are not modelled.
    package func voiceOverElements(in root: UIView) -> [UIView] {
      var elements: [UIView] = []
      collectVoiceOverElements(of: root, root: root, into: &elements)
      return elements
    }

    private func collectVoiceOverElements(
      of view: UIView, root: UIView, into elements: inout [UIView]
    ) {
      guard !view.isHidden, !view.accessibilityElementsHidden else { return }
      if view.isAccessibilityElement {
        elements.append(view)
        return
      }
      let children: [UIView]
      if let declared = view.accessibilityElements {
        children = declared.compactMap { $0 as? UIView }
      } else {
        children = view.subviews.sorted { first, second in
          let a = first.convert(first.bounds, to: root)
          let b = second.convert(second.bounds, to: root)
          return (a.minY, a.minX) < (b.minY, b.minX)
        }
      }
      for child in children {
        collectVoiceOverElements(of: child, root: root, into: &elements)
      }
    }
  }
#endif
