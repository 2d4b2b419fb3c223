#if os(Linux)
  import CUIKitStub

  // UIAccessibilityTraits and its members (none, button, selected, tabBar) are C declarations, as
  // in the SDK (CUIKitStub's UIAccessibilityConstants.h): a `swift_wrapper` struct with
  // `init(rawValue:)` and `rawValue`, and mutable C globals.

  // SDK: `UIAccessibilityTraits: OptionSet` (uikit-api.md §3b), conformed by UIKit's overlay.
  // The stub adds only the two set operations it uses, so `[.button, .selected]` does not compile
  // against it: combine traits with `union(_:)`.
  extension UIAccessibilityTraits {
    /// No trait: `.none`'s value, for the stub's defaults, which do not read its C global.
    package static var noTraits: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 0) }

    /// These traits and `other`'s.
    package func union(_ other: UIAccessibilityTraits) -> UIAccessibilityTraits {
      UIAccessibilityTraits(rawValue: rawValue | other.rawValue)
    }

    /// Whether every trait of `member` is among these.
    package func contains(_ member: UIAccessibilityTraits) -> Bool {
      rawValue & member.rawValue == member.rawValue
    }
  }
#endif
