#if os(Linux)
  import Foundation

  /// What an accessibility element is and does, as UIKit's `UIAccessibilityTraits`
  /// (uikit-api.md §3b).
  ///
  /// The SDK's type is an `OptionSet` whose `rawValue` is a `UInt64`; the SDK list gives that
  /// member only inside the type's one-line declaration and names the traits in a comment, so
  /// here, as for ``UIControl/Event``, the bits and the traits are `package` and the stub's own
  /// (the list gives no raw values). Combine traits with `union(_:)`: `[.button, .selected]`
  /// does not compile against the stub.
  public struct UIAccessibilityTraits: Hashable, Sendable {
    // SDK: public let rawValue: UInt64 — uikit-api.md §3b [D14]
    /// The traits' bits.
    package let rawValue: UInt64

    // SDK: public init(rawValue: UInt64) — OptionSet's requirement [D14 +acc]
    /// Traits from bits.
    package init(rawValue: UInt64) {
      self.rawValue = rawValue
    }

    // SDK (uikit-api.md §3b, D14): static var none, button, selected, tabBar (iOS 10) —
    // `UIAccessibilityTraits` members.
    /// No trait.
    package static var none: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 0) }
    /// The element acts as a button.
    package static var button: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 0) }
    /// The element is selected (a selected tab, a chosen row).
    package static var selected: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 3) }
    /// The element is a tab bar (a container whose children are its tabs; it is not an element
    /// itself).
    package static var tabBar: UIAccessibilityTraits { UIAccessibilityTraits(rawValue: 1 << 15) }

    // SDK: func union(_ other: Self) -> Self and func contains(_ member: Self) -> Bool —
    // SetAlgebra, which OptionSet refines.
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
