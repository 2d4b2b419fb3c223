#if (canImport(SwiftUI) && canImport(UIKit)) || os(Linux)
  #if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import UIKit
  #else
    import SwiftUIStub
    import UIKitStub
  #endif
  import Foundation

  /// Which of UIHostingController's newer members exist on this device. On Linux `#available` is
  /// always true, so the stub's device version answers, and the tests run older systems' code.
  enum HostingAvailability {
    /// Whether `sizingOptions` exists (iOS 16).
    @MainActor static var hasSizingOptions: Bool {
      #if canImport(UIKit)
        if #available(iOS 16.0, *) { return true } else { return false }
      #else
        UIKitStubDriver.current.runsAtLeast(16, 0)
      #endif
    }

    /// Whether `safeAreaRegions` exists (iOS 16.4).
    @MainActor static var hasSafeAreaRegions: Bool {
      #if canImport(UIKit)
        if #available(iOS 16.4, *) { return true } else { return false }
      #else
        UIKitStubDriver.current.runsAtLeast(16, 4)
      #endif
    }
  }
#endif
