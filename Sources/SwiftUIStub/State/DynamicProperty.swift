#if os(Linux)
  import Foundation

  /// A stored property of a view that SwiftUI updates before it reads the view's body, as
  /// SwiftUI's `DynamicProperty`.
  ///
  /// SDK requirements left out (uikit-api.md §15 does not list them, and a protocol's
  /// requirements share its access): `mutating func update()` (with an empty default) and
  /// `static func _makeProperty<V>(in:container:fieldOffset:inputs:)`
  /// — D14 SwiftUI/SwiftUI.swift:1310–1313.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public protocol DynamicProperty {}
#endif
