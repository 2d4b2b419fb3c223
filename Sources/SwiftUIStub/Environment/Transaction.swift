#if os(Linux)
  import Foundation

  /// The context of the state change being applied, as SwiftUI's `Transaction`: in the
  /// stub, whether animations are disabled (its `animation` is not modelled).
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  @frozen public struct Transaction {
    // SDK: @inlinable public init() — D14 SwiftUI/SwiftUI.swift:4665 (+acc)
    /// A transaction that does not disable animations.
    package init() {}

    // SDK: public var disablesAnimations: Bool — D14 SwiftUI/SwiftUI.swift:4672 (+acc)
    /// Whether views should apply the change without animating.
    package var disablesAnimations = false
  }
#endif
