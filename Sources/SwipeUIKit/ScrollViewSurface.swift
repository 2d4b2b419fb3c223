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
  package struct ScrollViewSurface: ScrollSurface {
    package var boundsSize: CGSize
    package var contentSize: CGSize
    package var contentInset: Insets
    package var contentOffset: CGPoint
    package var isTracking: Bool
    package var isDragging: Bool
    package var isDecelerating: Bool
    package var isScrollAnimating: Bool
    package var reportsScrollAnimation: Bool
    package var systemInset: Insets
    package var indicatorSystemInset: Insets

    @MainActor package init(_ view: UIScrollView) {
      boundsSize = view.bounds.size
      contentSize = view.contentSize
      contentInset = Insets(view.contentInset)
      // What UIKit adds to the app's inset (the safe area, as the view's adjustment behaviour
      // lets it in) is UIKit's: the view scrolls by both, the container writes only its part.
      systemInset = Insets(Self.systemInset(of: view))
      indicatorSystemInset = Insets(Self.indicatorSystemInset(of: view))
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

    /// What UIKit adds to the view's own `contentInset`: `adjustedContentInset − contentInset`.
    @MainActor package static func systemInset(of view: UIScrollView) -> UIEdgeInsets {
      let adjusted = view.adjustedContentInset
      let own = view.contentInset
      return UIEdgeInsets(
        top: adjusted.top - own.top, left: adjusted.left - own.left,
        bottom: adjusted.bottom - own.bottom, right: adjusted.right - own.right)
    }

    /// What UIKit adds to the view's own indicator insets: its ``systemInset(of:)`` while
    /// `automaticallyAdjustsScrollIndicatorInsets` is on (UIScrollView.h:78-81), none when the
    /// app turned it off.
    @MainActor package static func indicatorSystemInset(of view: UIScrollView) -> UIEdgeInsets {
      view.automaticallyAdjustsScrollIndicatorInsets ? systemInset(of: view) : .zero
    }

    /// Whether `UIScrollView.isScrollAnimating` exists on this device (iOS 17.4). On Linux the
    /// stub's device version answers, so the tests run the code of older systems too.
    @MainActor package static var hasScrollAnimating: Bool {
      #if canImport(UIKit)
        true  // `#available` decides
      #else
        UIKitStubDriver.current.runsAtLeast(17, 4)
      #endif
    }
  }

  extension Insets {
    /// UIKit's insets as the engine's.
    package init(_ insets: UIEdgeInsets) {
      self.init(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
    }
  }

  extension UIEdgeInsets {
    /// The engine's insets as UIKit's.
    package init(_ insets: Insets) {
      self.init(
        top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
        right: CGFloat(insets.right))
    }
  }
#endif
