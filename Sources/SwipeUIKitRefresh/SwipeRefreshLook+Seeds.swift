#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  #if !COCOAPODS
    import SwipeUIKit
  #endif

  extension SwipeRefreshLook {
    /// The Swift seed's arc (``PullDownRefreshIndicator``).
    public static var pullDown: SwipeRefreshLook {
      .custom { PullDownRefreshIndicator(frame: .zero) }
    }

    /// The Objective-C seed's ring, with no image (``RingRefreshIndicator``; give it your image
    /// through `.custom`).
    public static var ring: SwipeRefreshLook {
      .custom { RingRefreshIndicator(frame: .zero) }
    }
  }
#endif
