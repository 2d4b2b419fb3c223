#if canImport(UIKit) || os(Linux)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStub
  #endif
  import Foundation
  #if !COCOAPODS
    import SwipeCore
  #endif

  /// What a `UIScrollView` shows and does at one moment, as the engine reads it (a value, read on
  /// the main actor).
  struct ScrollViewSurface: ScrollSurface {
    var boundsSize: CGSize
    var contentSize: CGSize
    var contentInset: Insets
    var contentOffset: CGPoint
    var isTracking: Bool
    var isDragging: Bool
    var isDecelerating: Bool
    var isScrollAnimating: Bool
    var reportsScrollAnimation: Bool

    @MainActor init(_ view: UIScrollView) {
      boundsSize = view.bounds.size
      contentSize = view.contentSize
      let inset = view.contentInset
      contentInset = Insets(
        top: Double(inset.top), left: Double(inset.left), bottom: Double(inset.bottom),
        right: Double(inset.right))
      contentOffset = view.contentOffset
      isTracking = view.isTracking
      isDragging = view.isDragging
      isDecelerating = view.isDecelerating
      if ScrollViewSurface.hasScrollAnimating, #available(iOS 17.4, *) {
        isScrollAnimating = view.isScrollAnimating
        reportsScrollAnimation = true
      } else {
        // Before iOS 17.4 UIKit cannot say that a view animates: the engine tells an animation
        // from a single set by whether the offset changes again at the next frame.
        isScrollAnimating = false
        reportsScrollAnimation = false
      }
    }

    /// Whether `UIScrollView.isScrollAnimating` exists on this device (iOS 17.4). On Linux the
    /// stub's device version answers, so the tests run the code of older systems too.
    @MainActor static var hasScrollAnimating: Bool {
      #if canImport(UIKit)
        true  // `#available` decides
      #else
        UIKitStubDriver.current.runsAtLeast(17, 4)
      #endif
    }
  }

  extension UIEdgeInsets {
    /// The engine's insets as UIKit's.
    init(_ insets: Insets) {
      self.init(
        top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
        right: CGFloat(insets.right))
    }
  }
#endif
