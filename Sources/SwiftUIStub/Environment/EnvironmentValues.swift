#if os(Linux)
  import Foundation

  /// The environment a view is updated in, as SwiftUI's `EnvironmentValues`: empty in the stub.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public struct EnvironmentValues {
    // SDK: public init() — D14 SwiftUI/SwiftUI.swift:1527 (+acc)
    /// The default environment.
    package init() {}
  }
#endif
